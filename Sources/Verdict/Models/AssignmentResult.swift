/// What a massive assignment did with each key of its dictionary.
///
/// Every key lands in exactly one list, so nothing is dropped silently: a request body's extra or
/// protected fields show up in ``refused`` (and were reported to the model's `onUnsafeAttribute`
/// hook), values of the wrong type in ``unconvertible``. Each list is sorted.
public struct AssignmentResult: Sendable, Hashable {
    /// The attributes that were set.
    public var assigned: [String]
    /// The keys that were not set because they are not safe in the scenario, or not attributes at all.
    public var refused: [String]
    /// The safe attributes whose value could not be stored in the property's type.
    public var unconvertible: [String]

    /// Creates a result.
    public init(assigned: [String] = [], refused: [String] = [], unconvertible: [String] = []) {
        self.assigned = assigned
        self.refused = refused
        self.unconvertible = unconvertible
    }

    /// Whether every key was set.
    public var isComplete: Bool { refused.isEmpty && unconvertible.isEmpty }
}
