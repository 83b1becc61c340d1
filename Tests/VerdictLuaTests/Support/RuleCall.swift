internal import CVerdictLua
import Verdict

@testable import VerdictLua

/// A Lua function, and stand-ins for the record proxy and `ctx`, called through the C entry points
/// the runtime calls rules with (`verdict_lua_call_rule_with_string`, `verdict_lua_call_with_record`).
struct RuleCall {
    let state: LuaState
    let function: LuaReference
    /// The function's `verdict_lua_straight_line_length`.
    let straightLineLength: Int32
    let object: LuaReference
    let context: LuaReference

    /// What a call returned and left on the stack (popped; an error object read as the runtime
    /// reads it).
    struct Outcome {
        var status: Int32
        var values: [LuaScalar] = []
        var error: LuaError?
        /// The values on the stack, above the message handler, once the call had returned.
        var stackTop: Int32 = 0

        /// Whether the rule passed: nothing left on the stack.
        var passed: Bool { status == VERDICT_LUA_RULE_PASSED && stackTop == 0 }
    }

    /// Loads `function` (the text of a function expression), `object` and `context` (expressions)
    /// in one environment, after the statements `globals`, in a new state with `limits` or in
    /// `state`.
    init(
        _ function: String, object: String = "{ k = 1 }", context: String = "{ n = 2 }", globals: String = "",
        limits: LuaLimits = .default, in state: LuaState? = nil
    ) throws {
        let state = try state ?? LuaState(limits: limits)
        let chunk = try state.load(
            "\(globals)\nreturn \(function), \(object), \(context)", chunkName: "rules/call.lua",
            environment: try state.makeEnvironment())
        let made = try state.call(chunk) { _ in
            0
        } results: { _, _ in
            let context = LuaReference(poppingTopOf: state)
            let object = LuaReference(poppingTopOf: state)
            let length = verdict_lua_straight_line_length(state.handle)
            return (function: LuaReference(poppingTopOf: state), length: length, object: object, context: context)
        }
        self.state = state
        self.function = made.function
        self.straightLineLength = made.length
        self.object = made.object
        self.context = made.context
    }

    /// Calls the function with the string `bytes` as the runtime calls a string-argument rule;
    /// `straight` false calls it as a function not known to be straight-line (under the count hook).
    func rule(_ bytes: [UInt8], straight: Bool = true) -> Outcome {
        let status = bytes.withUnsafeBytes { raw in
            verdict_lua_call_rule_with_string(
                state.handle, function.slot, straight ? straightLineLength : 0, raw.baseAddress, raw.count,
                object.slot, context.slot, state.instructionBudget, state.timeLimitNanoseconds)
        }
        return outcome(status)
    }

    /// Calls the function with the string `text`, as ``rule(_:straight:)-([UInt8],_)``.
    func rule(_ text: String, straight: Bool = true) -> Outcome { rule(Array(text.utf8), straight: straight) }

    /// Calls the function as the runtime calls a `when` (`value` nil) or a rule whose value is
    /// pushed from Swift, for `results` results.
    func record(pushing value: Value? = nil, results: Int32 = 2, straight: Bool = true) -> Outcome {
        let stack = LuaStack(handle: state.handle)
        stack.push(function)
        if let value { stack.push(value) }
        let status = verdict_lua_call_with_record(
            state.handle, value == nil ? 0 : 1, straight ? straightLineLength : 0, object.slot, context.slot,
            results, state.instructionBudget, state.timeLimitNanoseconds)
        return outcome(status)
    }

    private func outcome(_ status: Int32) -> Outcome {
        precondition(status != VERDICT_LUA_STACK_EXHAUSTED, "Lua stack overflow in host code")
        let stack = LuaStack(handle: state.handle)
        let top = state.stackTop
        var outcome = Outcome(status: status, stackTop: top)
        if status == LUA_OK || status == VERDICT_LUA_RULE_PASSED {
            outcome.values = (0..<top).map { stack.scalar(at: -top + $0) }
            stack.pop(top)
        } else if top == 1 {
            outcome.error = state.popError(status: status)
        }
        return outcome
    }
}
