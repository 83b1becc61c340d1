-- hostile: a million errors added through ctx.errors.add
-- expect: validate
-- message: ctx.errors.add: more than
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        for i = 1, 1e6 do ctx.errors.add("x", "flood " .. i) end -- @error
      end },
    { "y", "required" },
  },
}
