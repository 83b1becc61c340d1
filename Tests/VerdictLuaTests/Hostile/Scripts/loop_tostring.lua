-- hostile: an infinite loop in __tostring, reached through string.format
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local t = setmetatable({}, { __tostring = function() for i = 1, math.maxinteger do end end }) -- @error
        return false, string.format("%s", t)
      end },
    { "y", "required" },
  },
}
