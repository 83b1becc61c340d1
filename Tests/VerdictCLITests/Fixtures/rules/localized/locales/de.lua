-- German texts of this rules directory, over those Verdict ships.
return {
  messages = {
    required = "muss ausgefüllt werden.",
  },
  models = {
    Signup = {
      names = { email = "E-Mail-Adresse", password = "Passwort", age = "Alter" },
      attributes = {
        password = {
          tooShort = "Das Passwort braucht mindestens {min, plural, one {# Zeichen} other {# Zeichen}}.",
        },
      },
    },
  },
}
