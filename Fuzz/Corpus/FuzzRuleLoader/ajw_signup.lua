-- AJWValidator's mixed validator: at least 15 characters, no capital A (a Lua function), an email.
return {
  model = "Signup",
  names = { contact = "" },
  rules = {
    { "contact", "required" },
    { "contact", "minLength", 15, message = "String is too short." },
    { "contact", function(value, object, ctx)
        if value:find("A", 1, true) then return false, "String contains a capital A." end
        return true
      end },
    { "contact", "email", message = "String isn't a valid email address." },
  },
  examples = {
    valid = { { contact = "valid@string.com" } },
    invalid = {
      { contact = "hAhA" },
      { contact = "Almostvalid@string.com" },
    },
  },
}
