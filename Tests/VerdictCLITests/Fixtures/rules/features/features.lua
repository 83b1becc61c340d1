-- Rules whose results the end-to-end tests read through `verdict validate`: `order`, the
-- coordinate and image-size rules, `includes` / `excludes` on empty lists, and `in`.
return {
  {
    model = "Ordered",
    rules = {
      { "alpha", "required" },
      { "mid", "required", order = 200 },
      { "zeta", "required", order = 50 },
    },
  },
  {
    model = "Place",
    rules = {
      { "lat, lon", "geoCoordinate" },
    },
  },
  {
    model = "Photo",
    rules = {
      { "avatar", "minSize", 10, 10 },
      { "avatar", "maxSize", 40, 40 },
    },
  },
  {
    model = "Tagged",
    rules = {
      { "tags", "includes", "new" },
      { "labels", "excludes", "spam" },
      { "optionalTags", "includes", "new", skipOnEmpty = true },
      { "optionalLabels", "excludes", "spam", skipOnEmpty = true },
    },
  },
  {
    model = "Status",
    rules = {
      { "status", "in", { "draft", "live" } },
      { "stage", "in", range = { 1, 2, 3 } },
    },
  },
}
