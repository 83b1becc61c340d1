#!/usr/bin/env python3
"""Checks the machine-readable reports of `verdict check` and `verdict test` with independent
tools, for Verdict's end-to-end tests, and prints what a consumer read from them.

Run it with the Python scripts/schema-tools.sh prints (a virtual environment with
scripts/schema-tools.txt installed).

Usage: report-check.py --sarif LOG.sarif SCHEMA.json
  Validates the log against the SARIF 2.1.0 JSON Schema (jsonschema, draft 4 as the schema says),
  then reads it with sarif-tools (Microsoft's SARIF reader) and prints `valid`, then one line a
  result: `SEVERITY RULE-ID LOCATION:LINE DESCRIPTION`, and one line a rule: `rule ID`.
Usage: report-check.py --junit REPORT.xml SCHEMA.xsd
  Validates the report against the XML Schema (xmlschema, XSD 1.1), then reads it with junitparser
  and prints `valid`, then one line a suite: `suite NAME tests=N failures=N errors=N skipped=N`,
  one line a test case: `case CLASSNAME | NAME | FILE:LINE | RESULT`, RESULT being `passed`, or
  `failure: MESSAGE`, `error: MESSAGE` or `skipped: MESSAGE`.
A document that does not validate prints `invalid: ` and the validator's reason, exit status 1.
"""
import json
import sys


def check_sarif(path, schema_path):
    from jsonschema import Draft4Validator
    from sarif import loader

    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    with open(path, encoding="utf-8") as file:
        log = json.load(file)
    errors = sorted(Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.absolute_path))
    if errors:
        print(f"invalid: {errors[0].message} at {list(errors[0].absolute_path)}")
        return 1
    print("valid")
    sarif = loader.load_sarif_file(path)
    for record in sarif.get_records():
        print(f"{record['Severity']} {record['Code']} {record['Location']}:{record['Line']} {record['Description']}")
    for run in sarif.runs:
        for rule in run.run_data["tool"]["driver"].get("rules", []):
            print(f"rule {rule['id']}")
    return 0


def check_junit(path, schema_path):
    import xmlschema
    from junitparser import Error, Failure, JUnitXml, Skipped

    schema = xmlschema.XMLSchema11(schema_path)
    try:
        schema.validate(path)
    except xmlschema.XMLSchemaValidationError as error:
        print(f"invalid: {error.reason} at {error.path}")
        return 1
    print("valid")
    for suite in JUnitXml.fromfile(path):
        print(
            f"suite {suite.name} tests={suite.tests} failures={suite.failures} errors={suite.errors}"
            f" skipped={suite.skipped}"
        )
        for case in suite:
            place = f"{case._elem.get('file')}:{case._elem.get('line')}"
            outcome = "passed"
            for result in case.result:
                kind = {Failure: "failure", Error: "error", Skipped: "skipped"}[type(result)]
                outcome = f"{kind}: {result.message}"
                if result.text:
                    outcome += " | " + " / ".join(result.text.split("\n"))
            print(f"case {case.classname} | {case.name} | {place} | {outcome}")
    return 0


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("--sarif", "--junit"):
        print(__doc__, file=sys.stderr)
        return 2
    check = check_sarif if sys.argv[1] == "--sarif" else check_junit
    return check(sys.argv[2], sys.argv[3])


if __name__ == "__main__":
    sys.exit(main())
