-- hostile: a rule failing with a 16 MiB message
-- expect: validate
-- message: a message of 16777220 bytes cut
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx) -- @error
        return false, ("x"):rep(16 << 20) .. " end"
      end },
    { "y", "required" },
  },
}
