// The rule workbench page of `verdict serve --workbench`. No library, no build step: the server
// sends this file as it is. Everything the page shows comes from /workbench/api/.
"use strict";

const api = "/workbench/api/";
const state = {
  models: [],
  files: [],
  path: null,          // the file in the editor
  version: null,       // its version when opened (or after the last save)
  savedText: null,     // its text then
  clean: false,        // the draft checks without problems
  examplesPass: false, // and its examples pass
  checkedText: null,   // the text those two flags are about
  busy: false,
  timer: null,
  sequence: 0,         // the newest check asked; older answers are ignored
  samples: [],         // the files of --samples: { name, size }
  maxSampleBytes: 0,   // the largest upload the server takes
  upload: null,        // the uploaded sample: { name, base64 }
};

const $ = (id) => document.getElementById(id);

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function locale() {
  return $("locale").value || "";
}

async function call(method, name, body, withToken) {
  const headers = {};
  const options = { method, headers, cache: "no-store", credentials: "omit" };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  if (withToken) headers["X-Verdict-Token"] = $("token").value.trim();
  const response = await fetch(api + name, options);
  let data = null;
  try { data = await response.json(); } catch (error) { data = { detail: String(error) }; }
  return { status: response.status, data };
}

// MARK: models

async function loadModels() {
  const query = locale() ? "?locale=" + encodeURIComponent(locale()) : "";
  const { status, data } = await call("GET", "models" + query);
  if (status !== 200) {
    $("models").textContent = data.detail || "cannot list the models";
    return;
  }
  state.models = data.models;
  state.files = data.files;
  $("rules-version").textContent = "rules version " + data.version;
  const select = $("locale");
  if (select.options.length === 0) {
    for (const tag of data.locales) select.append(new Option(tag, tag));
    select.value = data.locale;
  }
  renderModels();
  renderFiles();
  renderTryModels();
}

function renderModels() {
  const box = $("models");
  box.replaceChildren();
  for (const model of state.models) {
    const div = element("div", "model");
    div.dataset.model = model.name;
    const title = element("h3", null, model.name + " ");
    title.append(placeLink(model.file, model.line));
    div.append(title);
    div.append(element("div", "meta", "attributes: " + model.attributes.join(", ")));
    const scenarios = Object.keys(model.scenarios).sort()
      .map((name) => name + " (" + model.scenarios[name].join(", ") + ")");
    div.append(element("div", "meta", "scenarios: " + scenarios.join("; ")));
    div.append(element("div", "meta", "strategies: " + model.strategies.join(" → ")));
    if (model.mode !== "enforce") div.append(element("div", "meta", "mode: " + model.mode));
    const list = element("ul", "rules");
    for (const rule of model.rules) {
      const item = element("li", "rule");
      item.append(element("code", "attribute", rule.attribute));
      item.append(" ");
      const words = rule.messages.length ? rule.messages.join(" ") : "(changes the value)";
      item.append(element("span", "words", words + " "));
      let note = rule.rule;
      if (rule.on.length) note += ", only in " + rule.on.join(", ");
      if (rule.except.length) note += ", not in " + rule.except.join(", ");
      if (rule.conditional) note += ", when its condition holds";
      if (rule.severity === "warning") note += ", a warning: it refuses nothing";
      item.append(element("span", "rule-name", "(" + note + ") "));
      if (rule.file) item.append(placeLink(rule.file, rule.line));
      list.append(item);
    }
    div.append(list);
    box.append(div);
  }
}

function placeLink(file, line) {
  const link = element("a", "place", line ? file + ":" + line : file);
  link.href = "#";
  link.addEventListener("click", async (event) => {
    event.preventDefault();
    if (file !== state.path) {
      if (!confirmLeaving()) return;
      await openFile(file);
    }
    if (line) goToLine(line);
  });
  return link;
}

function renderFiles() {
  const select = $("file-select");
  const current = state.path || select.value;
  select.replaceChildren();
  for (const file of state.files) select.append(new Option(file, file));
  if (current) select.value = current;
}

function renderTryModels() {
  renderModelChoice("try-model", "try-scenario");
  renderModelChoice("impact-model", "impact-scenario");
}

function renderTryScenarios() {
  renderScenarioChoice("try-model", "try-scenario");
}

// Fills a model menu with the served models, keeping its choice, then its scenario menu.
function renderModelChoice(modelId, scenarioId) {
  const select = $(modelId);
  const current = select.value;
  select.replaceChildren();
  for (const model of state.models) select.append(new Option(model.name, model.name));
  if (current && state.models.some((m) => m.name === current)) select.value = current;
  renderScenarioChoice(modelId, scenarioId);
}

