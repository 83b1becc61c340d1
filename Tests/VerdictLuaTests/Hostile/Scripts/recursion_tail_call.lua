-- hostile: unbounded tail recursion (no stack growth)
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local function spin(n) return spin(n + 1) end -- @error
        return spin(1)
      end },
    { "y", "required" },
  },
}
