/// Why a bundle could not be built, read, verified, downloaded or activated.
public struct BundleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure, as status reports and metrics count it.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// No bundle could be fetched: the server did not answer, or answered with an error.
        case download
        /// The bundle is larger than allowed, downloaded or unpacked (a size bomb).
        case size
        /// Not a well-formed bundle: not gzip or tar, an unsafe entry (a link, a device, a name
        /// with `..` or absolute), a file the manifest does not list or one it lists missing.
        case archive
        /// A file's contents do not match the manifest's SHA-256.
        case digest
        /// Not signed by one of the keys given, or not signed when keys are given.
        case signature
        /// The rule files do not load: `verdict check` finds problems.
        case rules
        /// A model's example does not give the verdict it expects.
        case examples
        /// The bundle could not be unpacked or kept on disk.
        case storage
    }

    /// The kind of failure.
    public let reason: Reason
    /// What went wrong, in one or more lines.
    public let detail: String

    /// Creates an error.
    public init(_ reason: Reason, _ detail: String) {
        self.reason = reason
        self.detail = detail
    }

    /// `reason: detail`.
    public var description: String { "\(reason.rawValue): \(detail)" }
}
