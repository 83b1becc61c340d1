-- hostile: an infinite loop made of goto
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        ::again:: goto again -- @error
      end },
    { "y", "required" },
  },
}
