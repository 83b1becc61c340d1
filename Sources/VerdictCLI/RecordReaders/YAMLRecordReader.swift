import Foundation
import Verdict
import Yams

/// Reads YAML: one document or a stream of them, each a record or a sequence of records.
///
/// The stream is cut into documents at `---` and `...` lines (which YAML forbids inside content),
/// so only one document is held at a time and a long stream takes little memory. Each document is
/// parsed with Yams and converted by ``YAMLValueConverter``: a mapping is a record, a sequence's
/// elements are records, an empty document is skipped, and anything else is an error item. A
/// document that does not parse is one error item with the line and column Yams reports — or, when
/// it is a block sequence, one for each of its items that does not parse on its own, the others
/// still records; reading goes on with the next document.
///
/// From an input that pauses (a pipe that stays open), a document whose top level is a block
/// sequence gives its complete items as they arrive — an item is complete once the next one
/// starts — rather than at the document's end, unless the document uses anchors or aliases
/// (`&`, `*`), which may tie one item to another.
///
/// A document longer than ``maximumDocumentLength`` is not held: it is one error item at the line
/// it starts on, its bytes are dropped as they are read, and reading goes on with the next
/// document. (Parsed, a YAML document takes about a hundred times its size in memory.)
struct YAMLRecordReader: PausableRecordReader {
    /// The longest document that is parsed; longer ones are errors.
    let maximumDocumentLength: Int
    private var buffer: ChunkBuffer
    /// The line of `buffer.start`, where the current document starts.
    private var documentLine = 1
    /// Bytes after `buffer.start` already looked at, and how many lines they hold.
    private var scanned = 0
    private var scannedLines = 0
    /// Whether the current document has a line other than blanks, comments and directives.
    private var hasContent = false
    /// For a current document whose top level is a block sequence: where its latest item starts
    /// (bytes after `buffer.start`, lines before it), and whether an earlier item precedes it.
    private var latestItem: (offset: Int, lines: Int, followsAnother: Bool)?
    /// Whether the current document's top level is known not to be a block sequence, or it holds
    /// an anchor or alias, so that its items cannot be read one by one.
    private var keepsWhole = false
    /// Whether the current document outgrew ``maximumDocumentLength`` before it ended.
    private var isOversized = false
    /// Items of the last document not yet returned, last first.
    private var pending: [RecordItem] = []
    private var index = 0
    var waitsForInput = true

    /// The input's name.
    var name: String { buffer.name }
    var input: ByteInput { buffer.input }

    /// Opens a file.
    /// - Throws: ``InputError`` naming the path when it cannot be opened.
    init(
        path: String, chunkSize: Int = ChunkBuffer.defaultChunkSize,
        maximumDocumentLength: Int = Self.defaultMaximumRecordLength
    ) throws(InputError) {
        self.init(
            buffer: ChunkBuffer(input: try ByteInput(path: path), chunkSize: chunkSize),
            maximumDocumentLength: maximumDocumentLength)
    }

    /// Reads on from a buffer that may already hold the first bytes.
    init(buffer: ChunkBuffer, maximumDocumentLength: Int = Self.defaultMaximumRecordLength) {
        self.buffer = buffer
        self.maximumDocumentLength = maximumDocumentLength
    }

    mutating func next() throws(InputError) -> RecordItem? {
        while pending.isEmpty {
            guard let (text, line) = try nextDocument() else {
                guard isOversized else { return nil }
                let line = documentLine
                try skipDocument()
                let reason =
                    "document is longer than \(ByteCount(maximumDocumentLength)), skipped to the next document"
                return failure(reason, line: line, column: nil)
            }
            pending = records(in: text, firstLine: line).reversed()
        }
        return pending.popLast()
    }

