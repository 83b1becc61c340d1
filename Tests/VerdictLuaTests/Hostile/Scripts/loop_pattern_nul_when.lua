-- hostile: a pattern bomb behind a NUL byte in when, through the string methods
-- expect: validate
-- message: pattern too complex
return {
  model = "Hostile",
  rules = {
    { "x", "required", when = function(object, ctx)
        return ("\0" .. ("a"):rep(300)):match("\0" .. ("a*"):rep(20) .. "b") ~= nil -- @error
      end },
    { "y", "required" },
  },
}
