public import Observation

extension ObservationRegistrar {
    /// Tells the observers of a tracked property about a new value and stores it, unless it equals
    /// the current one: what the setters of the observable types write in place of the
    /// `@Observable` macro's code, which cannot wrap their storage. The value is stored by `store`,
    /// inside the mutation and not through an `inout` held across it, so an observer may read the
    /// property while it is told.
    /// - Parameters:
    ///   - subject: the observable object.
    ///   - keyPath: the tracked property.
    ///   - current: the value stored now.
    ///   - newValue: the value to store.
    ///   - store: stores a value.
    package func update<Subject: Observable, Member: Equatable>(
        _ subject: Subject, _ keyPath: KeyPath<Subject, Member>, from current: Member, to newValue: Member,
        store: (Member) -> Void
    ) {
        guard newValue != current else { return }
        withMutation(of: subject, keyPath: keyPath) { store(newValue) }
    }

    /// ``update(_:_:from:to:store:)`` for a property holding an object, compared by identity: a
    /// new object is a change even when it would compare equal.
    package func update<Subject: Observable, Member: AnyObject>(
        _ subject: Subject, _ keyPath: KeyPath<Subject, Member?>, from current: Member?, to newValue: Member?,
        store: (Member?) -> Void
    ) {
        guard newValue !== current else { return }
        withMutation(of: subject, keyPath: keyPath) { store(newValue) }
    }
}
