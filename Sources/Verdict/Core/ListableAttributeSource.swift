/// An object whose attribute names can be listed, for checks that look at every key the input
/// has, such as strict validation (keys that are not safe attributes).
public protocol ListableAttributeSource: AttributeSource {
    /// The names of the object's attributes, each once.
    var attributeNames: [String] { get }
}
