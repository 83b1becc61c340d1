-- hostile: unbounded recursion
-- expect: validate
-- message: stack overflow | memory limit of 32 MiB exceeded | instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local function dive(n) return 1 + dive(n + 1) end -- @error
        return dive(1)
      end },
    { "y", "required" },
  },
}
