import Foundation

/// The messages a rule set's chains rendered, kept for the records after: a failure whose text
/// does not show the value (`{value}`) reads the same for every failure of its rule with the same
/// parameters of its own, and rendering it again would build the same string. The parameters of
/// those errors, the rule's merged with the failure's own, are kept too: merging them again would
/// build the same dictionary.
///
/// Shared by the copies of one rule set, from any task (behind a ``Locked``, which ThreadSanitizer
/// sees); a rule set whose names or message table change gets a new one.
final class MessageCache: Sendable {
    private struct Rendered: Sendable {
        let entry: Int
        let key: MessageKey
        /// The text the rule chose for this failure, when the message was made from it.
        let text: String?
        let message: String
        /// Whether the text had no placeholder at all, so that no parameter can change the message.
        let fitsAnyParameters: Bool
        /// The failure's own parameters the message was made with (none when it fits any).
        let parameters: [String: Value]

        init(entry: Int, key: MessageKey, text: String?, message: String, parameters: [String: Value]?) {
            self.entry = entry
            self.key = key
            self.text = text
            self.message = message
            fitsAnyParameters = parameters == nil
            self.parameters = parameters ?? [:]
        }

        func isFor(entry: Int, key: MessageKey, text: String?) -> Bool {
            self.entry == entry && self.key == key && self.text == text
        }

        func isFor(entry: Int, key: MessageKey, text: String?, parameters: [String: Value]) -> Bool {
            isFor(entry: entry, key: key, text: text) && Self.fits(fitsAnyParameters, self.parameters, parameters)
        }

        /// Whether a message made with `kept` parameters (fitting any when `fitsAny`) is the one
        /// for a failure with `parameters`. Static, taking the kept parameters alone: a method
        /// comparing them would copy the whole entry out of the cache for the call.
        static func fits(_ fitsAny: Bool, _ kept: [String: Value], _ parameters: [String: Value]) -> Bool {
            // Most failures have no parameters of their own: two empty ones are equal without a call.
            fitsAny || (kept.isEmpty ? parameters.isEmpty : kept == parameters)
        }
    }

    /// How many messages a chain keeps: a rule fails with one key or two, or chooses among a few
    /// texts or says why among a few reasons, and a chain has a few rules.
    private static let perChain = 8

    private let chains: Locked<[[Rendered]]>

    /// A failure's parameters of its own (`own`) merged over its rule's: the parameters of its error.
    private struct Merged: Sendable {
        let entry: Int
        let own: [String: Value]
        let parameters: [String: Value]

        func isFor(entry: Int, own: [String: Value]) -> Bool {
            self.entry == entry && self.own == own
        }
    }

    /// The merged parameters each chain keeps, so that the failures after share one dictionary
    /// instead of each merging its own (a new dictionary, every key hashed, then freed).
    private let merged: Locked<[[Merged]]>

    /// A cache for `count` chains.
    init(chains count: Int) {
        chains = Locked(Array(repeating: [], count: count))
        merged = Locked(Array(repeating: [], count: count))
    }

    /// The message rendered for rule `entry` of chain `chain` failing with `key` — from `text`, when
    /// the rule chose the text for this failure — with the failure's own `parameters`, if kept.
    func message(
        chain: Int, entry: Int, key: MessageKey, text: String? = nil, parameters: [String: Value]
    ) -> String? {
        chains.withLock { chains in
            guard chains.indices.contains(chain) else { return nil }
            // Read in place, by index: iterating would copy each message looked at, retaining its
            // parts (and, were it an object, the object).
            for i in chains[chain].indices where chains[chain][i].isFor(entry: entry, key: key, text: text) {
                let kept = chains[chain][i].parameters
                if Rendered.fits(chains[chain][i].fitsAnyParameters, kept, parameters) {
                    return chains[chain][i].message
                }
            }
            return nil
        }
    }

    /// Keeps `message` for rule `entry` of chain `chain` failing with `key`, made from `text` when
    /// the rule chose it.
    /// - Parameter parameters: the failure's own parameters it was made with; `nil` when its text
    ///   has no placeholder, so that it fits a failure with any.
    func keep(
        _ message: String, chain: Int, entry: Int, key: MessageKey, text: String? = nil, parameters: [String: Value]?
    ) {
        chains.withLock { chains in
            guard chains.indices.contains(chain), chains[chain].count < Self.perChain,
                !chains[chain].contains(where: {
                    $0.isFor(entry: entry, key: key, text: text, parameters: parameters ?? [:])
                })
            else { return }
            chains[chain].append(
                Rendered(entry: entry, key: key, text: text, message: message, parameters: parameters))
        }
    }

    /// The parameters of an error of rule `entry` of chain `chain` whose failure has `own`
    /// parameters of its own: the rule's (`rule`) with `own` over them, merged once for each set of
    /// own parameters and then shared, when they are plain (``arePlain(_:)``); merged for this
    /// error alone when not.
    func parameters(chain: Int, entry: Int, own: [String: Value], over rule: [String: Value]) -> [String: Value] {
        guard Self.arePlain(own) else { return rule.merging(own) { _, new in new } }
        let kept = merged.withLock { merged -> [String: Value]? in
            guard merged.indices.contains(chain) else { return nil }
            for i in merged[chain].indices where merged[chain][i].isFor(entry: entry, own: own) {
                return merged[chain][i].parameters
            }
            return nil
        }
        if let kept { return kept }
        let parameters = rule.merging(own) { _, new in new }
        merged.withLock { merged in
            guard merged.indices.contains(chain), merged[chain].count < Self.perChain,
                !merged[chain].contains(where: { $0.isFor(entry: entry, own: own) })
            else { return }
            merged[chain].append(Merged(entry: entry, own: own, parameters: parameters))
        }
        return parameters
    }

    /// Whether parameters that equal these are written as the same bytes, so that an error may
    /// carry the ones kept for them: keys and strings in ASCII (`==` holds for canonically
    /// equivalent strings, and a few characters outside ASCII are equivalent to ASCII ones: the
    /// Kelvin sign to `K`), integers, booleans and `null` (a double equals its negative zero).
    static func arePlain(_ parameters: [String: Value]) -> Bool {
        for (key, value) in parameters {
            guard isASCII(key) else { return false }
            switch value {
            case .null, .bool, .int: continue
            case .string(let text): guard isASCII(text) else { return false }
            default: return false
            }
        }
        return true
    }

    private static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { UTF8Bytes.isASCII($0) }
    }
}
