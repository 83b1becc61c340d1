-- A model that contains itself: a comment with its replies, validated as deep as the data goes.
return {
  model = "Comment",
  rules = {
    { "text", "required" },
    { "text", "maxLength", 140, unit = "unicodeScalars" },
    { "replies", "each", model = "Comment" },
  },
  examples = {
    valid = { { text = "first", replies = { { text = "second", replies = { { text = "third" } } } } } },
    invalid = { { text = "first", replies = { { text = "" } } } },
  },
}
