-- Vastra's chain, as in rules/mj_user.lua: valid while offline, else fresh for five minutes.
return {
  model = "Session",
  rules = {
    { "user", "required" },
  },
  strategies = {
    "reachability",
    function(session, ctx)
      if session.revoked == true then return "invalid" end
      return "unknown"
    end,
    "rules",
    { "timestamp", field = "updatedAt", expiry = 300 },
    "default",
  },
}
