/*
 * The floor of the all-Lua side-by-side row: what running the 14 CalendarEvent rule functions of
 * `Benchmarks/side-by-side/rules-lua` costs per record in Lua 5.4 alone, with nothing of Verdict
 * around them — one protected call per record into a Lua loop over the rules, the record's values
 * pushed from C, the syntax and date checks replaced by trivial C functions.
 *
 *   cc -O2 floor.c $(pkg-config --cflags --libs lua5.4) -o floor
 *   ./floor          # no hook
 *   ./floor hook     # with a count hook set, as Verdict's instruction budget needs
 */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* Stands for verdict.check.NAME: any non-empty string passes. */
static int check(lua_State *L) {
    size_t n;
    const char *s = lua_tolstring(L, 1, &n);
    lua_pushboolean(L, s != NULL && n > 0);
    return 1;
}

/* Stands for verdict.time: the digits of a 20-character timestamp as a number. */
static int to_time(lua_State *L) {
    size_t n;
    const char *s = lua_tolstring(L, 1, &n);
    if (s == NULL || n < 19) {
        lua_pushnil(L);
        return 1;
    }
    double t = 0;
    for (int i = 0; i < 19; i++)
        if (s[i] >= '0' && s[i] <= '9') t = t * 10 + (s[i] - '0');
    lua_pushnumber(L, t);
    return 1;
}

static void hook(lua_State *L, lua_Debug *ar) { (void)L, (void)ar; }

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static const char *rules =
    "local check = { name = vcheck, email = vcheck, url = vcheck }\n"
    "local time = vtime\n"
    "local function present(v) return v ~= nil and v ~= '' end\n"
    "local earliest = 0\n"
    "local rules = {\n"
    "  function(v) return present(v) end,\n"
    "  function(v) return utf8.len(v) ~= nil and utf8.len(v) >= 6 end,\n"
    "  function(v) return present(v) end,\n"
    "  function(v) local n = utf8.len(v) if n == nil or n < 4 then return false end\n"
    "    if n > 30 then return false end return true end,\n"
    "  function(v) return check.name(v) end,\n"
    "  function(v) return present(v) end,\n"
    "  function(v) return check.email(v) end,\n"
    "  function(v) return check.url(v) end,\n"
    "  function(v) return present(v) end,\n"
    "  function(v) return present(v) end,\n"
    "  function(v) local t = time(v) return t ~= nil and t >= earliest end,\n"
    "  function(v, s, e) local a, b = time(v), time(e or '')\n"
    "    if a == nil or b == nil then return nil end return a < b end,\n"
    "  function(v, s, e) local a, b = time(s or ''), time(v)\n"
    "    if a == nil or b == nil then return nil end return b > a end,\n"
    "  function(v) return v == true end,\n"
    "}\n"
    "local field = { 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 5, 5, 6, 7 }\n"
    "return function(title, last, email, url, start, finish, terms)\n"
    "  local values = { title, last, email, url, start, finish, terms }\n"
    "  local failed = 0\n"
    "  for i = 1, 14 do\n"
    "    if rules[i](values[field[i]], start, finish) == false then failed = failed + 1 end\n"
    "  end\n"
    "  return failed\n"
    "end\n";

int main(int argc, char **argv) {
    int hooked = argc > 1;
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    lua_pushcfunction(L, check);
    lua_setglobal(L, "vcheck");
    lua_pushcfunction(L, to_time);
    lua_setglobal(L, "vtime");
    if (luaL_loadstring(L, rules) != LUA_OK || lua_pcall(L, 0, 1, 0) != LUA_OK) {
        fprintf(stderr, "%s\n", lua_tostring(L, -1));
        return 1;
    }
    int driver = luaL_ref(L, LUA_REGISTRYINDEX);
    if (hooked) lua_sethook(L, hook, LUA_MASKCOUNT, 1000);
    const char *values[6] = {"Quarterly retro offsite", "Petrov", "anna.175@example27.com",
                             "https://example.com/events/123", "2026-07-27T10:17:00Z",
                             "2026-07-27T19:01:00Z"};
    const int records = 1000000;
    long failed = 0;
    double start = seconds();
    for (int r = 0; r < records; r++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, driver);
        for (int k = 0; k < 6; k++) lua_pushlstring(L, values[k], strlen(values[k]));
        lua_pushboolean(L, 1);
        if (lua_pcall(L, 7, 1, 0) != LUA_OK) {
            fprintf(stderr, "%s\n", lua_tostring(L, -1));
            return 1;
        }
        failed += lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    printf("%s: %.0f ns a record (%ld failures)\n", hooked ? "count hook" : "no hook",
           (seconds() - start) / records * 1e9, failed);
    lua_close(L);
    return 0;
}
