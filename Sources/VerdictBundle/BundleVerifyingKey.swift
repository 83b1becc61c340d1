internal import Crypto

/// A public key that bundles may be signed with: P-256, read from the SPKI PEM file `openssl`
/// writes (`openssl pkey -in private.pem -pubout`).
public struct BundleVerifyingKey: Sendable {
    /// How messages name the key: its file, or the key id it was made with.
    public let name: String?
    let key: P256.Signing.PublicKey

    /// Reads a PEM public key.
    /// - Parameters:
    ///   - pem: the key, `-----BEGIN PUBLIC KEY-----` (SPKI).
    ///   - name: how messages name it (its file).
    /// - Throws: ``BundleError`` (reason ``BundleError/Reason/signature``) when it is not a P-256 key.
    public init(pem: String, name: String? = nil) throws(BundleError) {
        do {
            key = try P256.Signing.PublicKey(pemRepresentation: pem)
        } catch {
            throw BundleError(.signature, "\(name.map { "\($0): " } ?? "")not a P-256 public key in PEM form (SPKI)")
        }
        self.name = name
    }

    /// `sha256:` and the first 16 hexadecimal digits of the SHA-256 of the key's SPKI bytes: the
    /// key id a bundle is signed with when none is given.
    public var fingerprint: String { "sha256:" + RuleBundle.sha256(Array(key.derRepresentation)).prefix(16) }

    /// The key as SPKI PEM.
    public var pemRepresentation: String { key.pemRepresentation }

    init(key: P256.Signing.PublicKey, name: String?) {
        self.key = key
        self.name = name
    }
}
