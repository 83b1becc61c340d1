-- FXModelValidation's ContactForm (after Yii's): name, email, subject and body are required, the
-- email must be valid, and the verify code must match when the form is submitted by a guest.
return {
  model = "ContactForm",
  names = { verifyCode = "Verification code" },
  rules = {
    { {"name", "email", "subject", "body"}, "required" },
    { {"name", "subject"}, "trim" },
    { "email", "email" },
    { "body", "maxLength", 5000 },
    { "verifyCode", "required", when = function(form, ctx) return form.guest == true end },
    { "verifyCode", "match", verdict.field "expectedCode",
      when = function(form, ctx) return form.guest == true end,
      message = "{name} is incorrect." },
    { "guest", "safe" },
  },
  examples = {
    valid = {
      { name = "Ann", email = "ann@example.com", subject = "Hello", body = "A question.", guest = false },
      { name = "Bo", email = "bo@example.com", subject = "Hi", body = "x", guest = true,
        verifyCode = "k3y", expectedCode = "k3y" },
    },
    invalid = {
      { name = "", email = "ann@example", subject = "Hello", body = "x" },
      { name = "Bo", email = "bo@example.com", subject = "Hi", body = "x", guest = true,
        verifyCode = "nope", expectedCode = "k3y" },
    },
  },
}
