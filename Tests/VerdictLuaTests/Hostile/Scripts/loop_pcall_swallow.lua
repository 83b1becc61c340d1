-- hostile: catching the budget error with pcall and going on
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        while true do pcall(function() while true do end end) end -- @error
      end },
    { "y", "required" },
  },
}
