-- hostile: coroutines nested inside coroutines
-- expect: validate
-- message: stack overflow | C stack overflow
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local function nest() return coroutine.wrap(nest)() end -- @error
        return nest()
      end },
    { "y", "required" },
  },
}
