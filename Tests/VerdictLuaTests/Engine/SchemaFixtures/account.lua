-- Scenarios, safe attributes and empty values: exact in every scenario, with and without strict.
return {
  model = "Account",
  scenarios = {
    default = { "login", "newsletter", "nickname", "bio" },
    signup = { "login", "password", "password_hint", "!role", "newsletter", "nickname", "bio" },
    update = { "login", "newsletter", "bio", "motto" },
  },
  rules = {
    { "login", "required" },
    { "login", "lengthRange", 3, 12, unit = "unicodeScalars" },
    { "password", "required", on = { "signup" } },
    { "password", "minLength", 8, unit = "unicodeScalars", on = { "signup" } },
    { "password_hint", "differ", "password", on = { "signup" } },
    { "role", "in", { "member", "admin" }, on = { "signup" } },
    { "newsletter", "type", "boolean" },
    { "nickname", "type", "string", skipOnEmpty = false, except = { "update" } },
    { "bio", "required", allowEmpty = true },
    { "motto", "required", blankIsEmpty = true, on = { "update" } },
  },
  examples = {
    valid = {
      { scenario = "signup", login = "ann", password = "s3cret-pw", role = "member", nickname = "an", bio = "" },
      { scenario = "update", login = "bob", bio = "", motto = "carpe diem" },
    },
    invalid = {
      { scenario = "signup", login = "ann", password = "short", nickname = "an", bio = "" },
    },
  },
}
