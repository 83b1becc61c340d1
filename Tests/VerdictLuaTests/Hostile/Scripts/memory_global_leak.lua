-- hostile: a rule that keeps 12 MiB more in a global on every call
-- expect: validate
-- message: memory limit of 32 MiB exceeded | hoarded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        hoard = hoard or {}
        hoard[#hoard + 1] = ("x"):rep(12 << 20) .. #hoard error("hoarded " .. #hoard) -- @error
      end },
  },
}
