import ArgumentParser
import Verdict
import VerdictHTTP
import VerdictLua

/// Prints the outcome of each record as it comes, and the totals at the end.
protocol RecordReporter: AnyObject {
    /// Reports consecutive outcomes, in input order. A batch per call: a call through the protocol
    /// would copy each outcome it is handed.
    func report(_ outcomes: [RecordOutcome])
    /// A reporter of the same format and options for a pipeline's worker: it writes each result
    /// into `console` as ``report(_:)`` would (as if another result came before it), and nothing
    /// else — no document's start or end.
    func formatter(writingInto console: Console) -> any RecordReporter
    /// Writes results a ``formatter(writingInto:)`` wrote, in input order, as ``report(_:)`` would
    /// have written them.
    func write(formatted results: [UInt8])
    func inputFailed(file: String, error: any Error)
    /// Writes the end of the output: the totals, and the summary of failures when one was asked
    /// for (`--summary`).
    func finish(_ summary: RunSummary, failures: FailureSummary?)
    /// Writes out what is buffered, while the input waits.
    func flush()
}

/// The output formats of `verdict validate`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, jsonl

    /// - Parameters:
    ///   - explains: whether each record's explanation is written (`--explain`), and valid
    ///     records too in text.
    ///   - isQuiet: whether no record is written, only the end (`--quiet`).
    ///   - writesID: whether each result gives the `--id` field's value (`null` when a record has none).
    func makeReporter(console: Console, explains: Bool = false, isQuiet: Bool = false, writesID: Bool = false)
        -> any RecordReporter
    {
        switch self {
        case .text:
            TextReporter(
                console: console, style: Style(enabled: console.usesColor), explains: explains, isQuiet: isQuiet,
                writesID: writesID)
        case .json: JSONReporter(console: console, document: true, isQuiet: isQuiet, writesID: writesID)
        case .jsonl: JSONReporter(console: console, document: false, isQuiet: isQuiet, writesID: writesID)
        }
    }
}

/// Text for a person: each invalid record with its place, then `attribute: message` lines, then
/// the tables of ``FailureSummary`` when asked for, then a summary line.
final class TextReporter: RecordReporter {
    private let console: Console
    private let style: Style
    /// Whether every record is written with its explanation (`--explain`), the valid ones too.
    private let explains: Bool
    /// Whether no record is written, only the end (`--quiet`).
    private let isQuiet: Bool
    /// Whether each record's header gives the `--id` field's value.
    private let writesID: Bool

    init(console: Console, style: Style, explains: Bool = false, isQuiet: Bool = false, writesID: Bool = false) {
        self.console = console
        self.style = style
        self.explains = explains
        self.isQuiet = isQuiet
        self.writesID = writesID
    }

    func report(_ outcomes: [RecordOutcome]) {
        if isQuiet { return }
        // Each outcome read where it lies: handing `outcomes[i]` to a call copies it, retaining
        // all of its parts. Valid records, which print nothing, are passed over here.
        outcomes.withUnsafeBufferPointer { outcomes in
            for i in outcomes.indices where explains || !outcomes[i].isValid || outcomes[i].hasWarnings {
                report(outcomes, at: i)
            }
        }
    }

    private func report(_ outcomes: UnsafeBufferPointer<RecordOutcome>, at index: Int) {
        // Written piece by piece into the console's buffer: valid records cost nothing, invalid
        // ones no intermediate strings.
        let verdict: RecordVerdict
        var id: Value?
        switch outcomes[index].result {
        case .validated(let validated): verdict = validated
        case .carried(let carried): (verdict, id) = (carried.verdict, carried.id)
        case .unreadable(let reason): return reportUnreadable(outcomes[index].location, reason)
        }
        if verdict.isValid {
            guard outcomes[index].hasWarnings || verdict.explanation != nil else { return }
            writeHeader(outcomes[index].location, id: id, status: "valid", code: style.greenCode)
            console.write(literal: "\n")
            writeErrors(of: verdict)
            if let explanation = verdict.explanation { writeExplanation(explanation) }
            return
        }
        writeHeader(outcomes[index].location, id: id, status: "invalid")
        // Not decided by the rules (whose errors follow): the chain's reason, always — also
        // when no strategy decided at all.
        let decider = verdict.strategy
        if decider != "rules", decider != "default", decider != nil || verdict.reason != nil {
            console.writeStyled(style.dimCode) {
                console.write(literal: " — ")
                if let strategy = verdict.strategy {
                    console.write(escaped: strategy)
                    if let reason = verdict.reason {
                        console.write(literal: ": ")
                        console.write(escaped: reason)
                    }
                } else if let reason = verdict.reason {
                    console.write(escaped: reason)
                }
            }
        }
        console.write(literal: "\n")
        writeErrors(of: verdict)
        if let explanation = verdict.explanation { writeExplanation(explanation) }
    }

