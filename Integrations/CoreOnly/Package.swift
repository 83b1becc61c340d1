// swift-tools-version: 6.1
import PackageDescription

// What an app that uses Verdict's rule files without Lua writes: the `Verdict` product, with the
// package's default traits. `make core-only` builds it in a clean scratch path and checks that
// nothing but Verdict itself was resolved (no server, YAML, Lua or command-line package).
let package = Package(
    name: "CoreOnly",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(name: "Verdict", path: "../..")
    ],
    targets: [
        // Loads a document `verdict export` wrote from the shipped rules and validates records.
        .executableTarget(name: "CoreOnlyCheck", dependencies: [.product(name: "Verdict", package: "Verdict")])
    ],
    swiftLanguageModes: [.v6]
)
