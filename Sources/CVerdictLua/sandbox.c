/*
 * The sandbox: which libraries and functions rule files see, and how each file gets its own
 * environment.
 *
 * Everything is a whitelist. The libraries are opened by calling their luaopen_ functions
 * directly (nothing is registered in package.loaded, there is no package library), the allowed
 * functions are copied into a template table kept in the registry, and every rule file gets a
 * fresh table holding copies of that template (library tables are copied too, so a file that
 * changes `string.len` changes it for itself only). The state's own global table is emptied of
 * everything not whitelisted, as a second line of defence, though no sandboxed code can reach it.
 *
 * rawset refuses tables whose metatable the host marked read-only (verdict_lua_mark_read_only):
 * the record proxy caches the fields rules read, and is shared by every file and every record of
 * a runtime, so one raw write would be read by every later record.
 *
 * setmetatable refuses metatables with __gc: finalizers would run at the collector's whim, inside
 * other files' rules. xpcall does not run the script's message handler for a stopped call: it
 * would run with hooks off, beyond any budget.
 *
 * Left out on purpose: io, os (but os.time, os.clock, os.date), package and require, debug,
 * dofile, loadfile, collectgarbage, print and warn (rule files do not write to the host's
 * streams), string.dump (bytecode is never loaded anyway).
 *
 * `load` is kept, as a wrapper: text chunks only (mode "t"; asking for "b" is an error) and the
 * environment defaults to the calling file's environment rather than the state's globals. It
 * gives rule files nothing they could not already do, runs under the same budget and memory
 * cap, and lets rule authors evaluate small expressions. A binary chunk, however made, is
 * refused by Lua itself with "attempt to load a binary chunk (mode is 't')". The chunk is named
 * by the sandbox (`[load "NAME"]`, `[string "..."]`), never as a file, so an error raised in it
 * still names the rule file and line that ran it, with the loaded chunk's name after them.
 *
 * The coroutine library is kept. In exact mode the count hook is inherited by every coroutine
 * (lua_newthread copies the creating thread's hook); in deadline mode, where the main thread runs
 * without one, coroutine.create and coroutine.wrap set it on every coroutine they make (its
 * hook checks the deadline: the watchdog never touches a coroutine, watchdog.c). So budgets and
 * time limits hold inside coroutines.
 *
 * The string metatable's __index is the template's (guarded, whitelisted) string table and its
 * __metatable field is false, so getmetatable("") returns false and the shared table cannot be
 * reached or changed by any file.
 */
#include <string.h>

#include "verdict_lua_runtime.h"

static char verdict_lua_template_key;
static char verdict_lua_read_only_key;
static char verdict_lua_load_key;

static int verdict_lua_sandbox_setmetatable(lua_State *L);
static int verdict_lua_sandbox_rawset(lua_State *L);
static int verdict_lua_sandbox_xpcall(lua_State *L);
static void verdict_lua_guard_coroutine_library(lua_State *L, int lib);

static const char *const verdict_lua_base_names[] = {
    "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "rawequal",
    "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring", "type",
    "xpcall", "_VERSION", NULL};
static const char *const verdict_lua_string_names[] = {
    "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "pack",
    "packsize", "rep", "reverse", "sub", "unpack", "upper", NULL};
static const char *const verdict_lua_table_names[] = {
    "concat", "insert", "move", "pack", "remove", "sort", "unpack", NULL};
static const char *const verdict_lua_math_names[] = {
    "abs", "acos", "asin", "atan", "ceil", "cos", "deg", "exp", "floor", "fmod", "huge", "log",
    "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad", "random", "randomseed", "sin",
    "sqrt", "tan", "tointeger", "type", "ult", NULL};
static const char *const verdict_lua_utf8_names[] = {
    "char", "charpattern", "codepoint", "codes", "len", "offset", NULL};
static const char *const verdict_lua_coroutine_names[] = {
    "close", "create", "isyieldable", "resume", "running", "status", "wrap", "yield", NULL};
static const char *const verdict_lua_os_names[] = {"clock", "date", "time", NULL};

struct verdict_lua_library {
    const char *name;
    lua_CFunction open;
    const char *const *names;
    void (*guard)(lua_State *L, int lib);
};