function renderScenarioChoice(modelId, scenarioId) {
  const model = state.models.find((m) => m.name === $(modelId).value);
  const select = $(scenarioId);
  const current = select.value;
  select.replaceChildren();
  const names = model ? Object.keys(model.scenarios).sort() : [];
  for (const name of names) select.append(new Option(name, name));
  select.value = names.includes(current) ? current : "default";
}

// MARK: editor

async function openFile(path) {
  const { status, data } = await call("GET", "file?path=" + encodeURIComponent(path));
  if (status !== 200) {
    $("check-status").textContent = data.detail || "cannot open " + path;
    return;
  }
  state.path = data.path;
  state.version = data.version;
  state.savedText = data.text;
  $("file-select").value = data.path;
  $("editor").value = data.text;
  $("conflict").hidden = true;
  $("save-status").textContent = "";
  renderHistory(data.history);
  renderGutter([]);
  const model = state.models.find((m) => m.file === path);
  if (model) {
    $("try-model").value = model.name;
    renderTryScenarios();
    $("impact-model").value = model.name;
    renderScenarioChoice("impact-model", "impact-scenario");
  }
  await checkNow();
}

function renderHistory(history) {
  const box = $("history");
  box.replaceChildren();
  if (!history || history.length === 0) return;
  box.append(element("h3", null, "Earlier saves"));
  const list = element("ul");
  for (const entry of history.slice(0, 10)) {
    list.append(element("li", null, entry.time + " by " + entry.author + " (previous text kept as " + entry.kept + ")"));
  }
  box.append(list);
}

function confirmLeaving() {
  if (state.savedText === null || $("editor").value === state.savedText) return true;
  return window.confirm("Your changes to " + state.path + " are not saved. Leave them?");
}

function lineCount() {
  return $("editor").value.split("\n").length;
}

function renderGutter(problems) {
  const gutter = $("gutter");
  const marks = new Map();
  for (const problem of problems) {
    if (problem.file !== state.path || !problem.line) continue;
    const texts = marks.get(problem.line) || [];
    texts.push(problem);
    marks.set(problem.line, texts);
  }
  gutter.replaceChildren();
  const count = lineCount();
  for (let line = 1; line <= count; line++) {
    const div = element("div", null, String(line));
    div.dataset.line = String(line);
    const here = marks.get(line);
    if (here) {
      div.className = here.every((p) => p.warning) ? "warning" : "problem";
      div.title = here.map((p) => p.message + (p.hint ? " (hint: " + p.hint + ")" : "")).join("\n");
    }
    gutter.append(div);
  }
  gutter.scrollTop = $("editor").scrollTop;
}

function goToLine(line) {
  const editor = $("editor");
  const lines = editor.value.split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  editor.focus();
  editor.setSelectionRange(offset, offset + (lines[line - 1] || "").length);
  const height = parseFloat(getComputedStyle(editor).lineHeight) || 20;
  editor.scrollTop = Math.max(0, (line - 5) * height);
  $("gutter").scrollTop = editor.scrollTop;
}

function renderProblems(problems, warnings) {
  const list = $("problems");
  list.replaceChildren();
  for (const problem of problems.concat(warnings)) {
    const item = element("li", problem.warning ? "warning" : "problem");
    item.dataset.line = problem.line ? String(problem.line) : "";
    item.dataset.file = problem.file;
    const place = problem.file === state.path && problem.line ? "line " + problem.line : problem.file + (problem.line ? ":" + problem.line : "");
    item.append(element("strong", null, place + ": "));
    item.append(element("span", "message", problem.message));
    if (problem.hint) item.append(element("span", "hint", " — hint: " + problem.hint));
    if (problem.file === state.path && problem.line) item.addEventListener("click", () => goToLine(problem.line));
    list.append(item);
  }
}

function scheduleCheck() {
  state.clean = false;
  state.examplesPass = false;
  updateSave();
  renderGutter([]);
  $("check-status").textContent = "checking…";
  $("check-status").className = "status";
  clearTimeout(state.timer);
  state.timer = setTimeout(checkNow, 400);
}

