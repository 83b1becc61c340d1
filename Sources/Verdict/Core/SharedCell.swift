/// A value in a class, so that workers reach it through an ``UnretainedReference`` and use it where
/// it is kept: a rule of a chain, a strategy that screens records. Read out of the array or the entry
/// that holds it, an existential is copied whole, retaining its parts for each use.
final class SharedCell<Value: Sendable>: Sendable {
    /// The value.
    let value: Value

    /// A cell holding `value`.
    init(_ value: Value) {
        self.value = value
    }
}
