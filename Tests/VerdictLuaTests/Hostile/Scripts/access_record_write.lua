-- hostile: changing the record a rule validates
-- expect: validate
-- message: the record is read-only in rules
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        object.x = "forged" -- @error
        return true
      end },
    { "y", "required" },
  },
}
