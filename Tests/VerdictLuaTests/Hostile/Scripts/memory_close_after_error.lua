-- hostile: a __close handler that allocates while an error unwinds, when the cap was lifted
-- expect: validate
-- message: memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local guard <close> = setmetatable({}, { __close = function()
          return #("x"):rep(256 * 1024 * 1024) -- @error
        end })
        error("unwinding")
      end },
    { "y", "required" },
  },
}
