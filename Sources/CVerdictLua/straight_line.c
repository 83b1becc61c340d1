/*
 * Straight-line functions: rule functions that may run without the count hook.
 *
 * Once any count hook is set, Lua traps on every VM instruction (luaG_traceexec), which costs
 * about a fifth of a short rule call. A function that
 *   - has no upvalues (not even _ENV: it reads no global) and is not vararg,
 *   - never jumps backwards (no loop, no goto back),
 *   - never calls, makes closures, closes or declares to-be-closed variables, and
 *   - never reads or writes a field (table constructors' SETLIST aside, which sets raw),
 * runs each of its instructions at most once, and the only values it can touch are its
 * arguments, constants, and values and tables it makes from them. The engine calls such functions
 * with (value, object, ctx) or (object, ctx) only: a string or a table the bridge has just made
 * (no metatable), the record proxy and ctx, whose metatables are the host's (C functions, no
 * arithmetic, comparison, length or concatenation metamethods, hidden behind __metatable), and
 * strings, whose metatable is the sandbox's (C functions; no file can reach or change it). So such
 * a call can run no Lua code but its own, and executes at most `sizecode` instructions.
 * Field reads are excluded because the record proxy caches the fields it hands out, and an
 * earlier rule of the same record could have set a metatable with a Lua __index on a cached
 * table, or rawset one into the proxy: a field read could then reach Lua code.
 *
 * When `sizecode` is smaller than the first slice of the count hook — min(budget,
 * VERDICT_LUA_HOOK_INTERVAL) instructions, after which the hook would first run — the hook could
 * never have run during the call: the budget, time limit and memory charges it checks are never
 * looked at before such a call returns. Running it without the hook changes nothing but the cost
 * (verdict_lua_call). A host function that calls back into Lua during such a call (none does)
 * gets the hook back there.
 *
 * The code is read from lua_dump's output (the public API's only view of bytecode): the
 * precompiled-chunk header, then the main function's source, line numbers, parameter counts and
 * its instructions. The opcode numbers are Lua 5.4's; a probe (verdict_lua_check_straight_line)
 * checks them against the linked Lua once per process, on functions whose answer is known, and
 * turns the analysis off (every function then runs under the hook) if the header or any answer
 * differs.
 */
#include <stdatomic.h>
#include <string.h>

#include "verdict_lua_runtime.h"

/* Lua 5.4's opcodes (lopcodes.h, "ORDER OP"), those the analysis looks at. */
enum {
    VERDICT_LUA_OP_GETUPVAL = 9,
    VERDICT_LUA_OP_SETUPVAL = 10,
    VERDICT_LUA_OP_GETTABUP = 11,
    VERDICT_LUA_OP_GETTABLE = 12,
    VERDICT_LUA_OP_GETI = 13,
    VERDICT_LUA_OP_GETFIELD = 14,
    VERDICT_LUA_OP_SETTABUP = 15,
    VERDICT_LUA_OP_SETTABLE = 16,
    VERDICT_LUA_OP_SETI = 17,
    VERDICT_LUA_OP_SETFIELD = 18,
    VERDICT_LUA_OP_SELF = 20,
    VERDICT_LUA_OP_CLOSE = 54,
    VERDICT_LUA_OP_TBC = 55,
    VERDICT_LUA_OP_JMP = 56,
    VERDICT_LUA_OP_CALL = 68,
    VERDICT_LUA_OP_TAILCALL = 69,
    VERDICT_LUA_OP_FORLOOP = 73,
    VERDICT_LUA_OP_FORPREP = 74,
    VERDICT_LUA_OP_TFORPREP = 75,
    VERDICT_LUA_OP_TFORCALL = 76,
    VERDICT_LUA_OP_TFORLOOP = 77,
    VERDICT_LUA_OP_CLOSURE = 79,
    VERDICT_LUA_OP_VARARG = 80,
    VERDICT_LUA_OP_VARARGPREP = 81,
    VERDICT_LUA_OP_EXTRAARG = 82, /* the last opcode */
};

/* The precompiled-chunk header of Lua 5.4 (ldump.c dumpHeader), 31 bytes. */
#define VERDICT_LUA_HEADER_SIZE 31

/* Enough of a dump for a function of VERDICT_LUA_HOOK_INTERVAL instructions: the header, the
 * upvalue count, five variable-length integers and three bytes, then the code. */
#define VERDICT_LUA_DUMP_PREFIX (VERDICT_LUA_HEADER_SIZE + 32 + 4 * VERDICT_LUA_HOOK_INTERVAL)

