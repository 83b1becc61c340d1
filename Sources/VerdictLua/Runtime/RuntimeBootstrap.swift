/// The Lua side of the `verdict` library, run once in every runtime: markers for
/// `verdict.field "x"` and `verdict.now`, `verdict.null` (made with the state, see
/// `verdict_lua_push_null`), lazily made `verdict.check.NAME` functions (the host's
/// own function for a rule the catalog knows, a wrapper of the generic `hostCheck` for any other), and
/// read-only wrappers so one rule file cannot change what another sees (sealed userdata from the
/// host, which `rawset` cannot write to, unlike a table).
enum RuntimeBootstrap {
    static let source = """
        local hostCheck, hostTime, hostIso, seal, checkFunction, null = ...
        local fieldMeta = { __metatable = "verdict.field" }
        fieldMeta.__tostring = function(f) return "verdict.field(" .. tostring(rawget(f, "name")) .. ")" end
        local nowMarker = setmetatable({}, {
          __metatable = "verdict.now",
          __tostring = function() return "verdict.now" end,
        })
        local function field(name)
          if type(name) ~= "string" or name == "" then
            error("verdict.field needs an attribute name, got " .. type(name), 2)
          end
          return setmetatable({ name = name }, fieldMeta)
        end
        local function readonly(t, what)
          return seal(t, function() error(what .. " is read-only", 2) end)
        end
        local checks = setmetatable({}, {
          __index = function(t, name)
            if type(name) ~= "string" then return nil end
            local f = checkFunction(name)
            if f == nil then
              f = function(...)
                local ok, message = hostCheck(name, ...)
                if ok == nil then error(message, 2) end
                return ok, message
              end
            end
            rawset(t, name, f)
            return f
          end,
        })
        local verdict = readonly({
          field = field, now = nowMarker, check = readonly(checks, "verdict.check"),
          time = hostTime, iso = hostIso, null = null,
        }, "verdict")
        return verdict, fieldMeta, nowMarker
        """
}
