-- hostile: load of bytecode fed piece by piece by a reader function
-- expect: validate
-- message: attempt to load a binary chunk (mode is 't')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local parts, i = { "\27", "Lua", "\84\0", "\25\147\r\n\26\n" }, 0
        local f, err = load(function() i = i + 1 return parts[i] end)
        if f then error("ESCAPED: bytecode through a reader") end
        error(err) -- @error
      end },
    { "y", "required" },
  },
}
