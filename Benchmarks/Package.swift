// swift-tools-version: 6.1
// Verdict's benchmarks: a package of their own, so the library's users never build
// ordo-one/benchmark (formerly package-benchmark) or its dependencies. Run from this folder:
//
//     swift package --scratch-path ../.build-bench benchmark
//
// The `MallocInterposer` trait is named explicitly: it turns off the package's default
// `RuntimeInterposer` trait, whose dependency (swift-runtime-interposer) is not needed here.
import PackageDescription

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    "VerdictBenchmarkSupport",
]

let package = Package(
    name: "VerdictBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "Verdict", path: ".."),
        // The floor of `verdict serve` (ServeFloor): the requirement of the root package, whose
        // resolved version serve-floor.sh checks is the same.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // The models, records, rule files and sample values every benchmark shares.
        .target(
            name: "VerdictBenchmarkSupport",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictLua", package: "Verdict"),
            ]
        ),
        // Runs one scenario in a plain loop, for callgrind (not a benchmark: no plugin).
        .executableTarget(
            name: "VerdictProfile",
            dependencies: [
                "VerdictBenchmarkSupport",
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictLua", package: "Verdict"),
            ]
        ),
        // A Hummingbird server answering `verdict serve`'s bytes without validating: the ceiling
        // serve-floor.sh measures `verdict serve` against (not a benchmark: no plugin).
        .executableTarget(
            name: "ServeFloor",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
            ]
        ),
        // One 7-attribute model (NGRValidator's CalendarEvent) validated through each input path.
        .executableTarget(
            name: "Core",
            dependencies: benchmarkDependencies + [.product(name: "Verdict", package: "Verdict")],
            path: "Benchmarks/Core",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The cost per value of each syntax rule, beside a prebuilt NSRegularExpression.
        .executableTarget(
            name: "SyntaxRules",
            dependencies: benchmarkDependencies + [.product(name: "Verdict", package: "Verdict")],
            path: "Benchmarks/SyntaxRules",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Lua rule calls through the engine, beside the same rules as Swift closures.
        .executableTarget(
            name: "Lua",
            dependencies: benchmarkDependencies + [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictLua", package: "Verdict"),
            ],
            path: "Benchmarks/Lua",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
