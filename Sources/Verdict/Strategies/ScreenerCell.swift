/// A strategy that screens JSON records, in a class: a record asks it through a reference borrowed
/// without a retain, and the strategy, a `let` of the class, is called where it is kept. Asked
/// out of an array of existentials, it was copied for every record, retaining its rule set's
/// storage, which every worker shares: that reference count then bounces between their cores.
final class ScreenerCell: Sendable {
    let strategy: any ScreeningStrategy

    init(_ strategy: any ScreeningStrategy) {
        self.strategy = strategy
    }
}
