-- wrk script for scripts/serve-slow-clients.sh: GET /health, which must answer 200 {"status":"ok",…}
-- however many slow clients hold connections; anything else is a failed answer.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  ok, failed = 0, 0
end

function response(status, headers, body)
  if status == 200 and body:find('"status":"ok"', 1, true) then
    ok = ok + 1
  else
    failed = failed + 1
  end
end

function done(summary, latency, requests)
  local o, f = 0, 0
  for _, thread in ipairs(threads) do
    o = o + thread:get("ok")
    f = f + thread:get("failed")
  end
  io.write(string.format("serve-health: ok=%d failed=%d errors=%d p99=%.1fms max=%.1fms\n", o, f,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
      + summary.errors.status, latency:percentile(99) / 1000, latency.max / 1000))
end
