import Foundation
import Testing
import VerdictTestSupport

/// `scripts/require-tools.sh` and the make targets that call it: a fresh Debian machine gets
/// the commands a target needs (wrk for `make stress`) before the target runs.
@Suite struct RequireToolsTests {
    /// `make stress` installs its tools before running the stress script.
    @Test func stressTargetInstallsWrkTimeAndBcFirst() throws {
        let run = try Self.run("/usr/bin/make", ["-n", "stress"], in: Fixtures.packageRoot)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let install = lines.firstIndex(of: "scripts/require-tools.sh wrk /usr/bin/time:time bc")
        let stress = lines.firstIndex { $0.hasSuffix("scripts/stress.sh") }
        #expect(install != nil)
        #expect(stress != nil)
        if let install, let stress { #expect(install < stress) }
    }

    /// `make reference` installs python3, which fills in docs/rule-files.md, before running it.
    @Test func referenceTargetInstallsPython3First() throws {
        let run = try Self.run("/usr/bin/make", ["-n", "reference"], in: Fixtures.packageRoot)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let install = lines.firstIndex(of: "scripts/require-tools.sh python3")
        let reference = lines.firstIndex { $0.hasSuffix("| python3 scripts/reference.py docs/rule-files.md") }
        #expect(install != nil)
        #expect(reference != nil)
        if let install, let reference { #expect(install < reference) }
    }

    /// `make test`, which CI runs, sets up the schema tests' validators (a Python virtual
    /// environment from PyPI) before the tests, so that they run rather than fail on a fresh machine.
    @Test func testTargetSetsUpTheSchemaValidatorsFirst() throws {
        let run = try Self.run("/usr/bin/make", ["-n", "test"], in: Fixtures.packageRoot)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let setup = lines.firstIndex(of: "scripts/schema-tools.sh >/dev/null")
        let test = lines.firstIndex { $0.contains(" test ") && $0.hasSuffix("--no-parallel") }
        #expect(setup != nil)
        #expect(test != nil)
        if let setup, let test { #expect(setup < test) }
    }

    /// `make cost-curve` installs GNU time (the peak memory), sets up its Python and runs the
    /// generators' tests before the curve; it builds the release binary unless `VERDICT_BIN` names one.
    @Test func costCurveTargetInstallsTimeAndTestsTheGeneratorsFirst() throws {
        let given = try Self.run(
            "/usr/bin/make", ["-n", "cost-curve", "VERDICT_BIN=/opt/verdict"], in: Fixtures.packageRoot)
        #expect(given.status == 0)
        let lines = given.stdout.split(separator: "\n").map(String.init)
        let install = lines.firstIndex(of: "scripts/require-tools.sh /usr/bin/time:time")
        let setup = lines.firstIndex {
            $0.contains("scripts/python-venv.sh") && $0.contains("Benchmarks/cost-curve/requirements.txt")
        }
        let tests = lines.firstIndex { $0.contains("-m unittest discover -q -s Benchmarks/cost-curve") }
        let curve = lines.firstIndex {
            $0.hasPrefix("VERDICT_BIN=/opt/verdict ") && $0.hasSuffix("Benchmarks/cost-curve/cost_curve.py")
        }
        #expect(!given.stdout.contains("static-libs.sh"))
        #expect([install, setup, tests, curve].allSatisfy { $0 != nil })
        if let install, let setup, let tests, let curve { #expect(install < setup && setup < tests && tests < curve) }

        let built = try Self.run("/usr/bin/make", ["-n", "cost-curve"], in: Fixtures.packageRoot)
        #expect(built.status == 0)
        #expect(built.stdout.contains("scripts/static-libs.sh"))
        #expect(built.stdout.contains("VERDICT_BIN=.build/release/verdict "))
    }

    /// Only what is missing is installed, with apt-get, the package named after a colon.
    @Test func installsTheMissingCommandsOnly() throws {
        let bin = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: bin.deletingLastPathComponent()) }
        let run = try Self.run(
            Self.script.path, ["bash", "wrk", "/nonexistent/time:time", "bc"],
            environment: ["PATH": bin.path, "APT_GET": bin.appendingPathComponent("apt").path])
        #expect(
            run
                == CLIRun.expect(
                    0,
                    stdout: """
                        verdict: installing wrk time bc (apt-get)
                        apt update -qq
                        apt install -y -qq wrk time bc
                        """))
    }

    @Test func installsNothingWhenEveryCommandIsThere() throws {
        let bin = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: bin.deletingLastPathComponent()) }
        let run = try Self.run(
            Self.script.path, ["bash", "/bin/sh:dash"],
            environment: ["PATH": bin.path, "APT_GET": bin.appendingPathComponent("apt").path])
        #expect(run == CLIRun.expect(0))
    }

    private static let script = Fixtures.packageRoot.appendingPathComponent("scripts/require-tools.sh")

    /// A folder for `PATH` with `bash` and `id` only, and an `apt` stub that prints its arguments.
    private static func sandbox() throws -> URL {
        let bin = try Fixtures.temporaryFolder().appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in ["bash", "id"] {
            let found = ["/usr/bin/\(tool)", "/bin/\(tool)"].first { FileManager.default.isExecutableFile(atPath: $0) }
            try FileManager.default.createSymbolicLink(
                atPath: bin.appendingPathComponent(tool).path, withDestinationPath: found ?? "/bin/\(tool)")
        }
        let apt = bin.appendingPathComponent("apt")
        try Data("#!/bin/sh\necho apt \"$@\"\n".utf8).write(to: apt)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: apt.path)
        return bin
    }

    private static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> CLIRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        process.environment = variables
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try ChildProcess.run(process)
        let out = Drain(output.fileHandleForReading)
        let err = Drain(errors.fileHandleForReading)
        let stdout = out.wait()
        let stderr = err.wait()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