    /// Drops the rest of the current document, which is too long to parse, up to the next `---`
    /// or `...` line, without holding it: what is scanned is consumed line by line.
    private mutating func skipDocument() throws(InputError) {
        var lines = scannedLines
        // The document's own first line may be its `---`: a boundary only after it.
        var isFirstLine = scanned == 0
        buffer.consume(to: buffer.start + scanned)
        (scanned, scannedLines, hasContent, latestItem, keepsWhole) = (0, 0, false, nil, false)
        isOversized = false
        var isMidLine = false  // the start of the line at buffer.start was dropped
        while true {
            guard let newline = buffer.bytes[buffer.start...].firstIndex(of: 0x0A) else {
                let partial = buffer.bytes.count - buffer.start
                if partial > 16, !isMidLine, !isFirstLine,
                    classify(buffer.start..<buffer.bytes.count) == .start
                {
                    documentLine += lines
                    return  // a long line that starts the next document
                }
                if partial > 16 {
                    // A long line that starts no document: its bytes so far can go.
                    buffer.consume(to: buffer.bytes.count)
                    isMidLine = true
                    isFirstLine = false
                }
                if try buffer.refill() { continue }
                buffer.consume(to: buffer.bytes.count)
                documentLine += lines + 1
                return
            }
            switch isMidLine ? .content : classify(buffer.start..<newline) {
            case .start where isFirstLine:
                buffer.consume(to: newline + 1)
                lines += 1
                isFirstLine = false
            case .start:
                documentLine += lines
                return  // the next document starts here; nextDocument reads its marker again
            case .end:
                buffer.consume(to: newline + 1)
                documentLine += lines + 1
                return
            case .content, .other:
                buffer.consume(to: newline + 1)
                lines += 1
                isMidLine = false
                isFirstLine = false
            }
        }
    }

    // MARK: Documents

    /// The text of the next document and the line it starts on; `nil` at the end, or when the
    /// document is not all buffered and the reader must not wait.
    private mutating func nextDocument() throws(InputError) -> ([UInt8], Int)? {
        while true {
            let cursor = buffer.start + scanned
            guard let newline = buffer.bytes[cursor...].firstIndex(of: 0x0A) else {
                // A line longer than the cap makes its document too long to parse (next() skips
                // it), wherever the line ends; a shorter one is read whole first, since it may be
                // the marker that ends this document rather than a part of it.
                if buffer.bytes.count - cursor > maximumDocumentLength {
                    if hasContent, classify(cursor..<buffer.bytes.count) == .start {
                        // The long line starts the next document: this one ends before it.
                        let document = take(upTo: cursor, lines: scannedLines)
                        return document
                    }
                    isOversized = true
                    return nil
                }
                // What is scanned so far stays scanned, so pausing here resumes where it stopped.
                if !buffer.canRefillWithoutWaiting {
                    // Before waiting (or pausing), give the items that are complete.
                    if let items = completeItems() { return items }
                    if !waitsForInput { return nil }
                }
                if try buffer.refill() { continue }
                guard buffer.available > 0 else { return nil }
                return take(upTo: buffer.bytes.count, lines: scannedLines + 1)
            }
            let kind = classify(cursor..<newline)
            if kind == .content { noteItem(cursor..<newline) }
            switch kind {
            case .start where hasContent:
                let document = take(upTo: cursor, lines: scannedLines)
                hasContent = true
                scanned = newline + 1 - buffer.start
                scannedLines = 1
                return document
            case .start, .content:
                hasContent = true
            case .end where newline + 1 - buffer.start > maximumDocumentLength:
                isOversized = true
                return nil
            case .end:
                return take(upTo: newline + 1, lines: scannedLines + 1)
            case .other:
                break
            }
            scanned = newline + 1 - buffer.start
            scannedLines += 1
            if scanned > maximumDocumentLength {
                isOversized = true
                return nil
            }
        }
    }

    /// Takes `buffer.start..<end`, which holds `lines` lines, as a document.
    private mutating func take(upTo end: Int, lines: Int) -> ([UInt8], Int) {
        let document = (Array(buffer.bytes[buffer.start..<end]), documentLine)
        buffer.consume(to: end)
        documentLine += lines
        scanned = 0
        scannedLines = 0
        hasContent = false
        latestItem = nil
        keepsWhole = false
        return document
    }

