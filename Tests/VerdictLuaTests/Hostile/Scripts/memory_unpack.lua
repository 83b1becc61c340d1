-- hostile: unpacking a hundred million values onto the stack
-- expect: validate
-- message: too many results to unpack
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return select("#", table.unpack({}, 1, 1e8)) -- @error
      end },
    { "y", "required" },
  },
}
