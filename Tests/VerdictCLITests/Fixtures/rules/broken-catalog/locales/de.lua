return {
  messages = {
    requird = "muss ausgefüllt werden.",
    tooShort = "braucht {mn} Zeichen.",
  },
  modles = {},
}