    /// Follows a content line of the current document: a top-level item of a block sequence (`-`
    /// and a space, or `-` alone, at the start), or what makes its items unreadable one by one.
    private mutating func noteItem(_ range: Range<Int>) {
        guard !keepsWhole else { return }
        let line = buffer.bytes[range]
        if line.contains(UInt8(ascii: "&")) || line.contains(UInt8(ascii: "*")) {
            keepsWhole = true
            return
        }
        let isItem =
            line.first == UInt8(ascii: "-")
            && (line.count == 1 || [0x20, 0x09, 0x0D].contains(line[line.startIndex + 1]))
        if isItem {
            latestItem = (range.lowerBound - buffer.start, scannedLines, latestItem != nil)
        } else if latestItem == nil, line.first != 0x20, line.first != 0x09 {
            keepsWhole = true  // the top level is not a block sequence
        }
    }

    /// The complete items of the current document, as a document of their own, when its top level
    /// is a block sequence whose latest item follows others; `nil` otherwise. The document goes on
    /// from its latest item.
    private mutating func completeItems() -> ([UInt8], Int)? {
        guard !keepsWhole, let item = latestItem, item.followsAnother else { return nil }
        let (rest, restLines) = (scanned - item.offset, scannedLines - item.lines)
        let items = take(upTo: buffer.start + item.offset, lines: item.lines)
        (scanned, scannedLines, hasContent) = (rest, restLines, true)
        latestItem = (0, 0, false)
        return items
    }

    private enum LineKind { case start, end, content, other }

    /// Whether a line starts or ends a document, has content, or is blank, a comment or a directive.
    private func classify(_ range: Range<Int>) -> LineKind {
        let line = buffer.bytes[range]
        func isMarker(_ c: UInt8) -> Bool {
            line.count >= 3 && line.prefix(3).allSatisfy { $0 == c }
                && (line.count == 3 || [0x20, 0x09, 0x0D].contains(line[line.startIndex + 3]))
        }
        if isMarker(UInt8(ascii: "-")) { return .start }
        if isMarker(UInt8(ascii: ".")) { return .end }
        guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else {
            return .other
        }
        if first == UInt8(ascii: "#") || (line.first == UInt8(ascii: "%") && !hasContent) {
            return .other
        }
        return .content
    }

    // MARK: Records

