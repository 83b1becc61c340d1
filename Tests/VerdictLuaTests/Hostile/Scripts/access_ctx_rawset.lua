-- hostile: writing into the ctx every later validation shares
-- expect: validate
-- message: bad argument #1 to 'rawset' (table expected, got userdata)
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        pcall(function() ctx.scenario = "admin" end)
        if ctx.scenario == "admin" then error("ESCAPED: ctx changed") end
        return rawset(ctx, "scenario", "admin") -- @error
      end },
    { "y", "required" },
  },
}
