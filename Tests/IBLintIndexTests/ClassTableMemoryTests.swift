import IBLintCore
@testable import IBLintIndex
import IBLintObjC
import IBLintSwift
import XCTest

/// The class table lives as long as the run: a class's members are kept without room to grow.
final class ClassTableMemoryTests: XCTestCase {
    func testMembersAreKeptAtTheirSize() {
        let swift = """
            import UIKit
            class FeedCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet var icons: [UIImageView]!
                static var reuseIdentifier = "FeedCell"
                var count = 0
                init() { super.init(style: .default, reuseIdentifier: nil) }
                @IBAction func tapped(_ sender: UIButton) {}
                func configure() {}
                static func make() -> FeedCell { FeedCell() }
                override func prepareForReuse() {}
            }
            """
        let header = """
            @interface LegacyView : UIView {
                IBOutlet UILabel *_caption;
            }
            @property (nonatomic, weak) IBOutlet UIButton *button;
            @property (nonatomic) NSInteger count;
            - (IBAction)pressed:(id)sender;
            - (void)reload;
            + (instancetype)view;
            @end
            """
        var builder = ProjectIndexBuilder()
        builder.add(SwiftScanner.scan(SourceFile(path: "FeedCell.swift", text: swift)))
        builder.add(ObjCScanner.scan(SourceFile(path: "LegacyView.h", text: header)))
        let index = builder.build()
        let cell = index.projectClasses(named: "FeedCell")
        XCTAssertEqual(cell.count, 1)
        XCTAssertEqual(Set(cell[0].members.map(\.name)), ["titleLabel", "icons", "count", "tapped", "configure", "prepareForReuse"])
        let legacy = index.projectClasses(named: "LegacyView")
        XCTAssertEqual(legacy.count, 1)
        XCTAssertEqual(Set(legacy[0].members.map(\.name)), ["_caption", "caption", "button", "count", "pressed", "reload"])
        // The allocator hands out blocks in 16-byte steps: with 128-byte members, no spare member fits.
        XCTAssertEqual(MemoryLayout<ClassMember>.stride % 16, 0)
        for projectClass in cell + legacy {
            XCTAssertEqual(projectClass.members.capacity, projectClass.members.count, projectClass.name)
        }
    }
}
