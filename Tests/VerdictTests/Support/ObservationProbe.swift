import Observation
import Synchronization

/// Whether what `read` read has changed since: reads it under `withObservationTracking`, whose
/// `onChange` runs once, at the first change of any property read.
final class ObservationProbe: Sendable {
    private let fired = Mutex(false)

    /// Reads through `read`, tracking every observable property it touches.
    init(_ read: () -> Void) {
        withObservationTracking(read) { [self] in fired.withLock { $0 = true } }
    }

    /// Whether a property that was read has changed.
    var hasFired: Bool { fired.withLock { $0 } }
}
