-- hostile: debug through _ENV
-- expect: validate
-- message: attempt to index a nil value (global 'debug')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        if _ENV.debug then error("ESCAPED: debug") end
        return _ENV.debug.getregistry() -- @error
      end },
    { "y", "required" },
  },
}
