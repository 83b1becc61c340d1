-- hostile: error with a function
-- expect: validate
-- message: error object is a function value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        error(function() return io end) -- @error
      end },
    { "y", "required" },
  },
}
