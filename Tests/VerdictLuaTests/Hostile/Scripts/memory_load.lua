-- hostile: a table grown without end in a chunk a rule loaded
-- expect: validate
-- message: memory limit of 32 MiB exceeded | instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local grow = load("local t = {} for i = 1, 1e12 do t[i] = i end", "=elsewhere.lua:1")
        grow() -- @error
        return true
      end },
  },
}
