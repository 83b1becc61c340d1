public import Observation

// The form's state is behind a lock that is not reentrant, and an observer may read the form as
// soon as it hears of a change (`withObservationTracking` calls its `onChange` synchronously, from
// the registrar's `willSet`). So the registrar is never called with the lock held: `change(_:)`
// makes a change under the lock and compares the tracked properties with the state before it, and
// only once the lock is released tells the observers of those that changed — `willSet` and
// `didSet` together, just after the change rather than around it as the `@Observable` macro does.
// Comparing costs little: copies share their storage until changed, so an untouched dictionary or
// list compares by identity.
extension Form: Observable {}

extension Form {
    /// The form's properties that observers track, for ``changes(from:to:)``.
    struct ObservedChanges: OptionSet {
        let rawValue: UInt8
        static let values = ObservedChanges(rawValue: 1 << 0)
        static let scenario = ObservedChanges(rawValue: 1 << 1)
        static let locale = ObservedChanges(rawValue: 1 << 2)
        static let errors = ObservedChanges(rawValue: 1 << 3)
        static let awaitedAttributes = ObservedChanges(rawValue: 1 << 4)
        static let watch = ObservedChanges(rawValue: 1 << 5)
    }

    /// Records that the caller reads a tracked property.
    func access<Member>(_ keyPath: KeyPath<Form, Member>) {
        observation.access(self, keyPath: keyPath)
    }

    /// Changes the state under the lock, then, with the lock released, tells the observers of each
    /// tracked property whose value changed.
    /// - Parameter body: the change, made with the lock held.
    /// - Returns: what `body` returns.
    func change<Result>(_ body: (inout FormStorage) -> Result) -> Result {
        let (result, changes) = storage.withLock { state in
            let before = state
            let result = body(&state)
            return (result, Self.changes(from: before, to: state))
        }
        if !changes.isEmpty { notify(changes) }
        return result
    }

    /// The tracked properties that differ between two states.
    static func changes(from before: FormStorage, to after: FormStorage) -> ObservedChanges {
        var changes: ObservedChanges = []
        if before.values != after.values { changes.insert(.values) }
        if before.scenario != after.scenario { changes.insert(.scenario) }
        if before.localization !== after.localization { changes.insert(.locale) }
        if before.errors != after.errors { changes.insert(.errors) }
        if before.watch != after.watch { changes.insert(.watch) }
        if before.ledger.awaitedAttributes != after.ledger.awaitedAttributes { changes.insert(.awaitedAttributes) }
        return changes
    }

    private func notify(_ changes: ObservedChanges) {
        if changes.contains(.values) { announce(\.values) }
        if changes.contains(.scenario) { announce(\.scenario) }
        if changes.contains(.locale) { announce(\.locale) }
        if changes.contains(.errors) { announce(\.errors) }
        if changes.contains(.awaitedAttributes) { announce(\.attributesWaitingForRemote) }
        if changes.contains(.watch) { announce(\.watchedAttributes) }
    }

    /// Tells a property's observers that it has changed, after the change (see the note above).
    private func announce<Member>(_ keyPath: KeyPath<Form, Member>) {
        observation.willSet(self, keyPath: keyPath)
        observation.didSet(self, keyPath: keyPath)
    }
}
