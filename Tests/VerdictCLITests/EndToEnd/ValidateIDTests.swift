import Foundation
import Testing

/// `verdict validate --id FIELD` copies a field of each record into its result, so results join
/// back to their records wherever they were validated; `--emit input` carries the whole record.
@Suite struct ValidateIDTests {
    static let rules = """
        return {
          model = "Order",
          secrets = { "card" },
          rules = {
            { "total", "required" },
            { "total", "min", 0 },
            { "card", "maxLength", 30 },
          },
        }
        """

    /// The `"id"` and `"valid"` of each JSON Lines result, in order.
    static func ids(_ stdout: String) throws -> [(id: String, valid: Bool)] {
        try stdout.split(separator: "\n").map { line in
            let result = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed) as? [String: Any])
            let id = try #require(result["id"], "every result has an id, null when the record has none")
            let text = (id as? String) ?? (id is NSNull ? "null" : "\(id)")
            return (text, try #require(result["valid"] as? Bool))
        }
    }

    @Test func aPlainFieldANestedPathAndAnAbsentOne() throws {
        let root = try Self.folder(
            "orders.jsonl",
            """
            {"orderId": "A-1", "order": {"id": 10}, "total": 5}
            {"orderId": "A-2", "order": {"id": 11}, "total": -1}
            {"total": 3, "order": "not an object"}
            {"orderId": "A-1", "order": {"id": 10}, "total": -2}

            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--id", "orderId", "orders.jsonl"], in: root)
        #expect(plain.status == 1)
        let byField = try Self.ids(plain.stdout)
        #expect(byField.map { $0.id } == ["A-1", "A-2", "null", "A-1"], "a duplicate id is given as it is")
        #expect(byField.map { $0.valid } == [true, false, true, false])
        #expect(plain.stdout.hasPrefix(#"{"index":0,"file":"orders.jsonl","line":1,"id":"A-1","valid":true"#))
        let nested = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--id", "order.id", "orders.jsonl"], in: root)
        #expect(try Self.ids(nested.stdout).map { $0.id } == ["10", "11", "null", "10"])
    }

    /// A key holding the dots itself (a CSV header) is taken before the path into objects.
    @Test func aCSVHeaderWithADotIsAField() throws {
        let root = try Self.folder("orders.csv", "order.id,total\nA-1,5\nA-2,-1\n,4\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--id", "order.id", "orders.csv"], in: root)
        #expect(run.status == 1)
        let results = try Self.ids(run.stdout)
        #expect(results.map { $0.id } == ["A-1", "A-2", "null"], "an empty CSV field is no value")
        #expect(results.map { $0.valid } == [true, false, true])
    }

    @Test func yamlRecordsAndTheJSONDocument() throws {
        let root = try Self.folder("orders.yaml", "- {ref: y1, total: 1}\n- {ref: y2, total: -3}\n- {total: 2}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "json", "--id", "ref", "orders.yaml"], in: root)
        #expect(run.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { ($0["id"] as? String) ?? "null" } == ["y1", "y2", "null"])
    }

    /// From standard input the results stay line for line and in order, each with its id; an
    /// unreadable line gets `"id": null` and its own line.
    @Test func standardInputStaysLineForLineInOrder() throws {
        let root = try Self.folder("unused.jsonl", "")
        defer { try? FileManager.default.removeItem(at: root) }
        var lines = (0..<3000).map { #"{"ref": "r\#($0)", "total": \#($0 % 7 == 0 ? -1 : 1)}"# }
        lines[1500] = "{broken"
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--id", "ref", "--jobs", "2", "-"], in: root,
            stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(run.status == 1)
        let results = try Self.ids(run.stdout)
        #expect(results.count == 3000)
        let expected = (0..<3000).map { $0 == 1500 ? "null" : "r\($0)" }
        #expect(results.map { $0.id } == expected)
        #expect(
            run.stdout.split(separator: "\n")[1500].hasPrefix(
                #"{"index":1500,"file":"<stdin>","line":1501,"id":null,"valid":false,"error""#))
    }

    @Test func textNamesTheIDInEachHeader() throws {
        let root = try Self.folder("orders.jsonl", #"{"ref": "x-9", "total": -1}"# + "\n" + #"{"total": -1}"# + "\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(["validate", "--rules", "rules", "--id", "ref", "orders.jsonl"], in: root)
        #expect(run.stdout.contains("orders.jsonl:1 invalid (record 1, id x-9)"))
        #expect(run.stdout.contains("orders.jsonl:2 invalid (record 2, id null)"))
    }

    /// `--emit input` carries every record as read, valid or not, without the model's secrets.
    @Test func emitInputCarriesEveryRecordWithoutSecrets() throws {
        let root = try Self.folder(
            "orders.jsonl",
            """
            {"ref": "a", "total": 2, "card": "4111 1111 1111 1111", "note": " as typed "}
            {"ref": "b", "total": -2, "card": "5500 0000 0000 0004"}

            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--emit", "input", "--id", "ref", "orders.jsonl"],
            in: root)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix(#""errors":[],"input":{"note":" as typed ","ref":"a","total":2}}"#))
        #expect(lines[1].hasSuffix(#""input":{"ref":"b","total":-2}}"#))
        #expect(!run.stdout.contains("4111") && !run.stdout.contains("5500"))
    }

    @Test func badUsesAreRefusedAtOnce() throws {
        let root = try Self.folder("orders.jsonl", #"{"total": 1}"# + "\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--id", "card", "orders.jsonl"], in: root)
        #expect(secret.status == 2 && secret.stdout.isEmpty)
        #expect(secret.stderr.contains("--id card: model 'Order' lists it among its secrets"))
        let empty = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--id", "order..id", "orders.jsonl"], in: root)
        #expect(empty.status == 2 && empty.stderr.contains("--id takes a field or a path such as order.id"))
        let text = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--emit", "input", "orders.jsonl"], in: root)
        #expect(text.status == 2 && text.stderr.contains("--emit input writes JSON"))
    }

    private static func folder(_ name: String, _ records: String) throws -> URL {
        let root = try Fixtures.temporaryFolder()
        let rules = root.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try Data(Self.rules.utf8).write(to: rules.appendingPathComponent("order.lua"))
        try Data(records.utf8).write(to: root.appendingPathComponent(name))
        return root
    }
}
