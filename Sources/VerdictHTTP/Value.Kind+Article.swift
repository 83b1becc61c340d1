import Verdict

extension Value.Kind {
    /// `an array`, `a string`: the kind with its article, for messages.
    var withArticle: String {
        switch self {
        case .array, .int, .object: "an \(rawValue)"
        case .largeInteger: "a large integer"
        default: "a \(rawValue)"
        }
    }
}
