-- hostile: catching the memory error with pcall and allocating again
-- expect: validate
-- message: memory limit of 32 MiB exceeded | instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local keep = {}
        while true do pcall(function() keep[#keep + 1] = ("x"):rep(1 << 24) .. #keep end) end -- @error
      end },
    { "y", "required" },
  },
}
