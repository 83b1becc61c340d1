/// A rule set's kept messages in each localization it rendered messages for: one
/// ``MessageCache`` per ``Localization`` (localizations are made once per locale and shared).
final class LocalizedMessageCaches: Sendable {
    /// Each cache with the localization it belongs to, held so that its identity cannot be taken
    /// by another localization made after it ended.
    private let caches = Locked<[ObjectIdentifier: (localization: Localization, cache: MessageCache)]>([:])

    /// The cache of a localization, made on first use.
    func cache(for localization: Localization, chains: Int) -> MessageCache {
        caches.withLock { caches in
            let id = ObjectIdentifier(localization)
            if let kept = caches[id] { return kept.cache }
            let cache = MessageCache(chains: chains)
            // A rule set sees a handful of localizations; past 64 (catalogs made per call), the
            // messages are rendered each time instead of kept.
            if caches.count < 64 { caches[id] = (localization, cache) }
            return cache
        }
    }
}
