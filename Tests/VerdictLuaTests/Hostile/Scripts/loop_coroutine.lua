-- hostile: an infinite loop inside a coroutine
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local co = coroutine.create(function() while true do end end) -- @error
        return coroutine.resume(co)
      end },
    { "y", "required" },
  },
}
