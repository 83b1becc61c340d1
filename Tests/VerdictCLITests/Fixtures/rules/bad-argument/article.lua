-- minLength takes a whole number.
return {
  model = "Article",
  rules = {
    { "title", "minLength", "six" },
  },
}
