-- hostile: infinite loops in __lt, __eq, __concat and __len
-- expect: validate
-- message: instruction budget of 2000000 instructions exhausted
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local spin = function() while true do end end -- @error
        local mt = { __lt = spin, __eq = spin, __concat = spin, __len = spin }
        local a, b = setmetatable({}, mt), setmetatable({}, mt)
        return a < b or a == b or #a > 0 or (a .. b) ~= nil
      end },
    { "y", "required" },
  },
}
