/// Edit distance for "did you mean" hints: insertions, deletions, substitutions and swaps of two
/// neighbouring characters each count one (optimal string alignment), so `minLenght` is one edit
/// from `minLength`.
package enum EditDistance {
    /// The candidate closest to a misspelled `word` (case ignored; ties go to the name that sorts
    /// first), when it is within `limit` edits — by default a third of the word, at least 2.
    package static func nearest(to word: String, in candidates: some Sequence<String>, limit: Int? = nil) -> String? {
        let lower = word.lowercased()
        let ranked = candidates.map { (name: $0, distance: between(lower, $0.lowercased())) }
        guard let best = ranked.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }),
            best.distance <= limit ?? max(2, word.count / 3)
        else { return nil }
        return best.name
    }

    /// The number of single-character edits that turn `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
