public enum IBLintVersion {
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/iblint/iblint"
}
