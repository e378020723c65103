import XCTest
final class PlaceholderXMLTests: XCTestCase { func testBuilds() {} }
