-- `mesage` is not an option of any rule.
return {
  model = "Article",
  rules = {
    { "title", "required", mesage = "is needed." },
  },
}
