/// Which attributes a model re-validates when they change (``ValidatableModel/validateUpdates(attributes:except:)``).
enum UpdateWatch: Sendable, Hashable {
    /// The active attributes of the current scenario, recomputed on every scenario change.
    case active(except: Set<String>)
    /// A fixed list that does not follow scenario changes.
    case listed([String], except: Set<String>)

    /// Starts watching, or stops (`nil`) when `attributes` is an empty list.
    init?(attributes: [String]?, except: [String]) {
        let excluded = Set(except)
        switch attributes {
        case .none: self = .active(except: excluded)
        case .some(let list) where list.isEmpty: return nil
        case .some(let list): self = .listed(list, except: excluded)
        }
    }

    /// The watched attributes, given the active attributes of the current scenario.
    func attributes(active: [String]) -> [String] {
        switch self {
        case .active(let excluded): active.filter { !excluded.contains($0) }
        case .listed(let list, let excluded): list.filter { !excluded.contains($0) }
        }
    }
}
