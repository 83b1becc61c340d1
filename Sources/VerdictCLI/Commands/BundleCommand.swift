import ArgumentParser

/// `verdict bundle`: build, verify and inspect rule bundles — a rules directory in one signed
/// archive that `verdict serve --bundle URL` pulls and activates.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Build, verify and inspect rule bundles (signed archives of a rules directory).",
        discussion: """
            A bundle is a gzip'd tar of the rule files (*.lua) and catalogs (locales/*.lua) with a \
            .manifest (revision, creation time, Verdict version, every file's SHA-256) and, when \
            signed, a .signature: a JWS (ES256) over the manifest, with the key id in its header. \
            Keys are the PEM files openssl writes for P-256:
              openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out signing.pem
              openssl pkey -in signing.pem -pubout -out public.pem
            """,
        subcommands: [BundleBuildCommand.self, BundleVerifyCommand.self, BundleInspectCommand.self])
}
