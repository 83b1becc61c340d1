import Foundation

/// How the data rules read their input: raw bytes, or a base64 string as JSON carries them.
enum DataInput {
    /// The failure for a value that is neither data nor base64 text.
    static let notData = RuleOutcome.fail(.wrongType, ["expected": "binary data (or base64 text)", "type": "data"])

    /// The bytes of `.data`, or of a `.string` holding base64 (optionally as a `data:…;base64,`
    /// URL); `nil` for anything else.
    static func bytes(of value: Value) -> Data? {
        switch value {
        case .data(let data):
            return data
        case .string(let text):
            var base64 = Substring(text)
            if base64.hasPrefix("data:"), let comma = base64.firstIndex(of: ",") {
                guard base64[..<comma].hasSuffix(";base64") else { return nil }
                base64 = base64[base64.index(after: comma)...]
            }
            return Data(base64Encoded: String(base64))
        default:
            return nil
        }
    }
}
