-- hostile: a table grown without end
-- expect: validate
-- message: memory limit of 32 MiB exceeded | instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local t = {}
        for i = 1, math.maxinteger do t[i] = ("x"):rep(256) .. i end -- @error
      end },
    { "y", "required" },
  },
}
