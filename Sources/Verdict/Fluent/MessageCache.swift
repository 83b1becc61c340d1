import Foundation

/// The messages a rule set's chains rendered, kept for the records after: a failure whose text
/// depends neither on the value (`{value}`) nor on parameters of its own reads the same every
/// time, and rendering it again would build the same string.
///
/// Shared by the copies of one rule set, from any task (behind a ``Locked``, which ThreadSanitizer
/// sees); a rule set whose names or message table change gets a new one.
final class MessageCache: Sendable {
    private struct Rendered {
        let entry: Int
        let key: MessageKey
        /// The text the rule chose for this failure, when the message was made from it.
        let text: String?
        let message: String
        /// Whether the text had no placeholder at all: then a failure's own parameters cannot
        /// change it either.
        let fitsAnyParameters: Bool

        func isFor(entry: Int, key: MessageKey, text: String?) -> Bool {
            self.entry == entry && self.key == key && self.text == text
        }
    }

    /// How many messages a chain keeps: a rule fails with one key or two, or chooses among a few
    /// texts, and a chain has a few rules.
    private static let perChain = 8

    private let chains: Locked<[[Rendered]]>

    /// A cache for `count` chains.
    init(chains count: Int) {
        chains = Locked(Array(repeating: [], count: count))
    }

    /// The message rendered for rule `entry` of chain `chain` failing with `key` — from `text`, when
    /// the rule chose the text for this failure — if kept and still right for a failure with
    /// parameters of its own (`hasParameters`).
    func message(chain: Int, entry: Int, key: MessageKey, text: String? = nil, hasParameters: Bool) -> String? {
        chains.withLock { chains in
            guard chains.indices.contains(chain) else { return nil }
            for rendered in chains[chain] where rendered.isFor(entry: entry, key: key, text: text) {
                return !hasParameters || rendered.fitsAnyParameters ? rendered.message : nil
            }
            return nil
        }
    }

    /// Keeps `message` for rule `entry` of chain `chain` failing with `key`, made from `text` when
    /// the rule chose it.
    /// - Parameter fitsAnyParameters: whether its text had no placeholder at all.
    func keep(
        _ message: String, chain: Int, entry: Int, key: MessageKey, text: String? = nil, fitsAnyParameters: Bool
    ) {
        chains.withLock { chains in
            guard chains.indices.contains(chain), chains[chain].count < Self.perChain,
                !chains[chain].contains(where: { $0.isFor(entry: entry, key: key, text: text) })
            else { return }
            chains[chain].append(
                Rendered(
                    entry: entry, key: key, text: text, message: message, fitsAnyParameters: fitsAnyParameters))
        }
    }
}
