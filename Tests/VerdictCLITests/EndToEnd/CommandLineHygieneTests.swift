import Foundation
import Testing

/// What every command says about itself: `--version`, and help texts a person can read.
@Suite struct CommandLineHygieneTests {
    static let commands = ["validate", "check", "test", "list", "rules", "schema", "serve"]

    @Test func versionIsPrinted() throws {
        let run = try VerdictProcess.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.range(of: #"^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\n$"#, options: .regularExpression) != nil)
    }

    /// Help is wrapped by the argument parser, so a run of spaces inside a sentence (left by a
    /// line continuation in the source) shows as a gap in the middle of a line. The option column's
    /// padding is the one run allowed: between an option's name and its description (and the
    /// endpoint table of `serve`, aligned on purpose).
    @Test(arguments: [""] + commands)
    func helpHasNoRunsOfSpacesInItsProse(command: String) throws {
        let run = try VerdictProcess.run(command.isEmpty ? ["--help"] : [command, "--help"])
        #expect(run.status == 0)
        let gaps = run.stdout.split(separator: "\n").filter { line in
            var text = line.drop { $0 == " " }
            if text.hasPrefix("GET ") || text.hasPrefix("POST ") { return false }
            if text.hasPrefix("-") || text.hasPrefix("<"), let padding = text.range(of: "  ") {
                text = text[padding.upperBound...].drop { $0 == " " }
            } else if let first = text.first, first.isLowercase, let padding = text.range(of: "  ") {
                text = text[padding.upperBound...].drop { $0 == " " }  // a subcommand's name and abstract
            }
            return text.contains("  ")
        }
        #expect(gaps.isEmpty, "help of '\(command)' has runs of spaces: \(gaps)")
    }

    /// A misspelt option gets a guess only when one is near: `--bogus` suggested `--jobs`.
    @Test func anUnknownOptionIsGuessedOnlyWhenANearOneExists() throws {
        let far = try VerdictProcess.run(["validate", "--bogus", "x"])
        #expect(far.status == 2)
        #expect(far.stderr.hasPrefix("Error: Unknown option '--bogus'.\n"))
        let near = try VerdictProcess.run(["validate", "--jbos", "2", "x"])
        #expect(near.status == 2)
        #expect(near.stderr.hasPrefix("Error: Unknown option '--jbos'. Did you mean '--jobs'?\n"))
    }

    /// Models and scenarios are guessed as rule names are.
    @Test func unknownModelsAndScenariosGetAGuess() throws {
        let model = try VerdictProcess.run(["validate", "--rules", "rules/multi", "--model", "Sesion", "-"])
        #expect(model.status == 2)
        #expect(model.stderr.contains("unknown model 'Sesion' (did you mean 'Session'? models: "))
        let scenario = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--scenario", "sigup", "-"], stdin: Data("{}".utf8))
        #expect(
            scenario
                == .expect(
                    2,
                    stderr:
                        "verdict: unknown scenario 'sigup' of model 'Person' (did you mean 'signup'? scenarios: default, signup)"
                ))
    }

    /// A locale no catalog speaks is bad usage everywhere, as `verdict serve` answers it.
    @Test(arguments: [["validate", "-"], ["test"], ["schema", "--model", "Person"]])
    func aLocaleNoCatalogSpeaksIsBadUsage(command: [String]) throws {
        let run = try VerdictProcess.run(
            [command[0], "--rules", "rules/person", "--locale", "xx"] + command.dropFirst(), stdin: Data("{}".utf8))
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("verdict: no messages in locale 'xx' (locales: "))
        let english = try VerdictProcess.run(
            [command[0], "--rules", "rules/person", "--locale", "en-GB"] + command.dropFirst(), stdin: Data("{}".utf8))
        #expect(english.status != 2)
    }

    /// A busy port is one sentence that says what to do, not the socket call's error.
    @Test func aBusyPortIsOneClearSentence() throws {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && listen(socket, 1) == 0
                    && getsockname(socket, pointer, &length) == 0
            }
        }
        #expect(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let run = try VerdictProcess.run(["serve", "--rules", "rules/person", "--port", "\(port)"])
        #expect(
            run
                == .expect(
                    2,
                    stderr:
                        "verdict serve: port \(port) of 127.0.0.1 is already in use; stop what listens there or choose another --port"
                ))
    }
}
