-- hostile: recursion through pcall, to exhaust the C stack
-- expect: validate
-- message: stack overflow
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local function dive() local ok, e = pcall(dive) if not ok then error(e, 0) end end -- @error
        dive()
      end },
    { "y", "required" },
  },
}
