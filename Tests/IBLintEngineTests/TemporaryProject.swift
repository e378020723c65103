import Foundation

/// A project folder of its own under the temporary directory, for tests that run iblint on files on disk
/// (the summary cache, files taken unread, bytes let go once parsed): written file by file, removed after.
struct TemporaryProject {
    let url: URL

    /// A new, empty folder named `prefix` and a unique suffix.
    init(named prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The project's folder in a cache directory kept inside it.
    var cacheFolder: String { url.appendingPathComponent(".cache/0123456789abcdef").path }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// `ProfileView`, whose `nameLabel` `profileViewXib` connects and whose `extraLabel` no file does (its
    /// unconnected-outlet finding suppressed by a comment, so the file's bytes are kept in a run).
    static let profileViewSwift = """
        import UIKit
        final class ProfileView: UIView {
            @IBOutlet weak var nameLabel: UILabel!
            // iblint:disable:next unconnected-outlet
            @IBOutlet weak var extraLabel: UILabel!
        }
        """

    /// `ProfileView.xib`: File's Owner `ProfileView`; its root view, a plain `UIView`, connects `nameLabel` and
    /// `titleLabel` to a label (outlets a `UIView` does not have: broken-outlet findings).
    static let profileViewXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileView"/>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <label id="name"/>
                    </subviews>
                    <connections>
                        <outlet property="nameLabel" destination="name" id="c1"/>
                        <outlet property="titleLabel" destination="name" id="c2"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
}
