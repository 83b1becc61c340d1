/// Where an ``InputValidator`` stands after its last validation (AJWValidator's `AJWValidatorState`).
public enum InputState: Sendable, Hashable, CustomStringConvertible {
    /// A rule failed, or nothing has been validated yet (the initial state).
    case invalid
    /// Every rule passed, remote ones included.
    case valid
    /// The local rules passed and a remote check is under way.
    case waitingForRemote

    /// `invalid`, `valid` or `waitingForRemote`.
    public var description: String {
        switch self {
        case .invalid: "invalid"
        case .valid: "valid"
        case .waitingForRemote: "waitingForRemote"
        }
    }
}
