-- hostile: the string metatable and its __index
-- expect: validate
-- message: attempt to index a boolean value (local 'mt')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local mt = getmetatable("")
        if type(mt) == "table" then error("ESCAPED: the string metatable") end
        return mt.__index -- @error
      end },
    { "y", "required" },
  },
}
