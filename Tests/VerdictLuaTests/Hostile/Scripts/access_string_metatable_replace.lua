-- hostile: replacing the string metatable
-- expect: validate
-- message: bad argument #1 to 'setmetatable' (table expected, got string)
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return setmetatable("", { __index = function() return "pwned" end }) -- @error
      end },
    { "y", "required" },
  },
}
