extension FailureSummary {
    /// Writes the tables of failures and warnings, and why the run stopped, as text: what comes
    /// between the records and the last line.
    ///
    /// ```
    /// Failures by attribute and rule:
    ///   attribute        rule       count  share
    ///   title            minLength      3  50.0%
    ///   creatorLastName  minLength      1  16.7%
    /// ```
    ///
    /// Attributes and rules are escaped as ``Console/write(escaped:)`` escapes them.
    func writeText(to console: Console, style: Style) {
        writeTable(named: "Failures by attribute and rule", failures, to: console, style: style)
        if !warnings.isEmpty {
            writeTable(named: "Warnings by attribute and rule", warnings, to: console, style: style)
        }
        if let stop {
            console.write(style.bold("S" + stop.dropFirst() + ": later records were not read.") + "\n")
        }
    }

    /// `Name:` and the table of `rows`, or `Name: none`.
    private func writeTable(named name: String, _ rows: [Row], to console: Console, style: Style) {
        guard !rows.isEmpty else { return console.write(style.bold(name + ": none") + "\n") }
        console.write(style.bold(name + ":") + "\n")
        let attributes = rows.map { Console.escaped($0.attribute) }
        let rules = rows.map { Console.escaped($0.rule) }
        let counts = rows.map { String($0.count) }
        let shares = rows.map { percent(of: $0.count) }
        let widths = (
            attribute: attributes.reduce("attribute".count) { max($0, $1.count) },
            rule: rules.reduce("rule".count) { max($0, $1.count) },
            count: counts.reduce("count".count) { max($0, $1.count) },
            share: shares.reduce("share".count) { max($0, $1.count) }
        )
        func line(_ attribute: String, _ rule: String, _ count: String, _ share: String) -> String {
            "  " + attribute.padded(to: widths.attribute) + "  " + rule.padded(to: widths.rule) + "  "
                + count.padded(to: widths.count, right: true) + "  " + share.padded(to: widths.share, right: true)
        }
        console.write(style.dim(line("attribute", "rule", "count", "share")) + "\n")
        for i in rows.indices {
            console.write(line(attributes[i], rules[i], counts[i], shares[i]) + "\n")
        }
    }
}

extension String {
    /// The text padded with spaces to `width` characters, on the right or (`right`) on the left.
    fileprivate func padded(to width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: Swift.max(0, width - count))
        return right ? padding + self : self + padding
    }
}
