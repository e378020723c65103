import XCTest
final class PlaceholderSwiftTests: XCTestCase { func testBuilds() {} }
