-- Numbers beyond 2^53 (issue 20, item 1): integer bounds stay integers and are compared exactly
-- with the integers and doubles each input format gives. Whole numbers are exact however they are
-- written (issue 43, item 4): `9.007199254740993e15` meets `exact 9007199254740993`, and beyond 64
-- bits `18446744073709551617` is above `2^64`, a float bound. Used by ValidateNumberTests and
-- ServeNumberTests.
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
    { "listed", "in", { 9007199254740993, 2^64 } },
    { "vast", "max", 2^64 },
    { "beyond", "compare", ">", verdict.field "vast" },
  },
}
