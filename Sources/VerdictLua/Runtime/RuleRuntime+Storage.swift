import Verdict

// Tuned storage (listed in scripts/tuned-code.txt).
//
// Invariant: a runtime serves one validation at a time, checked out of a RuntimePool, so its
// properties — read on every rule call — are never accessed from two tasks at once. So they skip
// Swift's dynamic exclusivity checks, which every rule call would otherwise pay on each read.
//
// Measurement (callgrind, `verdict validate --jobs 1` on the 20,000 side-by-side records, release
// build, 2026-11-27): with the checks back on here and in its twin (`RuleRuntime+Storage.swift`,
// `LuaState+Storage.swift`), all-Lua rules take 613.22 M instructions instead of 605.08 M (+1.3 %)
// for text output and 616.31 M instead of 609.17 M (+1.2 %) for JSON. Built-in rules use no Lua.

/// A Lua state prepared with one version of a rule set: every rule file run in its own sandboxed
/// environment, every Lua function of the rules registered by id, and the bridges a running rule
/// uses — the read-only record proxy (fields converted on first read, then cached for the record),
/// `ctx`, and the `verdict` library.
///
/// Not `Sendable`: a runtime serves one validation at a time, checked out of a ``RuntimePool``.
/// Being confined to one task, its properties — read on every rule call — skip Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`), as ``ValidationContext``'s do.
final class RuleRuntime: ScriptRuntime {
    let state: LuaState
    let version: Int
    let bridgeLimits: BridgeLimits
    /// The Lua functions of the rule set, by the id the loader gave them.
    @exclusivity(unchecked) var functions: [LuaReference] = []
    /// For each function, its `verdict_lua_straight_line_length` (0 for most): a short
    /// straight-line rule runs without the count hook, which could not have run anyway.
    @exclusivity(unchecked) var straightLineLengths: [Int32] = []

    @exclusivity(unchecked) var verdictLibrary: LuaReference
    @exclusivity(unchecked) var fieldMeta: LuaReference
    @exclusivity(unchecked) var nowMarker: LuaReference
    @exclusivity(unchecked) var contextTable: LuaReference
    @exclusivity(unchecked) var errorsTable: LuaReference
    /// `ctx.errors.add` and `ctx.errors.has`.
    @exclusivity(unchecked) var errorsAdd: LuaReference
    @exclusivity(unchecked) var errorsHas: LuaReference
    @exclusivity(unchecked) var proxyMeta: LuaReference

    /// What the running Lua code sees: the validation (rules) or the object (strategies).
    @exclusivity(unchecked) var binding = Binding()
    /// The proxy of the record being validated, and the validation it belongs to (kept, not just
    /// compared by address, so a new validation can never be mistaken for the old one).
    @exclusivity(unchecked) var proxy: LuaReference?
    @exclusivity(unchecked) var proxyOwner: ValidationContext?
    /// Whether `proxy` still caches fields of an earlier record: it is emptied before its next use
    /// rather than replaced, so records do not each cost a new table, registry slot and collection.
    @exclusivity(unchecked) var proxyIsStale = false
    /// Whether a proxy may hold fields: the host's `__index` keeps what it read (the C one, for a
    /// driven record, keeps nothing), so a stale proxy that holds none needs no emptying.
    @exclusivity(unchecked) var proxyHoldsFields = false
    /// The proxy the outermost strategy call used last, kept for the next one (emptied first) as
    /// `proxy` is kept for the next record.
    @exclusivity(unchecked) var strategyProxy: LuaReference?
    /// How many `withBinding` calls are running (nested ones restore what they replaced).
    @exclusivity(unchecked) var bindingDepth = 0
    /// The record a record driver is running, while it runs (see ``drive(_:with:rules:in:)``).
    @exclusivity(unchecked) var driving: Driving?
    /// Whether the driver's Lua call is running: host functions then read the rule and attribute
    /// from the driver's place instead of the binding.
    @exclusivity(unchecked) var isDriving = false
    /// Each record driver's function in this runtime (held with it, so its identity is not reused),
    /// and the identity and slot of the one used last: plain values, asked of every record without
    /// a retain.
    @exclusivity(unchecked) var drivers: [ObjectIdentifier: (driver: LuaRecordDriver, function: LuaReference)] = [:]
    @exclusivity(unchecked) var lastDriver: (id: ObjectIdentifier, slot: Int32)?
    /// The driven record's validation context, once it needs one.
    @exclusivity(unchecked) var drivingContextRef: ValidationContext?
    /// Why the running driver call stopped short, if it did; the last place `report` or `host`
    /// handled in it.
    @exclusivity(unchecked) var drivingStop: DrivingStop?
    @exclusivity(unchecked) var lastHandledPlace = 0
    /// The message each driver place reported last, by place: a rule that fails with the same text
    /// again gets it without a new Swift string (see ``ReportedText``).
    @exclusivity(unchecked) var reportedTexts: [ReportedText?] = []
    /// The metatable of record drivers' value tables (see ``LuaRecordDriver/source``), once made.
    @exclusivity(unchecked) var drivenValuesMeta: LuaReference?
    /// `hasError(chain)`, `report(place, ok, message)` and `host(place)`: what record drivers call
    /// for chains that skip on an earlier error, at an answer that is not a pass, and for what
    /// they cannot run.
    @exclusivity(unchecked) var hasErrorFunction: LuaReference
    @exclusivity(unchecked) var reportFunction: LuaReference
    @exclusivity(unchecked) var hostFunction: LuaReference
    /// Whether record drivers may run here; how many records they ran and how many validation
    /// contexts those needed (for tests).
    @exclusivity(unchecked) var drivesRecords = true
    @exclusivity(unchecked) var drivenRecords = 0
    @exclusivity(unchecked) var drivenContexts = 0
    @exclusivity(unchecked) var checkRules: [String: any ValidationRule] = [:]
    /// The host functions of `verdict.check.NAME`, by catalog name (see ``makeCheckFunctionResolver()``),
    /// and the checks of their rules' screens, which C calls first.
    @exclusivity(unchecked) var checkFunctions: [String: LuaCallbackBox] = [:]
    @exclusivity(unchecked) var textChecks: [String: TextCheck] = [:]
    /// What the host functions hold instead of the runtime (see ``Anchor``).
    let anchor = Anchor()

    init(version: Int, limits: LuaLimits, bridgeLimits: BridgeLimits = .default) throws(LuaError) {
        let state = try LuaState(limits: limits)
        self.state = state
        self.version = version
        self.bridgeLimits = bridgeLimits
        let placeholder = try state.makeEnvironment()
        verdictLibrary = placeholder
        fieldMeta = placeholder
        nowMarker = placeholder
        contextTable = placeholder
        errorsTable = placeholder
        errorsAdd = placeholder
        errorsHas = placeholder
        proxyMeta = placeholder
        hasErrorFunction = placeholder
        reportFunction = placeholder
        hostFunction = placeholder
        anchor.runtime = self
        try installLibrary()
    }

    deinit {
        anchor.runtime = nil
    }
}
