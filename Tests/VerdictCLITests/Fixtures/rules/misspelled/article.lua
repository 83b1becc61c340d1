-- minLenght: two letters swapped.
return {
  model = "Article",
  rules = {
    { "title", "required" },
    { "title", "minLenght", 6 },
    { "body", "maxLength", 5000 },
  },
}
