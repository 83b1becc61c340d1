-- hostile: setmetatable(_G, nil), the Redis sandbox escape
-- expect: validate
-- message: attempt to index a nil value (global 'io')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        setmetatable(_G, nil)
        if io or debug then error("ESCAPED: io/debug after setmetatable(_G, nil)") end
        return io.open("/etc/passwd") -- @error
      end },
    { "y", "required" },
  },
}
