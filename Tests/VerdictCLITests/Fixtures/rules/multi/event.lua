-- Date rules against the clock: reproducible only with --now.
return {
  model = "Event",
  scenarios = {
    create = { "title", "startDate", "endDate" },
  },
  rules = {
    { "title", "required" },
    { "startDate", "required", on = { "create" } },
    { "startDate", "laterThanOrEqualTo", verdict.now },
    { "endDate", "laterThan", verdict.field "startDate" },
  },
}
