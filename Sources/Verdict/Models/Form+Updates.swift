extension Form {
    /// Re-validates attributes as they change through the subscript, ``setValue(_:for:)``,
    /// ``removeValue(for:)`` or ``assign(_:safeOnly:)``; each re-validation first clears that
    /// attribute's errors. Filter results written back do not trigger another validation.
    /// - Parameters:
    ///   - attributes: `nil` (default) watches the scenario's active attributes and follows scenario
    ///     changes; a list watches exactly those attributes in every scenario; `[]` stops watching.
    ///   - except: attributes never watched.
    public func validateUpdates(attributes: [String]? = nil, except: [String] = []) {
        change { $0.watch = UpdateWatch(attributes: attributes, except: except) }
    }

    /// Stops validate-on-update (the same as `validateUpdates(attributes: [])`).
    public func stopValidatingUpdates() { change { $0.watch = nil } }

    /// The attributes validate-on-update watches now; `[]` when it is off.
    public var watchedAttributes: [String] {
        access(\.watchedAttributes)
        access(\.scenario)
        return storage.withLock { state in
            state.watch?.attributes(active: scenarios.activeAttributes(in: state.scenario)) ?? []
        }
    }
}
