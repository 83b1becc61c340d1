import Foundation

/// How far `verdict validate` has read, on standard error: one updating line on a terminal
/// (``Style/line``), plain lines every few seconds for logs (``Style/lines``, `--progress`), or
/// nothing (`--no-progress`, and by default when standard error is not a terminal).
///
/// Each report names the input and gives the share of its bytes read (for a file; a pipe's size
/// is not known), the records so far, the records a second and, for a file, the time left at that
/// pace: `orders.jsonl: 42% · 420,000 records · 512,300 records/s · 1 s left`.
///
/// When the results go to the same terminal, the line never shares a row with them: the pipeline
/// calls ``suspend()`` before it reports a window of records, and ``update(records:)`` writes out
/// the window's whole lines before it draws the line again below them.
final class ProgressBar {
    /// How progress is shown.
    enum Style: Equatable {
        /// One line redrawn in place, at most ten times a second (a terminal).
        case line
        /// A plain line every ``ProgressBar/lineInterval`` and one at the end of each input.
        case lines
        /// Nothing.
        case none
    }

    /// How often ``Style/lines`` writes a line.
    static let lineInterval: TimeInterval = 5

    private let console: Console
    private let output: Console
    private let style: Style
    private let sharesTerminal: Bool
    private var input: ByteInput?
    private var name = ""
    /// The records of the inputs before this one (``update(records:)`` counts every input's).
    private var recordsBefore = 0
    private var records = 0
    private var started = Date()
    private var shown = false
    private var lastDraw = Date.distantPast

    /// Creates the progress of a run whose results go to `output`.
    /// - Parameters:
    ///   - console: where progress goes.
    ///   - output: where results go.
    ///   - forced: `true` for ``Style/lines`` (`--progress`), `false` for ``Style/none``
    ///     (`--no-progress`), `nil` for ``Style/line`` when `console` is a terminal, else none.
    init(console: Console, output: Console, forced: Bool? = nil) {
        self.console = console
        self.output = output
        switch forced {
        case true?: style = .lines
        case false?: style = .none
        case nil: style = console.isTerminal ? .line : .none
        }
        sharesTerminal = style == .line && output.isTerminal
    }

    /// Starts reporting on an input, after the records of every input before it.
    func start(_ input: ByteInput, recordsSoFar: Int) {
        self.input = input
        name = input.name
        recordsBefore = recordsSoFar
        records = 0
        started = Date()
        lastDraw = started
        shown = false
    }

    /// Clears the line before results are written, when they go to the terminal as well.
    func suspend() {
        guard shown, sharesTerminal else { return }
        console.write("\r\u{1B}[2K")
        shown = false
    }

    /// Writes the results so far (whole lines) and reports `records` (every input's so far): at
    /// once after ``suspend()``, else at most ten times a second on a terminal, or every
    /// ``lineInterval`` as plain lines.
    func update(records total: Int) {
        guard style != .none else { return }
        records = total - recordsBefore
        if sharesTerminal { output.flush() }
        let now = Date()
        switch style {
        case .line:
            guard !shown || now.timeIntervalSince(lastDraw) > 0.1 else { return }
            shown = true
            console.write("\r\u{1B}[2K" + report(at: now))
        case .lines:
            guard now.timeIntervalSince(lastDraw) >= Self.lineInterval else { return }
            console.write(report(at: now) + "\n")
        case .none:
            return
        }
        lastDraw = now
    }

    /// Ends the report on the current input: clears the line, or writes the last plain line.
    func finish() {
        guard input != nil else { return }
        defer { input = nil }
        switch style {
        case .line where shown:
            console.write("\r\u{1B}[2K")
            shown = false
        case .lines:
            console.write(report(at: Date()) + "\n")
        default:
            break
        }
    }

    /// `name: 42% · 420,000 records · 512,300 records/s · 1 s left`: the share and the time left
    /// for a file only, the pace once some time has passed.
    private func report(at now: Date) -> String {
        var parts: [String] = []
        let read = input?.bytesRead ?? 0
        let size = input?.size
        if let size, size > 0 { parts.append("\(min(100, read * 100 / size))%") }
        parts.append(records == 1 ? "1 record" : "\(records.formatted()) records")
        let elapsed = now.timeIntervalSince(started)
        if elapsed >= 0.05 {
            parts.append("\(Int((Double(records) / elapsed).rounded()).formatted()) records/s")
            if let size, read > 0, read < size {
                let left = Double(size - read) / (Double(read) / elapsed)
                parts.append(Self.duration(left) + " left")
            }
        }
        return name + ": " + parts.joined(separator: " · ")
    }

    /// `7 s`, `3 min 05 s`, `2 h 07 min`.
    static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(String(format: "%02d", whole % 60)) s" }
        return "\(whole / 3600) h \(String(format: "%02d", whole / 60 % 60)) min"
    }
}
