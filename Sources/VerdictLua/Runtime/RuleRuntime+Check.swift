internal import CVerdictLua
import Verdict

extension RuleRuntime {
    /// `checkFunction(name)`, for the library's bootstrap: pushes the host function of
    /// `verdict.check.NAME` for a name the rule catalog knows, or `nil` for any other (the
    /// bootstrap then wraps the generic `hostCheck`, which reports the unknown name when called).
    ///
    /// The function is called straight from the rule, with no Lua wrapper in between, and holds
    /// its name and, when the rule takes no arguments, the rule itself: a call with no arguments
    /// makes no Swift string for the name and looks nothing up, and a string the rule's
    /// ``TextScreen`` clears is answered from Lua's bytes. It raises its errors at the line
    /// of the rule that called it, as the wrapper's `error(message, 2)` does, and returns two
    /// results, as the wrapper does. Only catalog names get one, so their number is bounded.
    func makeCheckFunctionResolver() -> LuaReference {
        state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { throw LuaError.state("the rule runtime is gone") }
            guard let name = stack.string(at: 1), RuleCatalog.descriptors[name] != nil else {
                stack.pushNil()
                return 1
            }
            let (box, check) = self.checkFunction(named: name)
            self.state.pushFunction(box, onto: stack, check: check)
            return 1
        }
    }

    /// The host function of `verdict.check.NAME` for a catalog name, registered once per name (a
    /// rule file that fails to store it, out of memory, asks again and gets the same one).
    private func checkFunction(named name: String) -> (LuaCallbackBox, TextCheck?) {
        if let box = checkFunctions[name] { return (box, textChecks[name]) }
        let rule = try? RuleCatalog.make(name, RuleArguments(rule: name, positional: []))
        let screen = rule.flatMap { TextScreen($0) }
        // The same answer, from C: a string the screen clears never reaches the closure below. The
        // closure holds the check, so it lives as long as the state, which holds the closure; the
        // check answers only while the runtime does (its anchor), as the closure does.
        let check = screen.map { TextCheck($0, anchor: anchor) }
        textChecks[name] = check
        // The messages of the rule's failures that read the same every time, by key.
        var keptMessages = KeptMessages()
        let box = state.registerCallback { [anchor, check] stack in
            _ = check
            guard let self = anchor.runtime else { throw LuaError.state("the rule runtime is gone") }
            // A lone string the rule's byte-level screen clears passes as it would below, without a
            // Swift string, a value or a validation; anything else takes the full path.
            if let screen, stack.top == 1, let bytes = stack.stringBytes(at: 1), screen.clears(bytes) {
                stack.push(true)
                stack.pushNil()
                return 2
            }
            return try self.hostCheck(name, rule: rule, stack, valueAt: 1, keptMessages: &keptMessages)
        }
        checkFunctions[name] = box
        return (box, check)
    }

    /// `verdict.check.NAME(value, args...)`: a built-in rule as a predicate; pushes `true, nil`,
    /// or `false` and the rule's message, and returns 2.
    /// - Parameters:
    ///   - name: the rule's name in the catalog.
    ///   - prebuilt: the rule made with no arguments, used when the call passes none.
    ///   - stack: the arguments: the value at `index`, the rule's arguments after it.
    ///   - index: where the value is.
    ///   - keptMessages: `prebuilt`'s failure messages that do not depend on the value, by key:
    ///     read when the call passes no arguments, and kept the first time (as ``Verdict`` keeps
    ///     a chain's messages: one whose text has no placeholder fits a failure's parameters too).
    /// - Throws: a ``LuaError`` or ``LuaConversionError`` naming `verdict.check.NAME` for an unknown
    ///   rule, bad arguments, or a value or argument the bridge cannot convert.
    func hostCheck(
        _ name: String, rule prebuilt: (any ValidationRule)?, _ stack: LuaStack, valueAt index: Int32,
        keptMessages: inout KeptMessages
    ) throws -> Int32 {
        // Paths are spelled out only for an error: building them on every call was most of its cost.
        let value: Value
        do {
            value = try stack.value(at: index, path: "", limits: bridgeLimits)
        } catch {
            throw error.under("verdict.check.\(name) value")
        }
        let top = stack.top
        let rule: any ValidationRule
        let isPrebuilt = top <= index && prebuilt != nil
        if isPrebuilt, let prebuilt {
            rule = prebuilt
        } else {
            rule = try checkRule(name, stack, argumentsAfter: index)
        }
        let context: ValidationContext
        if let bound = binding.context {
            context = bound
        } else if isDriving {
            // The driven record's own context, made now rather than for a throwaway: the rule that
            // asked reports its failure next, almost always, and its report needs the same one.
            context = drivingContext()
        } else {
            let environment = currentEnvironment
            context = ValidationContext(
                source: boundSource ?? Value.object([:]), now: environment.now,
                scenario: environment.scenario, isReachable: environment.isReachable)
        }
        if value.isNull, rule.emptyPolicy != .checkAll {
            stack.push(true)
            stack.pushNil()
            return 2
        }
        switch rule.validate(value, in: context) {
        case .passed, .rewritten:
            stack.push(true)
            stack.pushNil()
            return 2
        case .failed(let failure) where failure.key == .ruleError:
            // The rule could not judge the value (a regular expression engine that gave up): an
            // error of the rule that asked, never a `false` that an inverted check turns into a pass.
            var params = rule.parameters
            params.merge(failure.params) { _, new in new }
            let reason = MessageFormatter.render(
                "{error}", displayName: "", attribute: "", value: value, params: params)
            throw LuaError.runtime(
                "verdict.check.\(name): the value could not be checked: \(reason)", file: nil, line: nil)
        case .failed(let failure):
            stack.push(false)
            // The rule's own text for a key, with the rule's own parameters: the same every time
            // for the same parameters of the failure's own, unless it shows the value.
            let keeps = isPrebuilt && failure.text == nil
            if keeps, let kept = keptMessages.message(for: failure.key, parameters: failure.params) {
                stack.reserve(1)
                lua_rawgeti(stack.handle, verdict_lua_registryindex(), lua_Integer(kept.slot))
                return 2
            }
            let text = failure.text ?? DefaultMessages.text(for: failure.key)
            var params = rule.parameters
            params.merge(failure.params) { _, new in new }
            let message = MessageFormatter.render(text, displayName: "", attribute: "", value: value, params: params)
            stack.push(message)
            if keeps, !MessageFormatter.usesValue(text) {
                // The pushed string stays on the stack as the answer; a copy goes to the registry.
                stack.reserve(1)
                lua_pushvalue(stack.handle, -1)
                let slot = luaL_ref(stack.handle, verdict_lua_registryindex())
                let dropped = keptMessages.keep(
                    KeptMessage(
                        message: message, parameters: MessageFormatter.hasPlaceholder(text) ? failure.params : nil,
                        slot: slot),
                    for: failure.key)
                if let dropped { luaL_unref(stack.handle, verdict_lua_registryindex(), dropped.slot) }
            }
            return 2
        }
    }

    /// The rule `name` made with the arguments after stack index `index`, cached by name and
    /// arguments.
    private func checkRule(_ name: String, _ stack: LuaStack, argumentsAfter index: Int32) throws
        -> any ValidationRule
    {
        let top = stack.top
        var key = name
        var operands: [Operand] = []
        if top > index {
            for i in (index + 1)...top {
                do {
                    operands.append(try operand(at: i, in: stack, path: ""))
                } catch {
                    throw error.under("verdict.check.\(name) argument \(i - index)")
                }
            }
            // Trailing nils are arguments not given, as in Lua's own functions: `check(v, nil)` is
            // `check(v)`, so that a rule that takes no arguments is not refused for them.
            while case .value(.null) = operands.last { operands.removeLast() }
            key += "|" + operands.map { "\($0)" }.joined(separator: "|")
        }
        if let cached = checkRules[key] { return cached }
        let rule: any ValidationRule
        do {
            rule = try RuleCatalog.make(name, RuleArguments(rule: name, positional: operands))
        } catch {
            throw LuaError.runtime("verdict.check.\(name): \(error)", file: nil, line: nil)
        }
        if checkRules.count < 4096 { checkRules[key] = rule }
        return rule
    }
}
