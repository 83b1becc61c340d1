/// A message text that cannot be read: why, and where (a character offset).
package struct MessageTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    package let reason: String
    /// The offset, in Unicode scalars, where reading stopped.
    package let offset: Int

    /// The reason.
    package var description: String { reason }
}
