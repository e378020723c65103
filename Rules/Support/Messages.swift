/// Small pieces of English for messages.

/// "a ProfileViewController", "an AboutViewController", "a UIView" (said "you-eye").
func withArticle(_ name: String) -> String {
    let vowels: Set<Character> = ["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"]
    let soundsLikeVowel = name.first.map { vowels.contains($0) } ?? false
    return (soundsLikeVowel && !name.hasPrefix("UI") ? "an " : "a ") + name
}