struct verdict_lua_dump_prefix {
    unsigned char bytes[VERDICT_LUA_DUMP_PREFIX];
    size_t size;
};

/* lua_Writer keeping the first VERDICT_LUA_DUMP_PREFIX bytes; stops the dump when full. */
static int verdict_lua_keep_prefix(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    struct verdict_lua_dump_prefix *prefix = ud;
    size_t room = sizeof prefix->bytes - prefix->size;
    size_t taken = size < room ? size : room;
    memcpy(prefix->bytes + prefix->size, p, taken);
    prefix->size += taken;
    return taken < size; /* nonzero: lua_dump writes nothing more */
}

/* Reads one of ldump.c's variable-length integers (7 bits a byte, most significant first, the
 * last byte marked with 0x80); -1 past the end or when too large. */
static long verdict_lua_read_size(const struct verdict_lua_dump_prefix *prefix, size_t *at) {
    long value = 0;
    for (int count = 0; *at < prefix->size && count < 5; count++) {
        unsigned char byte = prefix->bytes[(*at)++];
        value = (value << 7) | (byte & 0x7f);
        if (byte & 0x80) return value;
    }
    return -1;
}

/* Whether the header is the one this analysis was written for. */
static int verdict_lua_header_matches(const struct verdict_lua_dump_prefix *prefix) {
    static const unsigned char expected[] = {
        0x1b, 'L', 'u', 'a', 0x54, 0x00, 0x19, 0x93, '\r', '\n', 0x1a, '\n',
        4 /* sizeof(Instruction) */, 8 /* sizeof(lua_Integer) */, 8 /* sizeof(lua_Number) */};
    return prefix->size >= VERDICT_LUA_HEADER_SIZE &&
           memcmp(prefix->bytes, expected, sizeof expected) == 0;
}

/* The instruction count of the dumped function if it is straight-line code, else 0. */
static int verdict_lua_straight_line_code(const struct verdict_lua_dump_prefix *prefix) {
    if (!verdict_lua_header_matches(prefix)) return 0;
    size_t at = VERDICT_LUA_HEADER_SIZE;
    if (at >= prefix->size || prefix->bytes[at++] != 0) return 0;    /* upvalues */
    if (verdict_lua_read_size(prefix, &at) != 0) return 0;           /* source: stripped */
    if (verdict_lua_read_size(prefix, &at) < 0) return 0;            /* linedefined */
    if (verdict_lua_read_size(prefix, &at) < 0) return 0;            /* lastlinedefined */
    if (at + 3 > prefix->size || prefix->bytes[at + 1] != 0) return 0; /* is_vararg */
    at += 3;                                                         /* numparams, maxstack */
    long count = verdict_lua_read_size(prefix, &at);
    if (count <= 0 || count >= VERDICT_LUA_HOOK_INTERVAL) return 0;
    if (at + 4 * (size_t)count > prefix->size) return 0;
    for (long pc = 0; pc < count; pc++) {
        uint32_t i;
        memcpy(&i, prefix->bytes + at + 4 * pc, sizeof i);
        switch (i & 0x7f) {
        case VERDICT_LUA_OP_JMP: {
            long offset = (long)((i >> 7) & 0x1ffffff) - 0xffffff; /* sJ */
            if (offset < 0) return 0;
            break;
        }
        case VERDICT_LUA_OP_GETUPVAL:
        case VERDICT_LUA_OP_SETUPVAL:
        case VERDICT_LUA_OP_GETTABUP:
        case VERDICT_LUA_OP_GETTABLE:
        case VERDICT_LUA_OP_GETI:
        case VERDICT_LUA_OP_GETFIELD:
        case VERDICT_LUA_OP_SETTABUP:
        case VERDICT_LUA_OP_SETTABLE:
        case VERDICT_LUA_OP_SETI:
        case VERDICT_LUA_OP_SETFIELD:
        case VERDICT_LUA_OP_SELF:
        case VERDICT_LUA_OP_CLOSE:
        case VERDICT_LUA_OP_TBC:
        case VERDICT_LUA_OP_CALL:
        case VERDICT_LUA_OP_TAILCALL:
        case VERDICT_LUA_OP_FORLOOP:
        case VERDICT_LUA_OP_FORPREP:
        case VERDICT_LUA_OP_TFORPREP:
        case VERDICT_LUA_OP_TFORCALL:
        case VERDICT_LUA_OP_TFORLOOP:
        case VERDICT_LUA_OP_CLOSURE:
        case VERDICT_LUA_OP_VARARG:
        case VERDICT_LUA_OP_VARARGPREP:
            return 0;
        default:
            if ((i & 0x7f) > VERDICT_LUA_OP_EXTRAARG) return 0;
        }
    }
    return (int)count;
}

