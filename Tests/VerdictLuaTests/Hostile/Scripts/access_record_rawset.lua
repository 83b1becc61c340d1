-- hostile: rawset on the record proxy, which every later record of the runtime reads
-- expect: validate
-- message: the record is read-only in rules
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        rawset(object, "role", "admin") -- @error
        return true
      end },
    { "y", "required" },
  },
}
