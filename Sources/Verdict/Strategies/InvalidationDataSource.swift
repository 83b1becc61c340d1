/// What an invalidation strategy reads from an object.
public protocol InvalidationDataSource {
    /// Whether the object has been marked invalid.
    var isObjectInvalid: Bool { get }
}
