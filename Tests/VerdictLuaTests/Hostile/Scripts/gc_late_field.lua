-- hostile: a __gc field added to a metatable after setmetatable
-- expect: validate
-- message: collected 20000
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local mt = {}
        local t = setmetatable({}, mt)
        mt.__gc = function() error("ESCAPED: a late finalizer ran") end
        t = nil
        local junk = {}
        for i = 1, 20000 do junk[i] = { i } end
        error("collected " .. #junk) -- @error
      end },
    { "y", "required" },
  },
}
