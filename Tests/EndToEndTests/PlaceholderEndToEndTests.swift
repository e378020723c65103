import XCTest
final class PlaceholderEndToEndTests: XCTestCase { func testBuilds() {} }
