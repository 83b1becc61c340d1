-- hostile: an infinite loop in when
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", "required", when = function(object, ctx)
        repeat until false -- @error
      end },
    { "y", "required" },
  },
}
