import Foundation
import IBLintIndex
import XCTest
@testable import IBLintEngine

/// `storyboardScenes(ofClassOrSubclassOf:)` and `scenes(ofClassOrSubclassOf:)` look scenes up by the
/// classes on their chains instead of walking every scene: they must answer exactly what the walk does,
/// for every class, including `nil` when some scene's class might be a subclass iblint cannot see.
final class SceneAncestryTests: XCTestCase {
    /// The walk the look-up replaces: every scene in order, `nil` at the first scene whose test is `nil`.
    private func walk(_ index: ProjectIndex, _ ancestor: String, projectResolvableOnly: Bool = false,
                      test: (String, String) -> Bool?) -> [ClassedScene]? {
        var result: [ClassedScene] = []
        for (documentIndex, document) in index.documents.enumerated() where document.kind == .storyboard {
            for controller in document.sceneControllers {
                if projectResolvableOnly, !index.mayResolveInProject(controller) { continue }
                guard let sceneClass = index.className(of: controller, in: document),
                      let scene = document.scene(containing: controller.index) else { continue }
                switch test(sceneClass, ancestor) {
                case true?: result.append(ClassedScene(document: documentIndex, scene: scene, controller: controller.index, className: sceneClass))
                case false?: continue
                case nil: return nil
                }
            }
        }
        return result
    }

    private func checkAgreesWithTheWalk(_ index: ProjectIndex, ancestors: [String], _ context: String,
                                        file: StaticString = #filePath, line: UInt = #line) {
        for ancestor in ancestors {
            XCTAssertEqual(index.storyboardScenes(ofClassOrSubclassOf: ancestor),
                           walk(index, ancestor) { index.isClass($0, subclassOf: $1) }, "\(context): \(ancestor)", file: file, line: line)
            XCTAssertEqual(index.storyboardScenes(ofClassOrSubclassOf: ancestor, among: .projectResolvable),
                           walk(index, ancestor, projectResolvableOnly: true) { index.isClass($0, subclassOf: $1) },
                           "\(context): \(ancestor), project-resolvable scenes", file: file, line: line)
            XCTAssertEqual(index.scenes(ofClassOrSubclassOf: ancestor),
                           walk(index, ancestor) { index.isClass($0, subclassOfProjectClass: $1) }?
                               .map { SceneReference(document: $0.document, controller: $0.controller) },
                           "\(context): \(ancestor), closed at the project's boundary", file: file, line: line)
        }
    }

