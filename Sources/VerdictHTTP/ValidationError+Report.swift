public import Verdict

extension ValidationError {
    /// How an answer shows the error (``ErrorReport``): its fields in order.
    public var reportFields: [(String, Value)] { ErrorReport.fields(of: self) }
}
