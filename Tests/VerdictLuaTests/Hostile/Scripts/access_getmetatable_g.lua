-- hostile: the globals' metatable
-- expect: validate
-- message: attempt to index a nil value (local 'mt')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local mt = getmetatable(_G)
        if mt ~= nil then error("ESCAPED: a metatable on _G") end
        return mt.__index.io -- @error
      end },
    { "y", "required" },
  },
}
