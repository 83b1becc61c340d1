internal import Crypto

/// The private key a bundle is signed with: ECDSA over P-256 (JWS `ES256`), read from the PEM file
/// `openssl` writes (`openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256`: PKCS#8, or
/// the older `EC PRIVATE KEY` form), with the key id that names it in the signature's header.
public struct BundleSigningKey: Sendable {
    /// The key id written into the signature's header (`kid`), so that verifiers holding several
    /// public keys, old and new, can say which signed a bundle: the one given, else the public
    /// key's ``BundleVerifyingKey/fingerprint``.
    public let keyID: String
    let key: P256.Signing.PrivateKey

    /// Reads a PEM private key.
    /// - Throws: ``BundleError`` (reason ``BundleError/Reason/signature``) when it is not a P-256 key.
    public init(pem: String, keyID: String? = nil) throws(BundleError) {
        do {
            key = try P256.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw BundleError(.signature, "not a P-256 private key in PEM form (PKCS#8 or EC PRIVATE KEY)")
        }
        self.keyID = keyID ?? BundleVerifyingKey(key: key.publicKey, name: nil).fingerprint
    }

    /// The public half, for verifiers.
    public var publicKey: BundleVerifyingKey { BundleVerifyingKey(key: key.publicKey, name: keyID) }

    /// A new random key, for tests and for a first key.
    public static func generate(keyID: String? = nil) -> BundleSigningKey {
        let key = P256.Signing.PrivateKey()
        return BundleSigningKey(key: key, keyID: keyID ?? BundleVerifyingKey(key: key.publicKey, name: nil).fingerprint)
    }

    /// The key as PKCS#8 PEM, as `openssl` writes it.
    public var pemRepresentation: String { key.pemRepresentation }

    private init(key: P256.Signing.PrivateKey, keyID: String) {
        self.key = key
        self.keyID = keyID
    }
}
