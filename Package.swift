// swift-tools-version: 6.1
import PackageDescription

/// A product of another package that a target uses only under one of this package's traits.
func product(_ name: String, of package: String, when trait: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: [trait]))
}

let package = Package(
    name: "Verdict",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Verdict", targets: ["Verdict"]),
        .library(name: "VerdictLua", targets: ["VerdictLua"]),
        .executable(name: "verdict", targets: ["VerdictCLI"]),
        // Request validation in servers: problem answers and body reading (toolchain only: no Lua;
        // VerdictLua adds rule-file models), and the Hummingbird integration. Vapor's lives in Integrations/VerdictVapor, a package of
        // its own, so that no user of the core builds Vapor.
        .library(name: "VerdictHTTP", targets: ["VerdictHTTP"]),
        .library(name: "VerdictHummingbird", targets: ["VerdictHummingbird"]),
        // The strategy contract as a check authors of Swift and Lua strategies run in their tests.
        .library(name: "VerdictTesting", targets: ["VerdictTesting"]),
        // Rule bundles: build, sign, verify and pull a rules directory as one archive.
        .library(name: "VerdictBundle", targets: ["VerdictBundle"]),
    ],
    // What a package depending on Verdict resolves follows these traits: SwiftPM 6.3 fetches a
    // dependency only when a target uses it under the enabled traits. The defaults are empty, so a
    // package naming this one with its default traits resolves no package at all and builds
    // `Verdict`, `VerdictHTTP`, `VerdictTesting` and `VerdictLua` (with the system's Lua) only from
    // the toolchain. At this package's root, `make` passes `--traits CLI` (README, "Dependencies").
    traits: [
        .trait(name: "Hummingbird", description: "VerdictHummingbird and its example: Hummingbird, swift-http-types."),
        .trait(name: "Bundles", description: "VerdictBundle: swift-crypto, compress-nio, swift-nio's NIOCore."),
        .trait(
            name: "CLI",
            description: "The `verdict` command line and `verdict serve`: swift-argument-parser, Yams, SwiftNIO, "
                + "swift-log, swift-metrics, swift-prometheus, swift-service-lifecycle.",
            enabledTraits: ["Hummingbird", "Bundles"]
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        // Each is used only under a trait (`CLI`, `Hummingbird`, `Bundles`) or by no target (the DocC
        // plugin), so a dependent with the default traits resolves none of them.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `verdict serve` and VerdictHummingbird only; the core library stays toolchain-only.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Hummingbird's own dependencies, named for the connection handlers of `verdict serve`
        // (read timeout, problem answers to malformed HTTP).
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.4.0"),
        // `swift package generate-documentation` (`make docs`): the DocC catalogs of Verdict, VerdictLua
        // and VerdictTesting. A command plugin no target uses, so dependents never resolve it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `verdict serve` in production: /metrics in Prometheus' text format, graceful shutdown.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Rule bundles (VerdictBundle) only: ES256 signatures and SHA-256 digests, and gzip.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
    ],
    targets: [
        // The system Lua 5.4 (Debian: liblua5.4-dev), found through pkg-config.
        .systemLibrary(
            name: "CVerdictLuaSystem",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        // C shims over Lua's macros, the callback trampoline, the count hook and the capped allocator.
        .target(name: "CVerdictLua", dependencies: ["CVerdictLuaSystem", "CVerdictJSON"]),
        // HTTP POST through libcurl, loaded with dlopen on first use (Linux's remote transport).
        .target(name: "CVerdictCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The JSON record locator's fast path (SSE2 where the machine has it), for the core.
        .target(name: "CVerdictJSON"),
        // glibc's allocator settings for `verdict validate`'s batch runs (mallopt).
        .target(name: "CVerdictAllocator"),
        // Core: values, rules, messages, results. Toolchain only.
        .target(
            name: "Verdict",
            dependencies: ["CVerdictJSON", .target(name: "CVerdictCurl", condition: .when(platforms: [.linux]))]
        ),
        // The contract every strategy keeps, as a check for any test framework. Toolchain only.
        .target(name: "VerdictTesting", dependencies: ["Verdict"]),
        // The Lua engine: state wrapper, value bridge, sandbox, rule-file loader, hot reload.
        // It also reads request bodies against a rule-file model (`RequestRules(model:in:)`).
        .target(name: "VerdictLua", dependencies: ["Verdict", "VerdictHTTP", "CVerdictLua", "CVerdictJSON"]),
        // What a server integration needs besides its framework: RFC 9457 problems, the body reader,
        // the error and verdict shapes, request rules, typed bodies. Toolchain only; `verdict serve`
        // answers through it.
        .target(name: "VerdictHTTP", dependencies: ["Verdict"]),
        // Request validation in Hummingbird: a middleware and a request extension.
        .target(
            name: "VerdictHummingbird",
            dependencies: [
                "VerdictHTTP", product("Hummingbird", of: "hummingbird", when: "Hummingbird"),
                product("HTTPTypes", of: "swift-http-types", when: "Hummingbird"),
            ]
        ),
        // Rule bundles: the archive format, signatures, and a source that pulls, checks and
        // activates bundles into a RuleEngine.
        .target(
            name: "VerdictBundle",
            dependencies: [
                "Verdict", "VerdictLua", .target(name: "CVerdictCurl", condition: .when(platforms: [.linux])),
                product("Crypto", of: "swift-crypto", when: "Bundles"),
                product("CompressNIO", of: "compress-nio", when: "Bundles"),
                product("NIOCore", of: "swift-nio", when: "Bundles"),
            ]
        ),
        // The `verdict` command line.
        .executableTarget(
            name: "VerdictCLI",
            dependencies: [
                "Verdict", "VerdictLua", "VerdictHTTP", "VerdictHummingbird", "VerdictBundle", "CVerdictJSON",
                "CVerdictAllocator", product("CompressNIO", of: "compress-nio", when: "CLI"),
                product("ArgumentParser", of: "swift-argument-parser", when: "CLI"),
                product("Yams", of: "Yams", when: "CLI"),
                product("Hummingbird", of: "hummingbird", when: "CLI"),
                product("HummingbirdCore", of: "hummingbird", when: "CLI"),
                product("Logging", of: "swift-log", when: "CLI"),
                product("NIOCore", of: "swift-nio", when: "CLI"),
                product("NIOHTTP1", of: "swift-nio", when: "CLI"),
                product("NIOHTTPTypes", of: "swift-nio-extras", when: "CLI"),
                product("HTTPTypes", of: "swift-http-types", when: "CLI"),
                product("Metrics", of: "swift-metrics", when: "CLI"),
                product("Prometheus", of: "swift-prometheus", when: "CLI"),
                product("ServiceLifecycle", of: "swift-service-lifecycle", when: "CLI"),
            ],
            // The rule workbench's page (`verdict serve --workbench`), compiled into the binary.
            resources: [
                .embedInCode("Workbench/Page/workbench.html"), .embedInCode("Workbench/Page/workbench.css"),
                .embedInCode("Workbench/Page/workbench.js"),
            ]
        ),
        // Runnable examples; Tests/ExampleTests runs each and compares its output.
        .executableTarget(name: "QuickstartExample", dependencies: ["Verdict"], path: "examples/Quickstart"),
        .executableTarget(name: "StrategyChainExample", dependencies: ["Verdict"], path: "examples/StrategyChain"),
        .executableTarget(name: "UserScenariosExample", dependencies: ["Verdict"], path: "examples/UserScenarios"),
        .executableTarget(name: "RemoteUsernameExample", dependencies: ["Verdict"], path: "examples/RemoteUsername"),
        .executableTarget(
            name: "HummingbirdSignupExample",
            dependencies: ["VerdictHummingbird", product("Hummingbird", of: "hummingbird", when: "Hummingbird")],
            path: "examples/HummingbirdSignup"
        ),
        // What several test targets share (Tests/VerdictTestSupport): child processes that end with the
        // test process, the loopback HTTP server, the seeded random source, what the shipped
        // catalogs do not translate yet, a rules directory updated as the kubelet updates a ConfigMap.
        .target(name: "VerdictTestSupport", dependencies: ["Verdict"], path: "Tests/VerdictTestSupport"),
        .testTarget(
            name: "VerdictTests", dependencies: ["Verdict", "VerdictTesting", "VerdictTestSupport"],
            // Every shipped locale's messages, read from the source tree by the tests (#filePath).
            exclude: ["Localization/Golden"]
        ),
        .testTarget(
            name: "VerdictLuaTests",
            dependencies: ["VerdictLua", "CVerdictLua", "VerdictTesting", "VerdictTestSupport"],
            // Hostile rule files and the schema tests' rule files, read from the source tree by the
            // tests (#filePath).
            exclude: ["Hostile/Scripts", "Engine/SchemaFixtures"]
        ),
        .testTarget(
            name: "VerdictCLITests",
            dependencies: [
                "VerdictCLI", "Verdict", "VerdictHTTP", "VerdictTestSupport",
                // The connection handlers of `verdict serve`, run on an embedded channel.
                product("NIOEmbedded", of: "swift-nio", when: "CLI"),
                product("NIOHTTPTypes", of: "swift-nio-extras", when: "CLI"),
                product("NIOHTTP1", of: "swift-nio", when: "CLI"),
                product("HTTPTypes", of: "swift-http-types", when: "CLI"),
                // The decision log's gzip'd batches, read back.
                product("CompressNIO", of: "compress-nio", when: "CLI"),
            ],
            // Rule sets and data files for the end-to-end tests of the built `verdict`.
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "VerdictBundleTests",
            dependencies: ["VerdictBundle", "VerdictLua", "Verdict", "VerdictTestSupport"]
        ),
        .testTarget(name: "VerdictHTTPTests", dependencies: ["VerdictHTTP", "Verdict", "VerdictLua"]),
        .testTarget(
            name: "VerdictHummingbirdTests",
            dependencies: [
                "VerdictHummingbird", "VerdictHTTP", "Verdict", "VerdictLua",
                product("Hummingbird", of: "hummingbird", when: "Hummingbird"),
                product("HummingbirdTesting", of: "hummingbird", when: "Hummingbird"),
            ]
        ),
        .testTarget(name: "ExampleTests", dependencies: ["VerdictTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// The upcoming language features modern Apple packages adopt: `any` spelled out, imports that stay
// internal unless a module's public API needs them, and members visible only through what a file
// imports itself.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
