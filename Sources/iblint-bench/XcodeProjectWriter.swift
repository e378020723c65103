/// Writes `project.pbxproj` the way Xcode does: a group per folder, a file reference per file, build
/// files in the app target's Sources and Resources phases and in the test target's Sources phase.
struct XcodeProjectWriter {
    private var random: Random
    private var used: Set<String> = []

    init(seed: UInt64) { random = Random(seed: seed, name: "pbxproj") }

    /// A 24-digit hexadecimal object id, as Xcode makes them.
    private mutating func id() -> String {
        while true {
            let high = random.next(), low = random.next() & 0xFFFF_FFFF
            let text = String(high, radix: 16, uppercase: true).leftPadded(16) + String(low, radix: 16, uppercase: true).leftPadded(8)
            if used.insert(text).inserted { return text }
        }
    }

    private final class Group {
        let name: String
        var id = ""
        var groups: [String: Group] = [:]
        var groupOrder: [String] = []
        var files: [(name: String, id: String)] = []
        init(name: String) { self.name = name }

        func child(_ name: String) -> Group {
            if let existing = groups[name] { return existing }
            let group = Group(name: name)
            groups[name] = group
            groupOrder.append(name)
            return group
        }
    }

    static func fileType(_ path: String) -> String {
        switch path.split(separator: ".").last ?? "" {
        case "swift": return "sourcecode.swift"
        case "m": return "sourcecode.c.objc"
        case "h": return "sourcecode.c.h"
        case "xib": return "file.xib"
        case "storyboard": return "file.storyboard"
        case "xcassets": return "folder.assetcatalog"
        case "plist": return "text.plist.xml"
        default: return "text"
        }
    }

