/*
 * What record drivers need in C (LuaRecordDriver, RuleRuntime+Driver.swift): compiling the
 * driver's generated chunk without debug information, the parameter count of a rule function,
 * pushing a record's values from its located fields, and the __index that reads the driven
 * record's fields straight from its JSON text.
 */
#include <string.h>

#include "verdict_lua_runtime.h"

/* lua_Writer for verdict_lua_load_stripped: collects the dump in a buffer (as lstrlib's dump). */
struct verdict_lua_dump_buffer {
    int started;
    luaL_Buffer buffer;
};

static int verdict_lua_collect_dump(lua_State *L, const void *bytes, size_t size, void *data) {
    struct verdict_lua_dump_buffer *dump = data;
    if (!dump->started) {
        dump->started = 1;
        luaL_buffinit(L, &dump->buffer);
    }
    luaL_addlstring(&dump->buffer, bytes, size);
    return 0;
}

int verdict_lua_load_stripped(lua_State *L) {
    size_t size;
    const char *text = luaL_checklstring(L, 1, &size);
    if (luaL_loadbufferx(L, text, size, "=(verdict)", "t") != LUA_OK) return lua_error(L);
    struct verdict_lua_dump_buffer dump;
    dump.started = 0;
    if (lua_dump(L, verdict_lua_collect_dump, &dump, 1) != 0 || !dump.started) {
        return luaL_error(L, "could not compile the host's chunk");
    }
    luaL_pushresult(&dump.buffer);
    size_t length;
    const char *binary = lua_tolstring(L, -1, &length);
    if (luaL_loadbufferx(L, binary, length, "=(verdict)", "b") != LUA_OK) return lua_error(L);
    return 1;
}

int verdict_lua_parameter_count(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TFUNCTION || lua_iscfunction(L, index)) return -1;
    lua_Debug info;
    lua_pushvalue(L, index);
    if (!lua_getinfo(L, ">u", &info) || info.isvararg) return -1;
    return info.nparams;
}

void verdict_lua_set_record_lookup(lua_State *L, verdict_lua_record_lookup lookup, const void *context) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    rt->record_lookup = lookup;
    rt->record_context = context;
}

/* The __index (table, key) of the record proxy and of a driver's value table: upvalue 1 is the
 * host's own, for whatever this cannot answer. Nothing read here is kept in the table: reading a
 * field of the record's text again costs less than emptying the table for the next record (the
 * proxy's host __index keeps what it reads; raw access to either is unspecified, pairs has its own
 * metamethod). Only lua_push*: nothing here runs Lua code. */
static int verdict_lua_proxy_index(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    if (rt->record_lookup != NULL && lua_type(L, 2) == LUA_TSTRING && lua_type(L, 1) == LUA_TTABLE) {
        size_t key_length;
        const char *key = lua_tolstring(L, 2, &key_length);
        const char *bytes = NULL;
        size_t length = 0;
        verdict_lua_field_kind kind = rt->record_lookup(rt->record_context, key, key_length, &bytes, &length);
        switch (kind) {
        case VERDICT_LUA_FIELD_NIL:
            lua_pushnil(L);
            return 1;
        case VERDICT_LUA_FIELD_TRUE:
        case VERDICT_LUA_FIELD_FALSE:
            lua_pushboolean(L, kind == VERDICT_LUA_FIELD_TRUE);
            return 1;
        case VERDICT_LUA_FIELD_STRING:
            lua_pushlstring(L, bytes, length);
            return 1;
        default:
            break;
        }
    }
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
}

void verdict_lua_push_proxy_index(lua_State *L) { lua_pushcclosure(L, verdict_lua_proxy_index, 1); }

void verdict_lua_forget_driven_strings(lua_State *L) { verdict_lua_runtime_of(L)->driven_string_count = 0; }

int verdict_lua_is_driven_string(lua_State *L, const char *bytes) {
    const struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    for (size_t i = 0; i < rt->driven_string_count; i++) {
        if (rt->driven_strings[i] == bytes) return 1;
    }
    return 0;
}

/* The last of `count` fields whose key is the `length` bytes at `key` (a record's last occurrence
 * of a key is the one it holds, as InputRecord reads it), or NULL. */
static const verdict_json_field *verdict_lua_find_field(const uint8_t *json, const verdict_json_field *fields,
                                                        size_t count, const uint8_t *key, size_t length) {
    for (const verdict_json_field *field = fields + count; field > fields;) {
        field--;
        if ((size_t)(field->keyEnd - field->keyStart) == length &&
            verdict_lua_same_bytes(json + field->keyStart, key, length)) {
            return field;
        }
    }
    return NULL;
}

/* One call a record pushes what the Swift loop pushed value by value (about 150 instructions a
 * value through ScreenedRecord.field and a switch on RawField; about 100 here, most of them the
 * search for each key from the record's last field). */
size_t verdict_lua_push_driven_values(lua_State *L, const uint8_t *json, const verdict_json_field *fields,
                                      size_t field_count, const uint8_t *keys, const intptr_t *key_ends,
                                      size_t from, size_t count, size_t masked, int64_t *absent, int64_t *empty) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    if (from == 0) rt->driven_string_count = 0;
    size_t key_start = from == 0 ? 0 : (size_t)key_ends[from - 1];
    for (size_t i = from; i < count; i++) {
        size_t key_end = (size_t)key_ends[i];
        const verdict_json_field *field =
            verdict_lua_find_field(json, fields, field_count, keys + key_start, key_end - key_start);
        key_start = key_end;
        int64_t bit = i < masked ? (int64_t)1 << i : 0;
        if (field == NULL) {
            lua_pushnil(L);
            *absent |= bit;
            continue;
        }
        uint8_t first = field->valueEnd > field->valueStart ? json[field->valueStart] : 0;
        switch (first) {
        case '"': {
            if (!field->isPlainString) return i;
            size_t length = (size_t)(field->valueEnd - field->valueStart) - 2;
            const char *pushed = lua_pushlstring(L, (const char *)json + field->valueStart + 1, length);
            if (length == 0) {
                *empty |= bit;
            } else if (rt->driven_string_count < VERDICT_LUA_DRIVEN_STRINGS) {
                rt->driven_strings[rt->driven_string_count++] = pushed;
            }
            break;
        }
        case 'n':
            lua_pushnil(L);
            *absent |= bit;
            break;
        case 't':
        case 'f':
            lua_pushboolean(L, first == 't');
            break;
        default:
            return i; /* a number, a list or an object */
        }
    }
    return count;
}
