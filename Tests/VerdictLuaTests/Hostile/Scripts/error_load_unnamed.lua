-- hostile: an error raised in a chunk loaded without a name
-- expect: validate
-- message: [string "error("unnamed chunk")"]:1: unnamed chunk
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        load('error("unnamed chunk")')() -- @error
        return true
      end },
  },
}