    mutating func render(files: [GeneratedFile]) -> String {
        let mainGroup = Group(name: "")
        mainGroup.id = id()
        let productsGroup = Group(name: "Products")
        productsGroup.id = id()
        var references: [(id: String, path: String)] = []
        var appSources: [(build: String, file: String, name: String)] = []
        var appResources: [(build: String, file: String, name: String)] = []
        var testSources: [(build: String, file: String, name: String)] = []

        var listed = files.filter { $0.role != .unlisted }.map { ($0.path, $0.role) }
        listed.append((AppLayout.assetCatalog, .resource))
        for (path, role) in listed {
            var components = path.split(separator: "/").map(String.init)
            let name = components.removeLast()
            var group = mainGroup
            for component in components { group = group.child(component) }
            let fileID = id()
            group.files.append((name, fileID))
            references.append((fileID, path))
            switch role {
            case .source: appSources.append((id(), fileID, name))
            case .resource: appResources.append((id(), fileID, name))
            case .testSource: testSources.append((id(), fileID, name))
            case .reference, .notInTarget, .unlisted: break
            }
        }
        func assignIDs(_ group: Group) {
            for name in group.groupOrder {
                let child = group.groups[name]!
                child.id = id()
                assignIDs(child)
            }
        }
        assignIDs(mainGroup)

        let appProduct = id(), testProduct = id()
        let appTarget = id(), testTarget = id(), project = id()
        let appSourcesPhase = id(), appResourcesPhase = id(), appFrameworksPhase = id(), testSourcesPhase = id(), testFrameworksPhase = id()
        let projectConfigurations = id(), appConfigurations = id(), testConfigurations = id()
        let projectDebug = id(), projectRelease = id(), appDebug = id(), appRelease = id(), testDebug = id(), testRelease = id()
        let dependency = id(), proxy = id()
        let module = AppLayout.moduleName

        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
        text += "\n/* Begin PBXBuildFile section */\n"
        for (build, file, name) in appSources + testSources {
            text += "\t\t\(build) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(file) /* \(name) */; };\n"
        }
        for (build, file, name) in appResources {
            text += "\t\t\(build) /* \(name) in Resources */ = {isa = PBXBuildFile; fileRef = \(file) /* \(name) */; };\n"
        }
        text += "/* End PBXBuildFile section */\n"

        text += "\n/* Begin PBXContainerItemProxy section */\n"
        text += "\t\t\(proxy) /* PBXContainerItemProxy */ = {\n\t\t\tisa = PBXContainerItemProxy;\n\t\t\tcontainerPortal = \(project) /* Project object */;\n\t\t\tproxyType = 1;\n\t\t\tremoteGlobalIDString = \(appTarget);\n\t\t\tremoteInfo = \(module);\n\t\t};\n"
        text += "/* End PBXContainerItemProxy section */\n"

        text += "\n/* Begin PBXFileReference section */\n"
        text += "\t\t\(appProduct) /* \(module).app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(module).app; sourceTree = BUILT_PRODUCTS_DIR; };\n"
        text += "\t\t\(testProduct) /* \(AppLayout.testFolder).xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = \(AppLayout.testFolder).xctest; sourceTree = BUILT_PRODUCTS_DIR; };\n"
        for (fileID, path) in references {
            let name = String(path.split(separator: "/").last!)
            text += "\t\t\(fileID) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \(Self.fileType(path)); path = \(Self.quoted(name)); sourceTree = \"<group>\"; };\n"
        }
        text += "/* End PBXFileReference section */\n"

        text += "\n/* Begin PBXFrameworksBuildPhase section */\n"
        for phase in [appFrameworksPhase, testFrameworksPhase] {
            text += "\t\t\(phase) /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        }
        text += "/* End PBXFrameworksBuildPhase section */\n"

        text += "\n/* Begin PBXGroup section */\n"
        func renderGroup(_ group: Group, isMain: Bool) {
            text += "\t\t\(group.id)\(isMain ? "" : " /* \(group.name) */") = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            for name in group.groupOrder {
                text += "\t\t\t\t\(group.groups[name]!.id) /* \(name) */,\n"
            }
            for file in group.files {
                text += "\t\t\t\t\(file.id) /* \(file.name) */,\n"
            }
            if isMain { text += "\t\t\t\t\(productsGroup.id) /* Products */,\n" }
            text += "\t\t\t);\n"
            if !isMain { text += "\t\t\tpath = \(Self.quoted(group.name));\n" }
            text += "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            for name in group.groupOrder { renderGroup(group.groups[name]!, isMain: false) }
        }
        renderGroup(mainGroup, isMain: true)
        text += "\t\t\(productsGroup.id) /* Products */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(appProduct) /* \(module).app */,\n\t\t\t\t\(testProduct) /* \(AppLayout.testFolder).xctest */,\n\t\t\t);\n\t\t\tname = Products;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        text += "/* End PBXGroup section */\n"

        text += "\n/* Begin PBXNativeTarget section */\n"
        text += "\t\t\(appTarget) /* \(module) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(appConfigurations) /* Build configuration list for PBXNativeTarget \"\(module)\" */;\n\t\t\tbuildPhases = (\n\t\t\t\t\(appSourcesPhase) /* Sources */,\n\t\t\t\t\(appFrameworksPhase) /* Frameworks */,\n\t\t\t\t\(appResourcesPhase) /* Resources */,\n\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = \(module);\n\t\t\tproductName = \(module);\n\t\t\tproductReference = \(appProduct) /* \(module).app */;\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};\n"
        text += "\t\t\(testTarget) /* \(AppLayout.testFolder) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(testConfigurations) /* Build configuration list for PBXNativeTarget \"\(AppLayout.testFolder)\" */;\n\t\t\tbuildPhases = (\n\t\t\t\t\(testSourcesPhase) /* Sources */,\n\t\t\t\t\(testFrameworksPhase) /* Frameworks */,\n\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t\t\(dependency) /* PBXTargetDependency */,\n\t\t\t);\n\t\t\tname = \(AppLayout.testFolder);\n\t\t\tproductName = \(AppLayout.testFolder);\n\t\t\tproductReference = \(testProduct) /* \(AppLayout.testFolder).xctest */;\n\t\t\tproductType = \"com.apple.product-type.bundle.unit-test\";\n\t\t};\n"
        text += "/* End PBXNativeTarget section */\n"

        text += "\n/* Begin PBXProject section */\n"
        text += "\t\t\(project) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tattributes = {\n\t\t\t\tBuildIndependentTargetsInParallel = 1;\n\t\t\t\tLastSwiftUpdateCheck = 1540;\n\t\t\t\tLastUpgradeCheck = 1540;\n\t\t\t};\n\t\t\tbuildConfigurationList = \(projectConfigurations) /* Build configuration list for PBXProject \"\(module)\" */;\n\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n\t\t\tdevelopmentRegion = en;\n\t\t\thasScannedForEncodings = 0;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n\t\t\tmainGroup = \(mainGroup.id);\n\t\t\tproductRefGroup = \(productsGroup.id) /* Products */;\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n\t\t\t\t\(appTarget) /* \(module) */,\n\t\t\t\t\(testTarget) /* \(AppLayout.testFolder) */,\n\t\t\t);\n\t\t};\n"
        text += "/* End PBXProject section */\n"

        text += "\n/* Begin PBXResourcesBuildPhase section */\n"
        text += "\t\t\(appResourcesPhase) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
        for (build, _, name) in appResources { text += "\t\t\t\t\(build) /* \(name) in Resources */,\n" }
        text += "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        text += "/* End PBXResourcesBuildPhase section */\n"

        text += "\n/* Begin PBXSourcesBuildPhase section */\n"
        for (phase, builds) in [(appSourcesPhase, appSources), (testSourcesPhase, testSources)] {
            text += "\t\t\(phase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
            for (build, _, name) in builds { text += "\t\t\t\t\(build) /* \(name) in Sources */,\n" }
            text += "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        }
        text += "/* End PBXSourcesBuildPhase section */\n"

        text += "\n/* Begin PBXTargetDependency section */\n"
        text += "\t\t\(dependency) /* PBXTargetDependency */ = {\n\t\t\tisa = PBXTargetDependency;\n\t\t\ttarget = \(appTarget) /* \(module) */;\n\t\t\ttargetProxy = \(proxy) /* PBXContainerItemProxy */;\n\t\t};\n"
        text += "/* End PBXTargetDependency section */\n"

        text += "\n/* Begin XCBuildConfiguration section */\n"
        let projectSettings = "\t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;\n\t\t\t\tCLANG_ENABLE_MODULES = YES;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_VERSION = 5.0;\n"
        let appSettings = "\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n\t\t\t\tINFOPLIST_FILE = \(AppLayout.sourceFolder)/Info.plist;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.atlas;\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSWIFT_OBJC_BRIDGING_HEADER = \"\";\n"
        let testSettings = "\t\t\t\tBUNDLE_LOADER = \"$(TEST_HOST)\";\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.atlas.tests;\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tTEST_HOST = \"$(BUILT_PRODUCTS_DIR)/\(module).app/\(module)\";\n"
        for (configID, name, settings) in [(projectDebug, "Debug", projectSettings + "\t\t\t\tONLY_ACTIVE_ARCH = YES;\n"), (projectRelease, "Release", projectSettings),
                                           (appDebug, "Debug", appSettings), (appRelease, "Release", appSettings),
                                           (testDebug, "Debug", testSettings), (testRelease, "Release", testSettings)] {
            text += "\t\t\(configID) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        text += "/* End XCBuildConfiguration section */\n"

        text += "\n/* Begin XCConfigurationList section */\n"
        for (listID, owner, debug, release) in [(projectConfigurations, "PBXProject \"\(module)\"", projectDebug, projectRelease),
                                                (appConfigurations, "PBXNativeTarget \"\(module)\"", appDebug, appRelease),
                                                (testConfigurations, "PBXNativeTarget \"\(AppLayout.testFolder)\"", testDebug, testRelease)] {
            text += "\t\t\(listID) /* Build configuration list for \(owner) */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(debug) /* Debug */,\n\t\t\t\t\(release) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
        }
        text += "/* End XCConfigurationList section */\n"
        text += "\t};\n\trootObject = \(project) /* Project object */;\n}\n"
        return text
    }

    /// Names with characters outside Xcode's unquoted set (`+`, spaces) are quoted.
    static func quoted(_ name: String) -> String {
        let plain = name.allSatisfy { $0.isLetter || $0.isNumber || "._/$".contains($0) }
        return plain ? name : "\"\(name)\""
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
