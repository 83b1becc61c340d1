import ArgumentParser

/// What JSON output gives of a valid record (`--emit`).
enum Emission: String, ExpressibleByArgument, CaseIterable {
    /// Its verdict: valid, the deciding strategy.
    case verdict
    /// Its verdict and `"cleaned"`: the record as its filters (`trim`, `default`, `filter`) left it.
    case cleaned
}
