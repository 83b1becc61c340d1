-- hostile: the host's main thread through coroutine.running
-- expect: validate
-- message: attempt to index a thread value (local 'thread')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local thread, isMain = coroutine.running()
        return thread.globals.io -- @error
      end },
    { "y", "required" },
  },
}
