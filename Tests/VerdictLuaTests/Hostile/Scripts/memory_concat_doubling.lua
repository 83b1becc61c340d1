-- hostile: a string doubled by concatenation
-- expect: validate
-- message: memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local s = "x"
        while true do s = s .. s end -- @error
      end },
    { "y", "required" },
  },
}
