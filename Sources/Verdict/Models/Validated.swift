import Observation

/// Marks a stored property of a ``ValidatableModel`` as an attribute that Verdict can write by
/// name and watch for changes.
///
/// Every stored property of a model is readable by name (through `Mirror`); a `@Validated` one is
/// also writable, so massive assignment (``ValidatableModel/assign(_:safeOnly:)``) and filters
/// (`trim`, `filter`, `default`) can store into it, and each change re-validates it after
/// ``ValidatableModel/validateUpdates(attributes:except:)``.
///
/// ```swift
/// final class Login: ValidatableModel {
///     @Validated var username = ""
///     @Validated var password = ""
///     let modelState = ModelState()
///     static let rules = RuleSet { Validate("username").trim().required() }
/// }
/// ```
///
/// The wrapper keeps its value in a reference box, which is what lets Verdict write through a
/// `Mirror` copy: it is meant for classes (models are classes), and like its model it is confined
/// to one task or actor.
///
/// The box is `Observable`: reading the property in a SwiftUI view or `withObservationTracking`
/// tracks it, and every assignment — directly, by name, by massive assignment or by a filter —
/// tells its observers, whether or not the model's class is `@Observable`. In an `@Observable`
/// class, mark the property `@ObservationIgnored @Validated var username = ""`: the macro cannot
/// take over a wrapped property, and the box already tracks it.
@propertyWrapper
public struct Validated<Wrapped: ValueConvertible> {
    let box: AttributeBox<Wrapped>

    /// Wraps a property with its initial value.
    public init(wrappedValue: Wrapped) {
        box = AttributeBox(wrappedValue)
    }

    /// Wraps an optional property that starts as `nil`.
    public init() where Wrapped: ExpressibleByNilLiteral {
        self.init(wrappedValue: nil)
    }

    /// The property's value; setting it notifies the model when it validates updates.
    public var wrappedValue: Wrapped {
        get { box.value }
        nonmutating set {
            box.value = newValue
            box.onChange?()
        }
    }
}

@available(
    *, unavailable,
    message: "a @Validated property belongs to one model, which is confined to one task"
)
extension Validated: Sendable {}

/// What the model layer sees of a `@Validated` property, whatever its type.
protocol AttributeStorage: AnyObject {
    /// The current value as a ``Value``.
    var currentValue: Value { get }
    /// Called after each assignment through the property.
    var onChange: (() -> Void)? { get set }
    /// Stores a value converted to the property's type; `false` when it does not convert.
    func store(_ value: Value) -> Bool
}

/// Lets the model find the storage inside a `Mirror` child.
protocol ValidatedProperty {
    var storage: any AttributeStorage { get }
}

extension Validated: ValidatedProperty {
    var storage: any AttributeStorage { box }
}

/// The reference box behind a `@Validated` property; its value is tracked, and every assignment
/// tells its observers (values need not be `Equatable`, so an equal one does too).
final class AttributeBox<Wrapped: ValueConvertible>: AttributeStorage, Observable {
    private let observation = ObservationRegistrar()
    private var storedValue: Wrapped
    var onChange: (() -> Void)?

    init(_ value: Wrapped) {
        self.storedValue = value
    }

    var value: Wrapped {
        get {
            observation.access(self, keyPath: \.value)
            return storedValue
        }
        set { observation.withMutation(of: self, keyPath: \.value) { storedValue = newValue } }
    }

    var currentValue: Value { value.valueRepresentation }

    func store(_ newValue: Value) -> Bool {
        guard let converted = Wrapped(value: newValue) else { return false }
        value = converted
        onChange?()
        return true
    }
}
