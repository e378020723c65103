import IBLintCore

/// Builders for the interface files in rule examples, so each example shows only what matters while
/// still being a complete document Xcode would write.
enum ExampleFixtures {
    /// A complete iOS `.xib` around `objects` (the children of `<objects>`, indented 8 spaces).
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A complete iOS `.storyboard` around `scenes` (the children of `<scenes>`, indented 8 spaces).
    static func storyboard(_ scenes: String, initialViewController: String? = nil) -> String {
        let initial = initialViewController.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial)>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// The Xcode project of the example app (module `Demo`): its presence tells iblint the scan covers a
    /// whole project, so a class found nowhere in it can be called missing.
    static let xcodeProject = ExampleFile("Demo.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        	objects = {
        /* Begin PBXNativeTarget section */
        		13B07F861A680F5B00A75B9A /* Demo */ = {
        			isa = PBXNativeTarget;
        			name = Demo;
        			productName = Demo;
        			productType = "com.apple.product-type.application";
        		};
        /* End PBXNativeTarget section */
        	};
        }
        """)

    /// The First Responder placeholder every xib has.
    static let firstResponder = #"        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#
}

extension String {
    /// The text without the lines that contain any of `needles` (for writing an example's fixed files).
    func deletingLines(containing needles: String...) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !needles.contains { line.contains($0) } }
            .joined(separator: "\n")
    }
}
