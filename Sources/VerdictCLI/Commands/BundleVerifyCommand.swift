import ArgumentParser
import Foundation
import VerdictBundle

/// `verdict bundle verify`: reads a bundle as an instance would, and checks its signature.
struct BundleVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Check a bundle: archive, digests, and the signature against the keys given.",
        discussion: """
            Exit 0 when the bundle is well formed, every file matches the manifest, and — with \
            --public-key — it is signed by one of the keys; else exit 1 with the reason.
            """)

    @Argument(help: "The bundle file.")
    var file: String

    @Option(
        name: .customLong("public-key"), help: "A P-256 public key (PEM) the bundle may be signed with; repeatable.")
    var publicKeys: [String] = []

    func run() throws {
        let keys = try BundleKeyFiles.verifyingKeys(at: publicKeys)
        let bundle = try BundleFiles.read(file)
        do {
            let signer = try bundle.verify(keys: keys)
            var line = "\(file): OK, revision \(bundle.manifest.revision), \(bundle.files.count) files"
            if let signer { line += ", signed by \(signer.name ?? "a key given")" }
            if let keyID = bundle.keyID { line += " (key id \(keyID))" }
            if keys.isEmpty { line += bundle.isSigned ? ", signature not checked (no --public-key)" : ", unsigned" }
            Console.standardOutput.write(line + "\n")
            Console.standardOutput.flush()
        } catch {
            Console.standardOutput.write("\(file): refused (\(error.reason.rawValue)): \(error.detail)\n")
            Console.standardOutput.flush()
            throw CLIExit.invalid.error
        }
    }
}

/// Reading a bundle file for `verdict bundle verify` and `inspect`.
enum BundleFiles {
    /// The bundle in `path`; a bundle that cannot be read prints why and exits 1, a missing file 2.
    static func read(_ path: String) throws -> RuleBundle {
        guard let data = FileManager.default.contents(atPath: path) else {
            Console.standardError.write("verdict: \(path): cannot read the bundle file\n")
            throw CLIExit.usage.error
        }
        do {
            return try RuleBundle(archive: Array(data))
        } catch {
            Console.standardOutput.write("\(path): refused (\(error.reason.rawValue)): \(error.detail)\n")
            Console.standardOutput.flush()
            throw CLIExit.invalid.error
        }
    }
}
