-- wrk script for scripts/serve-loop-load.sh: every request POSTs a record whose `instance` the
-- model checks at its own server's /v1/validate/Loop, which must refuse the check (508, loop
-- detected) so that the answer is a 200 saying the record is invalid for that reason. Anything else
-- — another status, a check that timed out, a valid record — is a failed answer.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  refused, failed = 0, 0
end

function request()
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, '{"instance": "ann"}')
end

function response(status, headers, body)
  if status == 200 and body:find("HTTP status 508", 1, true) and body:find('"valid":false', 1, true) then
    refused = refused + 1
  else
    failed = failed + 1
  end
end

function done(summary, latency, requests)
  local r, f = 0, 0
  for _, thread in ipairs(threads) do
    r = r + thread:get("refused")
    f = f + thread:get("failed")
  end
  io.write(string.format("serve-loop: refused=%d failed=%d errors=%d p99=%.1fms\n", r, f,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
      + summary.errors.status, latency:percentile(99) / 1000))
end
