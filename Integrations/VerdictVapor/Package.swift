// swift-tools-version: 6.1
import PackageDescription

// Request validation in Vapor, a package of its own so that no user of Verdict's core builds Vapor.
// It depends on the Verdict package two folders up, by path.
let package = Package(
    name: "VerdictVapor",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VerdictVapor", targets: ["VerdictVapor"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "../.."),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        // A middleware, a request extension and the problem answers.
        .target(
            name: "VerdictVapor",
            dependencies: [
                .product(name: "VerdictHTTP", package: "Verdict"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        // The README's Vapor example; a test starts it and sends it requests.
        .executableTarget(
            name: "VaporSignupExample",
            dependencies: ["VerdictVapor", .product(name: "Vapor", package: "vapor")],
            path: "Examples/VaporSignup"
        ),
        .testTarget(
            name: "VerdictVaporTests",
            dependencies: [
                "VerdictVapor",
                .product(name: "VerdictHTTP", package: "Verdict"),
                // The rule-file model of the signup app (`RequestRules(model:in:)`).
                .product(name: "VerdictLua", package: "Verdict"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
