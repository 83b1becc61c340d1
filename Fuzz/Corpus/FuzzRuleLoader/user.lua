-- FXModelValidation's User with login and register scenarios. `!role` is validated in register
-- but is not safe: a request body cannot set it (massive-assignment protection).
return {
  model = "User",
  scenarios = {
    login = { "username", "password" },
    register = { "username", "email", "password", "password_repeat", "!role" },
  },
  rules = {
    { {"username", "password"}, "required" },
    { "username", "lengthRange", 3, 20 },
    { "username", "regex", "[A-Za-z0-9_]+", message = "may contain only letters, digits and _." },
    { "email", "required", on = {"register"} },
    { "email", "email", on = {"register"} },
    { "password", "minLength", 8, on = {"register"} },
    { "password", "compare", on = {"register"} },
    { "role", "in", {"member", "admin"}, on = {"register"} },
  },
  examples = {
    valid = {
      { scenario = "login", username = "ann", password = "x" },
      { scenario = "register", username = "ann_1", email = "ann@example.com", password = "s3cret-pw",
        password_repeat = "s3cret-pw", role = "member" },
    },
    invalid = {
      { scenario = "login", username = "ann" },
      { scenario = "register", username = "ann", email = "ann@example.com", password = "s3cret-pw",
        password_repeat = "s3cret", role = "member" },
    },
  },
}
