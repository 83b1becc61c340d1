public import Foundation

/// Where a ``BundleSource`` stands: the bundle serving, the last attempt to get a new one, and the
/// last refusal — what `verdict serve` reports in `GET /v1/status` and posts to `--report-status`.
public struct BundleStatus: Sendable, Hashable, Codable {
    /// One attempt to fetch and activate a bundle.
    public struct Attempt: Sendable, Hashable, Codable {
        /// What an attempt came to.
        public enum Outcome: String, Sendable, Hashable, Codable {
            /// A new bundle is serving.
            case activated
            /// The server had nothing new (`304`, or the revision serving).
            case unchanged
            /// A bundle arrived and was refused; the last good one keeps serving.
            case refused
            /// No bundle arrived: the server is down, slow or answered with an error.
            case unreachable
        }

        /// When it was made.
        public var at: Date
        /// What it came to.
        public var outcome: Outcome
        /// The revision it activated or refused, when a bundle arrived.
        public var revision: String?
        /// Why it was refused or unreachable: the reason (`signature`, `examples`, …).
        public var reason: BundleError.Reason.RawValue?
        /// What went wrong, in words.
        public var detail: String?
        /// The size of the bundle downloaded or read; `nil` when none arrived (a `304`, a failure).
        public var downloadedBytes: Int?
    }

    /// Where bundles come from (the URL, or the file).
    public var source: String
    /// The revision serving; `nil` until one is active.
    public var revision: String?
    /// The ETag the serving bundle came with.
    public var etag: String?
    /// The key id in the serving bundle's signature header.
    public var keyID: String?
    /// The public key that verified it (its file), when keys were given.
    public var verifiedBy: String?
    /// When the serving bundle was activated.
    public var activatedAt: Date?
    /// Whether the serving bundle was read from the cache rather than downloaded in this process.
    public var fromCache: Bool
    /// The last attempt.
    public var lastAttempt: Attempt?
    /// The last refused bundle: its revision, the reason and the detail.
    public var lastRefusal: Attempt?

    /// A status with nothing serving yet.
    public init(source: String) {
        self.source = source
        fromCache = false
    }
}
