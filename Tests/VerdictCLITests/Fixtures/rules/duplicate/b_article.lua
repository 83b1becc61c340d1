-- A second model of the same name.
return {
  model = "Article",
  rules = { { "body", "required" } },
}
