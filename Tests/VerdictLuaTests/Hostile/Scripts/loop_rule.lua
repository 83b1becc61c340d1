-- hostile: an infinite loop in a rule
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        while true do end -- @error
      end },
    { "y", "required" },
  },
}
