// RemoteUsername: an InputValidator in Swift that checks usernames against `verdict serve`, the way
// a sign-up form checks one as it is typed (AJWValidator's remote validation).
//
// Run the server on the shipped rules (rules/user.lua: the User model's username rules), then the
// example, from the package root:
//
//     swift run verdict serve --rules rules --port 8080 &
//     swift run RemoteUsernameExample                      # the sample names below
//     swift run RemoteUsernameExample ann_1 "ann smith"    # your own
//
// The check URL is the first `--url URL` argument, else $VERDICT_REMOTE_URL, else
// http://127.0.0.1:8080/v1/remote/User/username. Each name prints the states the validator went
// through and its messages; the exit status is 1 when a remote check could not be made (the
// server is down, too slow, or answered something that is neither `true` nor `false`).
import Foundation
import Verdict

let defaultURL = "http://127.0.0.1:8080/v1/remote/User/username"

var arguments = Array(CommandLine.arguments.dropFirst())
var urlText = ProcessInfo.processInfo.environment["VERDICT_REMOTE_URL"] ?? defaultURL
if let flag = arguments.firstIndex(of: "--url"), flag + 1 < arguments.count {
    urlText = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
guard let url = URL(string: urlText) else {
    FileHandle.standardError.write(Data("RemoteUsername: not a URL: \(urlText)\n".utf8))
    exit(2)
}
let names = arguments.isEmpty ? ["ann_1", "al", "ann smith", "grace_hopper_1906_navy"] : arguments

// Local rules answer at once; the server is asked only when they pass.
let username = try InputValidator.string()
    .required(message: "Choose a username.")
    .minLength(3, message: "Use at least 3 characters.")
    .remote(url, timeout: .seconds(5), message: "The server does not accept this username.")

var states: [InputState] = []
var failures: [RemoteError] = []
username.onStateChange { states.append($0) }
username.onRemoteAnswer { _, answer in
    if case .failed(let error) = answer { failures.append(error) }
}

print("checking usernames at \(url.absoluteString)")
for name in names {
    states = []
    failures = []
    await username.validate(name)
    var line = "\"\(name)\": " + states.map(\.description).joined(separator: " → ")
    if !username.errorMessages.isEmpty { line += " — " + username.errorMessages.joined(separator: " ") }
    print(line)
    for failure in failures { print("  remote check failed: \(failure.code): \(failure.description)") }
    if !failures.isEmpty { exit(1) }
}
