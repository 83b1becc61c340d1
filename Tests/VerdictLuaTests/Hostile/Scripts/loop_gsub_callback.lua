-- hostile: string.gsub with a replacement function that loops
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        return (("x"):rep(100):gsub(".", function() while true do end end)) -- @error
      end },
    { "y", "required" },
  },
}
