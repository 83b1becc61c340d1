-- Rules JSON Schema says only in part: filters, defaults, `when`, Lua functions with and without a
-- schema hint, characters, cross-field comparisons. Its schema is sound, not exact.
return {
  model = "SignupForm",
  rules = {
    { "handle", "trim" },
    { "handle", "required" },
    { "handle", "minLength", 3 },
    { "code", function(value) return type(value) == "string" and value:match("^[A-Z]") ~= nil end,
      schema = { type = "string", pattern = "^[A-Z]" }, message = "must start with a capital." },
    { "nick", function(value) return #tostring(value) < 10 end },
    { "age", "integer", min = 18 },
    { "age", "default", 21 },
    { "age", "max", 120 },
    { "country", "required", when = function(form) return form.shipping == true end },
    { "start", "earlierThan", verdict.field "end" },
    { "email", "email" },
    { "site", "url", defaultScheme = "https" },
    { "site", "maxLength", 30 },
    { "name", "name" },
    { "agree", "required", isEmpty = function(value) return value == nil end },
  },
  examples = {
    valid = { { handle = " ann ", code = "AB", age = 30, email = "ann@example.com", agree = false } },
    invalid = { { handle = "  a  ", agree = true } },
  },
}
