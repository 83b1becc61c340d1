public import Foundation

// Tuned storage (listed in scripts/tuned-code.txt).
//
// Invariant: a context belongs to one validation on one task (it is not Sendable), and no access to
// one of its properties overlaps another to the same property: rules read and append, the runner
// sets the attribute between rules. So its mutable properties skip Swift's dynamic exclusivity
// checks, which every rule of every validation would otherwise pay on each read.
//
// Measurement (callgrind, `verdict validate --jobs 1` on the 20,000 side-by-side records, release
// build, 2026-11-27): with the checks back on in this file and its twin (`Validate+Storage.swift`,
// `ValidationContext+Storage.swift`), built-in rules take 302.99 M instructions instead of 295.35 M
// (+2.6 %) for text output and 309.99 M instead of 302.51 M (+2.5 %) for JSON; all-Lua rules 611.22 M
// instead of 606.99 M (+0.7 %) and 614.86 M instead of 609.94 M (+0.8 %).

/// The state of one running validation, handed to every rule.
///
/// It reads attributes of the object under validation (seeing values that filters rewrote),
/// resolves operands, and holds the errors found so far — the same collection the caller receives,
/// so custom and Lua rules can read and add to it. A context belongs to one validation on one task.
public final class ValidationContext {
    /// The time rules compare against (`verdict.now`); fixed for the whole validation.
    public let now: Date
    /// The active scenario, or `nil` for none.
    public let scenario: String?
    /// Whether the host reports a network connection (what the reachability strategy sees).
    public let isReachable: Bool
    /// Free-form values the caller passes to custom rules (`ctx.extras` in Lua).
    public let extras: [String: Value]
    /// How messages read in this validation: the catalogs of the caller's locale; `nil` for the
    /// default English texts.
    public let localization: Localization?
    /// Where the steps of an explained validation go; `nil` (the rule) when it is not explained.
    public let recorder: ExplanationRecorder?
    /// The path of the attribute being validated, e.g. `items[3].price`.
    @exclusivity(unchecked) public internal(set) var attribute: String = ""
    /// The name of the attribute being validated, without its path (`price` in `items[3].price`).
    public var attributeName: String { nameApartFromPath ?? attribute }
    /// The attribute's name when it differs from its path (in a nested object or an array).
    @exclusivity(unchecked) var nameApartFromPath: String?
    /// The errors found so far, in the order they were found.
    @exclusivity(unchecked) public internal(set) var errors: [ValidationError] = []

    /// The runtime the host engine attached for its own rules during this validation (the Lua
    /// engine's checked-out state). Confined to the validating task; a `let`, so that reading it
    /// from another module pays no dynamic exclusivity check.
    package let runtime: (any ScriptRuntime)?

    /// The object validated; a `let`, so reading an attribute borrows it instead of copying the
    /// existential (which a `var` of a class costs on every read).
    let rootSource: any AttributeSource
    /// The nested object being validated (a field or an array element), if any.
    @exclusivity(unchecked) var nestedSource: (any AttributeSource)?
    /// Whether `nestedSource` is set (tested without copying the existential out of it).
    @exclusivity(unchecked) var isNested = false
    /// The attributes read from `rootSource` so far, with their values: each is read (and, from a
    /// JSON record, decoded) once per validation, however many rules and operands use it.
    @exclusivity(unchecked) var rootReads: [AttributeRead] = []
    @exclusivity(unchecked) var rewrites: [String: Value] = [:]
    @exclusivity(unchecked) var pathPrefix: String = ""
    /// The running chain's own test of emptiness (``Validate/treatsAsEmpty(_:)``), which `required`
    /// applies; `nil` for ``Value/isEmpty``.
    @exclusivity(unchecked) var emptiness: (@Sendable (Value, ValidationContext) -> Bool)?

    /// Creates a context over an object, with the runtime of the engine that runs it.
    /// The attribute paths whose values no message or error may show (the rule set's
    /// `RuleSet.secrets`).
    package let secrets: Set<String>
    /// Whether there are `secrets`: asked for every error, without touching the set.
    let hasSecrets: Bool

    package init(
        source: any AttributeSource, now: Date = Date(), scenario: String? = nil,
        isReachable: Bool = true, extras: [String: Value] = [:], runtime: (any ScriptRuntime)?,
        localization: Localization? = nil, recorder: ExplanationRecorder? = nil, secrets: Set<String> = []
    ) {
        self.secrets = secrets
        hasSecrets = !secrets.isEmpty
        self.localization = localization
        self.recorder = recorder
        self.runtime = runtime
        self.rootSource = source
        self.now = now
        self.scenario = scenario
        self.isReachable = isReachable
        self.extras = extras
    }
}
