-- hostile: table.move over a billion slots, a loop inside C
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted | memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return table.move({}, 1, 1e9, 1, {}) -- @error
      end },
    { "y", "required" },
  },
}
