import Verdict

/// A Lua function of a loaded rule set, callable from any task: it runs in the runtime the
/// engine bound to the validation, or in one checked out of the pool for this rule-set version.
struct LuaFunction: Sendable {
    /// The function's id in every runtime of its version.
    let id: Int
    /// The rule files of its version.
    let sources: RuleSources
    /// Where it was defined, `rules/user.lua:12`, for messages.
    let origin: String
    let pool: RuntimePool
    /// Whether it is a Lua function (not a C function such as `tostring` given as a rule).
    var isLua = true
    /// How many parameters it declares; `nil` when it takes any number (`...`) or is not a Lua
    /// function. A record driver passes it no more arguments than it names.
    var parameterCount: Int?

    /// Runs `body` with a runtime of this function's version: the one bound to the running
    /// validation, or one from the pool.
    func withRuntime<T>(bound runtime: (any ScriptRuntime)?, _ body: (RuleRuntime) throws -> T) throws -> T {
        if let runtime = runtime as? RuleRuntime, runtime.version == sources.version { return try body(runtime) }
        return try pool.withRuntime(sources, body)
    }
}

/// A rule written as a Lua function `(value, object, ctx)` in a rule file.
struct LuaFunctionRule: ValidationRule {
    let function: LuaFunction
    let name: String
    let emptyPolicy: EmptyPolicy

    func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        // The runtime the engine bound to this validation, without a closure (the hot path). Its
        // class is compared rather than cast (RuleRuntime is final): a cast costs a runtime call.
        if let bound = context.runtime, type(of: bound) == RuleRuntime.self {
            let runtime = unsafeDowncast(bound, to: RuleRuntime.self)
            if runtime.version == function.sources.version {
                return runtime.callRule(
                    function.id, value: value, context: context, ruleName: name, origin: function.origin)
            }
        }
        do {
            return try function.withRuntime(bound: context.runtime) { runtime in
                runtime.callRule(function.id, value: value, context: context, ruleName: name, origin: function.origin)
            }
        } catch {
            return .fail(.ruleError, ["error": .string("\(function.origin): \(error)")])
        }
    }
}

extension LuaFunctionRule: SchemaMappableRule {
    /// A Lua function, which JSON Schema cannot say (an entry's `schema = { … }` hint can); it
    /// never rewrites the value.
    var schemaMapping: SchemaMapping {
        .unmapped(because: "a Lua function (\(function.origin))", keys: [RuleFailure(key: .invalid)])
    }
}
