-- hostile: a strategy answering with a 16 MiB string
-- expect: validate
-- message: a strategy returned
return {
  model = "Hostile",
  rules = { { "y", "required" } },
  strategies = {
    function(object, ctx) -- @error
      return ("valid"):rep(3 << 20)
    end,
  },
}
