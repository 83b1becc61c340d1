import Foundation
import Synchronization
import Verdict

/// The rule files of one rule-set version, enough to prepare a runtime for it.
final class RuleSources: Sendable {
    let version: Int
    let files: [(name: String, text: String)]
    /// How many Lua functions the files define; set once the first load finished.
    private let functionCount = Atomic<Int>(-1)

    init(version: Int, files: [(name: String, text: String)]) {
        self.version = version
        self.files = files
    }

    var expectedFunctions: Int { functionCount.load(ordering: .acquiring) }

    func setExpectedFunctions(_ count: Int) { functionCount.store(count, ordering: .releasing) }
}
