/// The bounds a bundle is read within, so that a hostile or broken bundle costs a bounded amount
/// of time, memory and disk.
public struct BundleLimits: Sendable, Hashable {
    /// The largest archive downloaded, in bytes (default 16 MiB).
    public var maxDownloadBytes: Int
    /// The longest a download may take (default 60 seconds).
    public var downloadTimeout: Duration
    /// The most bytes the bundle's files may hold together once unpacked (default 64 MiB).
    public var maxUnpackedBytes: Int
    /// The most files a bundle may hold besides its manifest and signature (default 1,000).
    public var maxFiles: Int

    /// Creates limits.
    public init(
        maxDownloadBytes: Int = 16 << 20, downloadTimeout: Duration = .seconds(60), maxUnpackedBytes: Int = 64 << 20,
        maxFiles: Int = 1000
    ) {
        self.maxDownloadBytes = maxDownloadBytes
        self.downloadTimeout = downloadTimeout
        self.maxUnpackedBytes = maxUnpackedBytes
        self.maxFiles = maxFiles
    }

    /// The defaults.
    public static let `default` = BundleLimits()
}
