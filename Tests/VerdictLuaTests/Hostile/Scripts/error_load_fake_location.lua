-- hostile: an error raised in a loaded chunk that names itself as another file and line
-- expect: validate
-- message: [load "=/etc/shadow:999"]:1: fake location
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        load('error("fake location")', "=/etc/shadow:999")() -- @error
        return true
      end },
  },
}
