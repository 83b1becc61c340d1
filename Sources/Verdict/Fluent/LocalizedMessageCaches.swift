/// A rule set's kept messages in each localization it rendered messages for: one
/// ``MessageCache`` per ``Localization`` (localizations are made once per locale and shared).
final class LocalizedMessageCaches: Sendable {
    private let caches = Locked<[ObjectIdentifier: MessageCache]>([:])

    /// The cache of a localization, made on first use.
    func cache(for localization: Localization, chains: Int) -> MessageCache {
        caches.withLock { caches in
            let id = ObjectIdentifier(localization)
            if let cache = caches[id] { return cache }
            let cache = MessageCache(chains: chains)
            // Localizations live as long as their catalogs; a rule set sees a handful.
            if caches.count < 64 { caches[id] = cache }
            return cache
        }
    }
}
