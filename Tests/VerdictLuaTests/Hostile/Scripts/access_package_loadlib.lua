-- hostile: package.loadlib (a CVE in Redis's sandbox)
-- expect: validate
-- message: attempt to index a nil value (global 'package')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        if package ~= nil then error("ESCAPED: package") end
        return package.loadlib("libc.so.6", "system") -- @error
      end },
    { "y", "required" },
  },
}