static const struct verdict_lua_library verdict_lua_libraries[] = {
    {"string", luaopen_string, verdict_lua_string_names, verdict_lua_guard_string_library},
    {"table", luaopen_table, verdict_lua_table_names, verdict_lua_guard_table_library},
    {"math", luaopen_math, verdict_lua_math_names, NULL},
    {"utf8", luaopen_utf8, verdict_lua_utf8_names, verdict_lua_speed_utf8_library},
    {"coroutine", luaopen_coroutine, verdict_lua_coroutine_names, verdict_lua_guard_coroutine_library},
    {"os", luaopen_os, verdict_lua_os_names, NULL},
    {NULL, NULL, NULL, NULL},
};

/* Copies source[name] into target[name] for each whitelisted name; a missing name is a bug. */
static void verdict_lua_copy_names(lua_State *L, int source, int target,
                                   const char *const *names, const char *library) {
    for (; *names != NULL; names++) {
        if (lua_getfield(L, source, *names) == LUA_TNIL) {
            luaL_error(L, "sandbox: %s.%s is missing from this Lua", library, *names);
        }
        lua_setfield(L, target, *names);
    }
}

static int verdict_lua_is_listed(const char *name, const char *const *names) {
    for (; *names != NULL; names++) {
        if (strcmp(name, *names) == 0) return 1;
    }
    return 0;
}

/* Removes from the state's global table every field that is not whitelisted. */
static void verdict_lua_prune_globals(lua_State *L, int globals) {
    lua_pushnil(L);
    while (lua_next(L, globals) != 0) {
        lua_pop(L, 1);
        int keep = lua_type(L, -1) == LUA_TSTRING &&
                   verdict_lua_is_listed(lua_tostring(L, -1), verdict_lua_base_names);
        if (!keep) {
            lua_pushvalue(L, -1);
            lua_pushnil(L);
            lua_rawset(L, globals); /* assigning nil to an existing field is allowed in next */
        }
    }
}

int verdict_lua_open_sandbox(lua_State *L) {
    luaL_checkstack(L, 8, "sandbox");
    lua_settop(L, 0);
    lua_pushcfunction(L, luaopen_base);
    lua_call(L, 0, 1); /* 1: the state's globals, filled by the base library */
    lua_createtable(L, 0, 24); /* 2: the template */
    verdict_lua_copy_names(L, 1, 2, verdict_lua_base_names, "_G");
    lua_getfield(L, 1, "load");
    lua_rawsetp(L, LUA_REGISTRYINDEX, &verdict_lua_load_key);
    lua_getfield(L, 1, "setmetatable");
    lua_pushcclosure(L, verdict_lua_sandbox_setmetatable, 1);
    lua_setfield(L, 2, "setmetatable");
    lua_pushcfunction(L, verdict_lua_sandbox_xpcall);
    lua_setfield(L, 2, "xpcall");
    lua_getfield(L, 1, "rawset");
    lua_pushcclosure(L, verdict_lua_sandbox_rawset, 1);
    lua_setfield(L, 2, "rawset");
    /* 3: registry._LOADED with the original libraries, which sandboxed code cannot reach;
     * luaL_traceback and argument errors use it to name functions ("string.format"). */
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_pushvalue(L, 1);
    lua_setfield(L, 3, LUA_GNAME);

    for (const struct verdict_lua_library *library = verdict_lua_libraries; library->name != NULL;
         library++) {
        lua_pushcfunction(L, library->open);
        lua_call(L, 0, 1); /* 4: the library as opened */
        lua_pushvalue(L, 4);
        lua_setfield(L, 3, library->name);
        lua_createtable(L, 0, 16); /* 5: its whitelisted copy */
        verdict_lua_copy_names(L, 4, 5, library->names, library->name);
        if (library->guard != NULL) library->guard(L, 5);
        lua_pushvalue(L, 5);
        lua_setfield(L, 2, library->name);
        if (strcmp(library->name, "string") == 0) {
            lua_pushliteral(L, "");
            if (!lua_getmetatable(L, -1)) luaL_error(L, "sandbox: strings have no metatable");
            lua_pushvalue(L, 5);
            lua_setfield(L, -2, "__index");
            lua_pushboolean(L, 0);
            lua_setfield(L, -2, "__metatable");
        }
        lua_settop(L, 3);
    }
    verdict_lua_prune_globals(L, 1);
    lua_pushvalue(L, 2);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &verdict_lua_template_key);
    verdict_lua_check_straight_line(L);
    return 0;
}

