-- hostile: a filter returning a table nested a thousand deep
-- expect: validate
-- message: nested deeper than 64 levels
return {
  model = "Hostile",
  rules = {
    { "x", "filter", function(value) -- @error
        local t = {} for i = 1, 1000 do t = { t } end return t
      end },
  },
}
