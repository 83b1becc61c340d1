-- Mistakes a Yii or NGRValidator user makes: each is a problem at its own line.
return {
  model = "Article",
  rules = {
    { "code", "match", "^[A-Z]+$" },
    { "title",
      "minLength", "8" },
    { "status", "in", range = { "draft", "live" },
      alow = true },
    { "body", "required", message = "{nam} is missing." },
    { "a,,b", "required" },
    { "tags", "each", rules = { { "minLength", 2, on = "edit" } } },
    { "author", "nested", model = "Autor" },
  },
}