/* setmetatable(t, mt) for sandboxed code: refuses a metatable with a __gc field. A finalizer
 * runs whenever the collector decides — inside another file's rule, charged to that call's
 * budget (an endless __gc would fail an innocent rule), or never. Lua marks an object for
 * finalization only if __gc is present when the metatable is set, so checking here is enough.
 * Upvalue 1 is the real setmetatable. */
static int verdict_lua_sandbox_setmetatable(lua_State *L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        int has_gc = lua_rawget(L, 2) != LUA_TNIL;
        lua_pop(L, 1);
        if (has_gc) return luaL_error(L, "setmetatable: __gc metamethods are not allowed in rule files");
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

void verdict_lua_mark_read_only(lua_State *L, int index) {
    index = lua_absindex(L, index);
    lua_pushboolean(L, 1);
    lua_rawsetp(L, index, &verdict_lua_read_only_key);
}

/* rawset(t, k, v) for sandboxed code: refuses a table whose metatable is marked read-only (see
 * the top of this file). Upvalue 1 is the real rawset. */
static int verdict_lua_sandbox_rawset(lua_State *L) {
    if (lua_type(L, 1) == LUA_TTABLE && lua_getmetatable(L, 1)) {
        int read_only = lua_rawgetp(L, -1, &verdict_lua_read_only_key) != LUA_TNIL;
        lua_pop(L, 2);
        if (read_only) {
            return luaL_error(L, "the record is read-only in rules (use a filter rule to change a value)");
        }
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* The message handler xpcall installs for a script's handler (upvalue 1). An error raised by
 * the count hook — a stopped call — reaches message handlers while Lua runs the hook, when hooks
 * are off: a script handler that loops (`xpcall(f, function() while true do end end)`) could then
 * never be interrupted, by budget or time. Once the call is stopped, the script's handler is not
 * run: the stop error passes through unchanged. */
static int verdict_lua_xpcall_handler(lua_State *L) {
    if (verdict_lua_runtime_of(L)->stop != VERDICT_LUA_STOP_NONE) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* Lua's finishpcall: false and the error, or true and the results. */
static int verdict_lua_xpcall_finish(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

/* xpcall(f, msgh, ...) for sandboxed code: Lua's own, with msgh wrapped as above. */
static int verdict_lua_sandbox_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, verdict_lua_xpcall_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1); /* first result */
    lua_pushvalue(L, 1);   /* function */
    lua_rotate(L, 3, 2);   /* below the function's arguments */
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, verdict_lua_xpcall_finish);
    return verdict_lua_xpcall_finish(L, status, 2);
}

/* Gives a coroutine just made the count hook, in deadline mode: the main thread has none to pass
 * on, and the watchdog arms only the main thread (watchdog.c, point 1). A coroutine made while
 * the call is being stopped keeps the stopping hook it inherited. */
static void verdict_lua_hook_coroutine(lua_State *L, lua_State *co) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    if (rt->exact || co == NULL) return;
    if (lua_gethook(co) == verdict_lua_count_hook && lua_gethookcount(co) == 1) return;
    lua_sethook(co, verdict_lua_count_hook, LUA_MASKCOUNT, VERDICT_LUA_HOOK_INTERVAL);
}

/* coroutine.create(f) for sandboxed code: Lua's own (upvalue 1), and the hook on the new thread. */
static int verdict_lua_sandbox_cocreate(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION); /* raised here, it names `create` as Lua's own does */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    verdict_lua_hook_coroutine(L, lua_tothread(L, -1));
    return 1;
}

/* coroutine.wrap(f) for sandboxed code: Lua's own (upvalue 1), whose function holds its thread as
 * upvalue 1 (lcorolib.c, luaB_cowrap); the hook on that thread. A Lua whose wrapped function
 * does not is refused, rather than leaving a coroutine unguarded. */
