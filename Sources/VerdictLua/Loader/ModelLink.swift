import Verdict

/// A model named by a rule entry (`{ "items", "each", model = "LineItem" }`) and where it is named:
/// the loader links it to that model's rules once every file is loaded.
struct ModelLink {
    let link: RuleSetLink
    let file: String
    let line: Int?
    let place: String
}
