import XCTest
final class PlaceholderEngineTests: XCTestCase { func testBuilds() {} }
