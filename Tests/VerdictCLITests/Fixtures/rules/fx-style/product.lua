-- A product written with FXModelValidation's spellings.
return {
  model = "Product",
  rules = {
    { "code, name", "required" },
    { "code", "match", pattern = "/^[A-Z]{3}$/" },
    { "name", "string", min = 3, max = 20 },
    { "status", "in", range = { "draft", "live" } },
    { "active", "boolean" },
    { "stock", "type", "integer" },
    { "stock", "integer", min = 0, isEmpty = function(v) return v == -1 end },
  },
}
