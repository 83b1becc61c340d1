-- A rule's own options and arguments given wrong values: each is a problem at the line of the
-- value at fault, with the fix in the hint.
return {
  model = "Listing",
  rules = {
    { "kind", "type",
      "text" },
    { "name", "string",
      min = "3" },
    { "active", "boolean",
      strict = "yes" },
    { "note", "minLength", 2,
      isEmpty = true },
    { "lat", "geoCoordinate",
      "latitude" },
    { "photo", "minSize",
      "640x480" },
  },
}
