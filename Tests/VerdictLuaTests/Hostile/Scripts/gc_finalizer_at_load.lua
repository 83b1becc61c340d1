-- hostile: finalizers created while the file loads, to run during other files' rules
-- expect: load
-- message: __gc metamethods are not allowed
for i = 1, 100 do
  setmetatable({}, { __gc = function() while true do end end }) -- @error
end
return {
  model = "Hostile",
  rules = {
    { "y", "required" },
  },
}
