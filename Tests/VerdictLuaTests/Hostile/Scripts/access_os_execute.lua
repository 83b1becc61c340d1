-- hostile: os.execute, os.exit, os.getenv, os.remove
-- expect: validate
-- message: attempt to call a nil value (field 'execute')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        for _, name in ipairs({ "execute", "exit", "getenv", "remove", "rename", "tmpname", "setlocale" }) do
          if os[name] ~= nil then error("ESCAPED: os." .. name) end
        end
        return os.execute("touch /tmp/verdict-hostile") -- @error
      end },
    { "y", "required" },
  },
}
