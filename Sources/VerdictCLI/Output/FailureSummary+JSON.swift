import Verdict

extension FailureSummary {
    /// The summary as JSON, keys in this order: `{"records", "valid", "invalid", "unreadable",
    /// "inputsNotRead", "errors", "stopped", "failures": [{"attribute", "rule", "count", "share"}],
    /// "warnings": [...]}`, each share a fraction of the records rounded to six decimals.
    ///
    /// A JSON Lines run ends with `{"summary": …}` on a line of its own; a JSON document carries
    /// it as its last member, `"summary"`.
    var json: [UInt8] {
        var bytes: [UInt8] = []
        let writer = JSONWriter()
        writer.writeObject(
            [
                ("records", .int(records)), ("valid", .int(valid)), ("invalid", .int(invalid)),
                ("unreadable", .int(unreadable)), ("inputsNotRead", .int(inputsNotRead)), ("errors", .int(errors)),
                ("stopped", .bool(stoppedAtLimit != nil)),
            ], into: &bytes)
        bytes.removeLast()  // the closing brace: the tables follow
        for (name, rows) in [("failures", failures), ("warnings", warnings)] {
            bytes.append(contentsOf: ",\"\(name)\":[".utf8)
            for i in rows.indices {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                writer.writeObject(
                    [
                        ("attribute", .string(rows[i].attribute)), ("rule", .string(rows[i].rule)),
                        ("count", .int(rows[i].count)),
                        ("share", .double((share(of: rows[i].count) * 1_000_000).rounded() / 1_000_000)),
                    ], into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
