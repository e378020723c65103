import XCTest
final class PlaceholderIndexTests: XCTestCase { func testBuilds() {} }
