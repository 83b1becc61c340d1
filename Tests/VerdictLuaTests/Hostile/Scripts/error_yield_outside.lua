-- hostile: yield from the rule itself, across the host
-- expect: validate
-- message: attempt to yield from outside a coroutine
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        coroutine.yield("out") -- @error
      end },
    { "y", "required" },
  },
}
