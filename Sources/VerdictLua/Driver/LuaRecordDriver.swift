import Verdict

/// A model's Lua rules run over a JSON record in one protected call: a driver written in Lua,
/// generated from the model's chains, that calls each rule function on the record's values as the
/// chains would — in order, skipping empty values, inactive scenarios and false `when`s.
///
/// The record's values are pushed once, as Lua strings straight from the JSON text (numbers and
/// strings with escapes are decoded first), and stored by name in a table the rules' `object`
/// reads them from; other fields are read from the text when a rule asks for them.
/// A record every rule passes never builds a validation context. At an answer that is not a pass
/// the driver calls the host (`report`), which builds the validation context (if not yet) and
/// reports the failure exactly as the chain would have; the driver then goes on with the chain's
/// next rule (or the next chain, when the chain stops at its first error). So each rule runs once,
/// in the order it always did, and every error, message and value written back is what running the
/// chains gives. What the driver cannot run itself — a built-in rule, a filter, a C function,
/// `each`, `nested`, a Lua `isEmpty` — it hands to the host (`host`) at its place, which runs it
/// and the rest of its chain; the driver goes on with the next chain. A rule that raises (or is
/// stopped) ends the call: the host reports it at the driver's place `P` and calls the driver again
/// from the next chain. First-error mode, and a filter that rewrites a value, stop the driver; the
/// host then finishes the record rule by rule.
///
/// Used only in deadline mode (``LuaLimits/Enforcement/deadline``): there a call's limits are
/// the record's, where the exact budget counts each rule call on its own. Records the driver does
/// not take (values that are lists or objects, a record that is not an object) are validated
/// rule by rule.
final class LuaRecordDriver: RecordDriver {
    /// A place in the driver's code: what the driver's `P` names when it returns or stops.
    ///
    /// A class, immutable: a failure's report takes its place's position, and a copy of a struct
    /// would retain and release both of its strings (about 250 instructions a failure).
    final class Position: Sendable {
        enum Kind: Sendable {
            /// A rule function's call: a failure returns here, an error stops here.
            case rule
            /// A `when` function's call: an error stops here.
            case condition
            /// A chain the driver cannot run: it returns before it.
            case hostChain
            /// A rule the driver cannot run, in a chain it runs: it returns before it.
            case hostEntry
        }

        let kind: Kind
        /// The chain's place in the rule set.
        let chain: Int
        /// The rule's place in its chain (0 for a condition or a host chain).
        let entry: Int
        /// Where the function was defined (`rules/user.lua:12`), for messages.
        let origin: String
        /// The rule's name: what `ctx.errors.add` reports, and what a failing `when` names.
        let ruleName: String
        /// The place of the value the rule is called on among the driver's values (``attributes``);
        /// `-1` where no rule of the driver's is called.
        let value: Int

        init(kind: Kind, chain: Int, entry: Int, origin: String, ruleName: String, value: Int) {
            self.kind = kind
            self.chain = chain
            self.entry = entry
            self.origin = origin
            self.ruleName = ruleName
            self.value = value
        }
    }

