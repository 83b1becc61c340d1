-- hostile: an error whose message is 8 MiB
-- expect: validate
-- message: xxxx…
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        error(("x"):rep(8 << 20)) -- @error
      end },
    { "y", "required" },
  },
}
