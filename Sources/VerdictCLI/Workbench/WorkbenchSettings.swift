/// How the rule workbench of `verdict serve --workbench` is served.
struct WorkbenchSettings: Sendable {
    /// The token saves must carry in ``WorkbenchGuard/tokenHeader``.
    var token: String
    /// Whether the token was made at start (and is printed) rather than given.
    var tokenIsGenerated: Bool
    /// Whether clients other than this machine's own (loopback) may use the workbench.
    var allowsRemoteClients = false
    /// The host names a request's `Host` may name besides the loopback ones (`localhost`,
    /// `127.0.0.1`, `::1`): against DNS rebinding, a page of another site whose name was pointed
    /// at this machine is refused.
    var hostNames: [String] = []
    /// The largest draft accepted, in bytes of UTF-8.
    var maxDraftBytes = 256 * 1024
    /// The largest workbench request body: a draft with a record and the rest.
    var maxBodyBytes: Int { maxDraftBytes * 2 + 64 * 1024 }
    /// The longest a draft's examples may run, all together; the rest are reported as not run.
    var examplesTimeBudget = Duration.seconds(20)

    /// The fewest characters a token may have, whether given by `--workbench-token` or by
    /// `$VERDICT_WORKBENCH_TOKEN`.
    static let minimumTokenLength = 16

    /// A token of 32 random bytes in hex.
    static func generatedToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
