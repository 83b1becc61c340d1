import VerdictTestSupport

/// Strings that a simple regular expression matches, drawn at random: literals, escapes, classes,
/// groups, alternation and quantifiers. Patterns it cannot read give nothing; the records then rely
/// on the other candidates.
struct PatternSampler {
    private indirect enum Node {
        case literal(Character)
        case set([Character])
        case sequence([Node])
        case choice([Node])
        case repeated(Node, Int, Int)
    }

    private let root: Node?

    init(_ pattern: String) {
        var reader = Array(pattern)
        var index = 0
        root = Self.parseChoice(&reader, &index).flatMap { index == reader.count ? $0 : nil }
    }

    /// A matching string, or `nil` for a pattern the sampler cannot read.
    func sample(using random: inout SplitMix64) -> String? {
        guard let root else { return nil }
        var out = ""
        Self.emit(root, into: &out, random: &random)
        return out
    }

    private static func emit(_ node: Node, into out: inout String, random: inout SplitMix64) {
        switch node {
        case .literal(let c): out.append(c)
        case .set(let chars): out.append(random.pick(chars))
        case .sequence(let nodes): for n in nodes { emit(n, into: &out, random: &random) }
        case .choice(let nodes): emit(random.pick(nodes), into: &out, random: &random)
        case .repeated(let n, let low, let high):
            for _ in 0..<Int.random(in: low...high, using: &random) { emit(n, into: &out, random: &random) }
        }
    }

    private static let digits = Array("0123456789")
    private static let word = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
    private static let spaces = Array(" \t")
    private static let printable = (0x20...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) }

    private static func parseChoice(_ r: inout [Character], _ i: inout Int) -> Node? {
        var options: [Node] = []
        while true {
            guard let sequence = parseSequence(&r, &i) else { return nil }
            options.append(sequence)
            if i < r.count, r[i] == "|" {
                i += 1
                continue
            }
            return options.count == 1 ? options[0] : .choice(options)
        }
    }

    private static func parseSequence(_ r: inout [Character], _ i: inout Int) -> Node? {
        var nodes: [Node] = []
        while i < r.count, r[i] != "|", r[i] != ")" {
            let c = r[i]
            var atom: Node
            switch c {
            case "^", "$":
                i += 1
                continue
            case "(":
                i += 1
                if i + 1 < r.count, r[i] == "?", r[i + 1] == ":" {
                    i += 2
                } else if i < r.count, r[i] == "?" {
                    return nil
                }
                guard let inner = parseChoice(&r, &i), i < r.count, r[i] == ")" else { return nil }
                i += 1
                atom = inner
            case "[":
                i += 1
                guard let set = parseSet(&r, &i) else { return nil }
                atom = .set(set)
            case "\\":
                guard i + 1 < r.count else { return nil }
                atom = escape(r[i + 1])
                i += 2
            case ".":
                atom = .set(printable)
                i += 1
            case "*", "+", "?", "{":
                return nil
            default:
                atom = .literal(c)
                i += 1
            }
            if i < r.count {
                switch r[i] {
                case "*": atom = .repeated(atom, 0, 3); i += 1
                case "+": atom = .repeated(atom, 1, 4); i += 1
                case "?": atom = .repeated(atom, 0, 1); i += 1
                case "{":
                    guard let close = r[i...].firstIndex(of: "}") else { return nil }
                    let parts = String(r[(i + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
                    guard let low = Int(parts[0]) else { return nil }
                    let high = parts.count == 1 ? low : (Int(parts[1]) ?? low + 3)
                    atom = .repeated(atom, low, max(low, high))
                    i = close + 1
                default: break
                }
            }
            nodes.append(atom)
        }
        return .sequence(nodes)
    }

    private static func escape(_ c: Character) -> Node {
        switch c {
        case "d": .set(digits)
        case "w": .set(word)
        case "s": .set(spaces)
        default: .literal(c)
        }
    }

    private static func parseSet(_ r: inout [Character], _ i: inout Int) -> [Character]? {
        var negated = false
        if i < r.count, r[i] == "^" {
            negated = true
            i += 1
        }
        var chars: [Character] = []
        while i < r.count, r[i] != "]" {
            var c = r[i]
            if c == "\\", i + 1 < r.count {
                switch escape(r[i + 1]) {
                case .set(let s): chars += s; i += 2; continue
                default: c = r[i + 1]; i += 1
                }
            }
            if i + 2 < r.count, r[i + 1] == "-", r[i + 2] != "]",
                let low = c.unicodeScalars.first?.value, let high = r[i + 2].unicodeScalars.first?.value, low <= high
            {
                chars += (low...high).compactMap { Unicode.Scalar($0).map(Character.init) }
                i += 3
            } else {
                chars.append(c)
                i += 1
            }
        }
        guard i < r.count else { return nil }
        i += 1
        if negated { chars = printable.filter { !chars.contains($0) } }
        return chars.isEmpty ? nil : chars
    }
}