    /// `  attribute: message` for each error, `  warning: attribute: message` for a warning.
    private func writeErrors(of verdict: RecordVerdict) {
        // Fields read in place: copying each error would retain all of its parts.
        let errors = verdict.errors
        for i in errors.indices {
            console.write(literal: "  ")
            if errors[i].severity == .warning {
                console.writeStyled(style.yellowCode) { console.write(literal: "warning:") }
                console.write(literal: " ")
            }
            console.write(escaped: errors[i].attribute)
            console.write(literal: ": ")
            console.write(escaped: errors[i].message)
            console.write(literal: "\n")
        }
    }

    /// A record that could not be read, and why.
    private func reportUnreadable(_ location: RecordLocation, _ reason: String) {
        writeHeader(location, id: nil, status: "unreadable")
        console.write(literal: "\n  ")
        console.write(escaped: reason)
        console.write(literal: "\n")
    }

    /// `  explanation:` and its lines, dimmed.
    private func writeExplanation(_ explanation: Explanation) {
        console.writeStyled(style.dimCode) {
            console.write(literal: "  explanation:\n")
            for line in explanation.lines {
                console.write(literal: "    ")
                console.write(escaped: line)
                console.write(literal: "\n")
            }
        }
    }

    /// `file:line status (record N)`, and `, id V` in the parentheses with `--id` (`null` for a
    /// record without the field).
    private func writeHeader(_ location: RecordLocation, id: Value?, status: StaticString, code: String? = nil) {
        console.writeStyled(style.boldCode) {
            console.write(escaped: location.file)
            console.write(literal: ":")
            console.write(location.line)
        }
        console.write(literal: " ")
        console.writeStyled(code ?? style.redCode) { console.write(literal: status) }
        console.writeStyled(style.dimCode) {
            console.write(literal: " (record ")
            console.write(location.index + 1)
            if writesID {
                console.write(literal: ", id ")
                console.write(escaped: Self.shown(id))
            }
            console.write(literal: ")")
        }
    }

    /// An id as text: a string or a number as it reads, anything else as JSON.
    private static func shown(_ id: Value?) -> String {
        switch id {
        case .string(let text)?: text
        case let value?: value.jsonText
        case nil: "null"
        }
    }

    func formatter(writingInto console: Console) -> any RecordReporter {
        TextReporter(console: console, style: style, explains: explains, isQuiet: isQuiet, writesID: writesID)
    }

    func write(formatted results: [UInt8]) {
        console.write(contentsOf: results[...])
    }

    func inputFailed(file: String, error: any Error) {
        console.flush()
        Console.standardError.write("verdict: \(error)\n")
    }

    func flush() { console.flush() }

    func finish(_ summary: RunSummary, failures: FailureSummary?) {
        failures?.writeText(to: console, style: style)
        let line = summary.line(showingValid: failures != nil)
        console.write(
            (summary.invalid == 0 && summary.unreadableInputs == 0 ? style.green(line) : style.bold(line)) + "\n")
    }
}

