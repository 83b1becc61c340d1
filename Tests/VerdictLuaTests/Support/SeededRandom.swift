/// A deterministic random source (SplitMix64): the differential tests generate the same records on
/// every run, so a failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Whether an event of probability `p` happens.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One element of a non-empty collection.
    mutating func pick<C: Collection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + Int.random(in: 0..<items.count, using: &self)]
    }
}
