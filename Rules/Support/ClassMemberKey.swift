/// A class's name with one of its members' names (a property's key, an action's selector): what the
/// connection rules gather for every link of every connected object's class chain. As a `[String]` of
/// the two, each was an array made and freed (thousands per run) before it was hashed.
struct ClassMemberKey: Hashable {
    let className: String
    let member: String

    init(_ className: String, _ member: String) {
        self.className = className
        self.member = member
    }
}