    /// Runs `body` with the UTF-8 key of value `index` (``attributes``).
    func withKey<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        keyBytes.withUnsafeBufferPointer { keys in
            body(UnsafeBufferPointer(rebasing: keys[(index == 0 ? 0 : keyEnds[index - 1])..<keyEnds[index]]))
        }
    }

    /// The rule-set version whose runtimes hold the functions.
    let version: Int
    /// The driver's chunk: called with `hasError`, `report`, `host`, the tables `V` and `D` and
    /// the functions of ``functionIDs``, it returns the driver `function(ctx, start, active,
    /// hasContext, values..., absent, empty)`: `absent` and `empty` have bit `i` set when value `i`
    /// is `nil` and `""` (the first ``maskedValues``), so the driver skips empty values with
    /// integer tests. The rules' `object` is `D`, an empty read-only table whose `__index` is `V`;
    /// the driver first stores the record's values in `V` by name, so a rule that reads another
    /// of them (`object.endDate`) finds it there, with no call. Every other field falls through to
    /// `V`'s own `__index`, which reads it from the record.
    let source: String
    /// The ids of the functions the chunk receives, in order.
    let functionIDs: [Int]
    /// The driver's places, `P - 1` to `positions`.
    let positions: [Position]
    /// The attributes whose values are pushed, in the driver's parameter order.
    let attributes: [String]
    /// Their keys as UTF-8, one after the other, and where each ends.
    let keyBytes: [UInt8]
    let keyEnds: [Int]
    /// Each chain's attribute.
    let chainAttributes: [String]
    /// The chains that run in some scenarios only.
    let scenarioBound: [Int]

    /// The most chains a driver runs: its scenario mask is one Lua integer.
    static let maximumChains = 64
    /// Lua's limits on a function's locals and upvalues, with room to spare.
    static let maximumFunctions = 180
    static let maximumAttributes = 150
    /// How many values the `absent` and `empty` masks cover: the bits of a Lua integer, short of
    /// its sign. Skips of the values after them compare the value itself.
    static let maskedValues = 62

    private init(
        version: Int, source: String, functionIDs: [Int], positions: [Position], attributes: [String],
        chainAttributes: [String], scenarioBound: [Int]
    ) {
        self.version = version
        self.source = source
        self.functionIDs = functionIDs
        self.positions = positions
        self.attributes = attributes
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for attribute in attributes {
            bytes += attribute.utf8
            ends.append(bytes.count)
        }
        keyBytes = bytes
        keyEnds = ends
        self.chainAttributes = chainAttributes
        self.scenarioBound = scenarioBound
    }

    /// The driver of a model's rules; `nil` when it would not pay: no Lua rule it can call, more
    /// places to hand back than rules it runs, or more than Lua's limits allow.
    static func make(for rules: RuleSet, version: Int) -> LuaRecordDriver? {
        var generator = Generator(shapes: rules.chainShapes)
        guard let source = generator.generate(), generator.ruleCalls > 0,
            generator.handOvers <= generator.ruleCalls
        else { return nil }
        return LuaRecordDriver(
            version: version, source: source, functionIDs: generator.functionIDs, positions: generator.positions,
            attributes: generator.attributes, chainAttributes: generator.shapes.map(\.attribute),
            scenarioBound: generator.shapes.indices.filter { generator.shapes[$0].isScenarioBound })
    }

    /// The driver's `active` mask: bit `c` set when chain `c` runs in `scenario`.
    func activeChains(in scenario: String?, rules: RuleSet) -> Int64 {
        guard !scenarioBound.isEmpty, scenario != nil else { return -1 }
        var mask: Int64 = -1
        for chain in scenarioBound where !rules.validators[chain].isActive(in: scenario) {
            mask &= ~(Int64(1) << Int64(chain))
        }
        return mask
    }

    func screening(of record: InputRecord, rules: RuleSet, in environment: StrategyEnvironment) -> RecordScreening? {
        // The runtime the engine bound to this validation, found by class (a cast costs a call).
        guard let bound = environment.runtime, type(of: bound) == RuleRuntime.self else { return nil }
        let runtime = unsafeDowncast(bound, to: RuleRuntime.self)
        guard runtime.version == version else { return nil }
        return runtime.drive(record, with: self, rules: rules, in: environment)
    }
}

extension LuaRecordDriver {
    /// Writes the driver's Lua code from the chains' shapes.
    struct Generator {
        let shapes: [ChainShape]
        var functionIDs: [Int] = []
        var positions: [Position] = []
        var attributes: [String] = []
        /// Rule calls the driver makes itself, and places where it hands back.
        var ruleCalls = 0
        var handOvers = 0
        private var lines: [String] = []

        init(shapes: [ChainShape]) {
            self.shapes = shapes
        }

        /// `text` as a Lua string literal: printable ASCII as it is, every other byte (and `"`, `\`)
        /// as a decimal escape.
        static func literal(_ text: String) -> String {
            var literal = "\""
            for byte in text.utf8 {
                if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    literal.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    let digits = String(byte)
                    literal += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                }
            }
            return literal + "\""
        }

