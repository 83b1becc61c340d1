-- hostile: a rule failing with a 8 MiB message
-- expect: validate
-- message: (cut: a message of 8388612 bytes from
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx) -- @error
        return false, ("x"):rep(8 << 20) .. " end"
      end },
    { "y", "required" },
  },
}
