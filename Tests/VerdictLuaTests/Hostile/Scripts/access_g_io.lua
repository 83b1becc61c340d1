-- hostile: io through _G
-- expect: validate
-- message: attempt to index a nil value (field 'io')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        if _G.io ~= nil then error("ESCAPED: io") end
        return _G.io.open("/etc/passwd") ~= nil -- @error
      end },
    { "y", "required" },
  },
}
