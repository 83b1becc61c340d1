-- FXModelValidation's spellings Verdict refuses or cannot take as written, and mistakes inside
-- entries written over several lines: each is a problem at its own line, with the fix in the hint.
return {
  model = "Account",
  messages = {
    email = {
      notEmail = "{attribute} is not an address of {domian}.",
      notEmial = "is not an address.",
    },
  },
  rules = {
    { "email", "email",
      checkDNS = true },
    { "site", "url", schemes = { "https" },
      validSchemes = { "http" } },
    { "name", "filter",
      filter = "trim" },
    { "code", "match",
      "^[A-Z]+$" },
    { "code", "match",
      pattern = "/([A-Z/" },
    { "code", "match", "ABC",
      ["not"] = true },
    { "status", "in", { "draft" },
      range = { "live" } },
    { "address", "nested",
      "required" },
    { "level", "required",
      order = "first" },
    { "kind", "required",
      order = "5" },
  },
}
