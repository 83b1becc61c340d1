-- hostile: error with a table whose __tostring loops
-- expect: validate
-- message: error object is a table value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        error(setmetatable({}, { __tostring = function() while true do end end })) -- @error
      end },
    { "y", "required" },
  },
}
