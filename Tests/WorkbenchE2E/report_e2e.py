#!/usr/bin/env python3
"""The page of `verdict validate --report` in a real headless browser (Chromium through Selenium):
validate a generated file of CalendarEvent records with one line that is not JSON, open the report
through file://, and check that it renders — a bar for every failure, as long as its count says,
no console error, nothing fetched — and that every number it shows is the one `verdict validate
--summary --format json` gives for the same input, and its refused records the first invalid ones
of `--format jsonl`. A screenshot goes to --screenshots.

Usage: report_e2e.py VERDICT_BINARY RULES_DIR [--screenshots DIR]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.by import By

from workbench_e2e import check, make_browser

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATOR = os.path.join(ROOT, "Benchmarks", "side-by-side", "generate_events.py")
RECORDS = 3000
SAMPLE = 20


def generate(folder):
    """A file of generated CalendarEvent records (a fixed seed) with a line that is not JSON."""
    events = os.path.join(folder, "events.jsonl")
    subprocess.run([sys.executable, GENERATOR, str(RECORDS), events], check=True, stdout=subprocess.DEVNULL)
    with open(events) as source:
        lines = source.readlines()
    lines.insert(7, '{"title": "cut short"\n')
    with open(events, "w") as target:
        target.writelines(lines)
    return events


def validate(binary, rules, events, *arguments):
    """Runs verdict validate on the events, from their folder; returns its output (exit 1 expected)."""
    run = subprocess.run(
        [binary, "validate", "--rules", rules, "--model", "CalendarEvent", *arguments, os.path.basename(events)],
        cwd=os.path.dirname(events), capture_output=True, text=True)
    check(run.returncode == 1, "verdict validate %s exits 1 (some record invalid)" % " ".join(arguments))
    return run.stdout


def run(binary, rules, shots):
    work = tempfile.mkdtemp(prefix="verdict-report-e2e-")
    browser = None
    try:
        events = generate(work)
        validate(binary, os.path.abspath(rules), events, "--report", "report.html", "--quiet")
        summary = json.loads(validate(binary, os.path.abspath(rules), events, "--summary", "--quiet",
                                      "--format", "json"))["summary"]
        results = [json.loads(line) for line in
                   validate(binary, os.path.abspath(rules), events, "--format", "jsonl").splitlines()]
        check(summary["records"] == RECORDS + 1 and summary["unreadable"] == 1 and summary["failures"],
              "the JSON summary counts %d records, one unreadable, with failures" % (RECORDS + 1))

        browser = make_browser(logging={"browser": "ALL"})
        browser.get("file://" + os.path.join(work, "report.html"))
        check(browser.title == "Verdict report: CalendarEvent", "the page opens with its title")

        for key, element in [("records", "records"), ("valid", "valid"), ("invalid", "invalid"),
                             ("unreadable", "unreadable"), ("inputsNotRead", "inputs-not-read"),
                             ("errors", "errors")]:
            shown = browser.find_element(By.ID, "summary-" + element)
            check(shown.get_attribute("data-value") == str(summary[key])
                  and shown.text.split()[0] == str(summary[key]),
                  "%s: the page shows %s, as the JSON summary" % (key, summary[key]))

        rows = browser.find_elements(By.CSS_SELECTOR, "#failures tbody tr")
        check(len(rows) == len(summary["failures"]), "a row for each of the %d failures" % len(rows))
        largest = None
        for row, failure in zip(rows, summary["failures"]):
            cells = [cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
            same = (row.get_attribute("data-attribute") == failure["attribute"]
                    and row.get_attribute("data-rule") == failure["rule"]
                    and row.get_attribute("data-count") == str(failure["count"])
                    and cells[:3] == [failure["attribute"], failure["rule"], str(failure["count"])])
            check(same, "%s %s: %d, in the summary's order" % (failure["attribute"], failure["rule"], failure["count"]))
            bar = row.find_element(By.CSS_SELECTOR, "td.bar svg rect")
            width = bar.rect["width"]
            largest = largest or width / failure["count"]
            check(width > 0 and abs(width - largest * failure["count"]) <= 1.5,
                  "its bar is drawn %.1f px wide, in proportion to its count" % width)

        refused = [item.get_attribute("data-location")
                   for item in browser.find_elements(By.CSS_SELECTOR, "#refused > li.refusal")]
        first = ["%s:%d" % (result["file"], result["line"]) for result in results if not result["valid"]][:SAMPLE]
        check(refused == first, "the refused records are the first %d invalid ones, by file and line" % SAMPLE)
        check(browser.find_elements(By.CSS_SELECTOR, "#refused li.refusal .unreadable"),
              "the line that is not JSON is among them, marked unreadable")
        check(len(browser.find_elements(By.CSS_SELECTOR, "#values .values")) == len(summary["failures"]),
              "each failure has its most common failing values")

        fetched = browser.execute_script("return performance.getEntriesByType('resource').length")
        check(fetched == 0, "the page fetches nothing")
        errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
        check(not errors, "no console error: %s" % errors)
        if shots:
            os.makedirs(shots, exist_ok=True)
            browser.save_screenshot(os.path.join(shots, "report.png"))
    finally:
        if browser:
            browser.quit()
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("rules")
    parser.add_argument("--screenshots")
    arguments = parser.parse_args()
    started = time.time()
    run(arguments.binary, arguments.rules, arguments.screenshots)
    print("report-e2e: passed in %.1f s" % (time.time() - started))


if __name__ == "__main__":
    sys.exit(main())
