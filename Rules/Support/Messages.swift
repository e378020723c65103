/// Small pieces of English for messages.

/// "a ProfileViewController", "an AboutViewController".
func withArticle(_ name: String) -> String {
    let vowels: Set<Character> = ["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"]
    return (name.first.map { vowels.contains($0) } ?? false ? "an " : "a ") + name
}
