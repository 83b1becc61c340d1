-- hostile: error with a coroutine, raised inside a coroutine
-- expect: validate
-- message: error object is a thread value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        coroutine.wrap(function() error((coroutine.running())) end)() -- @error
      end },
    { "y", "required" },
  },
}
