-- hostile: an infinite loop in __index
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local t = setmetatable({}, { __index = function(t, k) while true do end end }) -- @error
        return t.anything
      end },
    { "y", "required" },
  },
}
