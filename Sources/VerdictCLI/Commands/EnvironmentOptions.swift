import ArgumentParser
import Foundation
import Verdict

/// `--now` and `--offline`: the time and the network state that rules and strategies see, for
/// `verdict validate` and `verdict test` alike.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "The time that date rules and strategies see, ISO 8601 (default: now).")
    var now: String?

    @Flag(
        help: """
            Tell the reachability strategy that the host is offline. Remote rules send nothing and \
            fail: "could not be checked: … not sent, offline".
            """)
    var offline = false

    func validate() throws {
        if let now, ISO8601.parse(now) == nil { throw ValidationError("--now '\(now)' is not an ISO 8601 date-time") }
    }

    /// The time given with `--now`, else the current time.
    var date: Date { now.flatMap(ISO8601.parse) ?? Date() }
}
