-- hostile: an error object whose __index hands out io while the host reads it
-- expect: validate
-- message: error object is a table value
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local bait = setmetatable({}, { __index = function(_, k) return io end, __tostring = function() return "bait" end })
        local ok, e = pcall(error, bait)
        if e.anything ~= nil then error("ESCAPED: io through an error object") end
        error(bait) -- @error
      end },
    { "y", "required" },
  },
}
