import CVerdictLua
import Verdict

/// Reads one rule entry, `{ ATTRIBUTES, TYPE, ARGS..., options }`, into one chain per attribute.
struct RuleEntryReader {
    let table: Int32
    let reader: LuaTableReader
    let owner: ModelTableReader
    let line: Int?
    let place: String

    /// Options every rule takes; other named keys are the rule's own options.
    static let commonOptions = ["message", "on", "except", "when", "skipOnEmpty", "skipOnError", "name"]

    struct Parsed {
        let chains: [Validate]
        let summary: String
        /// The scenarios the entry names in `on`, and in `except`.
        let on: [String]
        let except: [String]
    }

    func issue(_ message: String, hint: String? = nil) {
        owner.issue(line, "\(place): \(message)", hint: hint)
    }

    func read() -> Parsed? {
        let r = reader
        let count = r.count(table)
        guard count >= 2 else {
            issue("a rule entry needs the attribute(s) and the rule: { \"title\", \"required\" }")
            return nil
        }
        guard let attributes = r.withElement(table, 1, { at, _ in r.stringList(at) }), !attributes.isEmpty,
            !attributes.contains(where: \.isEmpty)
        else {
            issue("the first entry should be an attribute name or a list of them")
            return nil
        }
        // Common options.
        var message: String?
        var on: [String] = []
        var except: [String] = []
        var when: LuaFunction?
        var skipOnEmpty: Bool?
        var skipOnError: Bool?
        var label: String?
        var options: [String: Value] = [:]
        var functionOptions: [String: LuaFunction] = [:]
        var ok = true
        for key in r.stringKeys(table) {
            r.withField(table, key) { at, type in
                switch key {
                case "message":
                    if let s = r.stack.string(at: at) {
                        message = s
                    } else {
                        ok = false; issue("`message` should be a string")
                    }
                case "on", "except":
                    guard let list = r.stringList(at) else {
                        ok = false
                        return issue("`\(key)` should be a scenario name or a list of them")
                    }
                    if key == "on" { on = list } else { except = list }
                case "when":
                    guard type == LUA_TFUNCTION else {
                        ok = false; return issue("`when` should be a function (object, ctx)")
                    }
                    when = owner.register(at, r, line: line)
                case "skipOnEmpty", "skipOnError":
                    guard let b = r.stack.boolean(at: at) else {
                        ok = false; return issue("`\(key)` should be true or false")
                    }
                    if key == "skipOnEmpty" { skipOnEmpty = b } else { skipOnError = b }
                case "name":
                    if let s = r.stack.string(at: at) {
                        label = s
                    } else {
                        ok = false; issue("`name` should be a string")
                    }
                default:
                    if type == LUA_TFUNCTION {
                        functionOptions[key] = owner.register(at, r, line: line)
                        return
                    }
                    do {
                        options[key] = try r.stack.value(at: at, path: key)
                    } catch {
                        ok = false
                        issue("option \(error)")
                    }
                }
            }
        }
        guard
            let built = buildRule(
                count: count, options: options, functionOptions: functionOptions, label: label, skipOnEmpty: skipOnEmpty
            )
        else { return nil }
        guard ok else { return nil }
        let chains = attributes.map { attribute in
            var chain = Validate(attribute).rule(built.rule)
            if let message { chain = chain.message(message) }
            if !on.isEmpty { chain = chain.on(on) }
            if !except.isEmpty { chain = chain.except(except) }
            if let skipOnEmpty { chain = chain.skipOnEmpty(skipOnEmpty) }
            if let skipOnError { chain = chain.skipOnError(skipOnError) }
            if let when {
                let ruleName = built.rule.name
                chain = chain.when { context in
                    do {
                        return try when.withRuntime(bound: context.runtime) { runtime in
                            runtime.callCondition(when.id, context: context, ruleName: ruleName, origin: when.origin)
                        }
                    } catch {
                        context.addError(
                            ValidationError(
                                attribute: context.attribute, rule: ruleName, key: .ruleError,
                                message:
                                    "\(MessageFormatter.displayName(for: context.attributeName)) could not decide `when`: \(error)"
                            ))
                        return false
                    }
                }
            }
            return chain
        }
        var summary = "\(attributes.joined(separator: ", ")): \(built.label)"
        if !on.isEmpty { summary += " [on \(on.joined(separator: ", "))]" }
        if !except.isEmpty { summary += " [except \(except.joined(separator: ", "))]" }
        if when != nil { summary += " [when …]" }
        return Parsed(chains: chains, summary: summary, on: on, except: except)
    }
}
