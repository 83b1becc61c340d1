import Verdict
import Foundation

/// The reference of the rule-file format, made from what the loader and the rule catalog actually
/// accept, so that it cannot drift from them: the model keys, the options of a rule entry, every
/// built-in rule with its arguments, options, message keys and default texts, and the `verdict` and
/// `ctx` tables Lua code sees.
///
/// `docs/rule-files.md` holds the prose around these parts; `make reference` writes them into it
/// (`verdict rules --markdown`), and a test fails when the file and the catalog disagree.
public enum RuleFileReference {
    /// The keys of a model table, with what each holds. The loader refuses any other key.
    public static let modelKeys: [(key: String, meaning: String)] = [
        ("model", "the model's name, used by `--model`, the Swift API and `nested` / `each` `model =` (required)"),
        ("description", "a sentence about the model, shown by `verdict list`"),
        (
            "names",
            "display names by attribute: `{ creatorLastName = \"Lastname\", termsOfUse = \"\" }` (`\"\"`: messages without a name)"
        ),
        (
            "messages",
            "texts by attribute and message key, used as written: `{ title = { tooShort = \"Give the event a longer title.\" } }`; a text may be given by locale: `{ tooShort = { en = \"…\", de = \"…\" } }`"
        ),
        ("rules", "the rule entries, in order: `{ ATTRIBUTES, TYPE, ARGS..., options }`"),
        (
            "mode",
            "how verdicts are enforced: `\"enforce\"` (the default), `\"warn\"` (every error is reported as a warning; nothing is refused) or `\"dry-run\"` (every record is answered valid; what would have been refused goes to the decision log and the metrics only); `--mode` overrides it"
        ),
        (
            "secrets",
            "attributes whose values no message, result or report shows: `{ \"password\", \"card.number\" }` (`{value}` reads `[secret]`, errors carry no `value`, `--emit cleaned` leaves them out)"
        ),
        (
            "scenarios",
            "the scenarios with their attributes (`\"!role\"`: validated but not assignable); derived from the rules' `on` / `except` when absent"
        ),
        (
            "strategies",
            "the strategy chain, in order (default `{ \"rules\", \"default\" }`): `\"rules\"`, `\"default\"`, `\"reachability\"`, `{ \"timestamp\", field = …, expiry = … }`, `{ \"invalidation\", field = … }` or a Lua function `(object, ctx)`"
        ),
        (
            "examples",
            "`{ valid = { records… }, invalid = { records… } }`, run by `verdict test`; a record's `scenario` key picks its scenario"
        ),
    ]

    /// The options every rule entry takes, with what each does. A rule's own options follow its
    /// name in the rules' list.
    public static let entryOptions: [(option: String, meaning: String)] = [
        (
            "message",
            "replaces the text of every failure of the entry (placeholders: `{name}`, `{value}`, the rule's parameters); texts by locale: `{ en = \"is taken.\", de = \"ist vergeben.\" }`"
        ),
        ("on", "a scenario or a list of them: the entry runs only there (and when no scenario is given)"),
        ("except", "a scenario or a list of them: the entry does not run there"),
        (
            "when",
            "a function `(object, ctx)`: the entry runs only when it returns true; or, as data that needs no Lua, a table testing another field: `{ field = \"country\", equals = \"USA\" }`, `present = true`, `oneOf = { … }`, `isTrue = true`"
        ),
        (
            "skipOnEmpty",
            "`true`: skip absent and empty values (the default of every rule but `required`, `default`, `filter`, which see every value, and `includes`, `excludes`, `includedIn` / `in`, `excludedFrom` / `notIn`, `trim`, which skip absent values only); `false`: check them too"
        ),
        (
            "skipOnError",
            "`true`: skip the entry when the attribute already has an error, and stop at its first failure (default `false`: FXModelValidation's default is `true`)"
        ),
        (
            "isEmpty",
            "a function `(value)` deciding what is empty for this entry (FXModelValidation): its rules skip such values, `required` refuses them"
        ),
        ("order", "a whole number: entries run in ascending order, ties in file order (default 100)"),
        ("name", "the name errors and listings give the rule (a Lua function rule's default is `lua`)"),
        (
            "severity",
            "`\"error\"` (the default) or `\"warning\"`: a warning is reported with the errors (`warning:` in text, `\"severity\": \"warning\"` in JSON) and never makes a record invalid — the way to try a new rule on real records before it refuses any"
        ),
        (
            "schema",
            "a JSON Schema every value the rule accepts meets, for `verdict schema`: `{ pattern = \"^[A-Z]\" }` says part of what a Lua function checks (see [Schemas](#schemas))"
        ),
    ]

