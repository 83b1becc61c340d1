-- hostile: string.rep with a separator, past 2^31
-- expect: validate
-- message: memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return #("x"):rep(1 << 31, "yy") > 0 -- @error
      end },
    { "y", "required" },
  },
}
