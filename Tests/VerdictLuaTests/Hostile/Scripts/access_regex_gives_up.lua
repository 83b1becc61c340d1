-- hostile: a deny check whose pattern the regex engine gives up on, which "no match" let pass
-- expect: validate
-- message: could not be checked
return {
  model = "Hostile",
  rules = {
    { "x", function(value, object, ctx)
        local long = ("a "):rep(300000)
        return not verdict.check.regex(long, "(\\w|\\s)*<script") -- @error
      end },
    { "y", "required" },
  },
}
