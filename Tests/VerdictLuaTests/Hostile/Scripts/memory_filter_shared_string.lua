-- hostile: a filter returning forty references to one 2 MB string, which the host copied each
-- expect: validate
-- message: more than 67108864 bytes of strings in one value
return {
  model = "Hostile",
  rules = {
    { "x", "filter", function(value) -- @error
        local s = ("x"):rep(2000000)
        local t = {}
        for i = 1, 40 do t[i] = s end
        return t
      end },
  },
}
