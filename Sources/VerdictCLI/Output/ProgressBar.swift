import Foundation

/// A progress line on standard error while a long input is read, only on a terminal.
///
/// When the results go to a terminal too, the bar never shares a line with them: the pipeline calls
/// ``suspend()`` before it reports a window of records, and ``update(records:)`` writes out the
/// window's whole lines before it draws the bar again below them.
final class ProgressBar {
    private let console: Console
    private let output: Console
    private let enabled: Bool
    private let sharesTerminal: Bool
    private var file = ""
    private var shown = false
    private var lastDraw = Date.distantPast

    /// Creates a bar drawn on `console` when it is a terminal; `output` is where results go.
    init(console: Console, output: Console) {
        self.console = console
        self.output = output
        self.enabled = console.isTerminal
        self.sharesTerminal = console.isTerminal && output.isTerminal
    }

    func start(file: String) {
        self.file = file
        shown = false
    }

    /// Clears the bar before results are written, when they go to the terminal as well.
    func suspend() {
        guard shown, sharesTerminal else { return }
        console.write("\r\u{1B}[2K")
        shown = false
    }

    /// Writes the results so far (whole lines) and draws the bar: at once after ``suspend()``,
    /// else at most ten times a second.
    func update(records: Int) {
        guard enabled else { return }
        if sharesTerminal { output.flush() }
        guard !shown || Date().timeIntervalSince(lastDraw) > 0.1 else { return }
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