/// JSON: one document (`json`) or one result per line (`jsonl`), streamed as records come.
///
/// The document is `{"results": [...], "valid": B, "records": N, "invalid": M}`, and
/// `"summary"` (``FailureSummary/json``) last with `--summary`; with `--quiet` it has no
/// `"results"`. JSON Lines end with `{"summary": …}` with `--summary`. Each result is
/// `{"index", "file", "line", "valid", "errors": [{"attribute", "rule", "message", "key",
/// "params", "value"}]}` with `"strategy"` when a strategy decided and `"reason"` when it said why,
/// `"explanation"` with `--explain` (``Verdict/Explanation/value``), and `"error"` for a record
/// that could not be read. An error's `key` and `params` are what a client
/// needs to word the message itself (in its own language, say).
final class JSONReporter: RecordReporter {
    private let console: Console
    private let document: Bool
    private var first = true
    /// `,"file":"events.jsonl","line":`, escaped once for all the records of an input.
    private let files = JSONStringCache(prefix: ",\"file\":", suffix: ",\"line\":", capacity: 1)
    /// The end of a valid record's result that says no more than its strategy —
    /// `,"valid":true,"strategy":"rules","errors":[]}` and, in JSON Lines, the line's end — kept
    /// whole: most records end so.
    private let validEnds: JSONStringCache
    /// `,"strategy":"rules"` and the other strategies' names, escaped once.
    private let strategies = JSONStringCache(prefix: ",\"strategy\":", capacity: 8)
    /// Errors written before, kept as written.
    private let repeated = JSONErrorCache()

    /// Whether no record is written, only the end (`--quiet`).
    private let isQuiet: Bool
    /// Whether each result gives the `--id` field's value (`null` when a record has none).
    private let writesID: Bool

    /// - Parameter startsDocument: whether the document's start is written now, and its first
    ///   result is the first (false for a worker's ``formatter(writingInto:)``).
    init(console: Console, document: Bool, isQuiet: Bool = false, writesID: Bool = false, startsDocument: Bool = true) {
        self.console = console
        self.document = document
        self.isQuiet = isQuiet
        self.writesID = writesID
        first = startsDocument
        validEnds =
            document
            ? JSONStringCache(prefix: ",\"valid\":true,\"strategy\":", suffix: ",\"errors\":[]}", capacity: 8)
            : JSONStringCache(prefix: ",\"valid\":true,\"strategy\":", suffix: ",\"errors\":[]}\n", capacity: 8)
        if document && !isQuiet && startsDocument { console.write("{\"results\":[") }
    }

    func formatter(writingInto console: Console) -> any RecordReporter {
        JSONReporter(console: console, document: document, isQuiet: isQuiet, writesID: writesID, startsDocument: false)
    }

    func write(formatted results: [UInt8]) {
        // A formatter starts every result of a document with `,\n`: the first has no comma.
        guard document, first, !results.isEmpty else { return console.write(contentsOf: results[...]) }
        first = false
        console.write(contentsOf: results.dropFirst())
    }

    func report(_ outcomes: [RecordOutcome]) {
        if isQuiet { return }
        // Each outcome read where it lies: handing `outcomes[i]` to a call would copy it, retaining
        // all of its parts, for every record.
        outcomes.withUnsafeBufferPointer { outcomes in
            for i in outcomes.indices { report(outcomes, at: i) }
        }
    }

    private func report(_ outcomes: UnsafeBufferPointer<RecordOutcome>, at i: Int) {
        // Written piece by piece into the console's buffer, as the text reporter writes: no
        // intermediate values or strings for a result printed for every record.
        if document { console.write(literal: first ? "\n" : ",\n") }
        first = false
        console.write(literal: "{\"index\":")
        console.write(outcomes[i].location.index)
        files.write(outcomes[i].location.file, to: console)
        console.write(outcomes[i].location.line)
        if writesID { writeID(of: outcomes[i].result) }
        guard case .validated(let verdict) = outcomes[i].result else { return reportOther(outcomes, at: i) }
        if outcomes[i].isValid, let strategy = verdict.strategy, verdict.reason == nil,
            verdict.outcome.errors.isEmpty, verdict.explanation == nil
        {
            return validEnds.write(strategy, to: console)
        }
        write(verdict, isValid: outcomes[i].isValid, carried: nil)
    }

