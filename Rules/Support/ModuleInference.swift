import IBLintIndex
import IBLintXML

/// The module name Xcode would write as `customModule` for a class of the app's own target.
enum ModuleInference {
    /// The module other `customModuleProvider="target"` references use — in this file first, then in
    /// the whole project — or the project's only non-test module. `nil` when it cannot be told.
    static func module(for document: IBDocument, index: ProjectIndex) -> String? {
        if let module = mostCommonTargetModule(in: [document]) { return module }
        if let module = index.mostCommonTargetModule { return module }
        let modules = index.projectModules.filter { !$0.hasSuffix("Tests") }
        return modules.count == 1 ? modules.first : nil
    }

    private static func mostCommonTargetModule(in documents: [IBDocument]) -> String? {
        ProjectIndex.mostCommonTargetModule(among: documents)
    }
}
