-- hostile: string.rep of a terabyte
-- expect: validate
-- message: memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return #string.rep("x", 1 << 40) > 0 -- @error
      end },
    { "y", "required" },
  },
}
