-- A Swedish start: what is not here reads in English.
return {
  messages = {
    required = "måste fyllas i.",
  },
}
