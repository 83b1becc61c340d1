-- A signup whose messages a German and a Swedish catalog word (locales/). Used by the locale tests.
return {
  model = "Signup",
  rules = {
    { "email", "required" },
    { "email", "email" },
    { "password", "minLength", 8 },
    { "age", "min", 18 },
  },
  examples = {
    valid = {
      { email = "ann@example.com", password = "long enough", age = 30 },
      -- Wrong on purpose: `verdict test --locale de` shows its failure in German.
      { email = "bo", password = "short", age = 30 },
    },
  },
}
