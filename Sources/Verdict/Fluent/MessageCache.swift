import Foundation

/// The messages a rule set's chains rendered, kept for the records after: a failure whose text
/// does not show the value (`{value}`) reads the same for every failure of its rule with the same
/// parameters of its own, and rendering it again would build the same string.
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

    /// A cache for `count` chains.
    init(chains count: Int) {
        chains = Locked(Array(repeating: [], count: count))
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
}
