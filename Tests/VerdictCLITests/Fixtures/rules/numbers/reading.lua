-- Numbers beyond 2^53 (issue 20, item 1): integer bounds stay integers and are compared exactly
-- with the integers and doubles each input format gives. Used by ValidateNumberTests.
return {
  model = "Reading",
  rules = {
    { "below", "max", 9007199254740992 },
    { "big", "max", 4611686018427387904 },
    { "above", "min", 9007199254740993 },
    { "same", "exact", 9007199254740993 },
    { "band", "range", 9007199254740993, 9007199254740995 },
    { "most", "compare", "<=", 9007199254740992 },
    { "whole", "integer" },
  },
}
