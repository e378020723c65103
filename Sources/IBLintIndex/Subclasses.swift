import IBLintCore

/// Subclasses of a class, for questions where the object at run time may be of a subclass of the class
/// an interface file names: File's Owner is whatever object the loading code passes, and an object can
/// have its class swapped (`object_setClass`) or be replaced in `awakeAfter(using:)`.
extension ProjectIndex {
    /// Project classes whose superclass chain passes through `className` (the class itself excluded), by name.
    public func projectSubclasses(of className: String) -> [ProjectClass] {
        let ancestor = ClassTableBuilder.lastComponent(className)
        let table = subclassTable
        return (table.below[ancestor] ?? []).lazy.map { table.classes[Int($0)] }.filter { $0.name != ancestor }
    }

    /// Each name on a project class's chain (past the class itself) → the project classes below it,
    /// each once, in source order: built once, since rules ask for the subclasses of many classes.
    private var subclassTable: SubclassTable {
        derived.subclasses.get {
            // Every class once, in source order, so that each list is built in order (sorting each list,
            // the framework classes' holding nearly every class, was most of the table's cost). Ordered as
            // `(location, name)` compare, with each path compared once: comparing two locations compares
            // their paths, long strings sharing their folders, and one sort compared them 14K times.
            // By `place`, which orders as locations do without making lines and columns.
            // The comparisons read places and names from arrays of their own: read from `all`, each read
            // copied the whole class (a retain of each of its references), hundreds of thousands of times.
            let all = Array(classesByName.values.joined())
            let places = all.map(\.place), names = all.map(\.name)
            let paths = Set(places.map(\.path)).sorted()
            let rank = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
            let ranks = places.map { rank[$0.path]! }
            let order = all.indices.sorted {
                if ranks[$0] != ranks[$1] { return ranks[$0] < ranks[$1] }
                let left = places[$0], right = places[$1]
                return left != right ? left < right : names[$0] < names[$1]
            }
            // Each class once by `place`. Places in files (every class the index makes) order by path, then
            // range, as they compare equal: equal ones are next to each other in `order`, and a class is
            // compared with the last one kept instead of hashed into a set (its path hashed whole: a fifth of
            // the table's cost at scale 10). Places given made (`ProjectClass.init(location:)`) can order
            // alike and differ (a location orders without its range): those go through the set.
            let inFiles = all.allSatisfy(\.place.isInFile)
            var seen: Set<LazyLocation> = []
            var kept: LazyLocation?
            // Positions in `all`, not copies of the classes: a copy retains each of a class's references,
            // and the framework classes' lists hold nearly every class (copies were a third of the cost).
            var below: [String: [Int32]] = [:]
            for position in order {
                let place = places[position]
                if inFiles {
                    if place == kept { continue }
                    kept = place
                } else if !seen.insert(place).inserted {
                    continue
                }
                let name = names[position]
                // This class's own chain: two classes of one name (in two modules) have a chain each, and
                // each class is below its own chain's names, not the first one's.
                let chains = chains(of: name)
                let chain = chains.first { candidate in
                    if case .project(let first) = candidate.links.first { return first.place == place }
                    return false
                } ?? chains.first { $0.links.first?.name == name }
                // Each name once (a chain is a few names: looked for among those before it, not hashed).
                let ancestors = chain?.names ?? []
                for step in ancestors.indices.dropFirst() where !ancestors[1..<step].contains(ancestors[step]) {
                    below[ancestors[step], default: []].append(Int32(position))
                }
            }
            return SubclassTable(classes: all, below: below)
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

/// `ProjectIndex.projectSubclasses(of:)`'s table: every project class, and for each name on a class's chain
/// (past the class) the positions of the classes below it, in source order.
struct SubclassTable: Sendable {
    let classes: [ProjectClass]
    let below: [String: [Int32]]
}
