internal import CVerdictLua
import Verdict

extension RuleRuntime {
    /// Calls a rule function `(value, object, ctx)`: `true` or `nil` passes, `false [, message]`
    /// fails; an error, an exhausted budget or any other answer fails closed with the reason.
    ///
    /// The engine's hot path. Arguments are pushed and the function called by one C function, with
    /// no Swift closure in between; a string value is copied straight from the Swift string's UTF-8.
    func callRule(_ id: Int, value: Value, context: ValidationContext, ruleName: String, origin: String) -> RuleOutcome
    {
        // A string never exceeds the bridge's caps unless they allow no value at all.
        guard case .string(let text) = value, bridgeLimits.maximumElements > 0 else {
            return callRule(id, pushing: value, context: context, ruleName: ruleName, origin: origin)
        }
        return withBinding(context: context, ruleName: ruleName) {
            let status =
                text.utf8.withContiguousStorageIfAvailable { callRule(id, bytes: $0) }
                ?? {
                    var copy = text  // a bridged string, made contiguous
                    return copy.withUTF8 { callRule(id, bytes: $0) }
                }()
            if status == VERDICT_LUA_RULE_PASSED { return .passed }
            return ruleAnswer(status: status, origin: origin)
        }
    }

    /// Calls rule `id` with the string `bytes` (`verdict_lua_call_rule_with_string`).
    @inline(__always)
    private func callRule(_ id: Int, bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        verdict_lua_call_rule_with_string(
            state.handle, functions[id].slot, straightLineLengths[id], bytes.baseAddress, bytes.count, boundProxySlot,
            contextSlot, state.instructionBudget, state.timeLimitNanoseconds)
    }

    /// ``callRule(_:value:context:ruleName:origin:)`` for a value other than a string: pushed
    /// from Swift, after checking it against the bridge's caps.
    private func callRule(_ id: Int, pushing value: Value, context: ValidationContext, ruleName: String, origin: String)
        -> RuleOutcome
    {
        // A value past the bridge's caps would reach Lua truncated: fail closed instead.
        do {
            try bridgeLimits.check(value, path: context.attribute)
        } catch {
            return .fail(.ruleError, ["error": .string("\(origin): \(error)")])
        }
        return withBinding(context: context, ruleName: ruleName) {
            let stack = LuaStack(handle: state.handle)
            let object = boundProxySlot
            stack.push(functions[id])
            stack.push(value, limits: bridgeLimits)
            let status = verdict_lua_call_with_record(
                stack.handle, 1, straightLineLengths[id], object, contextSlot, 2, state.instructionBudget,
                state.timeLimitNanoseconds)
            return ruleAnswer(status: status, origin: origin)
        }
    }

    /// The outcome of a rule call made for 2 results that did not simply pass: the results (or
    /// the error object) are read and popped.
    private func ruleAnswer(status: Int32, origin: String) -> RuleOutcome {
        precondition(status != VERDICT_LUA_STACK_EXHAUSTED, "Lua stack overflow in host code")
        let stack = LuaStack(handle: state.handle)
        switch status {
        case VERDICT_LUA_RULE_PASSED:
            return .passed
        case LUA_OK:
            defer { stack.pop(2) }
            return Self.ruleOutcome(stack, count: 2, origin: origin)
        default:
            let error = state.popError(status: status)
            return .fail(.ruleError, ["error": .string(Self.text(of: error, origin: origin))])
        }
    }

    /// Calls a `when` function `(object, ctx)`; an error is added to the validation's errors and
    /// the rule is skipped, so it is reported, never silently passed.
    func callCondition(
        _ id: Int, context: ValidationContext, ruleName: String, severity: Severity, origin: String
    ) -> Bool {
        withBinding(context: context, ruleName: ruleName) {
            let stack = LuaStack(handle: state.handle)
            let object = boundProxySlot
            stack.push(functions[id])
            let status = verdict_lua_call_with_record(
                stack.handle, 0, straightLineLengths[id], object, contextSlot, 1, state.instructionBudget,
                state.timeLimitNanoseconds)
            precondition(status != VERDICT_LUA_STACK_EXHAUSTED, "Lua stack overflow in host code")
            if status == LUA_OK {
                defer { stack.pop() }
                return lua_toboolean(stack.handle, -1) != 0
            }
            let error = state.popError(status: status)
            let message = "could not decide `when`: " + Self.text(of: error, origin: origin)
            context.addError(
                ValidationError(
                    attribute: context.attribute, rule: ruleName, key: .ruleError,
                    message: MessageFormatter.displayName(for: context.attributeName) + " " + message,
                    severity: severity))
            return false
        }
    }

    /// Calls a filter `(value, object, ctx)` and returns its result as a value.
    func callFilter(_ id: Int, value: Value, context: ValidationContext, origin: String) throws -> Value {
        do {
            try bridgeLimits.check(value, path: context.attribute)
            return try callFilterFunction(id, value: value, context: context)
        } catch let error as LuaError {
            throw error.withoutTraceback  // it becomes a record's message: one line
        } catch let error as LuaConversionError {
            // A result the bridge refuses (too deep, too large, mixed): name the filter's place.
            throw LuaError.runtime("\(origin): \(error)", file: nil, line: nil)
        }
    }

