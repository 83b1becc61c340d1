-- hostile: a pattern whose backtracking never ends on a short string
-- expect: validate
-- message: pattern too complex
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return string.find(("a"):rep(300), ("a*"):rep(30) .. "b") -- @error
      end },
    { "y", "required" },
  },
}