async function checkNow() {
  if (!state.path) return;
  const text = $("editor").value;
  const sequence = ++state.sequence;
  const { status, data } = await call("POST", "check", { path: state.path, text });
  if (sequence !== state.sequence) return;
  if (status !== 200) {
    setStatus("check-status", data.detail || "cannot check", false);
    return;
  }
  renderProblems(data.problems, data.warnings);
  renderGutter(data.problems.concat(data.warnings));
  state.clean = data.problems.length === 0;
  state.checkedText = text;
  if (state.clean) {
    setStatus("check-status", "no problems", true);
    await runExamples(sequence);
  } else {
    const n = data.problems.length;
    setStatus("check-status", n + (n === 1 ? " problem" : " problems"), false);
    $("examples").replaceChildren();
    setStatus("examples-status", "fix the problems to run the examples", false);
  }
  updateSave();
}

function setStatus(id, text, ok) {
  $(id).textContent = text;
  $(id).className = "status " + (ok ? "ok" : "bad");
}

// MARK: examples and records

async function runExamples(sequence) {
  if (!state.path) return;
  const text = $("editor").value;
  setStatus("examples-status", "running…", true);
  const { status, data } = await call("POST", "examples", { path: state.path, text, locale: locale() });
  if (sequence !== undefined && sequence !== state.sequence) return;
  if (status !== 200) {
    setStatus("examples-status", data.detail || "cannot run the examples", false);
    return;
  }
  const list = $("examples");
  list.replaceChildren();
  const ours = data.examples.filter((e) => e.file === state.path);
  const shown = ours.length ? ours : data.examples;
  for (const example of shown) {
    const item = element("li", example.passed ? "passed" : example.ran ? "failed" : "not-run");
    const verdict = !example.ran ? "not run" : example.passed ? "passes" : "FAILS";
    const expected = example.expectsValid ? "should be valid" : "should be invalid";
    item.append(element("strong", null, verdict + " "));
    item.append(element("span", null, example.model + " " + example.label + " (" + expected + ")"));
    if (example.errors.length) {
      item.append(element("div", "errors", example.errors.map((e) => e.attribute + ": " + e.message).join("; ")));
    }
    list.append(item);
  }
  state.examplesPass = data.problems.length === 0 && data.failed === 0 && data.notRun === 0;
  state.checkedText = text;
  const summary = data.passed + " passed, " + data.failed + " failed" + (data.notRun ? ", " + data.notRun + " not run" : "");
  setStatus("examples-status", summary, state.examplesPass);
  updateSave();
}

async function tryRecord() {
  const box = $("try-result");
  box.replaceChildren();
  let record;
  try {
    record = JSON.parse($("try-record").value);
  } catch (error) {
    box.append(element("div", "verdict invalid", "The record is not JSON: " + error.message));
    return;
  }
  const body = {
    path: state.path, text: $("editor").value, model: $("try-model").value,
    scenario: $("try-scenario").value, record, locale: locale(),
  };
  const { status, data } = await call("POST", "try", body);
  if (status !== 200) {
    box.append(element("div", "verdict invalid", data.detail || "cannot try the record"));
    return;
  }
  if (!data.verdict) {
    box.append(element("div", "verdict invalid", "The draft has problems; fix them to try records."));
    return;
  }
  const verdict = data.verdict;
  box.append(element("div", "verdict " + (verdict.valid ? "valid" : "invalid"), verdict.valid ? "Valid" : "Invalid"));
  if (verdict.errors.length) {
    const list = element("ul", "errors");
    for (const error of verdict.errors) list.append(element("li", null, error.attribute + ": " + error.message));
    box.append(list);
  }
  box.append(element("h3", null, "Why"));
  box.append(element("pre", "explanation", verdict.explanationLines.join("\n")));
  if (verdict.remoteRulesNotSent) {
    box.append(element("p", "status", "Remote rules are not sent from the workbench."));
  }
}

// MARK: impact

async function loadSamples() {
  const { status, data } = await call("GET", "samples");
  if (status !== 200) return;
  state.samples = data.samples;
  state.maxSampleBytes = data.maxSampleBytes;
  renderSamples();
}

function sizeText(bytes) {
  if (bytes >= 1 << 20) return (bytes / (1 << 20)).toFixed(1) + " MiB";
  if (bytes >= 1 << 10) return (bytes / (1 << 10)).toFixed(1) + " KiB";
  return bytes + " bytes";
}

// The sample menu: the uploaded file first, when there is one, then the files of --samples.
function renderSamples() {
  const select = $("impact-sample");
  const current = select.value;
  select.replaceChildren();
  if (state.upload) select.append(new Option("uploaded: " + state.upload.name, "upload:"));
  for (const sample of state.samples) {
    select.append(new Option(sample.name + " (" + sizeText(sample.size) + ")", "sample:" + sample.name));
  }
  if (select.options.length === 0) {
    const none = new Option("no samples: upload one", "");
    none.disabled = true;
    select.append(none);
  }
  if ([...select.options].some((o) => o.value === current)) select.value = current;
}

