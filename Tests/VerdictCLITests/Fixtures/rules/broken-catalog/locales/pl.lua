return {
  messages = {
    tooShort = "musi mieć co najmniej {min, plural, one {# znak} other {# znaków}}.",
  },
}
