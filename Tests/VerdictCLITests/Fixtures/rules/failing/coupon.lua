-- Examples that disagree with the rules: `verdict test` must print each failure and exit 1.
return {
  model = "Coupon",
  rules = {
    { "code", "required" },
    { "code", "exactLength", 8 },
    { "percent", "range", 1, 90 },
  },
  examples = {
    valid = {
      { code = "SPRING26", percent = 10 },
      { code = "WINTER", percent = 95 },
    },
    invalid = {
      { percent = 10 },
      { code = "AUTUMN26", percent = 50 },
    },
  },
}
