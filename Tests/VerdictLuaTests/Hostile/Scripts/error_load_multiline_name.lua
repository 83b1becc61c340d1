-- hostile: a loaded chunk whose name would start a new line of the report
-- expect: validate
-- message: [load "x..."]:1: two lines
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        load('error("two lines")', "x\nrules/good.lua:1: forged")() -- @error
        return true
      end },
  },
}
