/// What JSON output gives of a record beyond its verdict (`--emit`).
///
/// The option itself is a string, read into this type when the command checks its options: an
/// option of a type of its own costs every run of `verdict` 0.66 M instructions of conformance
/// look-ups while ArgumentParser reflects the command (callgrind, 20,000 side-by-side records),
/// where a string option's were made already for the other string options.
enum Emission: String, CaseIterable {
    /// Its verdict: valid, the deciding strategy.
    case verdict
    /// Its verdict and `"cleaned"`: the record as its filters (`trim`, `default`, `filter`) left it.
    case cleaned
    /// Its verdict and `"input"`: every record as it was read (valid or not), so that a result
    /// carries what it judged — for a pipeline that joins results back or routes records on.
    case input
}
