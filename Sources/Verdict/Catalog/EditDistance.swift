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

    /// The known name that an unknown `name` most likely misspells, for a warning that the rest of
    /// a rule set does not know it: the nearest of `known` (as ``nearest(to:in:limit:)`` finds it)
    /// within two edits for a name of six characters or more, one for a name of three to five, and
    /// none but a difference of case for a shorter one (any other one-letter name is an edit from
    /// `a`).
    ///
    /// Two names that differ only in their digits (`password2` beside `password`, `address1` beside
    /// `address2`) are numbered siblings written on purpose, not a typo. `nil` when `name` is known,
    /// or no known name is that near: an unknown name far from every known one may be meant (a field
    /// only a Lua function reads), and is left alone.
    package static func misspelled(_ name: String, among known: some Collection<String>) -> String? {
        guard !known.contains(name),
            let nearest = nearest(to: name, in: known, limit: name.count >= 6 ? 2 : name.count >= 3 ? 1 : 0),
            nearest.filter({ !$0.isNumber }) != name.filter({ !$0.isNumber })
        else { return nil }
        return nearest
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
