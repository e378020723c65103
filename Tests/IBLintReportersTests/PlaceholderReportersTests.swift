import XCTest
final class PlaceholderReportersTests: XCTestCase { func testBuilds() {} }
