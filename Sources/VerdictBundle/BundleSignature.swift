internal import Crypto
import Foundation

/// A bundle's signature: a JWS (RFC 7515) in compact form with a detached payload — the bundle's
/// `.signature` file holds `HEADER..SIGNATURE`, and the payload is the `.manifest` file's bytes.
///
/// The header is `{"alg":"ES256","kid":"…"}`; the signature is ECDSA P-256 with SHA-256 over
/// `BASE64URL(HEADER) "." BASE64URL(MANIFEST)`, as the 64 bytes of `r` and `s` (RFC 7518 §3.4).
struct BundleSignature: Sendable, Hashable {
    /// The header's `kid`, when the signer gave one.
    var keyID: String?
    /// The compact serialization with the payload left out.
    var compact: String

    private struct Header: Codable {
        var alg: String
        var kid: String?
    }

    /// Signs a manifest.
    init(signing manifest: [UInt8], with key: BundleSigningKey) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let header = (try? encoder.encode(Header(alg: "ES256", kid: key.keyID))) ?? Data()
        let protected = Self.base64URL(header)
        let input = Data((protected + "." + Self.base64URL(Data(manifest))).utf8)
        // Signing with a valid key over any bytes does not fail.
        let signature = (try? key.key.signature(for: input).rawRepresentation) ?? Data()
        keyID = key.keyID
        compact = protected + ".." + Self.base64URL(signature)
    }

    /// Reads a `.signature` file.
    /// - Throws: ``BundleError`` (reason ``BundleError/Reason/signature``) when it is not a
    ///   detached ES256 JWS.
    init(reading bytes: [UInt8]) throws(BundleError) {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].isEmpty, let headerData = Self.data(base64URL: parts[0]),
            let header = try? JSONDecoder().decode(Header.self, from: headerData)
        else { throw BundleError(.signature, "the .signature is not a JWS with a detached payload") }
        guard header.alg == "ES256" else {
            throw BundleError(.signature, "the signature's algorithm is \(header.alg); bundles are signed with ES256")
        }
        keyID = header.kid
        compact = text
    }

    /// The key among `keys` that made this signature over `manifest`; `nil` when none did.
    func signer(of manifest: [UInt8], among keys: [BundleVerifyingKey]) -> BundleVerifyingKey? {
        let parts = compact.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let raw = Self.data(base64URL: parts[2]),
            let signature = try? P256.Signing.ECDSASignature(rawRepresentation: raw)
        else { return nil }
        let input = Data((parts[0] + "." + Self.base64URL(Data(manifest))).utf8)
        return keys.first { $0.key.isValidSignature(signature, for: input) }
    }

    /// Base64url without padding (RFC 7515 §2).
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of base64url text, padded or not; `nil` when it is not base64url.
    static func data(base64URL text: some StringProtocol) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
