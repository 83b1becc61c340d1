extension ValidatableModel {
    /// Every stored property but ``modelState``, in declaration order (superclass first), with
    /// `@Validated` properties under their own names. Read once through `Mirror`.
    public var attributeList: [String] {
        if let cached = modelState.cachedAttributes { return cached }
        let names = ModelMirror.properties(of: self).map(\.name)
        modelState.cachedAttributes = names
        return names
    }

    /// Reads a stored property by name; `nil` when there is no such property.
    ///
    /// Optionals that are `nil` read as `.null`; other types convert through
    /// ``ValueConvertible``, `Encodable` or ``Value/init(any:)``.
    public func value(of attribute: String) -> Value? {
        ModelMirror.properties(of: self).first { $0.name == attribute }?.value
    }

    /// Writes a `@Validated` property by name (see ``ValidatableModel/setValue(_:for:)``).
    public func setValue(_ value: Value, for attribute: String) -> Bool {
        guard let storage = ModelMirror.storage(of: self, attribute) else { return false }
        return storage.store(value)
    }

    /// The values of attributes by name (FXModelValidation's `getAttributes`).
    /// - Parameters:
    ///   - names: the attributes to read; `nil` for every attribute.
    ///   - except: attributes to leave out.
    /// - Returns: each attribute's value, `.null` for a name the model cannot read.
    public func attributeValues(_ names: [String]? = nil, except: [String] = []) -> [String: Value] {
        var values: [String: Value] = [:]
        for name in names ?? attributeList where !except.contains(name) {
            values[name] = value(of: name) ?? .null
        }
        return values
    }
}
