public import Verdict

extension StrategyContract {
    /// One input of a contract check, and what the strategy must do with it: give an answer, or
    /// fail.
    ///
    /// ```swift
    /// let cases: [StrategyContract.Case] = [
    ///     .answers(.valid, for: ["id": 2]),
    ///     .answers(.unknown, for: record, label: "a record without an id"),
    ///     .fails(for: ["id": "two"]),
    /// ]
    /// ```
    public struct Case {
        /// The object the strategy is asked about: anything a strategy accepts (a `Value`, a
        /// `[String: Value]`, a `InputRecord`, an `Encodable` type, an `AttributeSource`).
        public let object: Any
        /// The answer the strategy must give; `nil` when it must fail (throw) instead.
        public let expectedResult: StrategyResult?
        /// How violations name the input.
        public let label: String

        private init(object: Any, expectedResult: StrategyResult?, label: String?) {
            self.object = object
            self.expectedResult = expectedResult
            self.label = label ?? Self.describe(object)
        }

        /// An input the strategy must answer `result` for.
        /// - Parameters:
        ///   - result: the answer the strategy must give.
        ///   - object: the object it answers for.
        ///   - label: how violations name the input; the object's description when `nil` (a JSON
        ///     record's value).
        /// - Returns: the case.
        public static func answers(_ result: StrategyResult, for object: Any, label: String? = nil) -> Case {
            Case(object: object, expectedResult: result, label: label)
        }

        /// An input the strategy cannot decide on because something is broken (a Lua error, a data
        /// source that is down): it must throw, and a chain must stop with its error.
        /// - Parameters:
        ///   - object: the object it fails on.
        ///   - label: how violations name the input; the object's description when `nil` (a JSON
        ///     record's value).
        /// - Returns: the case.
        public static func fails(for object: Any, label: String? = nil) -> Case {
            Case(object: object, expectedResult: nil, label: label)
        }

        /// A JSON record by its value (its own description shows its storage), anything else as
        /// Swift describes it.
        private static func describe(_ object: Any) -> String {
            if let record = object as? InputRecord { return "JSON record \(record.value)" }
            return String(describing: object)
        }
    }
}
