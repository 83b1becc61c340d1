-- hostile: replacing verdict.check for every other file (rawset on the shared library)
-- expect: validate
-- message: bad argument #1 to 'rawset' (table expected, got userdata)
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        pcall(function() verdict.check.email = function() return true end end)
        if verdict.check.email("not an email") then error("ESCAPED: verdict.check replaced") end
        return rawset(verdict.check, "email", function() return true end) -- @error
      end },
    { "y", "required" },
  },
}
