import IBLintCore
import IBLintIndex

/// Why a File's Owner without a class is checked against `className`: the code that loads the xib with an
/// instance of that class as owner, as a note and a related location per load.
func classlessOwnerEvidence(_ className: String, loads: [NibOwnerLoad], fileName: String) -> (notes: [String], related: [RelatedLocation]) {
    (["File's Owner has no class, but \(className) loads \(fileName) with itself as owner"],
     loads.map { RelatedLocation($0.location, "\(className) loads \(fileName) here") })
}
