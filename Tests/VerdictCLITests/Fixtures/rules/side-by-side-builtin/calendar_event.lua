-- NGRValidator's CalendarEvent: the model of the side-by-side benchmark.
return {
  model = "CalendarEvent",
  names = { creatorLastName = "Lastname", creatorEmail = "Email", termsOfUse = "" },
  rules = {
    { "title", "required" },
    { "title", "minLength", 6, message = "should have at least 6 signs." },
    { "creatorLastName", "required" },
    { "creatorLastName", "lengthRange", 4, 30 },
    { "creatorLastName", "name", lettersOnly = true },
    { "creatorEmail", "required" },
    { "creatorEmail", "email" },
    { "url", "url" },
    { {"startDate", "endDate"}, "required" },
    { "startDate", "laterThanOrEqualTo", "2020-01-01T00:00:00Z" },
    { "startDate", "earlierThan", verdict.field "endDate" },
    { "endDate", "laterThan", verdict.field "startDate" },
    { "termsOfUse", "required", message = "You must accept the terms of use." },
    { "termsOfUse", "trueValue", message = "You must accept the terms of use." },
  },
  examples = {
    valid = {
      { title = "Quarterly planning", creatorLastName = "Kowalski", creatorEmail = "anna.7@example.com",
        url = "https://calendar.example.org/events/1", startDate = "2026-03-01T09:00:00Z",
        endDate = "2026-03-01T10:00:00Z", termsOfUse = true },
      { title = "Design review", creatorLastName = "Fernández", creatorEmail = "lucia@example.es",
        startDate = "2026-03-02T09:00:00Z", endDate = "2026-03-02T11:30:00Z", termsOfUse = true },
    },
    invalid = {
      { title = "Demo", creatorLastName = "Kowalski", creatorEmail = "anna@example.com",
        startDate = "2026-03-01T09:00:00Z", endDate = "2026-03-01T10:00:00Z", termsOfUse = true },
      { title = "Kickoff call", creatorLastName = "Smith2000", creatorEmail = "anna@@example.com",
        startDate = "2019-06-01T09:00:00Z", endDate = "2019-06-01T09:00:00Z", termsOfUse = false },
    },
  },
}
