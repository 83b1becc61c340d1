-- One model: a person signing up. Used by the input, format and exit-status tests.
return {
  model = "Person",
  names = { zip = "Postal code" },
  scenarios = {
    signup = { "name", "email", "age", "!member" },
  },
  rules = {
    { "name", "required" },
    { "name", "minLength", 2 },
    { "age", "required" },
    { "age", "integer" },
    { "age", "min", 18, message = "must be an adult." },
    { "email", "email" },
    { "member", "boolean" },
    { "zip", "regex", "[0-9]{5}" },
  },
  examples = {
    valid = {
      { name = "Ann", age = 30, email = "ann@example.com", member = true, zip = "01234" },
      { scenario = "signup", name = "Bo", age = 18 },
    },
    invalid = {
      { name = "A", age = 30 },
      { name = "Carl", age = 12.5 },
    },
  },
}
