import VerdictTestSupport

/// Records for ``DiffCommandTests/oldRules`` and ``DiffCommandTests/newRules``, generated from a
/// seed, with what each rule set must say of them worked out from the rules' meaning.
struct GeneratedSignups {
    /// One generated record and the rules each side fails it with.
    struct Record {
        /// A failure: the attribute and what of the rule says so (the same tag on both sides only
        /// when the rule and its message are the same).
        struct Failure: Hashable {
            let attribute: String
            let tag: String
        }

        var oldFailures: Set<Failure> = []
        var newFailures: Set<Failure> = []

        /// How the answer changes, as `verdict diff --format json` names it.
        var change: String {
            if oldFailures.isEmpty != newFailures.isEmpty { return newFailures.isEmpty ? "newlyValid" : "newlyInvalid" }
            return oldFailures == newFailures ? "unchanged" : "errorsChanged"
        }
    }

    /// The JSON Lines text, one record a line, with a malformed line now and then.
    private(set) var text = ""
    /// The readable records by line number.
    private(set) var records: [Int: Record] = [:]
    /// The line numbers of the malformed lines.
    private(set) var unreadableLines: [Int] = []

    init(count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for line in 1...count {
            if line % 97 == 0 {
                text += "{\"name\": \"cut short\"\n"
                unreadableLines.append(line)
                continue
            }
            var fields: [String] = []
            var record = Record()
            let name = String(repeating: "n", count: Int.random(in: 1...8, using: &random))
            fields.append("\"name\": \"\(name)\"")
            if name.count < 3 { record.oldFailures.insert(.init(attribute: "name", tag: "min 3")) }
            if name.count < 5 { record.newFailures.insert(.init(attribute: "name", tag: "min 5")) }
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                fields.append("\"email\": \"not-an-address\"")
                record.oldFailures.insert(.init(attribute: "email", tag: "old message"))
                record.newFailures.insert(.init(attribute: "email", tag: "new message"))
            case 2...6: fields.append("\"email\": \"\(name)@example.com\"")
            default: break
            }
            if random.chance(0.3) {
                let nickname = String(repeating: "k", count: Int.random(in: 2...6, using: &random))
                fields.append("\"nickname\": \"\(nickname)\"")
                if nickname.count > 4 { record.oldFailures.insert(.init(attribute: "nickname", tag: "max 4")) }
            }
            if random.chance(0.4) {
                let plan = random.pick(["free", "pro", "gold"])
                fields.append("\"plan\": \"\(plan)\"")
                if plan == "gold" {
                    record.oldFailures.insert(.init(attribute: "plan", tag: "in"))
                    record.newFailures.insert(.init(attribute: "plan", tag: "in"))
                }
            }
            if random.chance(0.5) {
                let age = Int.random(in: 10...40, using: &random)
                fields.append("\"age\": \(age)")
                if age < 18 { record.newFailures.insert(.init(attribute: "age", tag: "min 18")) }
            }
            text += "{" + fields.joined(separator: ", ") + "}\n"
            records[line] = record
        }
    }

    /// The change of every record whose answer changes, by line number.
    var expectedChanges: [Int: String] {
        records.compactMapValues { $0.change == "unchanged" ? nil : $0.change }
    }

    /// The summary `verdict diff --format json` must end with.
    var expectedCounts: [String: Int] {
        var counts = ["newlyInvalid": 0, "newlyValid": 0, "errorsChanged": 0, "unchanged": 0]
        for record in records.values { counts[record.change, default: 0] += 1 }
        return counts
    }
}
