-- hostile: an infinite loop in a strategy
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "y", "required" },
  },
  strategies = {
    function(object, ctx)
      while true do end -- @error
    end,
    "default",
  },
}
