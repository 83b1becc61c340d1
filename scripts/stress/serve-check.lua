-- wrk script for scripts/serve-reload-load.sh. Of ten requests, eight POST a record that every good
-- version of the rules finds valid; one POSTs a record without a title and with a broken email in
-- German (?locale=de), whose two messages come from the directory's German catalog, each version
-- of which marks its texts "(A)" or "(B)"; one is malformed JSON, which must get 400 (an intended
-- 4xx, told apart by its problem type `bad-json`, since responses of different connections do not
-- come back in request order). Anything else is a failed validation: another status or problem, a
-- 200 that does not say valid for a good record, or a German answer whose messages are not both
-- from one catalog version.
local good = '{"title": "Quarterly planning", "creatorLastName": "Kowalski", "creatorEmail": "anna.7@example.com", "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true}'
local german = '{"creatorLastName": "Kowalski", "creatorEmail": "anna", "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true}'
local bad = '{"title": "Quarterly planning", '
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  sent, malformed, valid, rejected, failed, localized = 0, 0, 0, 0, 0, 0
end

function request()
  sent = sent + 1
  local body, path = good, wrk.path
  if sent % 10 == 0 then
    body = bad
    malformed = malformed + 1
  elseif sent % 10 == 5 then
    body, path = german, wrk.path .. "?locale=de"
  end
  return wrk.format("POST", path, { ["Content-Type"] = "application/json" }, body)
end

-- Whether a German answer's two messages come from one catalog version.
local function oneVersion(body)
  local function count(mark)
    local n = 0
    for _ in body:gmatch(mark) do n = n + 1 end
    return n
  end
  local a, b = count("%(A%)"), count("%(B%)")
  return (a == 2 and b == 0) or (a == 0 and b == 2)
end

function response(status, headers, body)
  if status == 400 and body:find("bad-json", 1, true) then
    rejected = rejected + 1
  elseif status == 200 and body:find('"valid":true', 1, true) then
    valid = valid + 1
  elseif status == 200 and body:find('"valid":false', 1, true) and oneVersion(body) then
    localized = localized + 1
  else
    failed = failed + 1
  end
end

function done(summary, latency, requests)
  local m, v, r, f, g = 0, 0, 0, 0, 0
  for _, thread in ipairs(threads) do
    m = m + thread:get("malformed")
    v = v + thread:get("valid")
    r = r + thread:get("rejected")
    f = f + thread:get("failed")
    g = g + thread:get("localized")
  end
  -- errors.status counts every non-2xx answer, the intended 400s included; it is left out.
  io.write(string.format("serve-check: malformed=%d valid=%d rejected=%d failed=%d german=%d errors=%d\n", m, v,
    r, f, g, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
