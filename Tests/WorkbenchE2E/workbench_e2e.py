#!/usr/bin/env python3
"""The rule workbench of `verdict serve --workbench` in a real headless browser (Chromium through
Selenium): open the page, break a rule and see the problem at its line, fix it, run the examples,
try a record, see the draft's impact on a sample of --samples and on an uploaded one (the counts,
and a changed record's two answers side by side), save and see POST /v1/validate answer with the
new rule; a conflicting edit shown as a diff; a save refused without the token. Screenshots of the
main views go to --screenshots.

Usage: workbench_e2e.py VERDICT_BINARY RULES_DIR [--screenshots DIR]
The rules directory is copied; the copy is served and edited, the original left alone.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

FILE = "contact_form.lua"
RULE = '{ "body", "maxLength", 5000 },'
BROKEN = '{ "body", "maxLength", "lots" },'
FIXED = '{ "body", "maxLength", 20 },'
LONG_BODY = "This body is longer than twenty characters."
# The sample of --samples: under FIXED, records 1 and 3 become invalid, 5 keeps its verdict with one
# more error, 2 is unchanged, and line 4 is not JSON.
SAMPLE = "contact.jsonl"
SAMPLE_LINES = [
    {"name": "Ann", "email": "ann@example.com", "subject": "Hi", "body": LONG_BODY},
    {"name": "Bo", "email": "bo@example.com", "subject": "Hi", "body": "Short."},
    {"name": "Cy", "email": "cy@example.com", "subject": "Hi", "body": "Another body well over twenty characters."},
    None,
    {"name": "", "email": "dee@example.com", "subject": "Hi", "body": "Yet another body that is much too long."},
]
SAMPLE_COUNTS = {"records": "5", "newlyInvalid": "2", "newlyValid": "0", "errorsChanged": "1", "unchanged": "1",
                 "unreadable": "1"}
# An uploaded CSV: its first record becomes invalid, its second is unchanged.
UPLOAD = "upload.csv"
UPLOAD_TEXT = "name,email,subject,body\nEve,eve@example.com,Hi,%s\nFay,fay@example.com,Hi,Short.\n" % LONG_BODY


def check(condition, what):
    if not condition:
        raise AssertionError(what)
    print("ok  " + what, flush=True)


def write_samples(folder):
    os.makedirs(folder)
    with open(os.path.join(folder, SAMPLE), "w") as sample:
        for record in SAMPLE_LINES:
            sample.write((json.dumps(record) if record else '{"name": "broken') + "\n")
    upload = os.path.join(os.path.dirname(folder), UPLOAD)
    with open(upload, "w") as csv:
        csv.write(UPLOAD_TEXT)
    return upload


def start_server(binary, rules, samples):
    process = subprocess.Popen(
        [binary, "serve", "--rules", rules, "--port", "0", "--watch-interval", "0.2", "--workbench",
         "--samples", samples],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = token = None
    deadline = time.time() + 60
    while time.time() < deadline and (base is None or token is None):
        line = process.stdout.readline()
        if not line:
            raise RuntimeError("verdict serve stopped: " + process.stderr.read())
        if "listening on " in line:
            base = line.split("listening on ")[1].strip()
        match = re.search(r"#token=([0-9a-f]+)", line)
        if match:
            token = match.group(1)
    check(base is not None and token is not None, "verdict serve --workbench prints its address and a token")
    return process, base, token


def validate(base, model, record):
    request = urllib.request.Request(
        base + "/v1/validate/" + model, data=json.dumps(record).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def make_browser(logging=None):
    """Headless Chromium; `logging` sets goog:loggingPrefs (e.g. {"browser": "ALL"} for the console)."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1600,1000",
                     "--disable-gpu", "--lang=en-US"]:
        options.add_argument(argument)
    if logging:
        options.set_capability("goog:loggingPrefs", logging)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


