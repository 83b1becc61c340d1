-- Vastra's MJUser: valid while offline (the cache stands), else while its last update is younger
-- than five minutes; a fresh record must also pass the rules. The same chain in Swift is in
-- Examples/StrategyChain.
return {
  model = "MJUser",
  rules = {
    { "name", "required" },
    { "updatedAt", "required" },
  },
  strategies = {
    "reachability",
    -- a record the server revoked is invalid whatever its age
    function(user, ctx)
      if user.revoked == true then return "invalid" end
      return "unknown"
    end,
    "rules",
    { "timestamp", field = "updatedAt", expiry = 300 },
    "default",
  },
  examples = {
    valid = {
      { name = "Ann", updatedAt = "2100-01-01T00:00:00Z" },
    },
    invalid = {
      { name = "Ann", updatedAt = "2001-01-01T00:00:00Z" },
      { name = "Bo", updatedAt = "2100-01-01T00:00:00Z", revoked = true },
      { updatedAt = "2100-01-01T00:00:00Z" },
    },
  },
}
