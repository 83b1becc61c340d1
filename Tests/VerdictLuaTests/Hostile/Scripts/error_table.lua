-- hostile: error with a table
-- expect: validate
-- message: error object is a table value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        error({ code = 42 }) -- @error
      end },
    { "y", "required" },
  },
}
