import Foundation
import VerdictBundle

/// The key files of `verdict bundle` and `--bundle`: read, with a usage error that names the file.
enum BundleKeyFiles {
    /// The private key in the PEM file at `path`.
    static func signingKey(at path: String, keyID: String?) throws -> BundleSigningKey {
        do {
            return try BundleSigningKey(pem: try text(at: path), keyID: keyID)
        } catch let error as BundleError {
            Console.standardError.write("verdict: \(path): \(error.detail)\n")
            throw CLIExit.usage.error
        }
    }

    /// The public keys in the PEM files at `paths`, each named by its file.
    static func verifyingKeys(at paths: [String]) throws -> [BundleVerifyingKey] {
        try paths.map { path in
            do {
                return try BundleVerifyingKey(pem: try text(at: path), name: path)
            } catch let error as BundleError {
                Console.standardError.write("verdict: \(error.detail)\n")
                throw CLIExit.usage.error
            }
        }
    }

    private static func text(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            Console.standardError.write("verdict: \(path): cannot read the key file\n")
            throw CLIExit.usage.error
        }
        return String(decoding: data, as: UTF8.self)
    }
}
