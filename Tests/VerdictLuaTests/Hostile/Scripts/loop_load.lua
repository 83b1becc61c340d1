-- hostile: an infinite loop in a chunk a rule loaded
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local spin = load("while true do end", "=elsewhere.lua:1")
        spin() -- @error
        return true
      end },
  },
}
