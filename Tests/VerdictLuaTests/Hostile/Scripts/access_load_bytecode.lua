-- hostile: load of a binary chunk (string.dump is absent; bytes forged by hand)
-- expect: validate
-- message: load: only text chunks are allowed (mode "t"), not "bt"
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local bytes = "\27Lua\84\0\25\147\r\n\26\n\4\8\8\120\86\0\0\0\0\0\0\0\0\0\0\0\40\119\64\1"
        local f, err = load(bytes)
        if f then error("ESCAPED: bytecode loaded") end
        return assert(load(bytes, "forged", "bt")) -- @error
      end },
    { "y", "required" },
  },
}
