-- A missing comma after the first rule.
return {
  model = "Broken",
  rules = {
    { "a", "required" }
    { "b", "required" },
  },
}
