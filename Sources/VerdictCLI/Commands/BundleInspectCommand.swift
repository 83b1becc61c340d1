import ArgumentParser
import Foundation
import VerdictBundle

/// `verdict bundle inspect`: what a bundle holds — its manifest, signature and files.
struct BundleInspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect", abstract: "Print a bundle's revision, creation, signature and files.")

    @Argument(help: "The bundle file.")
    var file: String

    @Flag(help: "Print the manifest as JSON instead.")
    var json = false

    func run() throws {
        let bundle = try BundleFiles.read(file)
        let manifest = bundle.manifest
        if json {
            Console.standardOutput.write(String(decoding: manifest.encoded(), as: UTF8.self) + "\n")
            Console.standardOutput.flush()
            return
        }
        var text = """
            revision:  \(manifest.revision)
            created:   \(Date.ISO8601FormatStyle().format(manifest.created))
            verdict:   \(manifest.verdictVersion)
            signature: \(bundle.isSigned ? "ES256" + (bundle.keyID.map { ", key id \($0)" } ?? ", no key id") : "none")
            files:

            """
        let width = manifest.files.map(\.size).max().map { String($0).count } ?? 1
        for entry in manifest.files {
            let size = String(entry.size)
            text +=
                "  \(String(repeating: " ", count: width - size.count))\(size)  \(entry.sha256.prefix(16))…  \(entry.path)\n"
        }
        Console.standardOutput.write(text)
        Console.standardOutput.flush()
    }
}
