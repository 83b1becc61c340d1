/*
 * `verdict.time` and what it read lately: the last few texts and their unix seconds, per state.
 *
 * Rules that compare dates read the same field more than once per record — "start before end"
 * reads both dates, "end after start" reads them again — and parsing an ISO 8601 date costs
 * about 300 instructions where comparing 20 bytes costs a tenth of that. Parsing depends on the
 * text alone, so a remembered answer is the parse's answer. The entries copy the bytes (at most
 * VERDICT_LUA_TIME_MEMO_TEXT), so an answer never rests on memory the collector may have freed.
 *
 * An entry is looked at only when the text is at the address it was read from. Texts remembered
 * are short Lua strings (VERDICT_LUA_TIME_MEMO_TEXT is Lua's LUAI_MAXSHORTLEN), which Lua keeps
 * once: while a string lives, the same text is the same string at the same address, as when two
 * rules read one record's date. A text at another address is a miss (parsed again, the same
 * answer); one at the same address is still compared byte for byte, since a freed string's
 * address can be reused by another.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "verdict_lua_runtime.h"

static int verdict_lua_time_recall(lua_State *L, const char *text, size_t length, double *seconds) {
    if (length == 0 || length > VERDICT_LUA_TIME_MEMO_TEXT) return 0;
    const struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    for (int i = 0; i < VERDICT_LUA_TIME_MEMO_SIZE; i++) {
        const struct verdict_lua_time_memo *entry = &rt->time_memo[i];
        if (entry->at == text && entry->length == length && verdict_lua_same_bytes(entry->text, text, length)) {
            *seconds = entry->seconds;
            return 1;
        }
    }
    return 0;
}

static void verdict_lua_time_remember(lua_State *L, const char *text, size_t length, double seconds) {
    if (length == 0 || length > VERDICT_LUA_TIME_MEMO_TEXT) return;
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    struct verdict_lua_time_memo *entry = &rt->time_memo[rt->time_memo_next];
    rt->time_memo_next = (rt->time_memo_next + 1) % VERDICT_LUA_TIME_MEMO_SIZE;
    memcpy(entry->text, text, length);
    entry->at = text;
    entry->length = length;
    entry->seconds = seconds;
}

void verdict_lua_set_time_reader(lua_State *L, verdict_lua_time_reader reader) {
    verdict_lua_runtime_of(L)->time_reader = reader;
}

/* In C, where the host's function cost about 35 instructions a call more around the same look-up:
 * rules read a record's dates several times each. */
int verdict_lua_time(lua_State *L) {
    size_t length;
    if (lua_type(L, 1) != LUA_TSTRING) {
        lua_pushnil(L);
        return 1;
    }
    const char *text = lua_tolstring(L, 1, &length);
    double seconds;
    if (!verdict_lua_time_recall(L, text, length, &seconds)) {
        verdict_lua_time_reader reader = verdict_lua_runtime_of(L)->time_reader;
        seconds = reader != NULL ? reader(text, length) : NAN;
        verdict_lua_time_remember(L, text, length, seconds);
    }
    if (isnan(seconds)) {
        lua_pushnil(L);
    } else {
        lua_pushnumber(L, seconds);
    }
    return 1;
}
