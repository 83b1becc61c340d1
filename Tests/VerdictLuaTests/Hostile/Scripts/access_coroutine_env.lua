-- hostile: capabilities from inside a coroutine
-- expect: validate
-- message: attempt to index a nil value (field 'io')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local co = coroutine.wrap(function() coroutine.yield(io, debug, require) return _ENV end)
        if co() ~= nil then error("ESCAPED: from a coroutine") end
        return co().io.open("/etc/passwd") -- @error
      end },
    { "y", "required" },
  },
}