class Page:
    def __init__(self, browser, shots):
        self.browser = browser
        self.shots = shots

    def find(self, element_id):
        return self.browser.find_element(By.ID, element_id)

    def text(self, element_id):
        return self.find(element_id).text

    def wait(self, what, condition, seconds=60):
        try:
            WebDriverWait(self.browser, seconds, poll_frequency=0.1).until(lambda _: condition())
        except Exception:
            self.shot("failure")
            raise AssertionError("timed out waiting: " + what)
        print("ok  " + what, flush=True)

    def set_text(self, text):
        """Replaces the editor's text as typing would: an input event follows."""
        self.browser.execute_script(
            "const e = document.getElementById('editor'); e.value = arguments[0];"
            "e.dispatchEvent(new Event('input', { bubbles: true }));", text)

    def editor_text(self):
        return self.browser.execute_script("return document.getElementById('editor').value")

    def shot(self, name):
        if self.shots:
            os.makedirs(self.shots, exist_ok=True)
            self.browser.save_screenshot(os.path.join(self.shots, "workbench-" + name + ".png"))

    def impact_counts(self):
        return {key: self.text("impact-count-" + key) for key in SAMPLE_COUNTS}

    def clean_and_passing(self):
        return self.text("check-status") == "no problems" and "passed, 0 failed" in self.text("examples-status")

    def ready_to_save(self):
        return self.clean_and_passing() and self.find("save").is_enabled()


