
public enum RepositoryRoot {
    /// The enclosing git work tree of `directory` (the nearest folder with a `.git` entry), else `directory`.
    public static func find(from directory: String) -> String {
        var current = FileDiscovery.normalize(directory)
        while true {
            if FileSystem.exists(current + "/.git") { return current }
            if current == "/" { return FileDiscovery.normalize(directory) }
            current = FileSystem.parent(of: current)
            if current.isEmpty { current = "/" }
        }
    }
}
