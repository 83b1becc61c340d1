import ArgumentParser
import Foundation

/// The options of `verdict serve` for the rule workbench.
struct WorkbenchOptions: ParsableArguments {
    @Flag(
        help: """
            Serve the rule workbench at /workbench: read the rules in plain language, edit a rule file, \
            check it and run its examples as you type, try records, see a draft's impact on sample \
            records, save.
            """)
    var workbench = false

    @Option(
        help: """
            The token saves must carry (X-Verdict-Token); default $VERDICT_WORKBENCH_TOKEN, else one is \
            made and printed at start.
            """)
    var workbenchToken: String?

    @Flag(help: "Let clients of other machines use the workbench (by default only this machine's own).")
    var workbenchRemote = false

    @Option(help: "A host name the workbench may be asked by besides localhost and the loopback addresses.")
    var workbenchHostName: [String] = []

    @Option(help: "The largest draft the workbench takes, in bytes.")
    var workbenchMaxDraftBytes = 256 * 1024

    @Option(
        help: ArgumentHelp(
            """
            A folder of sample files (.json .jsonl .ndjson .csv .yaml .yml) the workbench's Impact panel \
            runs drafts against, showing the records whose answer the draft would change.
            """,
            valueName: "dir"))
    var samples: String?

    @Option(help: "The largest sample file the workbench's Impact panel takes uploaded, in bytes.")
    var workbenchMaxSampleBytes = 8 * 1024 * 1024

    func validate() throws {
        guard workbenchMaxDraftBytes > 0 else { throw ValidationError("--workbench-max-draft-bytes must be positive") }
        guard workbenchMaxSampleBytes > 0 else {
            throw ValidationError("--workbench-max-sample-bytes must be positive")
        }
        if samples != nil, !workbench { throw ValidationError("--samples is for the workbench: add --workbench") }
        let minimum = WorkbenchSettings.minimumTokenLength
        if let workbenchToken, workbenchToken.count < minimum {
            throw ValidationError("--workbench-token must have at least \(minimum) characters")
        }
        if workbench, workbenchToken == nil, let token = Self.environmentToken, token.count < minimum {
            throw ValidationError("VERDICT_WORKBENCH_TOKEN must have at least \(minimum) characters")
        }
    }

    /// `$VERDICT_WORKBENCH_TOKEN`, when set.
    private static var environmentToken: String? { ProcessInfo.processInfo.environment["VERDICT_WORKBENCH_TOKEN"] }

    /// The settings, `nil` without `--workbench`.
    var settings: WorkbenchSettings? {
        guard workbench else { return nil }
        let given = workbenchToken ?? Self.environmentToken
        var settings = WorkbenchSettings(
            token: given ?? WorkbenchSettings.generatedToken(), tokenIsGenerated: given == nil)
        settings.allowsRemoteClients = workbenchRemote
        settings.hostNames = workbenchHostName
        settings.maxDraftBytes = workbenchMaxDraftBytes
        settings.samplesDirectory = samples
        settings.maxSampleBytes = workbenchMaxSampleBytes
        return settings
    }
}
