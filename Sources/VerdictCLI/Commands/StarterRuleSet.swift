/// The rules directory `verdict init` writes: one commented model with its examples, and a
/// message catalog. `verdict check` and `verdict test` pass it as written (a test makes sure).
enum StarterRuleSet {
    /// Each file, by its path in the rules directory, in the order they are written.
    static let files: [(path: String, text: String)] = [("signup.lua", ruleFile), ("locales/de.lua", catalog)]

    /// The model: a newsletter signup.
    static let ruleFile = #"""
        -- A rule file, written by `verdict init`: it returns one model table (or a list of them).
        --   verdict check                                 checks every rule file and catalog
        --   verdict test                                  runs every model's examples
        --   verdict validate --model Signup people.jsonl  validates records (JSON, JSON Lines, CSV, YAML)
        -- `verdict rules` lists every rule this file can name; docs/rule-files.md in Verdict's
        -- repository describes the whole format.
        return {
          -- The model's name, as `--model` names it.
          model = "Signup",
          description = "A person signing up for the newsletter.",

          -- How messages name the attributes: "Email address is required."
          names = { email = "Email address", name = "Name", age = "Age", topics = "Topics" },

          -- Each entry: the attribute (or a list of them), the rule, its arguments, then options.
          -- Rules other than `required` skip an absent or empty value.
          rules = {
            { { "email", "name" }, "required" },
            -- A message of the entry's own, in each language it speaks.
            { "email", "email", message = {
                en = "{name} must be an address such as ada@example.com.",
                de = "{name} muss eine Adresse wie ada@example.com sein.",
              } },
            { "name", "trim" },  -- a filter: writes the trimmed value back
            { "name", "lengthRange", 2, 60 },
            { "age", "integer", min = 16 },
            { "topics", "each", "in", { "news", "events", "offers" } },
            -- A Lua function: true passes; false and a message fail (the message follows the name:
            -- "Email address cannot receive mail: .invalid is no real domain.").
            { "email", function(value)
                if type(value) == "string" and value:lower():find("%.invalid$") then
                  return false, "cannot receive mail: .invalid is no real domain."
                end
                return true
              end },
          },

          -- Records that must pass and records that must fail: `verdict test` runs them, and
          -- reports a failing one with its line.
          examples = {
            valid = {
              { email = "ada@example.com", name = "Ada Lovelace", age = 36, topics = { "news" } },
              { email = "grace@example.com", name = "  Grace  " },
            },
            invalid = {
              { email = "not an address", name = "Ada" },
              { email = "ada@example.com", name = "A" },
              { email = "ada@example.com", name = "Ada", age = 12 },
              { email = "ada@example.com", name = "Ada", topics = { "gossip" } },
              { email = "ada@mail.example.invalid", name = "Ada" },
            },
          },
        }

        """#

    /// German texts for the model (`--locale de`).
    static let catalog = #"""
        -- A message catalog, written by `verdict init`: German texts for `--locale de`. Verdict ships
        -- German texts for its rules; a catalog holds only what it adds or changes.
        return {
          models = {
            Signup = {
              names = { email = "E-Mail-Adresse", name = "Name", age = "Alter", topics = "Themen" },
              attributes = {
                age = { tooSmall = "{name} muss mindestens {min} sein: Bitte melde dich mit deinen Eltern an." },
              },
            },
          },
        }

        """#
}
