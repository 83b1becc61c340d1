/// A set of chain positions in a rule set (at most ``capacity``): the chains a validation still
/// has to run after a ``RecordScreen`` cleared the others.
struct ChainSelection: Sendable, Equatable {
    /// How many chains a selection can name.
    static let capacity = 64

    private var bits: UInt64 = 0

    /// Whether no chain is selected.
    var isEmpty: Bool { bits == 0 }

    /// Selects the chain at `index` (below ``capacity``).
    mutating func insert(_ index: Int) { bits |= 1 << UInt64(index) }

    /// Whether the chain at `index` is selected.
    func contains(_ index: Int) -> Bool { index < Self.capacity && bits & (1 << UInt64(index)) != 0 }
}
