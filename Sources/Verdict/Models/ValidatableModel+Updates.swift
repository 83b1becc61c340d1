extension ValidatableModel {
    /// Re-validates attributes as they change (FXModelValidation's `validateUpdates`).
    ///
    /// After this call, each assignment to a watched `@Validated` property (directly, by
    /// ``setValue(_:for:)`` or by ``assign(_:safeOnly:)``) runs `validate(attributes: [name])`,
    /// which first clears that attribute's errors. Filter results written back by a validation do
    /// not trigger another one, so filters cannot loop. Properties that are not `@Validated` can
    /// join by calling ``attributeDidChange(_:)`` from their `didSet`.
    /// - Parameters:
    ///   - attributes: `nil` (default) watches the scenario's active attributes and follows scenario
    ///     changes; a list watches exactly those attributes in every scenario; `[]` stops watching.
    ///   - except: attributes never watched.
    public func validateUpdates(attributes: [String]? = nil, except: [String] = []) {
        modelState.watch = UpdateWatch(attributes: attributes, except: except)
        guard modelState.watch != nil else { return }
        for (name, storage) in ModelMirror.storages(of: self) {
            storage.onChange = { [weak self] in self?.attributeDidChange(name) }
        }
    }

    /// Stops validate-on-update (the same as `validateUpdates(attributes: [])`).
    public func stopValidatingUpdates() {
        modelState.watch = nil
    }

    /// The attributes validate-on-update watches now; `[]` when it is off.
    public var watchedAttributes: [String] {
        modelState.watch?.attributes(active: activeAttributes) ?? []
    }

    /// Tells the model an attribute changed: re-validates it when validate-on-update watches it and
    /// no validation is running. `@Validated` properties call it on every assignment.
    public func attributeDidChange(_ attribute: String) {
        guard modelState.watch != nil, !modelState.isBusy, watchedAttributes.contains(attribute)
        else { return }
        validate(attributes: [attribute])
    }
}
