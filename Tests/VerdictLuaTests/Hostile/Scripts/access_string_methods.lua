-- hostile: the shared string table through a string's methods
-- expect: validate
-- message: attempt to call a nil value (field 'dump')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        if ("").dump ~= nil or ("").__index ~= nil then error("ESCAPED: string internals") end
        string.rep = function() error("ESCAPED: changed") end
        if ("x"):rep(2) ~= "xx" then error("ESCAPED: a file changed the shared string table") end
        return ("").dump(print) -- @error
      end },
    { "y", "required" },
  },
}
