-- The CalendarEvent rules of ../../../rules/calendar_event.lua, every rule written as a Lua function
-- (value, object, ctx). Syntax checks call Verdict's built-in predicates through verdict.check, as
-- the lupa peer calls Python's regular expressions.
local function present(v) return v ~= nil and v ~= "" end
local check = verdict.check
local earliest = verdict.time("2020-01-01T00:00:00Z")

return {
  model = "CalendarEvent",
  names = { creatorLastName = "Lastname", creatorEmail = "Email", termsOfUse = "" },
  rules = {
    { "title", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "title", function(v) return utf8.len(v) ~= nil and utf8.len(v) >= 6, "should have at least 6 signs." end },
    { "creatorLastName", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "creatorLastName", function(v)
        local n = utf8.len(v)
        if n == nil or n < 4 then return false, "is too short." end
        if n > 30 then return false, "is too long." end
        return true
      end },
    { "creatorLastName", function(v) return check.name(v), "should contain only letters." end },
    { "creatorEmail", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "creatorEmail", function(v) return check.email(v), "has invalid syntax." end },
    { "url", function(v) return check.url(v), "has invalid syntax." end },
    { "startDate", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "endDate", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "startDate", function(v)
        local t = verdict.time(v)
        return t ~= nil and t >= earliest, "isn't later than or equal to compared date."
      end },
    { "startDate", function(v, event)
        local s, e = verdict.time(v), verdict.time(event.endDate or "")
        if s == nil or e == nil then return nil end
        return s < e, "isn't earlier than compared date."
      end },
    { "endDate", function(v, event)
        local s, e = verdict.time(event.startDate or ""), verdict.time(v)
        if s == nil or e == nil then return nil end
        return e > s, "isn't later than compared date."
      end },
    { "termsOfUse", function(v) return v == true, "You must accept the terms of use." end, skipOnEmpty = false },
  },
}
