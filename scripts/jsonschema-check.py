#!/usr/bin/env python3
"""Checks records against JSON Schemas with an independent validator, for Verdict's differential
tests of `verdict schema`: Python's jsonschema (Draft202012Validator), `pattern` read as ECMA-262
with the u flag (regress, the dialect JSON Schema names). Formats are annotations in draft 2020-12;
the ones jsonschema checks by itself (ASSERTED_FORMATS) are asserted too, so a format Verdict
exports must not be stricter than its rule either. `hostname`, `uri` and `iri` would need further
packages and stay annotations: their patterns check them.

Run it with the Python scripts/schema-tools.sh prints (a virtual environment with
scripts/schema-tools.txt installed).

Usage: jsonschema-check.py CASES.json RECORDS.jsonl
  CASES.json    a JSON list of schemas
  RECORDS.jsonl one {"case": N, "record": …} a line
Prints one line a record, in order: `1`, or `0` and the first error's message.
With --openapi FILE it checks an OpenAPI 3.1 document with openapi-spec-validator instead and prints
`ok` or the problem. With --patterns FILE, a JSON list of {"pattern": P, "strings": [...]}, it prints
one line a pattern: a `1` or `0` a string, whether the ECMA-262 pattern (u flag) finds a match.
"""
import json
import sys

ASSERTED_FORMATS = ["email", "idn-email", "ipv4", "ipv6", "uuid"]


def check_openapi(path):
    from openapi_spec_validator import validate
    from openapi_spec_validator.readers import read_from_filename

    spec, _ = read_from_filename(path)
    try:
        validate(spec)
    except Exception as error:  # the validator's own error names the place
        print(f"invalid: {error}")
        return 1
    print("ok")
    return 0


def check_patterns(path):
    import regress

    with open(path, encoding="utf-8") as file:
        items = json.load(file)
    for item in items:
        regex = regress.Regex(item["pattern"], "u")
        print("".join("1" if regex.find(s) is not None else "0" for s in item["strings"]))
    return 0


def main():
    if sys.argv[1] == "--openapi":
        return check_openapi(sys.argv[2])
    if sys.argv[1] == "--patterns":
        return check_patterns(sys.argv[2])
    import regress
    from jsonschema import Draft202012Validator, FormatChecker, ValidationError, validators

    compiled = {}

    def ecma_pattern(validator, pattern, instance, schema):
        if not validator.is_type(instance, "string"):
            return
        regex = compiled.get(pattern)
        if regex is None:
            regex = compiled[pattern] = regress.Regex(pattern, "u")
        if regex.find(instance) is None:
            yield ValidationError(f"{instance!r} does not match {pattern!r}")

    ECMAValidator = validators.extend(Draft202012Validator, {"pattern": ecma_pattern})
    with open(sys.argv[1], encoding="utf-8") as file:
        schemas = json.load(file)
    checker = FormatChecker(formats=ASSERTED_FORMATS)
    for schema in schemas:
        Draft202012Validator.check_schema(schema)
    checkers = [ECMAValidator(schema, format_checker=checker) for schema in schemas]
    out = []
    with open(sys.argv[2], encoding="utf-8") as file:
        for line in file:
            item = json.loads(line)
            error = next(iter(checkers[item["case"]].iter_errors(item["record"])), None)
            if error is None:
                out.append("1")
            else:
                place = "/".join(str(p) for p in error.absolute_path)
                message = f"{place}: {error.message}".replace("\n", "\\n")
                out.append("0 " + message[:300])
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
