import Testing

@testable import Verdict

/// A JSON record located, not parsed: the same answers and the same errors as `JSONReader`.
@Suite struct InputRecordTests {
    private func record(_ text: String) throws(JSONReadError) -> InputRecord {
        let bytes = Array(text.utf8)
        return try InputRecord.read(bytes, in: bytes.indices)
    }

    @Test func readsFieldsWhenAsked() throws {
        let record = try record(
            #"{"title": "Quarterly planning", "seats": 12, "price": 9.5, "ok": true, "none": null, "tags": ["a", {"b": 1}], "nested": {"x": "y"}, "note": "caf\u00e9 \"quoted\"", "city": "Łódź"}"#
        )
        #expect(record.isObject)
        #expect(record.value(of: "title") == "Quarterly planning")
        #expect(record.value(of: "seats") == 12)
        #expect(record.value(of: "price") == 9.5)
        #expect(record.value(of: "ok") == true)
        #expect(record.value(of: "none") == .null)
        #expect(record.value(of: "tags") == ["a", ["b": 1]])
        #expect(record.value(of: "nested") == ["x": "y"])
        #expect(record.value(of: "note") == "café \"quoted\"")
        #expect(record.value(of: "city") == "Łódź")
        #expect(record.value(of: "missing") == nil)
        #expect(record.value(of: "titl") == nil)
        #expect(
            Set(record.attributeNames) == ["title", "seats", "price", "ok", "none", "tags", "nested", "note", "city"])
    }

    @Test(arguments: [
        #"{"a": 1, "b": "x"}"#,
        #"  { }  "#,
        #"{"a": {"a": [1, 2, {"c": null}]}, "b": -0.5e3}"#,
        #"{"k\u0065y": 1, "key": 2}"#,
        #"{"a": 1, "a": 2}"#,
        #"{"t": true, "f": false, "n": null}"#,
        #"{"t":true,"f":false,"n":null}"#,
        #"{"n": null }"#,
        #"{"é": "ü", "\n": "\t"}"#,
        #"[1, 2]"#,
        #""text""#,
        #"12"#,
    ])
    func wholeValueIsWhatTheReaderReads(text: String) throws {
        #expect(try record(text).value == JSONReader().read(text))
    }

    @Test(arguments: [
        #"{"a": 1,}"#, #"{"a" 1}"#, #"{"a": 01}"#, #"{"a": "x\q"}"#, #"{"a": "line"#, #"{"a": 1} x"#,
        #"{"a": [1, 2}"#, #"{a: 1}"#, "{\"a\": \"\u{01}\"}", #"{"a": tru}"#, #"{"a": 1"#, #"{"#, "",
        #"{"a": "\ud800"}"#, #"{"\ud800": 1}"#, #"{"a": truex}"#, #"{"a": nulll}"#, #"{"a": fals}"#,
        #"{"a": falsey}"#, #"{"a": true1}"#, #"{"a": nul}"#, #"{"a": true"#, #"{"a":false"#, #"{"a": null,}"#,
    ])
    func badTextFailsWithTheReadersError(text: String) throws {
        let expected = #expect(throws: JSONReadError.self) { try JSONReader().read(text) }
        let got = #expect(throws: JSONReadError.self) { try record(text) }
        #expect(got?.description == expected?.description)
    }

    @Test func invalidUTF8InAValueFailsAsTheReaderFails() throws {
        var bytes = Array(#"{"a": "xx"}"#.utf8)
        bytes[8] = 0xFF
        let expected = #expect(throws: JSONReadError.self) { try JSONReader().read(bytes) }
        let got = #expect(throws: JSONReadError.self) { try InputRecord.read(bytes, in: bytes.indices) }
        #expect(got?.description == expected?.description)
    }

    /// Strings are scanned eight bytes at a time: a quote, a backslash, a control character or a
    /// bad UTF-8 byte at every offset of a word, after ASCII or non-ASCII text, reads as the
    /// reader reads it.
    @Test(arguments: ["", "a", "é", "ab€", "abcdefg", "日本語のテキスト"])
    func aSpecialByteAtEveryOffsetReadsAsTheReaderReads(prefix: String) throws {
        for padding in 0..<10 {
            let head = String(repeating: "x", count: padding) + prefix
            for tail in [#"""#, #"\"""#, #"\n""#, "\u{01}\"", #"é""#, #"""# + "é"] {
                let text = #"{"k": ""# + head + tail + "}"
                let expected = Result { try JSONReader().read(text) }
                let got = Result { try record(text) }
                switch (expected, got) {
                case (.success(let value), .success(let record)): #expect(record.value == value, "\(text)")
                case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)", "\(text)")
                default: Issue.record("\(text): reader \(expected), record \(got)")
                }
            }
            var bytes = Array((#"{"k": ""# + head + "ab\"}").utf8)
            bytes[bytes.count - 4] = 0xC3  // a lead byte followed by ASCII: invalid UTF-8
            let expected = #expect(throws: JSONReadError.self) { try JSONReader().read(bytes) }
            let got = #expect(throws: JSONReadError.self) { try InputRecord.read(bytes, in: bytes.indices) }
            #expect(got?.description == expected?.description)
        }
    }

    /// Records read together share one storage, and each reads as it reads alone: objects, a key
    /// with an escape, a repeated key, an array, bad text, an empty object.
    @Test func recordsReadTogetherReadAsEachAlone() throws {
        let lines = [
            #"{"a": 1, "b": "two"}"#, #"{"k\u0065y": true}"#, #"{"a": 1, "a": [2]}"#, #"[1, 2]"#, #"{"a": }"#,
            #"{}"#, #"{"": "empty key", "title": "Q"}"#,
        ]
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for line in lines {
            let start = bytes.count
            bytes += Array(line.utf8)
            ranges.append(start..<bytes.count)
            bytes.append(UInt8(ascii: "\n"))
        }
        let together = InputRecord.read(bytes, in: ranges)
        #expect(together.count == lines.count)
        for (line, record) in zip(lines, together) {
            let alone = Result { () throws(JSONReadError) in try self.record(line) }
            switch (alone, record) {
            case (.success(let alone), .success(let record)):
                #expect(record.value == alone.value, "\(line)")
                #expect(record.attributeNames == alone.attributeNames, "\(line)")
                for name in ["a", "b", "key", "", "title", "missing"] {
                    #expect(record.value(of: name) == alone.value(of: name), "\(line) \(name)")
                }
            case (.failure(let alone), .failure(let record)):
                #expect(record.description == alone.description, "\(line)")
            default:
                Issue.record("\(line): alone \(alone), together \(record)")
            }
        }
    }

    @Test func theLastOccurrenceOfAKeyWins() throws {
        let record = try record(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(record.value(of: "a") == 3)
        #expect(record.attributeNames == ["a", "b"])
    }

    @Test func aKeyWithAnEscapeIsReadByTheReader() throws {
        let record = try record(#"{"ti\u0074le": "x", "plain": 1}"#)
        #expect(record.value(of: "title") == "x")
        #expect(record.value(of: "plain") == 1)
    }

    @Test func aRecordInsideALargerBufferSharesIt() throws {
        let bytes = Array(#"{"a": 1}{"a": "two", "b": [true]}{"a": 3}"#.utf8)
        let record = try InputRecord.read(bytes, in: 8..<33)
        #expect(record.value(of: "a") == "two")
        #expect(record.value(of: "b") == [true])
        #expect(record.value == ["a": "two", "b": [true]])
        let error = #expect(throws: JSONReadError.self) { try InputRecord.read(bytes, in: 8..<20) }
        #expect(error?.description.hasPrefix("line 1, column 13") == true)
    }

    @Test func anythingButAnObjectHasNoAttributes() throws {
        let list = try record("[1, 2]")
        #expect(!list.isObject)
        #expect(list.kind == .array)
        #expect(list.value(of: "a") == nil)
        #expect(list.attributeNames.isEmpty)
    }

    @Test func nestingIsLimitedAsTheReaderLimitsIt() throws {
        let deep = String(repeating: "[", count: 3) + String(repeating: "]", count: 3)
        let bytes = Array(#"{"a": \#(deep)}"#.utf8)
        #expect(throws: JSONReadError.self) { try JSONReader(maximumDepth: 3).read(bytes) }
        #expect(throws: JSONReadError.self) { try InputRecord.read(bytes, in: bytes.indices, maximumDepth: 3) }
        #expect(try InputRecord.read(bytes, in: bytes.indices, maximumDepth: 4).value(of: "a") == [[[]]])
    }
}
