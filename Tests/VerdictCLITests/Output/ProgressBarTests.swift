import Foundation
import Testing

@testable import VerdictCLI

/// The time left, as a person says it.
@Suite struct ProgressBarTests {
    @Test(arguments: [
        (0.2, "1 s"), (6.2, "7 s"), (59.0, "59 s"), (59.5, "1 min 00 s"), (185.0, "3 min 05 s"),
        (3599.0, "59 min 59 s"), (7620.0, "2 h 07 min"),
    ])
    func durations(seconds: Double, text: String) {
        #expect(ProgressBar.duration(seconds) == text)
    }
}