// The bytes of a file as base64, a slice at a time (String.fromCharCode takes only so many arguments).
function base64Of(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

async function chooseUpload() {
  const file = $("impact-file").files[0];
  if (!file) return;
  if (state.maxSampleBytes && file.size > state.maxSampleBytes) {
    setStatus("impact-status", file.name + " is " + sizeText(file.size) + "; samples may have up to "
      + sizeText(state.maxSampleBytes), false);
    return;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  state.upload = { name: file.name, base64: base64Of(bytes) };
  renderSamples();
  $("impact-sample").value = "upload:";
  setStatus("impact-status", "uploaded " + file.name + " (" + sizeText(file.size) + ")", true);
}

async function runImpact() {
  if (!state.path) return;
  const choice = $("impact-sample").value;
  if (!choice) {
    setStatus("impact-status", "choose a sample or upload one", false);
    return;
  }
  const body = {
    path: state.path, text: $("editor").value, model: $("impact-model").value,
    scenario: $("impact-scenario").value, locale: locale(),
  };
  if (choice === "upload:") body.upload = { name: state.upload.name, base64: state.upload.base64 };
  else body.sample = choice.slice("sample:".length);
  setStatus("impact-status", "running…", true);
  $("impact-run").disabled = true;
  try {
    const { status, data } = await call("POST", "impact", body);
    if (status !== 200) {
      setStatus("impact-status", data.detail || "cannot run the impact (error " + status + ")", false);
      clearImpact();
    } else if (!data.impact) {
      setStatus("impact-status", "The draft has problems; fix them to see its impact.", false);
      clearImpact();
    } else {
      renderImpact(data.impact);
    }
  } finally {
    $("impact-run").disabled = false;
  }
}

function clearImpact() {
  $("impact-summary").hidden = true;
  $("impact-changes").hidden = true;
  $("impact-unreadable").replaceChildren();
}

const changeWords = {
  newlyInvalid: "newly invalid", newlyValid: "newly valid", errorsChanged: "errors changed", unchanged: "unchanged",
};

function renderImpact(impact) {
  const summary = impact.summary;
  const list = $("impact-summary");
  list.replaceChildren();
  const counts = [["records", "Records"], ["newlyInvalid", "Newly invalid"], ["newlyValid", "Newly valid"],
    ["errorsChanged", "Errors changed"], ["unchanged", "Unchanged"], ["unreadable", "Unreadable"]];
  for (const [key, words] of counts) {
    const pair = element("div");
    pair.append(element("dt", null, words));
    const count = element("dd", null, String(summary[key]));
    count.id = "impact-count-" + key;
    pair.append(count);
    list.append(pair);
  }
  list.hidden = false;
  const changed = summary.newlyInvalid + summary.newlyValid + summary.errorsChanged;
  let text = changed === 0 ? "no record's answer would change" : changed + (changed === 1 ? " record's answer" : " records' answers") + " would change";
  if (impact.stoppedAtDeadline) text += " (stopped at the time limit: the rest of the sample was not read)";
  setStatus("impact-status", text, changed === 0);

  const body = $("impact-changes").querySelector("tbody");
  body.replaceChildren();
  for (const record of impact.changes) {
    const row = element("tr", "change " + record.change);
    row.append(element("td", "place", record.file + ":" + record.line + " (record " + (record.index + 1) + ")"));
    row.append(element("td", null, changeWords[record.change] || record.change));
    row.append(answerCell(record.old));
    row.append(answerCell(record.new));
    body.append(row);
  }
  $("impact-caption").textContent = "Records whose answer would change"
    + (impact.changesLeftOut ? " (the first " + impact.changes.length + "; " + impact.changesLeftOut + " more not listed)" : "");
  $("impact-changes").hidden = impact.changes.length === 0;

  const unreadable = $("impact-unreadable");
  unreadable.replaceChildren();
  if (impact.inputError) unreadable.append(element("p", "status bad", "The sample could not be read to its end: " + impact.inputError));
  if (impact.unreadable.length) {
    unreadable.append(element("h3", null, "Records that could not be read"));
    const items = element("ul");
    for (const record of impact.unreadable) items.append(element("li", null, record.file + ":" + record.line + ": " + record.error));
    if (impact.unreadableLeftOut) items.append(element("li", null, impact.unreadableLeftOut + " more"));
    unreadable.append(items);
  }
  if (impact.remoteRulesNotSent) unreadable.append(element("p", "status", "Remote rules are not sent from the workbench."));
}

// One side's answer: Valid or Invalid, then each error as attribute: message (rule).
function answerCell(answer) {
  const cell = element("td", "answer " + (answer.valid ? "valid" : "invalid"));
  cell.append(element("strong", null, answer.valid ? "Valid" : "Invalid"));
  if (answer.errors.length) {
    const list = element("ul");
    for (const error of answer.errors) list.append(element("li", null, error.attribute + ": " + error.message + " (" + error.rule + ")"));
    cell.append(list);
  }
  return cell;
}

// MARK: saving

function updateSave() {
  const text = $("editor").value;
  const ready = state.clean && state.examplesPass && state.checkedText === text;
  $("save").disabled = !ready || state.busy || text === state.savedText;
}

async function save() {
  state.busy = true;
  updateSave();
  setStatus("save-status", "saving…", true);
  const text = $("editor").value;
  const body = { path: state.path, text, version: state.version, author: $("author").value };
  const { status, data } = await call("POST", "save", body, true);
  state.busy = false;
  if (status === 200) {
    state.version = data.version;
    state.savedText = text;
    $("conflict").hidden = true;
    setStatus("save-status", "saved — rules version " + data.rulesVersion + " is live", true);
    sessionStorage.setItem("verdict-author", $("author").value);
    await loadModels();
    const file = await call("GET", "file?path=" + encodeURIComponent(state.path));
    if (file.status === 200) renderHistory(file.data.history);
  } else if (status === 409) {
    setStatus("save-status", "not saved: the file changed on disk", false);
    showConflict(data);
  } else if (status === 422) {
    setStatus("save-status", "not saved: " + data.detail, false);
  } else {
    setStatus("save-status", "not saved: " + (data.detail || "error " + status), false);
  }
  updateSave();
}

function showConflict(data) {
  state.conflict = data;
  const pre = $("conflict-diff");
  pre.replaceChildren();
  // The first two lines name the two sides; after them, - is on disk only and + in the draft only.
  data.diff.split("\n").forEach((line, index) => {
    const kind = index < 2 ? "" : line.startsWith("-") ? "del" : line.startsWith("+") ? "add" : "";
    pre.append(element("span", kind, line + "\n"));
  });
  $("conflict").hidden = false;
}

// MARK: start

function start() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (fragment.get("token")) {
    sessionStorage.setItem("verdict-token", fragment.get("token"));
    history.replaceState(null, "", window.location.pathname);
  }
  $("token").value = sessionStorage.getItem("verdict-token") || "";
  $("author").value = sessionStorage.getItem("verdict-author") || "";
  $("token").addEventListener("change", () => sessionStorage.setItem("verdict-token", $("token").value.trim()));
  $("editor").addEventListener("input", scheduleCheck);
  $("editor").addEventListener("scroll", () => { $("gutter").scrollTop = $("editor").scrollTop; });
  $("editor").addEventListener("keydown", (event) => {
    if (event.key === "Tab") {
      event.preventDefault();
      document.execCommand("insertText", false, "  ");
    }
  });
  $("file-select").addEventListener("change", async () => {
    const wanted = $("file-select").value;
    if (!confirmLeaving()) { $("file-select").value = state.path; return; }
    await openFile(wanted);
  });
  $("locale").addEventListener("change", async () => { await loadModels(); if (state.clean) await runExamples(state.sequence); });
  $("run-examples").addEventListener("click", () => runExamples());
  $("try-model").addEventListener("change", renderTryScenarios);
  $("try-button").addEventListener("click", tryRecord);
  $("impact-model").addEventListener("change", () => renderScenarioChoice("impact-model", "impact-scenario"));
  $("impact-file").addEventListener("change", chooseUpload);
  $("impact-run").addEventListener("click", runImpact);
  $("save").addEventListener("click", save);
  $("conflict-load").addEventListener("click", () => openFile(state.path));
  $("conflict-keep").addEventListener("click", () => {
    // Edit on: the next save is over the version on disk now, which the diff showed.
    state.version = state.conflict.version;
    state.savedText = state.conflict.text;
    $("conflict").hidden = true;
    scheduleCheck();
  });
  window.addEventListener("beforeunload", (event) => {
    if (state.savedText !== null && $("editor").value !== state.savedText) event.preventDefault();
  });
  loadSamples();
  loadModels().then(() => {
    const first = state.files[0];
    if (first) openFile(first);
  });
}

document.addEventListener("DOMContentLoaded", start);
