import XCTest
final class PlaceholderRulesTests: XCTestCase { func testBuilds() {} }
