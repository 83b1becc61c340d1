-- hostile: a to-be-closed variable whose __close loops while the error unwinds
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local guard <close> = setmetatable({}, { __close = function() while true do end end }) -- @error
        error("unwinding")
      end },
    { "y", "required" },
  },
}
