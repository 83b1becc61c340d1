-- hostile: a pattern bomb behind a NUL byte, which a guard reading C strings takes for plain text
-- expect: validate
-- message: pattern too complex
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return string.find("\0" .. ("a"):rep(300), "\0" .. ("a*"):rep(20) .. "b") -- @error
      end },
    { "y", "required" },
  },
}