    private static func storyboard(_ scenes: [(id: String, element: String, customClass: String?, module: String?)]) -> String {
        let body = scenes.map { scene in
            let custom = scene.customClass.map { " customClass=\"\($0)\"" } ?? ""
            let module = scene.module.map { " customModule=\"\($0)\"" } ?? (scene.customClass == nil ? "" : " customModuleProvider=\"target\"")
            return """
                    <scene sceneID="s-\(scene.id)">
                        <objects>
                            <\(scene.element) id="\(scene.id)"\(custom)\(module) sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(scene.id)" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
            \(body)
                </scenes>
            </document>
            """
    }

    private static let swift = """
        import UIKit
        import PodKit
        class BaseViewController: UIViewController {}
        final class ListViewController: BaseViewController {}
        final class DetailViewController: UIViewController {}
        class PagerViewController: ButtonBarPagerViewController {}
        final class ReportsViewController: PagerViewController {}
        final class SettingsViewController: UITableViewController {}
        """

    private static let ancestors = [
        "UIViewController", "UITableViewController", "UINavigationController", "BaseViewController", "ListViewController",
        "Shop.BaseViewController", "UIKit.UIViewController", "DetailViewController", "PagerViewController",
        "ButtonBarPagerViewController", "SettingsViewController", "NoSuchViewController", "UIResponder", "NSObject",
    ]

    func testTheLookUpAgreesWithTheWalkOnScenesOfEveryKind() {
        let first = Self.storyboard([
            ("a", "viewController", "ListViewController", nil),
            ("b", "tableViewController", "SettingsViewController", nil),
            ("c", "navigationController", nil, nil),
            ("d", "viewController", "DetailViewController", nil),
            ("e", "viewController", nil, nil),
        ])
        let second = Self.storyboard([
            ("f", "viewController", "BaseViewController", nil),
            ("g", "viewController", "ListViewController", nil),
            ("h", "tableViewController", nil, nil),
        ])
        let complete = [
            InputFile(path: "App/Main.storyboard", text: first)!,
            InputFile(path: "App/Second.storyboard", text: second)!,
            InputFile(path: "App/Screens.swift", text: Self.swift)!,
        ]
        checkAgreesWithTheWalk(Linter.buildIndex(complete), ancestors: Self.ancestors, "complete chains")

        // A scene whose chain leaves the project into a pod's class, one of a class nothing declares, and
        // one of another module's class: the walk answers nil for some ancestors and not for others.
        let open = Self.storyboard([
            ("i", "viewController", "ReportsViewController", nil),
            ("j", "viewController", "ForgottenViewController", nil),
            ("k", "viewController", "PodViewController", "PodKit"),
            ("l", "viewController", "ListViewController", nil),
        ])
        checkAgreesWithTheWalk(Linter.buildIndex(complete + [InputFile(path: "App/Open.storyboard", text: open)!]),
                               ancestors: Self.ancestors + ["ReportsViewController", "ForgottenViewController", "PodViewController"],
                               "open chains")
        let onlyPodScenes = Self.storyboard([("m", "viewController", "ReportsViewController", nil), ("n", "viewController", "PodViewController", "PodKit")])
        let withPod = complete + [InputFile(path: "App/Pod.storyboard", text: onlyPodScenes)!]
        checkAgreesWithTheWalk(Linter.buildIndex(withPod), ancestors: Self.ancestors, "a chain into a pod")

        // With a package that describes the whole app, a chain that leaves into a class no file declares
        // leaves into another module, which cannot subclass the app's classes: `false`, not `nil`.
        let package = InputFile(path: "Package.swift", text: """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "Shop", path: "App")])
            """)!
        let known = Linter.buildIndex(withPod.filter { !$0.path.hasSuffix("Open.storyboard") } + [package])
        XCTAssertTrue(known.project.isKnown)
        checkAgreesWithTheWalk(known, ancestors: Self.ancestors, "a chain into a pod, project known")
        let reports = Self.storyboard([("m", "viewController", "ReportsViewController", nil)])
        let closed = Linter.buildIndex(complete + [InputFile(path: "App/Reports.storyboard", text: reports)!, package])
        checkAgreesWithTheWalk(closed, ancestors: Self.ancestors, "a chain into a pod's class, project known")
        // What the cases above cover: a `nil`, a `nil` closed to `false` at the project's boundary, and
        // scenes found through a superclass in two storyboards.
        XCTAssertNil(closed.storyboardScenes(ofClassOrSubclassOf: "BaseViewController"))
        XCTAssertEqual(closed.scenes(ofClassOrSubclassOf: "BaseViewController")?.count, 3)
        XCTAssertEqual(closed.storyboardScenes(ofClassOrSubclassOf: "PagerViewController")?.map(\.className), ["ReportsViewController"])
        XCTAssertEqual(Linter.buildIndex(complete).storyboardScenes(ofClassOrSubclassOf: "BaseViewController")?.map(\.className),
                       ["ListViewController", "BaseViewController", "ListViewController"])
    }

    /// On the real apps (skipped when `../realworld` is absent), for every class the project declares
    /// and every class a scene names.
    func testTheLookUpAgreesWithTheWalkOnTheRealApps() throws {
        let realworld = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("realworld")
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: realworld.path))?.sorted() ?? []
        guard !apps.isEmpty else { throw XCTSkip("../realworld not present") }
        for app in apps.prefix(3) {
            let root = realworld.appendingPathComponent(app)
            let discovery = FileDiscovery(workingDirectory: root.path).discover([])
            let index = Linter.buildIndex(Linter.read(discovery.files).inputs, scope: discovery.scope)
            var ancestors = Set(index.classesByName.keys)
            for document in index.documents where document.kind == .storyboard {
                for controller in document.sceneControllers { if let name = index.className(of: controller, in: document) { ancestors.insert(name) } }
            }
            checkAgreesWithTheWalk(index, ancestors: ancestors.sorted(), app)
        }
    }
}
