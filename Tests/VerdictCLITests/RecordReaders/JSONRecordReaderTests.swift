import Testing

@testable import VerdictCLI

@Suite struct JSONRecordReaderTests {
    let fixture: InputFixture
    init() throws { fixture = try InputFixture() }

    static let pretty = """
        [
          {"title": "Standup", "seats": 12},
          {
            "title": "Review",
            "open": true
          },
          {"title": "Retro", "tags": ["a", "b"]}
        ]

        """

    @Test func readsAnArrayWithTheLineOfEachElement() throws {
        let path = try fixture.file("a.json", Self.pretty)
        #expect(
            try fixture.summary(JSONRecordReader(path: path)) == [
                #"2 #0: {"seats":12,"title":"Standup"}"#,
                #"3 #1: {"open":true,"title":"Review"}"#,
                #"7 #2: {"tags":["a","b"],"title":"Retro"}"#,
            ])
    }

    @Test(arguments: [1, 2, 5, 16, 1 << 20])
    func streamsTheArrayWhateverTheChunkSize(chunkSize: Int) throws {
        let path = try fixture.file("a.json", Self.pretty)
        let items = try fixture.summary(JSONRecordReader(path: path, chunkSize: chunkSize))
        #expect(items == (try fixture.summary(JSONRecordReader(path: path))))
    }

    @Test func readsOneObject() throws {
        let path = try fixture.file("a.json", "\n{\n  \"a\": 1,\n  \"b\": [1, 2]\n}\n")
        #expect(try fixture.summary(JSONRecordReader(path: path)) == [#"2 #0: {"a":1,"b":[1,2]}"#])
    }

    @Test func readsObjectsOneAfterAnother() throws {
        let path = try fixture.file("a.json", "{\"a\": 1}\n{\"a\": 2} {\"a\": 3}\r\n")
        #expect(
            try fixture.summary(JSONRecordReader(path: path, chunkSize: 3)) == [
                #"1 #0: {"a":1}"#, #"2 #1: {"a":2}"#, #"2 #2: {"a":3}"#,
            ])
    }

    @Test func reportsAMalformedElementAndReadsOn() throws {
        let text = """
            [
              {"a": 1},
              {"a": 2 "b": [1, {"c": "}]"}]},
              42,
              {"a": tru},
              {"a": 5}
            ]
            """
        let path = try fixture.file("a.json", text)
        #expect(
            try fixture.summary(JSONRecordReader(path: path, chunkSize: 4)) == [
                #"2 #0: {"a":1}"#,
                "3 #1: a.json:3:11: expected ',' or '}' after object field",
                "4 #2: a.json:4: a record must be an object, found a number",
                "5 #3: a.json:5:9: invalid literal, expected 'true'",
                #"6 #4: {"a":5}"#,
            ])
    }

    @Test func reportsAMissingCommaAndSkipsTheElementAfterIt() throws {
        let path = try fixture.file("a.json", "[{\"a\": 1}\n {\"a\": 2},\n {\"a\": 3}]")
        #expect(
            try fixture.summary(JSONRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#,
                "2 #1: a.json:2:2: expected ',' or ']' after array element",
                #"3 #2: {"a":3}"#,
            ])
    }

    @Test func reportsATruncatedArray() throws {
        let path = try fixture.file("a.json", "[{\"a\": 1},\n {\"a\": 2")
        #expect(
            try fixture.summary(JSONRecordReader(path: path, chunkSize: 4)) == [
                #"1 #0: {"a":1}"#,
                "2 #1: a.json:2:9: unexpected end of input in object",
            ])
        let unclosed = try fixture.file("b.json", "[{\"a\": 1}\n")
        #expect(
            try fixture.summary(JSONRecordReader(path: unclosed)) == [
                #"1 #0: {"a":1}"#,
                "2 #1: b.json:2:1: unexpected end of input in array, expected ',' or ']'",
            ])
    }

    @Test func reportsTextAfterTheArray() throws {
        let path = try fixture.file("a.json", "[{\"a\": 1}]\n]")
        #expect(
            try fixture.summary(JSONRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#, "2 #1: a.json:2:1: unexpected text after the JSON array",
            ])
    }

    @Test func reportsAMalformedObjectAndStops() throws {
        let path = try fixture.file("a.json", "{\"a\": 1}\n{\"a\" 2}\n{\"a\": 3}")
        #expect(
            try fixture.summary(JSONRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#, "2 #1: a.json:2:6: expected ':' after object key",
            ])
    }

    @Test func readsNothingFromAnEmptyFileOrArray() throws {
        #expect(try fixture.summary(JSONRecordReader(path: fixture.file("a.json", ""))) == [])
        #expect(try fixture.summary(JSONRecordReader(path: fixture.file("b.json", " \r\n"))) == [])
        #expect(try fixture.summary(JSONRecordReader(path: fixture.file("c.json", "[ ]\n"))) == [])
    }

    @Test func readsCRLFAndAByteOrderMark() throws {
        let path = try fixture.file("a.json", "\u{FEFF}[\r\n  {\"a\": 1},\r\n  {\"b\": 2}\r\n]\r\n")
        #expect(
            try fixture.summary(JSONRecordReader(path: path)) == [
                #"2 #0: {"a":1}"#, #"3 #1: {"b":2}"#,
            ])
    }

    @Test func stopsBufferingARecordAtTheCap() throws {
        let path = try fixture.file(
            "a.json", "[{\"a\": 1},\n {\"a\": \"" + String(repeating: "x", count: 500) + "}]")
        let reader = try JSONRecordReader(path: path, chunkSize: 8, maximumRecordLength: 64)
        #expect(
            try fixture.summary(reader) == [
                #"1 #0: {"a":1}"#, "2 #1: a.json:2:8: unterminated string",
            ])
    }
}
