-- wrk script for scripts/serve-reload-load.sh: nine requests in ten POST a record that every good
-- version of the rules finds valid; the tenth is malformed JSON, which must get 400 (an intended
-- 4xx, told apart by its problem type `bad-json`, since responses of different connections do not
-- come back in request order). Anything else is a failed validation: another status or problem,
-- or a 200 that does not say valid.
local good = '{"title": "Quarterly planning", "creatorLastName": "Kowalski", "creatorEmail": "anna.7@example.com", "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true}'
local bad = '{"title": "Quarterly planning", '
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  sent, malformed, valid, rejected, failed = 0, 0, 0, 0, 0
end

function request()
  sent = sent + 1
  local body = good
  if sent % 10 == 0 then
    body = bad
    malformed = malformed + 1
  end
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
end

function response(status, headers, body)
  if status == 400 and body:find("bad-json", 1, true) then
    rejected = rejected + 1
  elseif status == 200 and body:find('"valid":true', 1, true) then
    valid = valid + 1
  else
    failed = failed + 1
  end
end

function done(summary, latency, requests)
  local m, v, r, f = 0, 0, 0, 0
  for _, thread in ipairs(threads) do
    m = m + thread:get("malformed")
    v = v + thread:get("valid")
    r = r + thread:get("rejected")
    f = f + thread:get("failed")
  end
  -- errors.status counts every non-2xx answer, the intended 400s included; it is left out.
  io.write(string.format("serve-check: malformed=%d valid=%d rejected=%d failed=%d errors=%d\n", m, v, r, f,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
