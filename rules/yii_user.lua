-- FXModelValidation's documented model (README and "Validating Input"), ported as it is written
-- there: comma-separated attribute lists, `trim` and `default` filters, `on`, `except`, `when`,
-- `isEmpty`, `skipOnError`, safe attributes and an unsafe `!secret`. Yii's validators skip an
-- attribute that already has an error (skipOnError defaults to true there): the port says so
-- where it matters. Select Yii's own texts with `--locale en-x-yii`.
return {
  model = "YiiUser",
  description = "FXModelValidation's User: login and register scenarios, filters, a conditional state.",
  scenarios = {
    login = { "username", "password", "!secret" },
    register = { "username", "email", "password", "country", "state", "level", "agree", "title", "description" },
  },
  rules = {
    { "username,email", "trim" },
    { "username,email", "default" },
    { "level", "default", 1 },
    { "username, password", "required", on = { "login" } },
    { "username, email, password", "required", on = { "register" } },
    { "username", "string", min = 3, max = 20, skipOnError = true },
    { "username", "match", pattern = "^[a-z0-9_]+$", skipOnError = true },
    { "email", "email", except = { "login" }, skipOnError = true },
    { "password", "string", min = 8, on = { "register" }, skipOnError = true },
    { "secret", "integer", on = { "login" } },
    { "state", "required", when = function(user) return user.country == "USA" end },
    { "level", "in", range = { 1, 2, 3 } },
    { "agree", "required", on = { "register" }, isEmpty = function(value) return value == nil end },
    { "title, description", "safe" },
  },
  examples = {
    valid = {
      { scenario = "login", username = "john", password = "x" },
      { scenario = "register", username = "  john  ", email = "john@doe.com", password = "password123",
        country = "Canada", agree = "" },
      { scenario = "register", username = "john", email = "john@doe.com", password = "password123",
        country = "USA", state = "Ohio", agree = false, level = 2 },
    },
    invalid = {
      { scenario = "login", username = "john" },
      { scenario = "register", username = "john", email = "john@doe.com", password = "password123",
        country = "USA", agree = true },
      { scenario = "register", username = "jo", email = "john@doe", password = "short", agree = true },
      { scenario = "register", username = "john", email = "john@doe.com", password = "password123" },
    },
  },
}