/* 1 when the analysis answered every probe right in this process, -1 when not, 0 not yet. */
static atomic_int verdict_lua_straight_line_verified;

int verdict_lua_straight_line_length(lua_State *L) {
    if (atomic_load(&verdict_lua_straight_line_verified) != 1) return 0;
    if (lua_type(L, -1) != LUA_TFUNCTION || lua_iscfunction(L, -1)) return 0;
    struct verdict_lua_dump_prefix prefix;
    prefix.size = 0;
    lua_dump(L, verdict_lua_keep_prefix, &prefix, 1);
    return verdict_lua_straight_line_code(&prefix);
}

/* Probes: chunks returning a function, and whether it is straight-line code. */
static const struct {
    const char *source;
    int straight;
} verdict_lua_probes[] = {
    {"return function(value) return #value >= 6 end", 1},
    {"return function(v, o) return v < o, v .. 'x', -v, { v, 2 } end", 1},
    {"return function(x) if x then return 1 end return 2 end", 1},
    {"return function(v, o) return o.a end", 0},
    {"return function(v, o) return o[v] end", 0},
    {"return function(v, o) return o[1] end", 0},
    {"return function(v, o) o.a = v end", 0},
    {"return function(v, o) o[v] = 1 end", 0},
    {"return function(v, o) o[1] = v end", 0},
    {"return function(v) return { a = v } end", 0},
    {"return function() ::top:: goto top end", 0},
    {"return function(x) while x do end end", 0},
    {"return function(x) repeat until x end", 0},
    {"return function() for i = 1, 2 do end end", 0},
    {"return function(n, t) for k in n, t do end end", 0},
    {"return function(f) f() end", 0},
    {"return function(f) return f() end", 0},
    {"return function(s) return s:upper() end", 0},
    {"return function() return x end", 0},
    {"return function(...) return ... end", 0},
    {"return function() return function() end end", 0},
    {"return function(v) local c <close> = v end", 0},
};

/* lua_CFunction: runs the probes; returns 1 boolean, whether every answer was right. Each probe
 * is analysed as verdict_lua_straight_line_length does, without the verified flag. */
static int verdict_lua_run_probes(lua_State *L) {
    for (size_t n = 0; n < sizeof verdict_lua_probes / sizeof verdict_lua_probes[0]; n++) {
        const char *source = verdict_lua_probes[n].source;
        if (luaL_loadbufferx(L, source, strlen(source), "=probe", "t") != LUA_OK) {
            lua_pushboolean(L, 0);
            return 1;
        }
        lua_call(L, 0, 1);
        struct verdict_lua_dump_prefix prefix;
        prefix.size = 0;
        lua_dump(L, verdict_lua_keep_prefix, &prefix, 1);
        int straight = verdict_lua_straight_line_code(&prefix) > 0;
        lua_pop(L, 1);
        if (straight != verdict_lua_probes[n].straight) {
            lua_pushboolean(L, 0);
            return 1;
        }
    }
    lua_pushboolean(L, 1);
    return 1;
}

int verdict_lua_probe_straight_line(lua_State *L) {
    /* The probes run a few instructions each (making the closures, never calling them): off the
     * running call's budget, so that a state with a tiny budget still opens. Without a hook (deadline
     * mode) the hooks are not touched: the watchdog may set one meanwhile, which must stay. */
    lua_Hook hook = lua_gethook(L);
    int mask = lua_gethookmask(L);
    int count = lua_gethookcount(L);
    if (mask != 0) lua_sethook(L, NULL, 0, 0);
    lua_pushcfunction(L, verdict_lua_run_probes);
    int status = lua_pcall(L, 0, 1, 0);
    if (mask != 0) lua_sethook(L, hook, mask, count);
    if (status != LUA_OK) return lua_error(L);
    return 1;
}

void verdict_lua_check_straight_line(lua_State *L) {
    if (atomic_load(&verdict_lua_straight_line_verified) != 0) return;
#if LUA_VERSION_NUM == 504
    lua_pushcfunction(L, verdict_lua_probe_straight_line);
    /* Probes that could not run (no memory) decide nothing: the next state tries again. */
    if (lua_pcall(L, 0, 1, 0) == LUA_OK) {
        atomic_store(&verdict_lua_straight_line_verified, lua_toboolean(L, -1) ? 1 : -1);
    }
    lua_pop(L, 1);
#else
    atomic_store(&verdict_lua_straight_line_verified, -1);
#endif
}
