-- hostile: error with nil
-- expect: validate
-- message: error object is a nil value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        error(nil) -- @error
      end },
    { "y", "required" },
  },
}
