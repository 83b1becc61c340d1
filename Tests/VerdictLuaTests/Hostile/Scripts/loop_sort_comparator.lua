-- hostile: table.sort with a comparator that loops
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local t = {} for i = 1, 100 do t[i] = i end
        table.sort(t, function(a, b) while true do end end) -- @error
      end },
    { "y", "required" },
  },
}