    /// The records of one document.
    ///
    /// A document that does not parse is read again item by item when its top level is a block
    /// sequence (`- ` at the start of a line): each item that parses on its own is still a record,
    /// and only the broken one is an error, so one typo does not cost the document's other records.
    private mutating func records(in document: [UInt8], firstLine: Int) -> [RecordItem] {
        var items: [RecordItem] = []
        guard let text = document.withUnsafeBufferPointer({ UTF8Bytes.string($0) }) else {
            let (line, column) = Self.position(ofInvalidUTF8In: document)
            items.append(failure("invalid UTF-8", line: firstLine + line - 1, column: column))
            return items
        }
        var budget = YAMLValueConverter.Budget(documentBytes: document.count)
        guard let problem = parse(text, firstLine: firstLine, budget: &budget, into: &items) else { return items }
        let starts = Self.sequenceItemStarts(in: document)
        // Read again only when the failed parse kept nothing (one root a document), or records repeat.
        guard starts.count > 1, items.isEmpty else {
            items.append(failure(problem.reason, line: problem.line, column: problem.column))
            return items
        }
        var itemFailed = false
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1].offset : document.count
            let item = String(decoding: document[start.offset..<end], as: UTF8.self)
            if let problem = parse(item, firstLine: firstLine + start.line - 1, budget: &budget, into: &items) {
                itemFailed = true
                items.append(failure(problem.reason, line: problem.line, column: problem.column))
            }
        }
        // Never a silent pass: a document broken only as a whole still reports why.
        if !itemFailed { items.append(failure(problem.reason, line: problem.line, column: problem.column)) }
        return items
    }

    /// Parses YAML text and appends its records; returns why it does not parse instead (with
    /// nothing appended for the root that failed).
    private mutating func parse(
        _ text: String, firstLine: Int, budget: inout YAMLValueConverter.Budget, into items: inout [RecordItem]
    ) -> (reason: String, line: Int, column: Int?)? {
        do {
            // An explicit encoding: the default one reads the whole environment on every call.
            let parser = try Parser(yaml: text, resolver: YAMLValueConverter.resolver, encoding: .utf8)
            while let root = try parser.nextRoot() {
                append(root, firstLine: firstLine, budget: &budget, to: &items)
            }
            return nil
        } catch let error as YamlError {
            let (reason, mark) = Self.describe(error)
            return (reason, firstLine + (mark?.line ?? 1) - 1, mark?.column)
        } catch {
            return ("\(error)", firstLine, nil)
        }
    }

    /// Where the items of a top-level block sequence start: each line that begins with `-` and a
    /// space (or ends there), as byte offset and 1-based line; empty unless the document's first
    /// content line is such an item. Lines before the first item (comments, directives) go with it.
    private static func sequenceItemStarts(in document: [UInt8]) -> [(offset: Int, line: Int)] {
        var starts: [(offset: Int, line: Int)] = []
        var lineStart = 0
        var line = 1
        var sawContent = false
        while lineStart < document.count {
            let lineEnd = document[lineStart...].firstIndex(of: 0x0A) ?? document.count
            let text = document[lineStart..<lineEnd]
            let isItem =
                text.first == UInt8(ascii: "-")
                && (text.count == 1 || [0x20, 0x09, 0x0D].contains(text[lineStart + 1]))
            let isContent =
                text.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }).map {
                    $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "%")
                } ?? false
            if isItem {
                starts.append((starts.isEmpty ? 0 : lineStart, starts.isEmpty ? 1 : line))
            } else if isContent && !sawContent {
                return []  // the top level is not a block sequence
            }
            sawContent = sawContent || isContent
            lineStart = lineEnd + 1
            line += 1
        }
        return starts
    }

    /// Appends the records of a document's root: itself, or its elements when it is a sequence.
    /// A record that cannot be a value is an error item of its own; the records after it are still
    /// read.
    private mutating func append(
        _ root: Node, firstLine: Int, budget: inout YAMLValueConverter.Budget, to items: inout [RecordItem]
    ) {
        let nodes: [Node]
        switch root {
        case .sequence(let sequence): nodes = Array(sequence)
        case .scalar(let scalar)
        where YAMLValueConverter.plainValue(scalar.string) == .null && scalar.style == .plain:
            nodes = []
        default: nodes = [root]
        }
        for node in nodes {
            let valuesBefore = budget.values
            do {
                let value = try YAMLValueConverter.value(of: node, budget: &budget)
                let location = RecordLocation(
                    file: name, line: firstLine + (node.mark?.line ?? 1) - 1, index: index)
                index += 1
                items.append(.checked(value, at: location))
            } catch {
                budget.values = valuesBefore  // the record's values are dropped
                // A failure without a place of its own (the budget) is the record's.
                let mark = error.mark ?? node.mark
                items.append(failure(error.reason, line: firstLine + (mark?.line ?? 1) - 1, column: mark?.column))
            }
        }
    }

    private mutating func failure(_ reason: String, line: Int, column: Int?) -> RecordItem {
        let location = RecordLocation(file: name, line: line, index: index)
        index += 1
        let error = RecordReadError(file: name, line: line, column: column, reason: reason)
        return RecordItem(location: location, result: .failure(error))
    }

    /// The 1-based line and byte column, within a document, of the first byte that breaks UTF-8.
    private static func position(ofInvalidUTF8In document: [UInt8]) -> (line: Int, column: Int) {
        let offset = document.withUnsafeBufferPointer { UTF8Bytes.firstInvalid(in: $0) } ?? 0
        let before = document[..<offset]
        let line = 1 + before.count { $0 == UInt8(ascii: "\n") }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    /// A reason and position from a Yams error.
    private static func describe(_ error: YamlError) -> (String, Mark?) {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return (context.map { "\(problem) \($0.text)" } ?? problem, mark)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return ("duplicate key \(keys) in mapping", context.mark)
        case .reader(let problem, _, _, _):
            return (problem, nil)
        default:
            return ("\(error)", nil)
        }
    }
}
