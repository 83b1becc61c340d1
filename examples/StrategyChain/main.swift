// Vastra's MJUser in Swift: reachability → timestamp → default, with an injected clock and
// network. rules/mj_user.lua declares the same chain for the rule engine.
import Foundation
import Verdict

final class MJUser: TimestampDataSource, InvalidationDataSource {
    let name: String
    var lastUpdate: Date?
    let expiryInterval: TimeInterval = 5
    var isObjectInvalid = false

    init(name: String, lastUpdate: Date?) {
        self.name = name
        self.lastUpdate = lastUpdate
    }
}

/// A clock the example moves by hand.
final class ManualClock: @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 1_800_000_000)
}

let clock = ManualClock()
let chain: [any ValidationStrategy] = [
    ReachabilityStrategy(), InvalidationStrategy(), TimestampStrategy(), DefaultStrategy(),
]
let online = ValidationService(chain, clock: { clock.now }, reachability: FixedReachability(true))
let offline = ValidationService(chain, clock: { clock.now }, reachability: FixedReachability(false))

let user = MJUser(name: "Ann", lastUpdate: clock.now)

func show(_ label: String, _ service: ValidationService, _ user: MJUser) {
    do {
        let decision = try service.decide(user)
        print(
            "\(label): \(decision.isValid ? "valid" : "invalid") by \(decision.strategy ?? "nobody")"
                + (decision.reason.map { " (\($0))" } ?? ""))
    } catch {
        print("\(label): error \(error)")
    }
}

show("fresh, online", online, user)
clock.now += 6
show("6 s later, online", online, user)
show("6 s later, offline", offline, user)
user.isObjectInvalid = true
clock.now -= 6
show("fresh but revoked", online, user)
