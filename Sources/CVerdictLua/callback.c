/*
 * The trampoline between Lua and Swift callbacks.
 *
 * A Swift function must never be left by a longjmp (Lua's error mechanism in a C build): it
 * would skip Swift's releases and defers. So the Swift side never raises: it returns -1 with a
 * message pushed, and this C function, after the Swift frame is gone, raises the error.
 * While the Swift function runs, the memory cap is not enforced, so that none of the API calls
 * it makes can raise LUA_ERRMEM either; when it returns, the cap is checked again here.
 */
#include "verdict_lua_runtime.h"

struct verdict_lua_callback_slot {
    verdict_lua_callback callback;
    void *context;
    /* For verdict_lua_push_checked_callback: the answer from a string's bytes, else NULL. */
    verdict_lua_text_check check;
    const void *check_context;
};

static int verdict_lua_trampoline(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    const struct verdict_lua_callback_slot *slot = lua_touserdata(L, lua_upvalueindex(1));
    if (slot->check != NULL && lua_gettop(L) == 1 && lua_type(L, 1) == LUA_TSTRING) {
        /* A lone string the check clears: answered here, as the callback would (true, nil). */
        size_t length;
        const char *bytes = lua_tolstring(L, 1, &length);
        if (slot->check(slot->check_context, bytes, length, verdict_lua_is_driven_string(L, bytes))) {
            lua_pushboolean(L, 1);
            lua_pushnil(L);
            return 2;
        }
    }
    if (rt->depth == 0) {
        /* Only a finalizer runs Lua outside a call: during a host allocation's GC step or in
         * lua_close, where the Swift owner may be deinitializing. Host code never runs then. */
        return luaL_error(L, "host function called outside a call (from a finalizer)");
    }
    int saved_enforcing = rt->enforcing;
    rt->enforcing = 0;
    int results = slot->callback(L, slot->context);
    rt->enforcing = saved_enforcing;
    if (results < 0) {
        if (lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1); /* the Lua line that called the function */
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    if (results > lua_gettop(L)) {
        return luaL_error(L, "host function returned %d results but pushed %d", results,
                          lua_gettop(L));
    }
    if (rt->used > rt->cap) verdict_lua_raise_memory_error(L, 1);
    return results;
}

void verdict_lua_push_callback(lua_State *L, verdict_lua_callback callback, void *context) {
    verdict_lua_push_checked_callback(L, callback, context, NULL, NULL);
}

void verdict_lua_push_checked_callback(lua_State *L, verdict_lua_callback callback, void *context,
                                       verdict_lua_text_check check, const void *check_context) {
    struct verdict_lua_callback_slot *slot = lua_newuserdatauv(L, sizeof *slot, 0);
    slot->callback = callback;
    slot->context = context;
    slot->check = check;
    slot->check_context = check_context;
    lua_pushcclosure(L, verdict_lua_trampoline, 1);
}
