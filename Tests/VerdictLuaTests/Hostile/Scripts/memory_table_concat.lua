-- hostile: table.concat of a huge list
-- expect: validate
-- message: memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local t = {}
        for i = 1, 100 do t[i] = ("x"):rep(1 << 20) end -- @error
        return #table.concat(t) > 0
      end },
    { "y", "required" },
  },
}
