import CVerdictLua
import Verdict

extension RuleEntryReader {
    struct BuiltRule {
        let rule: any ValidationRule
        let label: String
    }

    /// Builds the entry's rule: a Lua function, a `filter` / `default` with a function, or a
    /// built-in rule by name with its arguments and options.
    func buildRule(
        count: Int, options: [String: Value], functionOptions: [String: LuaFunction], label: String?,
        skipOnEmpty: Bool?
    ) -> BuiltRule? {
        let r = reader
        var typeName: String?
        var typeFunction: LuaFunction?
        r.withElement(table, 2) { at, type in
            if let s = r.stack.string(at: at) {
                typeName = s
            } else if type == LUA_TFUNCTION {
                typeFunction = owner.register(at, r, line: line)
            }
        }
        var operands: [Operand] = []
        var argumentFunctions: [LuaFunction] = []
        var failed = false
        for i in stride(from: 3, through: count, by: 1) {
            r.withElement(table, i) { at, type in
                if type == LUA_TFUNCTION {
                    argumentFunctions.append(owner.register(at, r, line: line))
                    return
                }
                do {
                    operands.append(try owner.runtime.operand(at: at, in: r.stack, path: "argument \(i - 2)"))
                } catch {
                    failed = true
                    issue("\(error)")
                }
            }
        }
        if failed { return nil }
        let unknownFunctionOption = functionOptions.keys.sorted().first
        if let function = typeFunction {
            if let key = options.keys.sorted().first ?? unknownFunctionOption {
                issue(
                    "unknown option '\(key)' for a Lua function rule",
                    hint: "options are \(Self.commonOptions.joined(separator: ", "))")
                return nil
            }
            guard operands.isEmpty, argumentFunctions.isEmpty else {
                issue("a Lua function rule takes no arguments after the function")
                return nil
            }
            let rule = LuaFunctionRule(function: function, name: label ?? "lua", emptyPolicy: .skipEmpty)
            return BuiltRule(rule: rule, label: "function (\(function.origin))")
        }
        guard let name = typeName else {
            issue("the second entry should be a rule name or a function (value, object, ctx)")
            return nil
        }
        if let key = unknownFunctionOption {
            issue("option '\(key)' of rule '\(name)' cannot be a function")
            return nil
        }
        if name == "filter" {
            guard let function = argumentFunctions.first, argumentFunctions.count == 1, operands.isEmpty else {
                issue("`filter` needs one function (value, object, ctx) returning the new value")
                return nil
            }
            let rule = FilterRule(label ?? "lua filter (\(function.origin))") { value, context in
                try function.withRuntime(bound: context.runtime) { runtime in
                    try runtime.callFilter(function.id, value: value, context: context, origin: function.origin)
                }
            }
            return BuiltRule(rule: rule, label: "filter function (\(function.origin))")
        }
        if name == "default", let function = argumentFunctions.first {
            let rule = CustomRule("default", emptyPolicy: .checkAll) { value, context in
                guard value.isEmpty else { return .passed }
                do {
                    return .rewritten(
                        try function.withRuntime(bound: context.runtime) { runtime in
                            try runtime.callFilter(function.id, value: value, context: context, origin: function.origin)
                        })
                } catch {
                    return .fail(.ruleError, ["error": .string("\(error)")])
                }
            }
            return BuiltRule(rule: rule, label: "default function (\(function.origin))")
        }
        guard argumentFunctions.isEmpty else {
            issue("rule '\(name)' takes no function arguments")
            return nil
        }
        if let descriptor = RuleCatalog.descriptors[name] {
            for key in options.keys.sorted() where !descriptor.options.contains(key) {
                let candidates = descriptor.options + Self.commonOptions
                issue(
                    "unknown option '\(key)' for rule '\(name)'",
                    hint: owner.nearest(key, in: candidates).map { "did you mean '\($0)'?" }
                        ?? (descriptor.options.isEmpty
                            ? nil : "its options are \(descriptor.options.joined(separator: ", "))"))
                return nil
            }
        }
        do {
            let built = try RuleCatalog.make(name, RuleArguments(rule: name, positional: operands, options: options))
            // `name = "…"` renames a built-in rule in errors too, as it does a Lua function rule.
            let rule: any ValidationRule = label.map { NamedRule(base: built, name: $0) } ?? built
            let arguments = operands.map { operand -> String in
                if case .value(.string(let s)) = operand { return "\"\(s)\"" }
                if case .field(let f) = operand { return "verdict.field \"\(f)\"" }
                if case .now = operand { return "verdict.now" }
                return operand.label
            }
            let optionText = options.keys.sorted().map { "\($0) = \(options[$0]?.description ?? "")" }
            return BuiltRule(rule: rule, label: ([name] + arguments + optionText).joined(separator: " "))
        } catch {
            issue(error.message, hint: error.hint)
            return nil
        }
    }
}