static int verdict_lua_sandbox_cowrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    if (lua_getupvalue(L, -1, 1) == NULL || lua_type(L, -1) != LUA_TTHREAD) {
        return luaL_error(L, "coroutine.wrap: this Lua's wrapped functions cannot be guarded");
    }
    verdict_lua_hook_coroutine(L, lua_tothread(L, -1));
    lua_pop(L, 1);
    return 1;
}

/* Replaces create and wrap of the whitelisted coroutine library at `lib`. */
static void verdict_lua_guard_coroutine_library(lua_State *L, int lib) {
    lua_getfield(L, lib, "create");
    lua_pushcclosure(L, verdict_lua_sandbox_cocreate, 1);
    lua_setfield(L, lib, "create");
    lua_getfield(L, lib, "wrap");
    lua_pushcclosure(L, verdict_lua_sandbox_cowrap, 1);
    lua_setfield(L, lib, "wrap");
}

/* Pushes the chunk name `load` gives Lua for a script's chunk: `=[load "NAME"]` for the name the
 * script passed, `=[string "FIRST LINE"]` for a text without one (as Lua shows such chunks),
 * `=(load)` for a reader function. It starts with '=', never '@': the chunk can never pass for a
 * rule file, and errors raised in it are reported at the rule file's line with this name after
 * it (runtime.c, verdict_lua_rule_frame). A name or line is cut at its first control character
 * and after 40 bytes ("..."), so that it cannot break a message into lines or fill it. */
static void verdict_lua_push_load_chunkname(lua_State *L) {
    size_t length = 0;
    const char *name = luaL_optlstring(L, 2, NULL, &length);
    const char *kind = "load";
    if (name == NULL) {
        if (lua_type(L, 1) != LUA_TSTRING) {
            lua_pushliteral(L, "=(load)");
            return;
        }
        name = lua_tolstring(L, 1, &length);
        kind = "string";
    }
    size_t shown = 0;
    while (shown < length && shown < 40 && (unsigned char)name[shown] >= 0x20 && name[shown] != 0x7F) shown++;
    lua_pushfstring(L, "=[%s \"", kind);
    lua_pushlstring(L, name, shown);
    lua_pushstring(L, shown < length ? "...\"]" : "\"]");
    lua_concat(L, 3);
}

/* load(chunk [, chunkname [, mode [, env]]]) for sandboxed code: upvalue 1 is the real load,
 * upvalue 2 the environment of the file this load belongs to. The chunk name is the sandbox's
 * (verdict_lua_push_load_chunkname), whatever the script passed. */
static int verdict_lua_sandbox_load(lua_State *L) {
    const char *mode = luaL_optstring(L, 3, "t");
    if (strcmp(mode, "t") != 0) {
        return luaL_error(L, "load: only text chunks are allowed (mode \"t\"), not \"%s\"", mode);
    }
    int has_env = !lua_isnone(L, 4);
    lua_settop(L, 4);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    verdict_lua_push_load_chunkname(L);
    lua_pushliteral(L, "t");
    lua_pushvalue(L, has_env ? 4 : lua_upvalueindex(2));
    lua_call(L, 4, LUA_MULTRET);
    return lua_gettop(L) - 4;
}

int verdict_lua_new_environment(lua_State *L) {
    luaL_checkstack(L, 8, "environment");
    lua_settop(L, 0);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &verdict_lua_template_key) != LUA_TTABLE) {
        return luaL_error(L, "sandbox: not opened");
    }
    lua_createtable(L, 0, 28); /* 2: the environment */
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) { /* key at 3, value at 4 */
        if (lua_type(L, 4) == LUA_TTABLE) {
            lua_createtable(L, 0, 16); /* 5: a copy of the library */
            lua_pushnil(L);
            while (lua_next(L, 4) != 0) {
                lua_pushvalue(L, -2);
                lua_insert(L, -2);
                lua_rawset(L, 5);
            }
            lua_replace(L, 4);
        }
        lua_pushvalue(L, 3);
        lua_insert(L, 3);
        lua_rawset(L, 2);
    }
    lua_pushvalue(L, 2);
    lua_setfield(L, 2, "_G");
    lua_rawgetp(L, LUA_REGISTRYINDEX, &verdict_lua_load_key);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, verdict_lua_sandbox_load, 2);
    lua_setfield(L, 2, "load");
    return 1;
}
