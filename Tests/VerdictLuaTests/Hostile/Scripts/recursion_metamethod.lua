-- hostile: __index that indexes itself
-- expect: validate
-- message: stack overflow
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local t = setmetatable({}, { __index = function(t, k) return t[k .. "x"] end }) -- @error
        return t.a
      end },
    { "y", "required" },
  },
}
