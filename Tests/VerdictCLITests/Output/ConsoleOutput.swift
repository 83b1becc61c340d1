import Foundation
import Testing

@testable import VerdictCLI

/// What `body` writes through a buffered console to a fresh file, read back as UTF-8.
func writtenThroughConsole(_ body: (Console) throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("console-\(UUID().uuidString)").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let console = Console(descriptor: descriptor)
    try body(console)
    console.flush()
    close(descriptor)
    return try String(contentsOfFile: path, encoding: .utf8)
}