    /// The `verdict` table every rule file sees.
    public static let library: [(name: String, meaning: String)] = [
        (
            "verdict.field \"other\"",
            "another attribute of the same record, as an argument: `{ \"startDate\", \"earlierThan\", verdict.field \"endDate\" }`"
        ),
        ("verdict.now", "the validation's time, as an argument (`--now` sets it)"),
        (
            "verdict.check.NAME(value, args…)",
            "a built-in rule as a predicate: `verdict.check.email(s)`, `verdict.check.minLength(s, 6)`; returns `true`, or `false` and the message"
        ),
        ("verdict.time(text)", "an ISO 8601 text or a unix timestamp as seconds since 1970, or `nil`"),
        ("verdict.iso(seconds)", "seconds since 1970 as an ISO 8601 text"),
        ("verdict.null", "a null inside a list, so the list keeps its length (a null field reads as `nil`)"),
    ]

    /// What `ctx`, the last argument of Lua rules, `when` functions and strategies, holds.
    public static let context: [(name: String, meaning: String)] = [
        ("ctx.now", "the validation's time, in seconds since 1970"),
        ("ctx.reachable", "whether the host has a network connection"),
        ("ctx.scenario", "the scenario, or `nil`"),
        ("ctx.attribute", "the attribute being validated (its path in nested records: `items[2].price`)"),
        ("ctx.extras", "values the host passed for custom rules"),
        (
            "ctx.errors",
            "the validation's errors so far: `#ctx.errors`, `ctx.errors[i].attribute` / `.rule` / `.message`, `ctx.errors.has(attribute)`, `ctx.errors.add(attribute, message)`"
        ),
    ]

    /// The parts of a catalog file (`locales/TAG.lua`), at its top and in a model, with what each
    /// holds. The reader refuses any other key.
    public static let catalogKeys: [(key: String, meaning: String)] = [
        ("messages", "texts by message key: `{ required = \"muss ausgefüllt werden.\" }`"),
        ("models", "texts of one model, by model name: `{ User = { names = …, messages = …, attributes = … } }`"),
        ("models.M.names", "display names of the model's attributes: `{ email = \"E-Mail-Adresse\" }`"),
        ("models.M.messages", "texts by message key for every attribute of the model"),
        (
            "models.M.attributes",
            "texts by attribute and message key: `{ password = { tooShort = \"Das Passwort braucht {min} Zeichen.\" } }`"
        ),
    ]

    /// The generated parts of `docs/rule-files.md`, each between `<!-- generated: NAME -->` and
    /// `<!-- end: NAME -->`.
    public static func markdownParts() -> [(name: String, text: String)] {
        [
            ("model-keys", table(["key", "holds"], modelKeys.map { ["`\($0.key)`", $0.meaning] })),
            ("entry-options", table(["option", "does"], entryOptions.map { ["`\($0.option)`", $0.meaning] })),
            ("rules", rules()),
            ("common-messages", messages(DefaultMessages.common)),
            ("library", table(["name", "is"], library.map { ["`\($0.name)`", $0.meaning] })),
            ("context", table(["name", "is"], context.map { ["`\($0.name)`", $0.meaning] })),
            ("catalog-keys", table(["key", "holds"], catalogKeys.map { ["`\($0.key)`", $0.meaning] })),
            ("locales", locales()),
        ]
    }

    /// The locales Verdict ships catalogs for, one line each.
    private static func locales() -> String {
        MessageCatalogs.shipped.locales.map { "- `\($0)`\n" }.joined()
    }

    /// Every generated part with its markers, for `verdict rules --markdown`.
    public static func markdown() -> String {
        markdownParts().map { "<!-- generated: \($0.name) -->\n\($0.text)<!-- end: \($0.name) -->\n" }
            .joined(separator: "\n")
    }

    /// The built-in rules as plain text, one line each: `minLength n (unit) — At least n
    /// characters…`, then the entries the loader reads itself (`each`, `nested`, `filter`, a Lua
    /// function) in the same form: every name a rule file's entry can use, with its arguments and
    /// its own options.
    public static func text() -> String {
        var out = ""
        for family in RuleCatalog.families where family.entries.contains(where: { !$0.descriptors.isEmpty }) {
            out += "\(family.name)\n"
            for entry in family.entries {
                for d in entry.descriptors {
                    out += textLine(name: d.name, signature: d.signature, options: d.options, summary: d.summary)
                }
            }
        }
        out += "\(loaderFamily)\n"
        for entry in loaderEntries {
            out += textLine(
                name: entry.name, signature: entry.signature, options: entry.options, summary: entry.summary)
        }
        return out
    }

