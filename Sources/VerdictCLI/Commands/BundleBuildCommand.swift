import ArgumentParser
import Foundation
import VerdictBundle
import VerdictLua

/// `verdict bundle build`: checks a rules directory and its examples, then writes its bundle.
struct BundleBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Check the rules and their examples, then write them as a bundle.",
        discussion: """
            Refuses to build (exit 2) on any problem verdict check finds or any example verdict test \
            fails: what is built is unpacked and loaded as an instance would, so a bundle that builds \
            activates. The revision defaults to the rule set's own (sha256:…, as /v1/status shows it).
            """)

    @OptionGroup var rulesOption: RulesOption

    @Option(help: "The bundle file to write.")
    var output = "bundle.tar.gz"

    @Option(help: "The bundle's revision (default: the SHA-256 of the rule files).")
    var revision: String?

    @Option(help: "A P-256 private key (PEM, PKCS#8 as openssl writes it) to sign the bundle with.")
    var signingKey: String?

    @Option(help: "The key id written into the signature's header (default: the public key's fingerprint).")
    var keyID: String?

    func validate() throws {
        if keyID != nil && signingKey == nil {
            throw ValidationError("--key-id names the key of --signing-key: give both")
        }
        if let revision, revision.isEmpty { throw ValidationError("--revision must not be empty") }
    }

    func run() throws {
        let key = try signingKey.map { path in
            try BundleKeyFiles.signingKey(at: path, keyID: keyID)
        }
        let bytes: [UInt8]
        do {
            bytes = try RuleBundle.build(
                from: rulesOption.directory, revision: revision, signingKey: key,
                verdictVersion: VerdictCommand.version, configuration: .init(limits: LuaLimits.default.exact))
        } catch {
            Console.standardError.write("verdict bundle build: refused (\(error.reason.rawValue)):\n\(error.detail)\n")
            throw CLIExit.usage.error
        }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Console.standardError.write("verdict bundle build: cannot write \(output): \(error.localizedDescription)\n")
            throw CLIExit.usage.error
        }
        let bundle = try? RuleBundle(archive: bytes)
        let files = bundle?.files.count ?? 0
        let signed = key.map { " signed with key \($0.keyID)" } ?? " unsigned"
        Console.standardOutput.write(
            "\(output): revision \(bundle?.manifest.revision ?? "?"), \(files) file\(files == 1 ? "" : "s"), "
                + "\(bytes.count) bytes,\(signed)\n")
        Console.standardOutput.flush()
    }
}
