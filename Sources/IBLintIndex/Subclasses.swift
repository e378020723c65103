import IBLintCore

/// Subclasses of a class, for questions where the object at run time may be of a subclass of the class
/// an interface file names: File's Owner is whatever object the loading code passes, and an object can
/// have its class swapped (`object_setClass`) or be replaced in `awakeAfter(using:)`.
extension ProjectIndex {
    /// Project classes whose superclass chain passes through `className` (the class itself excluded), by name.
    public func projectSubclasses(of className: String) -> [ProjectClass] {
        let ancestor = ClassTableBuilder.lastComponent(className)
        return (subclassTable[ancestor] ?? []).filter { $0.name != ancestor }
    }

    /// Each name on a project class's chain (past the class itself) → the project classes below it,
    /// each once, in source order: built once, since rules ask for the subclasses of many classes.
    private var subclassTable: [String: [ProjectClass]] {
        derived.subclasses.get {
            // Every class once, in source order, so that each list is built in order (sorting each list,
            // the framework classes' holding nearly every class, was most of the table's cost). Ordered as
            // `(location, name)` compare, with each path compared once: comparing two locations compares
            // their paths, long strings sharing their folders, and one sort compared them 14K times.
            // By `place`, which orders as locations do without making lines and columns.
            var seen: Set<LazyLocation> = []
            let all = Array(classesByName.values.joined())
            let paths = Set(all.map(\.place.path)).sorted()
            let rank = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
            let ranks = all.map { rank[$0.place.path]! }
            let order = all.indices.sorted {
                if ranks[$0] != ranks[$1] { return ranks[$0] < ranks[$1] }
                let left = all[$0].place, right = all[$1].place
                return left != right ? left < right : all[$0].name < all[$1].name
            }
            var table: [String: [ProjectClass]] = [:]
            for candidate in order.lazy.map({ all[$0] }) where seen.insert(candidate.place).inserted {
                let chain = chains(of: candidate.name).first { $0.links.first?.name == candidate.name }
                var names: Set<String> = []
                for name in chain?.names.dropFirst() ?? [] where names.insert(name).inserted {
                    table[name, default: []].append(candidate)
                }
            }
            return table
        }
    }

    /// The project subclasses of `className` that implement `selector` where the runtime can see it.
    public func subclasses(of className: String, implementing selector: String) -> [ProjectClass] {
        projectSubclasses(of: className).filter { subclass in
            if case .found = lookupSelector(selector, inClass: subclass.name) { return true }
            return false
        }
    }
}
