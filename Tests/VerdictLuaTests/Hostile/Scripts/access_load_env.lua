-- hostile: load with an environment of its own, and with none
-- expect: validate
-- message: attempt to index a nil value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local f = load("return io, debug, require", "x", "t", {})
        if f() ~= nil then error("ESCAPED: load with an env") end
        local g = load("return io", "x", "t")
        if g() ~= nil then error("ESCAPED: load") end
        local h = load("return _ENV", "x", "t", nil)
        return h().io -- @error
      end },
  },
}
