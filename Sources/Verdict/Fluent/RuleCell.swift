/// A chain's rule in a class, so that the chain calls it through a reference it borrows without a
/// retain (``Validate/Entry/cellReference``): the rule, a `let` of the class, is called where it is
/// kept. Read out of the chain's entries as an existential, it was copied for every call, retaining
/// its parts, which every worker shares: their reference counts then bounce between the cores.
final class RuleCell: Sendable {
    let rule: any ValidationRule

    init(_ rule: any ValidationRule) {
        self.rule = rule
    }
}
