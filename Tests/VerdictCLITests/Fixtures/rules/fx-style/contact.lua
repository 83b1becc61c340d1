-- FXModelValidation's option spellings: url's validSchemes and enableIDN, email's enableIDN,
-- default's value = and filter's filter =.
return {
  model = "Contact",
  rules = {
    { "site", "url", validSchemes = { "ftp" }, enableIDN = false },
    { "email", "email", enableIDN = true },
    { "code", "filter", filter = function(value) return value and value:upper() end },
    { "code", "regex", "[A-Z]{3}" },
    { "level", "default", value = 1 },
    { "level", "in", range = { 1, 2, 3 } },
  },
}
