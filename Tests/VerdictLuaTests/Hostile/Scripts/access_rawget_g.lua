-- hostile: io and debug through rawget(_G, …)
-- expect: validate
-- message: attempt to index a nil value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        for _, name in ipairs({ "io", "debug", "package", "require", "dofile", "loadfile", "collectgarbage" }) do
          if rawget(_G, name) ~= nil then error("ESCAPED: " .. name) end
        end
        return rawget(_G, "io").open("/etc/passwd") -- @error
      end },
    { "y", "required" },
  },
}
