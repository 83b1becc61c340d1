// swift-tools-version: 6.1
// libFuzzer targets for Verdict, one executable per surface. A package of its own so that
// `make test` never builds it; `make fuzz` (scripts/fuzz.sh) builds it with
// `-sanitize=fuzzer,address -parse-as-library` in ../.build-fuzz and runs each target.
import PackageDescription

let package = Package(
    name: "VerdictFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so the identity does not depend on the checkout directory's name.
        .package(name: "Verdict", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Declares libFuzzer's `LLVMFuzzerRunDriver` for the entry points.
        .target(name: "CFuzzDriver"),
        // The core JSON reader: whole documents and the streaming `readValue(in:at:)`.
        .executableTarget(
            name: "FuzzJSONReader", dependencies: ["CFuzzDriver", .product(name: "Verdict", package: "Verdict")]),
        // The command line's record readers (JSON, JSON Lines, CSV, YAML). They are internal to the
        // `verdict` executable, so `CLIRecordReaders` is a symbolic link to Sources/VerdictCLI/RecordReaders: the very
        // files `verdict validate` compiles, built here with the fuzz entry point. `VerdictPackageFiles` links
        // the two files of the core they use with `package` access (RawPath, UTF8Bytes), which does
        // not reach across packages.
        .executableTarget(
            name: "FuzzRecordReaders",
            dependencies: [
                "CFuzzDriver", .product(name: "Verdict", package: "Verdict"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]),
        // Swift → Lua → Swift: records from the input through Lua rules, filters and strategies.
        .executableTarget(
            name: "FuzzValueBridge",
            dependencies: [
                "CFuzzDriver", .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictLua", package: "Verdict"),
            ]),
        // The rule-file loader through the public RuleEngine: the input is a rule file.
        .executableTarget(
            name: "FuzzRuleLoader",
            dependencies: [
                "CFuzzDriver", .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictLua", package: "Verdict"),
            ]),
        // Message templates (placeholders, plurals and selects, nested) as catalogs and rule files write them.
        .executableTarget(
            name: "FuzzMessageTemplates",
            dependencies: ["CFuzzDriver", .product(name: "Verdict", package: "Verdict")]),
        // The email, URL, IP, domain and other syntax scanners through public rules.
        .executableTarget(
            name: "FuzzSyntaxRules", dependencies: ["CFuzzDriver", .product(name: "Verdict", package: "Verdict")]),
    ],
    swiftLanguageModes: [.v6]
)

// The core's upcoming language features, so that the files the fuzz targets share with it
// (RecordReaders, VerdictPackageFiles) read their imports the same way here.
for target in package.targets {
    target.swiftSettings = [
        .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
