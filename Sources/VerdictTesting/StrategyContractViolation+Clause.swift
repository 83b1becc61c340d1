extension StrategyContractViolation {
    /// One clause of the strategy contract (``StrategyContract``).
    ///
    /// A struct with a constant for each clause rather than an enumeration, so that a clause the
    /// contract gains later breaks no `switch` of a caller.
    public struct Clause: Sendable, Hashable, CustomStringConvertible {
        /// The clause's name, e.g. `answersAsExpected`.
        public let name: String
        /// The clause in words.
        public let summary: String

        private init(_ name: String, _ summary: String) {
            self.name = name
            self.summary = summary
        }

        /// The name.
        public var description: String { name }

        /// A strategy has a name, not empty: explanations, listings and decisions show it.
        public static let hasName = Clause("hasName", "A strategy has a name that is not empty.")

        /// A strategy answers each input as its case expects.
        public static let answersAsExpected = Clause(
            "answersAsExpected", "A strategy answers each input as the case expects.")

        /// A `valid` or `invalid` answer decides the chain: no strategy after it is asked.
        public static let decisiveAnswerStopsTheChain = Clause(
            "decisiveAnswerStopsTheChain", "A valid or invalid answer decides: no strategy after it is asked.")

        /// An `unknown` answer decides nothing: the next strategy is asked.
        public static let unknownFallsThrough = Clause(
            "unknownFallsThrough", "An unknown answer decides nothing: the next strategy is asked.")

        /// A strategy that cannot run throws, and a chain stops with its error, named for it.
        public static let errorsSurface = Clause(
            "errorsSurface",
            "A strategy that cannot run throws; the chain stops with a StrategyError that names it.")

        /// A strategy's `constantResult`, when it has one, is its answer to every input.
        public static let constantResultHolds = Clause(
            "constantResultHolds", "A strategy's constantResult, when it has one, is its answer to every input.")

        /// On a JSON record, a strategy's screen settles the answer its evaluation gives, or leaves
        /// its screened evaluation to give it.
        public static let screenAgrees = Clause(
            "screenAgrees", "On a JSON record, the screen and the screened evaluation answer as the evaluation does.")

        /// Every clause, in the order the contract lists them.
        public static let all: [Clause] = [
            hasName, answersAsExpected, decisiveAnswerStopsTheChain, unknownFallsThrough, errorsSurface,
            constantResultHolds, screenAgrees,
        ]
    }
}
