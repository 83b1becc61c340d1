-- hostile: an infinite loop in a filter
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", "filter", function(value)
        while true do end -- @error
      end },
  },
}
