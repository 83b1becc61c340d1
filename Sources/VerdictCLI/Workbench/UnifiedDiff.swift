/// A unified diff of two texts, line by line, with three lines of context: what the workbench
/// shows when a save is refused because the file changed on disk.
///
/// The lines common to both ends are set aside first; the rest is compared by a longest common
/// subsequence, or — past ``comparedCellLimit`` line pairs — shown as all removed, then all added.
enum UnifiedDiff {
    /// The most line pairs compared one by one.
    static let comparedCellLimit = 4_000_000

    /// One line of the edit: kept, removed or added.
    enum Line: Equatable {
        case kept(String)
        case removed(String)
        case added(String)
    }

    /// The diff from `old` to `new`, with `---` and `+++` lines naming them; empty when the texts
    /// are the same.
    static func make(from old: String, to new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let edit = lines(from: split(old), to: split(new))
        guard edit.contains(where: { if case .kept = $0 { false } else { true } }) else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(of: edit, context: context) { out += hunk }
        return out
    }

    /// A text's lines, without their line breaks.
    static func split(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The edit from `old` to `new`, in order.
    static func lines(from old: [String], to new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var edit = old[..<prefix].map(Line.kept)
        edit += middle(a, b)
        edit += old[(old.count - suffix)...].map(Line.kept)
        return edit
    }

    /// The edit of the differing middle: a longest common subsequence when small enough.
    private static func middle(_ a: [String], _ b: [String]) -> [Line] {
        let (n, m) = (a.count, b.count)
        guard n > 0, m > 0, n * m <= comparedCellLimit else { return a.map(Line.removed) + b.map(Line.added) }
        // lengths[i * (m + 1) + j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * (m + 1) + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
            }
        }
        var edit: [Line] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if a[i] == b[j] {
                edit.append(.kept(a[i]))
                i += 1
                j += 1
            } else if lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
                edit.append(.removed(a[i]))
                i += 1
            } else {
                edit.append(.added(b[j]))
                j += 1
            }
        }
        edit += a[i...].map(Line.removed)
        edit += b[j...].map(Line.added)
        return edit
    }

    /// The hunks of an edit: each change with `context` kept lines around it, changes closer than
    /// twice that in one hunk, each headed `@@ -START,COUNT +START,COUNT @@`.
    static func hunks(of edit: [Line], context: Int) -> [String] {
        let changed = edit.indices.filter { if case .kept = edit[$0] { false } else { true } }
        guard var start = changed.first else { return [] }
        var groups: [ClosedRange<Int>] = []
        var end = start
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)
        // Line numbers before each position of the edit, in the old and the new text.
        var oldLine = [Int](repeating: 0, count: edit.count + 1)
        var newLine = [Int](repeating: 0, count: edit.count + 1)
        for (index, line) in edit.enumerated() {
            oldLine[index + 1] = oldLine[index] + (line == .added(lineText(line)) ? 0 : 1)
            newLine[index + 1] = newLine[index] + (line == .removed(lineText(line)) ? 0 : 1)
        }
        return groups.map { group in
            let from = max(0, group.lowerBound - context)
            let to = min(edit.count, group.upperBound + 1 + context)
            let oldCount = oldLine[to] - oldLine[from]
            let newCount = newLine[to] - newLine[from]
            var text =
                "@@ -\(oldCount == 0 ? oldLine[from] : oldLine[from] + 1),\(oldCount) "
                + "+\(newCount == 0 ? newLine[from] : newLine[from] + 1),\(newCount) @@\n"
            for line in edit[from..<to] {
                switch line {
                case .kept(let t): text += " \(t)\n"
                case .removed(let t): text += "-\(t)\n"
                case .added(let t): text += "+\(t)\n"
                }
            }
            return text
        }
    }

    private static func lineText(_ line: Line) -> String {
        switch line {
        case .kept(let t), .removed(let t), .added(let t): t
        }
    }
}
