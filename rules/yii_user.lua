-- FXModelValidation's documented model (README and "Validating Input"), ported as it is written
-- there: comma-separated attribute lists, `trim` and `default` filters, `on`, `except`, `when`,
-- `isEmpty`, an inline validator, safe attributes and an unsafe `!secret`. Select Yii's own texts
-- with `--locale en-x-yii`.
--
-- skipOnError: FXModelValidation's validators skip an attribute that already has an error
-- (`skipOnError` defaults to YES there); Verdict's entries run unless they say
-- `skipOnError = true` (its default is false, as NGRValidator's and the Swift API's). So every
-- entry after an attribute's first sets `skipOnError = true`: a username that is too short is
-- reported once, not also for its characters, as FXModelValidation reports it.
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
    { "level", "default", value = 1 },
    { "username, password", "required", on = { "login" } },
    { "username, email, password", "required", on = { "register" } },
    { "username", "string", min = 3, max = 20, skipOnError = true },
    { "username", "match", pattern = "/^[a-z0-9_]+$/", skipOnError = true },
    { "email", "email", except = { "login" }, skipOnError = true },
    { "password", "string", min = 8, on = { "register" }, skipOnError = true },
    -- Runs in every scenario but login, where a password equal to the username is an old account's.
    { "password", "compare", compareAttribute = "username", operator = "!=", except = { "login" },
      message = "must differ from the username.", skipOnError = true },
    { "secret", "integer", on = { "login" } },
    { "state", "required", when = function(user) return user.country == "USA" end },
    { "level", "in", range = { 1, 2, 3 } },
    { "agree", "required", on = { "register" }, isEmpty = function(value) return value == nil end },
    { "title, description", "safe" },
    -- An inline validator. Like every validator it would skip an empty title; an empty title is what
    -- it looks for, so it says skipOnEmpty = false, as FXModelValidation documents for inline ones.
    { "title", function(title, user)
        if (title == nil or title == "") and user.description ~= nil and user.description ~= "" then
          return false, "is needed with a description."
        end
        return true
      end, skipOnEmpty = false },
  },
  examples = {
    valid = {
      { scenario = "login", username = "john", password = "x" },
      { scenario = "login", username = "john", password = "john" },
      { scenario = "register", username = "  john  ", email = "john@doe.com", password = "password123",
        country = "Canada", agree = "" },
      { scenario = "register", username = "john", email = "john@doe.com", password = "password123",
        country = "USA", state = "Ohio", agree = false, level = 2, title = "Dr", description = "A reader." },
    },
    invalid = {
      { scenario = "login", username = "john" },
      { scenario = "register", username = "john", email = "john@doe.com", password = "password123",
        country = "USA", agree = true },
      { scenario = "register", username = "jo", email = "john@doe", password = "short", agree = true },
      { scenario = "register", username = "john", email = "john@doe.com", password = "password123" },
      { scenario = "register", username = "password123", email = "john@doe.com", password = "password123",
        agree = true },
      { scenario = "register", username = "john", email = "john@doe.com", password = "password123",
        agree = true, description = "A reader." },
    },
  },
}
