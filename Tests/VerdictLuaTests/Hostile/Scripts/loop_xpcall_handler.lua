-- hostile: a message handler that never returns
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return xpcall(error, function() while true do end end) -- @error
      end },
    { "y", "required" },
  },
}