        /// The arguments of a call of `function`: no more than it names (each costs a move).
        static func arguments(_ all: [String], for function: LuaFunction) -> String {
            all.prefix(function.parameterCount ?? all.count).joined(separator: ", ")
        }

        /// The upvalue name of function `id`, adding it to the chunk's arguments.
        private mutating func function(_ id: Int) -> String {
            if let index = functionIDs.firstIndex(of: id) { return "f\(index + 1)" }
            functionIDs.append(id)
            return "f\(functionIDs.count)"
        }

        /// The place of an attribute's value among the driver's values: parameter `vN`, N one more.
        private mutating func value(_ attribute: String) -> Int {
            if let index = attributes.firstIndex(of: attribute) { return index }
            attributes.append(attribute)
            return attributes.count - 1
        }

        private mutating func position(
            _ kind: Position.Kind, chain: Int, entry: Int, origin: String, ruleName: String, value: Int = -1
        ) -> Int {
            positions.append(
                Position(kind: kind, chain: chain, entry: entry, origin: origin, ruleName: ruleName, value: value))
            return positions.count
        }

        /// The condition under which value `index` (``value(_:)``) is neither `nil` (when `absent`)
        /// nor `""` (when `empty`): a test of the masks' bit for the first
        /// ``LuaRecordDriver/maskedValues`` values (two integer operations, where comparing the
        /// value calls the VM's equality), a comparison of the value after them.
        private func skipTest(value index: Int, absent: Bool, empty: Bool) -> String {
            guard index < LuaRecordDriver.maskedValues else {
                let v = "v\(index + 1)"
                return [absent ? "\(v) ~= nil" : nil, empty ? "\(v) ~= \"\"" : nil].compactMap { $0 }
                    .joined(separator: " and ")
            }
            let mask = absent && empty ? "blank" : absent ? "absent" : "empty"
            return "\(mask) & \(1 << index) == 0"
        }

        /// The Lua function a rule runs, when the driver can call it.
        private static func luaRule(_ rule: any ValidationRule) -> LuaFunctionRule? {
            guard let rule = rule as? LuaFunctionRule, rule.function.isLua else { return nil }
            return rule
        }

        /// Whether the driver can run a chain: no structure, no own emptiness, no condition but a
        /// Lua `when`.
        private static func isDrivable(_ shape: ChainShape) -> Bool {
            guard !shape.hasStructure, !shape.hasOwnEmptiness else { return false }
            if shape.hasCondition {
                guard let condition = shape.conditionTag as? LuaCondition, condition.function.isLua else {
                    return false
                }
            }
            return true
        }

        /// The driver's chunk, or `nil` when the model has too many chains, functions or attributes.
        mutating func generate() -> String? {
            guard shapes.count <= LuaRecordDriver.maximumChains else { return nil }
            var body: [String] = []
            for (chain, shape) in shapes.enumerated() {
                body += chainCode(chain, shape)
            }
            guard functionIDs.count <= LuaRecordDriver.maximumFunctions,
                attributes.count <= LuaRecordDriver.maximumAttributes
            else { return nil }
            let functions = functionIDs.indices.map { "f\($0 + 1)" }
            let values = attributes.indices.map { "v\($0 + 1)" }
            lines = ["local P, H = 0, false"]
            lines.append(
                "local " + (["hasError", "report", "host", "V", "D"] + functions).joined(separator: ", ") + " = ...")
            lines.append(
                "return function("
                    + (["ctx", "start", "active", "h"] + values + ["absent", "empty"]).joined(separator: ", ") + ")")
            // P and H first: the host reads them as the driver's upvalues 1 and 2.
            lines.append("  P, H = 0, h")
            lines.append("  local blank = absent | empty")
            for (index, attribute) in attributes.enumerated() {
                lines.append("  V[\(Self.literal(attribute))] = v\(index + 1)")
            }
            // A call from a later chain (the host called it again after an error) jumps to its
            // label: the usual call, from the start, then tests nothing more.
            if shapes.count > 1 {
                lines.append("  if start ~= 1 then")
                for chain in 1..<shapes.count {
                    lines.append("    if start == \(chain + 1) then goto s\(chain + 1) end")
                }
                lines.append("  end")
            }
            lines += body
            lines.append("  return 0")
            lines.append("end")
            return lines.joined(separator: "\n") + "\n"
        }