    private func callFilterFunction(_ id: Int, value: Value, context: ValidationContext) throws -> Value {
        try withBinding(context: context, ruleName: "filter") {
            let result: Result<Value, LuaConversionError> = try state.call(functions[id]) { stack in
                stack.push(value, limits: bridgeLimits)
                pushProxy(stack)
                pushContext(stack)
                return 3
            } results: { stack, count in
                guard count > 0 else { return .success(.null) }
                return Result { () throws(LuaConversionError) -> Value in
                    try stack.value(at: -count, path: "filter result", limits: bridgeLimits)
                }
            }
            return try result.get()
        }
    }

    /// Calls a test of one value, `(value)`, such as a rule entry's `isEmpty`: whether it returned a
    /// true value (anything but `nil` and `false`).
    func callPredicate(_ id: Int, value: Value, origin: String) throws -> Bool {
        do {
            try bridgeLimits.check(value, path: "value")
            return try state.call(functions[id]) { stack in
                stack.push(value, limits: bridgeLimits)
                return 1
            } results: { stack, count in
                count > 0 && lua_toboolean(stack.handle, -count) != 0
            }
        } catch let error as LuaError {
            throw error.withoutTraceback
        } catch let error as LuaConversionError {
            throw LuaError.runtime("\(origin): \(error)", file: nil, line: nil)
        }
    }

    /// Calls a strategy `(object, ctx)`: `"valid"`, `"invalid"`, `"unknown"`, `true`, `false` or `nil`.
    func callStrategy(_ id: Int, object: Any, environment: StrategyEnvironment, origin: String) throws
        -> StrategyOutcome
    {
        do {
            return try callStrategyFunction(id, object: object, environment: environment, origin: origin)
        } catch let error as LuaError {
            // The error becomes a record's message: one line, `file:line: message`.
            throw error.withoutTraceback
        }
    }

    private func callStrategyFunction(_ id: Int, object: Any, environment: StrategyEnvironment, origin: String)
        throws -> StrategyOutcome
    {
        try withBinding(object: object, environment: environment) {
            let answer: Result<StrategyOutcome, LuaError> = try state.call(functions[id]) { stack in
                pushProxy(stack)
                pushContext(stack)
                return 2
            } results: { stack, count in
                let first = -count
                guard count > 0 else { return .success(.unknown) }
                switch lua_type(stack.handle, first) {
                case LUA_TNIL: return .success(.unknown)
                case LUA_TBOOLEAN: return .success(lua_toboolean(stack.handle, first) != 0 ? .valid : .invalid)
                case LUA_TSTRING:
                    let reason =
                        count > 1 ? stack.string(at: first + 1).map { MessageLimit.cut($0, origin: origin) } : nil
                    if let text = stack.string(at: first), let result = StrategyResult(rawValue: text) {
                        return .success(StrategyOutcome(result, reason: reason))
                    }
                    return .failure(
                        .runtime(
                            "\(origin): a strategy returned '\(MessageLimit.cut(stack.string(at: first) ?? ""))'; expected \"valid\", \"invalid\", \"unknown\", true, false or nil",
                            file: nil, line: nil))
                default:
                    return .failure(
                        .runtime(
                            "\(origin): a strategy returned a \(Self.typeName(stack, first)); expected \"valid\", \"invalid\", \"unknown\", true, false or nil",
                            file: nil, line: nil))
                }
            }
            return try answer.get()
        }
    }

    /// A rule's answer, the `count` values on the top of the stack: `nil` or `true` passes, `false`
    /// (and a message) fails, anything else fails closed.
    static func ruleOutcome(_ stack: LuaStack, count: Int32, origin: String) -> RuleOutcome {
        ruleOutcome(stack, at: -count, count: count, origin: origin) { index in
            stack.string(at: index).map { MessageLimit.cut($0, origin: origin) }
        }
    }

    /// A rule's answer, the `count` values from stack index `first` on; `text` reads a failure's
    /// message at the index it is given (cut as ``MessageLimit`` cuts every rule message).
    static func ruleOutcome(
        _ stack: LuaStack, at first: Int32, count: Int32, origin: String, text: (Int32) -> String?
    ) -> RuleOutcome {
        guard count > 0 else { return .passed }
        switch lua_type(stack.handle, first) {
        case LUA_TNIL: return .passed
        case LUA_TBOOLEAN:
            if lua_toboolean(stack.handle, first) != 0 { return .passed }
            return .failed(RuleFailure(key: .invalid, text: count > 1 ? text(first + 1) : nil))
        default:
            let kind = Self.typeName(stack, first)
            return .fail(
                .ruleError,
                [
                    "error": .string(
                        "\(origin): the rule returned a \(kind); a rule returns true, false (and a message) or nil")
                ])
        }
    }

    static func typeName(_ stack: LuaStack, _ index: Int32) -> String {
        String(cString: lua_typename(stack.handle, lua_type(stack.handle, index)))
    }

    /// An error as one line: `file:line: message`, with where the rule was defined when Lua gave no place.
    static func text(of error: any Error, origin: String) -> String {
        guard let error = error as? LuaError else { return "\(origin): \(error)" }
        if let location = error.location { return "\(location): \(error.message)" }
        return "\(origin): \(error.message)"
    }
}
