/// A message text that cannot be read: why, and where (a character offset).
public struct MessageTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public let reason: String
    /// The offset, in Unicode scalars, where reading stopped.
    public let offset: Int

    /// The reason.
    public var description: String { reason }
}