    /// The rest of a record's result after its line: `valid`, the strategy, the reason, the
    /// errors, the cleaned record (`--emit cleaned`) and the explanation.
    private func write(_ verdict: RecordVerdict, isValid: Bool, carried: CarriedRecord?) {
        console.write(literal: isValid ? ",\"valid\":true" : ",\"valid\":false")
        if let strategy = verdict.strategy { strategies.write(strategy, to: console) }
        if let reason = verdict.reason {
            console.write(literal: ",\"reason\":")
            console.write(jsonString: reason)
        }
        console.write(literal: ",\"errors\":[")
        let errors = verdict.errors
        for n in errors.indices {
            if n > 0 { console.write(literal: ",") }
            // The shape every answer shows an error in, written field by field into the buffer: the
            // fields before the value from the cache when it has them, then the value.
            if !repeated.writeOpening(errors, at: n, to: console) {
                for field in ErrorReport.writtenBeforeValue {
                    console.write(literal: field == .attribute ? "{" : ",")
                    console.write(jsonString: field.rawValue)
                    console.write(literal: ":")
                    switch field {
                    case .attribute: console.write(jsonString: errors[n].attribute)
                    case .rule: console.write(jsonString: errors[n].rule)
                    case .message: console.write(jsonString: errors[n].message)
                    case .key: console.write(jsonString: errors[n].key.rawValue)
                    case .severity:
                        console.write(literal: errors[n].severity == .error ? "\"error\"" : "\"warning\"")
                    case .params: console.write(jsonObject: errors[n].params)
                    case .value: break
                    }
                }
            }
            if !errors[n].isSecret {
                console.write(literal: ",\"value\":")
                console.write(json: errors[n].value)
            }
            console.write(literal: "}")
        }
        console.write(literal: "]")
        if let cleaned = carried?.cleaned {
            console.write(literal: ",\"cleaned\":")
            console.write(json: cleaned)
        }
        if let input = carried?.input {
            console.write(literal: ",\"input\":")
            console.write(json: input)
        }
        if let explanation = verdict.explanation {
            console.write(literal: ",\"explanation\":")
            console.write(json: explanation.value)
        }
        console.write(literal: document ? "}" : "}\n")
    }

    /// The rest of a result that is not a plain verdict, after its line: a valid record with its
    /// cleaned record, or a record that could not be read.
    private func reportOther(_ outcomes: UnsafeBufferPointer<RecordOutcome>, at i: Int) {
        switch outcomes[i].result {
        case .carried(let carried): write(carried.verdict, isValid: outcomes[i].isValid, carried: carried)
        case .unreadable(let reason): reportUnreadable(reason)
        case .validated: break  // written by report(_:at:)
        }
    }

    /// `,"id":` and the `--id` field's value: `null` for a record without it, or not read.
    private func writeID(of result: RecordOutcome.Result) {
        console.write(literal: ",\"id\":")
        if case .carried(let carried) = result, let id = carried.id {
            console.write(json: id)
        } else {
            console.write(literal: "null")
        }
    }

    /// The rest of a record that could not be read, after its line.
    private func reportUnreadable(_ reason: String) {
        console.write(literal: ",\"valid\":false,\"error\":")
        console.write(jsonString: reason)
        console.write(literal: document ? ",\"errors\":[]}" : ",\"errors\":[]}\n")
    }

    func inputFailed(file: String, error: any Error) {
        Console.standardError.write("verdict: \(error)\n")
    }

    func flush() { console.flush() }

    func finish(_ summary: RunSummary, failures: FailureSummary?) {
        guard document else {
            guard let failures else { return }
            console.write(literal: "{\"summary\":")
            console.write(String(decoding: failures.json, as: UTF8.self))  // once a run
            return console.write(literal: "}\n")
        }
        let valid = summary.invalid == 0 && summary.unreadableInputs == 0
        console.write(isQuiet ? "{" : "\n],")
        console.write("\"valid\":\(valid),\"records\":\(summary.records),\"invalid\":\(summary.invalid)")
        if let failures {
            console.write(literal: ",\"summary\":")
            console.write(String(decoding: failures.json, as: UTF8.self))  // once a run
        }
        console.write(literal: "}\n")
    }
}
