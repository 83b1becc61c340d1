-- hostile: a rule's tail call into a loaded chunk that fails: the rule's own frame is gone, so
-- the error names the rule function's line, then the loaded chunk's name and line
-- expect: validate
-- message: [load "=/etc/shadow:999"]:1: from a tail call
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx) -- @error
        return load('error("from a tail call")', "=/etc/shadow:999")()
      end },
  },
}
