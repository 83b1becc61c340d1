import Testing

@testable import VerdictLua

/// `SHA256`: the digests of FIPS 180-4's examples and of inputs around a block's edge.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "The quick brown fox jumps over the lazy dog",
            "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
        ),
    ])
    func knownDigests(input: String, digest: String) {
        var hash = SHA256()
        hash.update(Array(input.utf8))
        #expect(hash.hexDigest() == digest)
    }

    /// A million `a`s, fed in uneven pieces: the digest does not depend on how the bytes arrive.
    @Test func millionAsInPieces() {
        var hash = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hash.update([UInt8](repeating: UInt8(ascii: "a"), count: count))
            fed += count
            piece = piece % 131 + 7
        }
        #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// 55, 56 and 64 bytes: the lengths where the padding needs one block or two.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ])
    func paddingEdges(count: Int, digest: String) {
        var hash = SHA256()
        hash.update([UInt8](repeating: UInt8(ascii: "a"), count: count))
        #expect(hash.hexDigest() == digest)
    }
}
