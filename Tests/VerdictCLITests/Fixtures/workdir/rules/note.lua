-- Found as ./rules when verdict runs in the folder above, without --rules or VERDICT_RULES.
return {
  model = "Note",
  rules = {
    { "text", "required" },
  },
}