def run(binary, source_rules, shots):
    work = tempfile.mkdtemp(prefix="verdict-workbench-e2e-")
    rules = os.path.join(work, "rules")
    shutil.copytree(source_rules, rules)
    samples = os.path.join(work, "samples")
    upload = write_samples(samples)
    process, base, token = start_server(binary, rules, samples)
    browser = make_browser()
    page = Page(browser, shots)
    try:
        browser.get(base + "/workbench#token=" + token)
        page.wait("the models are listed with their rules in words",
                  lambda: "Email must be an email address such as name@example.com." in page.text("models"))
        check("file:line links" and re.search(r"contact_form\.lua:\d+", page.text("models")) is not None,
              "rules name their file and line")
        Select(page.find("file-select")).select_by_value(FILE)
        page.wait("the rule file opens and checks clean with its examples passing", page.clean_and_passing)
        page.shot("overview")
        text = page.editor_text()
        check(RULE in text, "the editor holds the rule file")
        line = text[: text.index(RULE)].count("\n") + 1

        # Break a rule: the problem shows at its line, in the list and in the gutter.
        page.set_text(text.replace(RULE, BROKEN))
        page.wait("a problem appears at line %d" % line,
                  lambda: "line %d:" % line in page.text("problems"))
        gutter = browser.find_element(By.CSS_SELECTOR, "#gutter div[data-line='%d']" % line)
        check("problem" in gutter.get_attribute("class"), "the gutter marks line %d" % line)
        check(not page.find("save").is_enabled(), "Save is off while the draft has problems")
        page.shot("problem")

        # Fix it: clean, the examples run and pass.
        page.set_text(text.replace(RULE, FIXED))
        page.wait("the fixed draft checks clean, its examples pass, Save is on", page.ready_to_save)
        page.find("run-examples").click()
        page.wait("Run examples shows every example passing",
                  lambda: "passed, 0 failed" in page.text("examples-status")
                  and len(browser.find_elements(By.CSS_SELECTOR, "#examples li.passed")) >= 4)

        # Try a record against the draft.
        Select(page.find("try-model")).select_by_value("ContactForm")
        Select(page.find("try-scenario")).select_by_value("default")
        record = {"name": "Ann", "email": "ann@example.com", "subject": "Hi", "body": LONG_BODY}
        page.find("try-record").clear()
        page.find("try-record").send_keys(json.dumps(record))
        page.find("try-button").click()
        page.wait("the draft finds the record invalid and explains why",
                  lambda: "Invalid" in page.text("try-result") and "body: maxLength failed" in page.text("try-result"))
        page.shot("try")

        # The draft's impact on the sample of --samples: the counts, and each changed record with
        # the served rules' answer beside the draft's.
        Select(page.find("impact-model")).select_by_value("ContactForm")
        Select(page.find("impact-sample")).select_by_value("sample:" + SAMPLE)
        page.find("impact-run").click()
        page.wait("Impact shows the counts of the sample's changes",
                  lambda: page.find("impact-summary").is_displayed() and page.impact_counts() == SAMPLE_COUNTS)
        check("3 records' answers would change" in page.text("impact-status"), "Impact says how many would change")
        rows = browser.find_elements(By.CSS_SELECTOR, "#impact-changes tbody tr")
        check(len(rows) == 3, "three changed records are listed")
        cells = [cell.text for cell in rows[0].find_elements(By.TAG_NAME, "td")]
        check(cells[0].startswith(SAMPLE + ":1") and cells[1] == "newly invalid",
              "the first changed record is named by its file and line, newly invalid")
        check(cells[2] == "Valid", "its answer under the served rules: valid")
        check(cells[3].startswith("Invalid") and "body:" in cells[3] and "(maxLength)" in cells[3],
              "its answer under the draft: invalid, the body too long (maxLength)")
        last = [cell.text for cell in rows[2].find_elements(By.TAG_NAME, "td")]
        check(last[0].startswith(SAMPLE + ":5") and last[1] == "errors changed"
              and "(maxLength)" not in last[2] and "(maxLength)" in last[3],
              "a record invalid either way shows its errors changed, both sides' errors listed")
        check(SAMPLE + ":4:" in page.text("impact-unreadable"), "the line that is not JSON is reported with its line")
        browser.execute_script("document.getElementById('impact-panel').scrollIntoView()")
        page.shot("impact")

        # An uploaded file instead.
        page.find("impact-file").send_keys(upload)
        page.wait("the upload is offered as the sample",
                  lambda: Select(page.find("impact-sample")).first_selected_option.text == "uploaded: " + UPLOAD)
        page.find("impact-run").click()
        page.wait("Impact counts the uploaded file's changes",
                  lambda: page.text("impact-count-records") == "2" and page.text("impact-count-newlyInvalid") == "1"
                  and page.text("impact-count-unchanged") == "1")
        row = browser.find_element(By.CSS_SELECTOR, "#impact-changes tbody tr")
        check(row.find_element(By.TAG_NAME, "td").text.startswith(UPLOAD + ":2"),
              "the uploaded record is named by the file's name and line")

        # Save: the served rules answer with the new rule at once.
        before = validate(base, "ContactForm", record)
        check(before["valid"], "before the save, the served rules accept the long body")
        page.find("author").send_keys("Browser Test")
        page.find("save").click()
        page.wait("the save is confirmed", lambda: "saved" in page.text("save-status"))
        after = validate(base, "ContactForm", record)
        check(not after["valid"] and any(e["rule"] == "maxLength" for e in after["errors"]),
              "after the save, POST /v1/validate refuses the long body (maxLength 20)")
        with open(os.path.join(rules, FILE)) as saved:
            check(FIXED in saved.read(), "the file on disk holds the saved text")
        page.wait("the page shows the save in the history", lambda: "Browser Test" in page.text("history"))
        page.shot("saved")

        # A conflicting edit: the file changes on disk while the draft is open.
        with open(os.path.join(rules, FILE), "a") as other:
            other.write("-- edited elsewhere\n")
        draft = page.editor_text().replace(FIXED, '{ "body", "maxLength", 30 },')
        page.set_text(draft)
        page.wait("the edited draft is ready to save", page.ready_to_save)
        page.find("save").click()
        page.wait("the conflict is shown with a diff", lambda: page.find("conflict").is_displayed()
                  and "+-- edited elsewhere" not in page.text("conflict-diff")
                  and "-- edited elsewhere" in page.text("conflict-diff"))
        with open(os.path.join(rules, FILE)) as disk:
            check("-- edited elsewhere" in disk.read(), "the file on disk was not overwritten")
        browser.execute_script("document.getElementById('conflict').scrollIntoView({ block: 'center' })")
        page.shot("conflict")

        # Without the token a save is refused.
        page.find("conflict-keep").click()
        page.wait("editing on over the version on disk", page.ready_to_save)
        browser.execute_script(
            "const t = document.getElementById('token'); t.value = '';"
            "t.dispatchEvent(new Event('change'));")
        page.find("save").click()
        page.wait("a save without the token is refused", lambda: "token" in page.text("save-status"))
        with open(os.path.join(rules, FILE)) as disk:
            check('"maxLength", 30' not in disk.read(), "nothing was written without the token")
        page.shot("no-token")
    finally:
        browser.quit()
        process.terminate()
        log = process.communicate(timeout=30)[1]
        shutil.rmtree(work, ignore_errors=True)
    check("workbench: Browser Test saved contact_form.lua" in log, "the save is in the server's log")
    check("save refused" in log, "the refused save is in the server's log")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("rules")
    parser.add_argument("--screenshots")
    arguments = parser.parse_args()
    started = time.time()
    run(arguments.binary, arguments.rules, arguments.screenshots)
    print("workbench-e2e: passed in %.1f s" % (time.time() - started))


if __name__ == "__main__":
    sys.exit(main())
