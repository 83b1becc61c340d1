import Observation

/// Reads a model's stored properties through `Mirror`.
enum ModelMirror {
    /// One stored property: its attribute name, value and, for `@Validated`, its storage.
    struct Property {
        var name: String
        var raw: Any
        var storage: (any AttributeStorage)?

        var value: Value {
            if let storage { return storage.currentValue }
            return ModelMirror.value(of: raw)
        }
    }

    /// The stored properties of an object, superclass first, without its ``ModelState``.
    ///
    /// In an `Observable` class a stored property whose label starts with `_` is read under the name
    /// without it: the `@Observable` macro keeps `var email` in `_email`. Observation registrars
    /// are not attributes.
    static func properties(of object: AnyObject) -> [Property] {
        let isObservable = object is any Observable
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            mirrors.append(current)
            mirror = current.superclassMirror
        }
        return mirrors.reversed().flatMap { mirror in
            mirror.children.compactMap { child -> Property? in
                guard let label = child.label, !label.hasPrefix("$"), !(child.value is ModelState)
                else {
                    return nil
                }
                if let wrapped = child.value as? any ValidatedProperty, label.hasPrefix("_") {
                    return Property(
                        name: String(label.dropFirst()), raw: child.value, storage: wrapped.storage)
                }
                if label.hasPrefix("_$") || child.value is ObservationRegistrar { return nil }
                let name = isObservable && label.hasPrefix("_") ? String(label.dropFirst()) : label
                return Property(name: name, raw: child.value, storage: nil)
            }
        }
    }

    /// The storage of a `@Validated` property.
    static func storage(of object: AnyObject, _ attribute: String) -> (any AttributeStorage)? {
        properties(of: object).first { $0.name == attribute }?.storage
    }

    /// The storages of every `@Validated` property, by attribute name.
    static func storages(of object: AnyObject) -> [(name: String, storage: any AttributeStorage)] {
        properties(of: object).compactMap { property in property.storage.map { (property.name, $0) }
        }
    }

    /// Converts a property's value, unwrapping optionals (`nil` reads as `.null`).
    static func value(of raw: Any) -> Value {
        let mirror = Mirror(reflecting: raw)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return .null }
            return value(of: wrapped.value)
        }
        if let convertible = raw as? any ValueConvertible { return convertible.valueRepresentation }
        return Value(any: raw)
    }
}
