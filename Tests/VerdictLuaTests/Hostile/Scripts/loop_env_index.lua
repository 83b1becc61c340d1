-- hostile: an __index on the file's environment that loops on every unknown global
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
setmetatable(_ENV, { __index = function() while true do end end }) -- @error
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx) return undefinedGlobal end },
  },
}
