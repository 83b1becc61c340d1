-- The CalendarEvent rules of ../../../rules/calendar_event.lua, every rule written as a Lua function
-- (value, object, ctx). Syntax checks call Verdict's built-in predicates through verdict.check, as
-- the lupa peer calls Python's regular expressions. Library functions are read once into locals,
-- as hot Lua code usually is: a field read on verdict or verdict.check goes through a metatable.
local isName, isEmail, isURL = verdict.check.name, verdict.check.email, verdict.check.url
local time, length = verdict.time, utf8.len
local earliest = time("2020-01-01T00:00:00Z")

local function present(v) return v ~= nil and v ~= "" end

return {
  model = "CalendarEvent",
  names = { creatorLastName = "Lastname", creatorEmail = "Email", termsOfUse = "" },
  rules = {
    { "title", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "title", function(v)
        local n = length(v)
        return n ~= nil and n >= 6, "should have at least 6 signs."
      end },
    { "creatorLastName", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "creatorLastName", function(v)
        local n = length(v)
        if n == nil or n < 4 then return false, "is too short." end
        if n > 30 then return false, "is too long." end
        return true
      end },
    { "creatorLastName", function(v) return isName(v), "should contain only letters." end },
    { "creatorEmail", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "creatorEmail", function(v) return isEmail(v), "has invalid syntax." end },
    { "url", function(v) return isURL(v), "has invalid syntax." end },
    { "startDate", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "endDate", function(v) return present(v), "is required." end, skipOnEmpty = false },
    { "startDate", function(v)
        local t = time(v)
        return t ~= nil and t >= earliest, "isn't later than or equal to compared date."
      end },
    { "startDate", function(v, event)
        local s, e = time(v), time(event.endDate or "")
        if s == nil or e == nil then return nil end
        return s < e, "isn't earlier than compared date."
      end },
    { "endDate", function(v, event)
        local s, e = time(event.startDate or ""), time(v)
        if s == nil or e == nil then return nil end
        return e > s, "isn't later than compared date."
      end },
    { "termsOfUse", function(v) return v == true, "You must accept the terms of use." end, skipOnEmpty = false },
  },
}
