-- hostile: string.format asked for a huge result
-- expect: validate
-- message: memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local big = ("x"):rep(1 << 20)
        return #string.format(("%s"):rep(64), table.unpack((function() local t = {} for i = 1, 64 do t[i] = big end return t end)())) -- @error
      end },
    { "y", "required" },
  },
}