    /// `  minLength n (unit) — At least n characters…`: one rule of ``text()``.
    private static func textLine(name: String, signature: String, options: [String], summary: String) -> String {
        let call = ([name] + (signature.isEmpty ? [] : [signature])).joined(separator: " ")
        let shown = options.isEmpty ? "" : " (\(options.joined(separator: ", ")))"
        return "  \(call)\(shown) — \(summary.replacingOccurrences(of: "`", with: ""))\n"
    }

    /// The heading of the entries the loader reads itself.
    static let loaderFamily = "structures and functions"

    /// The entries the loader reads itself rather than through the catalog — their name, their
    /// arguments, their own options and what each does — listed with the catalog's rules by
    /// `verdict rules` and in the reference.
    static let loaderEntries: [(name: String, signature: String, options: [String], summary: String)] = [
        (
            "each", "[RULE ARGS]", ["model", "rules"],
            "Every element of a list: one rule written in place (`{ \"tags\", \"each\", \"minLength\", 2 }`), "
                + "a model's rules (`model = \"LineItem\"`) or element rules (`rules = { … }`)."
        ),
        (
            "nested", "", ["model", "rules"],
            "The fields of an object: a model's rules (`model = \"Address\"`) or its own (`rules = { … }`)."
        ),
        (
            "filter", "fn", ["filter"],
            "Runs `fn(value, object, ctx)` and writes its result back; `filter = fn` is FXModelValidation's spelling."
        ),
        (
            "FUNCTION", "", [],
            "A Lua function `(value, object, ctx)` as the rule: `true` passes, `false [, message]` fails, `nil` passes."
        ),
    ]

    /// The rules by family: each rule type's names, then its message keys, then the keys it shares
    /// with the rules that declare them. A rule type rule files cannot name (a Swift closure) is
    /// listed as such, with its keys.
    private static func rules() -> String {
        var out = ""
        for family in RuleCatalog.families {
            out += "### \(family.name.prefix(1).uppercased() + family.name.dropFirst())\n\n"
            for entry in family.entries {
                if entry.descriptors.isEmpty {
                    out +=
                        "- `\(entry)` — Swift only, with no rule-file name; rule files write a Lua function instead.\n"
                }
                for d in entry.descriptors {
                    let call = ([d.name] + (d.signature.isEmpty ? [] : [d.signature])).joined(separator: " ")
                    out += "- `\(call)` — \(d.summary)"
                    if !d.options.isEmpty { out += " Options: \(d.options.map { "`\($0)`" }.joined(separator: ", "))." }
                    out += "\n"
                }
                if !entry.messages.isEmpty {
                    out += "\n  Messages:\n"
                    for message in entry.messages { out += "  - \(line(message))\n" }
                }
                let shared = RuleCatalog.sharedMessages(of: entry)
                if !shared.isEmpty {
                    out += "\n  Messages of other rules it reports:\n"
                    for message in shared { out += "  - \(line(message))\n" }
                }
                out += "\n"
            }
        }
        out += "### \(loaderFamily.prefix(1).uppercased() + loaderFamily.dropFirst())\n\n"
        for entry in loaderEntries {
            let call = ([entry.name] + (entry.signature.isEmpty ? [] : [entry.signature])).joined(separator: " ")
            out += "- `\(call)` — \(entry.summary)"
            if !entry.options.isEmpty { out += " Options: \(entry.options.map { "`\($0)`" }.joined(separator: ", "))." }
            out += "\n"
        }
        return out
    }

    private static func messages(_ list: [RuleMessage]) -> String {
        list.map { "- \(line($0))\n" }.joined()
    }

    /// `required` — "{name} is required."; `tooBig` — "{name} must be at most {max}." (`{min}`, `{max}`)
    private static func line(_ message: RuleMessage) -> String {
        var text = "`\(message.key)` — \"\(message.text)\""
        if !message.parameters.isEmpty {
            text += " (\(message.parameters.map { "`{\($0)}`" }.joined(separator: ", ")))"
        }
        return text
    }

    private static func table(_ header: [String], _ rows: [[String]]) -> String {
        var out = "| \(header.joined(separator: " | ")) |\n|\(header.map { _ in "---" }.joined(separator: "|"))|\n"
        for row in rows {
            out += "| \(row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")) |\n"
        }
        return out
    }
}
