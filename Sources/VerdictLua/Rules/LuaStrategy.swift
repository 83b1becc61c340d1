import Verdict

/// A strategy written as a Lua function `(object, ctx)` in a rule file's `strategies`.
public struct LuaStrategy: ValidationStrategy {
    let function: LuaFunction
    /// `lua` and where it was defined.
    public let name: String

    init(function: LuaFunction) {
        self.function = function
        self.name = "lua (\(function.origin))"
    }

    /// Calls the Lua function with the object and `ctx`, in a runtime of the rule set's version,
    /// under the sandbox's limits; its answer — `"valid"`, `"invalid"`, `"unknown"`, `true`, `false`
    /// or `nil` — is the outcome.
    /// - Throws: the Lua error, on one line naming the rule file and line, when the function fails.
    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        try function.withRuntime(bound: environment.runtime) { runtime in
            try runtime.callStrategy(function.id, object: object, environment: environment, origin: function.origin)
        }
    }
}
