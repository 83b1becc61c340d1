-- hostile: every table reachable from _ENV, searched for a way out
-- expect: validate
-- message: attempt to index a nil value (local 'found')
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local forbidden = { execute = true, loadlib = true, getregistry = true, sethook = true, open = true,
          popen = true, getenv = true, dump = true, collectgarbage = true, searchers = true }
        local seen, found = {}, nil
        local function scan(t, depth)
          if seen[t] or depth > 4 then return end
          seen[t] = true
          for k, v in pairs(t) do
            if forbidden[k] then found = k end
            if type(v) == "table" then scan(v, depth + 1) end
          end
          local mt = getmetatable(t)
          if type(mt) == "table" then scan(mt, depth + 1) end
        end
        scan(_ENV, 0)
        scan(getmetatable("") or {}, 0)
        if found then error("ESCAPED: " .. found) end
        return found.execute("true") -- @error
      end },
    { "y", "required" },
  },
}
