-- hostile: a filter returning a table of two million values
-- expect: validate
-- message: more than 1000000 values | instruction budget of 2000000 instructions exhausted | memory limit of 32 MiB exceeded
return {
  model = "Hostile",
  rules = {
    { "x", "filter", function(value) local t = {} for i = 1, 2e6 do t[i] = true end return t end }, -- @error
  },
}
