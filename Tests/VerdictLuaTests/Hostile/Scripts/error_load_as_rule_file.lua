-- hostile: a loaded chunk named as another rule file, with a line of its own
-- expect: validate
-- message: [load "@good.lua"]:3: posing as good.lua
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local f = load('\n\nerror("posing as good.lua")', "@good.lua")
        f() -- @error
        return true
      end },
  },
}
