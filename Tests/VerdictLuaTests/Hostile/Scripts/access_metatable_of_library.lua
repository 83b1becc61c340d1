-- hostile: the metatables of verdict, ctx and ctx.errors
-- expect: validate
-- message: bad argument #1 to 'setmetatable' (table expected, got userdata)
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        for _, t in ipairs({ verdict, verdict.check, ctx, ctx.errors, object }) do
          if type(getmetatable(t)) == "table" then error("ESCAPED: a host metatable") end
        end
        return setmetatable(ctx, {}) -- @error
      end },
    { "y", "required" },
  },
}
