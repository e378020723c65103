/// Small pieces of English for messages.

/// "a ProfileViewController", "an AboutViewController"; a name that starts with an acronym takes the
/// article of its first letter's name: "a UIView", "an NSView", "an MKMapView".
func withArticle(_ name: String) -> String {
    let vowels: Set<Character> = ["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"]
    let letterNamesStartingWithAVowel: Set<Character> = ["A", "E", "F", "H", "I", "L", "M", "N", "O", "R", "S", "X"]
    let characters = Array(name.prefix(2))
    let usesAn: Bool
    if characters.count == 2, characters.allSatisfy(\.isUppercase) {
        usesAn = letterNamesStartingWithAVowel.contains(characters[0])
    } else {
        usesAn = name.first.map { vowels.contains($0) } ?? false
    }
    return (usesAn ? "an " : "a ") + name
}
