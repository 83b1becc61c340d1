-- hostile: a finalizer that never ends, left for the collector
-- expect: validate
-- message: __gc metamethods are not allowed
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        setmetatable({}, { __gc = function() while true do end end }) -- @error
        return true
      end },
    { "y", "required" },
  },
}
