/// A rule file's Lua `when`, as the tag of the chain condition that calls it: what lets the record
/// driver (``LuaRecordDriver``) call the function itself.
struct LuaCondition: Sendable {
    /// The `when` function.
    let function: LuaFunction
    /// The name of the rule whose entry it belongs to: what a failing condition's error names.
    let ruleName: String
}
