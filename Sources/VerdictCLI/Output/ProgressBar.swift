import Foundation

/// A progress line on standard error while a long input is read, only on a terminal.
final class ProgressBar {
    private let console: Console
    private let enabled: Bool
    private var file = ""
    private var shown = false
    private var lastDraw = Date.distantPast

    init(console: Console) {
        self.console = console
        self.enabled = console.isTerminal
    }

    func start(file: String) {
        self.file = file
        shown = false
    }

    func update(records: Int) {
        guard enabled, Date().timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = Date()
        shown = true
        console.write("\r\u{1B}[2K\(file): \(records.formatted()) records…")
    }

    func finish() {
        guard shown else { return }
        console.write("\r\u{1B}[2K")
        shown = false
    }
}
