/// A small deterministic random source (SplitMix64): generated cases are the same on every run, so a
/// failure can be replayed from its seed.
///
/// The one copy the test targets share; the same seed gives the same sequence as the copies it
/// replaced (the same increment and the same two multipliers).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Whether an event of probability `p` happens.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One element of a non-empty collection.
    public mutating func pick<C: Collection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + Int.random(in: 0..<items.count, using: &self)]
    }
}
