/// Small pieces of English for messages.

/// "a ProfileViewController", "an AboutViewController", "a UIButton" (said "you-eye").
func withArticle(_ name: String) -> String {
    let vowels: Set<Character> = ["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"]
    if name.hasPrefix("UI") { return "a " + name }
    return (name.first.map { vowels.contains($0) } ?? false ? "an " : "a ") + name
}