        /// A chain's code: a block from its label `sN` (where a call that starts at the chain jumps
        /// to) to its label `cN`, where `report` and `host` send the driver once they have finished
        /// the chain. Its locals live in the block, so that no jump enters their scope.
        private mutating func chainCode(_ chain: Int, _ shape: ChainShape) -> [String] {
            let label = "c\(chain + 1)"
            var code = ["  ::s\(chain + 1)::", "  do"]
            var closers = ["  ::\(label)::", "  end"]
            if shape.isScenarioBound {
                code.append("  if active & (1 << \(chain)) ~= 0 then")
                closers.append("  end")
            }
            guard Self.isDrivable(shape) else {
                handOvers += 1
                let place = position(.hostChain, chain: chain, entry: 0, origin: "", ruleName: "")
                code += [
                    "    P = \(place)", "    if host(\(place)) then H = true goto \(label) end", "    do return end",
                ]
                return code + closers.reversed()
            }
            let valueIndex = value(shape.attribute)
            let v = "v\(valueIndex + 1)"
            if shape.stopsAtFirstError {
                code.append("  if not (H and hasError(\(chain + 1))) then")
                closers.append("  end")
            }
            if let condition = shape.conditionTag as? LuaCondition {
                let name = function(condition.function.id)
                let place = position(
                    .condition, chain: chain, entry: 0, origin: condition.function.origin,
                    ruleName: condition.ruleName)
                code.append("  P = \(place)")
                code.append("  if \(name)(\(Self.arguments(["D", "ctx"], for: condition.function))) then")
                closers.append("  end")
            }
            if shape.allowsEmpty {
                code.append("  if \(skipTest(value: valueIndex, absent: false, empty: true)) then")
                closers.append("  end")
            }
            for (entry, rule) in shape.rules.enumerated() {
                guard let lua = Self.luaRule(rule) else {
                    handOvers += 1
                    let place = position(.hostEntry, chain: chain, entry: entry, origin: "", ruleName: rule.name)
                    code += [
                        "    P = \(place)", "    if host(\(place)) then H = true goto \(label) end",
                        "    do return end",
                    ]
                    break
                }
                ruleCalls += 1
                let name = function(lua.function.id)
                let place = position(
                    .rule, chain: chain, entry: entry, origin: lua.function.origin, ruleName: lua.name,
                    value: valueIndex)
                // `ok ~= true` first: one comparison for the usual pass. After a reported failure
                // the chain goes on here with its next rule, or ends if it stops at its first error.
                let call = [
                    "    P = \(place)",
                    "    local ok, m = \(name)(\(Self.arguments([v, "D", "ctx"], for: lua.function)))",
                    "    if ok ~= true and ok ~= nil then",
                    "      if not report(\(place), ok, m) then return end",
                    shape.stopsAtFirstError ? "      H = true goto \(label)" : "      H = true",
                    "    end",
                ]
                // Which of the values the driver tells apart (`nil`, `""`) the rule skips, asked of
                // the chain's decision: both are empty, only `nil` is null.
                let skip = shape.emptySkips[entry]
                let skipsAbsent = skip.skips(isEmpty: true, isNull: true)
                let skipsEmpty = skip.skips(isEmpty: true, isNull: false)
                if skipsAbsent || skipsEmpty {
                    code.append("    if \(skipTest(value: valueIndex, absent: skipsAbsent, empty: skipsEmpty)) then")
                    code += call + ["    end"]
                } else {
                    code += call
                }
            }
            return code + closers.reversed()
        }
    }
}
