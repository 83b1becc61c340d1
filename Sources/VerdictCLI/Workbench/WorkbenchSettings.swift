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
    /// The folder of samples the Impact panel offers (`--samples`); `nil` offers none.
    var samplesDirectory: String?
    /// The largest sample the Impact panel takes uploaded, in bytes.
    var maxSampleBytes = 8 * 1024 * 1024
    /// The largest Impact request body: a draft with a sample uploaded in base64 and the rest.
    var maxImpactBodyBytes: Int { maxBodyBytes + (maxSampleBytes + 2) / 3 * 4 }
    /// The longest an Impact run may read and validate; the records left are not compared.
    var impactTimeBudget = Duration.seconds(30)
    /// The most changed records (and unreadable ones) an Impact answer lists; the rest are counted.
    var impactListLimit = 200

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
