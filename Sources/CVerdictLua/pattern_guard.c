/*
 * Guards for string.find, string.match, string.gmatch and string.gsub.
 *
 * Lua's pattern matcher backtracks: `string.rep("a*", 30) .. "b"` against 300 "a"s takes
 * longer than the age of the universe, and it runs in C, where the count hook cannot stop it.
 * Before calling the original function, the guard bounds the matcher's work from the pattern
 * AND the subject:
 *
 *   for each start position tried (1 if anchored with '^', else subject length + 1), the
 *   matcher enters pattern item i at most E(i) times, where E(1) = 1 and E(i+1) = E(i) * b(i);
 *   b(i) is the number of ways item i can match: 1 for a single character, a capture or %f;
 *   2 for `x?`; and r + 1 for `x*`, `x+`, `x-`, where r is the longest run of characters of
 *   the subject that x's class matches (computed by scanning the subject). Item i costs
 *   E(i) * b(i) steps; %b and back-references %1..%9 cost E(i) * (subject length + 1).
 *
 * The estimate is an upper bound that stays small on real patterns because the runs are taken
 * from the subject: `^%s*(.-)%s*$` on 1,000 characters with short blanks is ~50,000 steps,
 * while nested quantifiers over a long run of matching characters explode and are refused.
 *
 * Limits: a call whose estimate exceeds VERDICT_LUA_PATTERN_STEP_LIMIT is refused with the
 * error "pattern too complex for a subject of N bytes"; an accepted call charges
 * estimate / VERDICT_LUA_PATTERN_STEPS_PER_INSTRUCTION to the instruction budget, so a loop
 * of accepted calls is bounded by the budget too. Plain finds (and patterns without special
 * characters) are estimated at subject length * needle length / 8 (memchr + memcmp).
 * A malformed pattern is reported here with Lua's own messages, before any matching, because
 * Lua finds some malformations only when the matcher reaches them.
 */
#include <ctype.h>
#include <math.h>
#include <string.h>

#include "verdict_lua_runtime.h"

/* The estimate overshoots real work 4-40x; 1e8 estimated steps measured at most ~130 ms of
 * matching here (a real matcher step is ~5 ns). */
#define VERDICT_LUA_PATTERN_STEP_LIMIT 100000000.0
#define VERDICT_LUA_PATTERN_STEPS_PER_INSTRUCTION 64.0

static int verdict_lua_class_matches(int c, int class_letter) {
    int result;
    switch (tolower(class_letter)) {
    case 'a': result = isalpha(c); break;
    case 'c': result = iscntrl(c); break;
    case 'd': result = isdigit(c); break;
    case 'g': result = isgraph(c); break;
    case 'l': result = islower(c); break;
    case 'p': result = ispunct(c); break;
    case 's': result = isspace(c); break;
    case 'u': result = isupper(c); break;
    case 'w': result = isalnum(c); break;
    case 'x': result = isxdigit(c); break;
    default: return class_letter == c; /* an escaped character stands for itself */
    }
    if (isupper(class_letter)) result = !result;
    return result;
}

/* `open` points at '[', `close` at the ']' that ends the set. */
static int verdict_lua_set_matches(int c, const char *open, const char *close) {
    int found = 1;
    const char *p = open + 1;
    if (*p == '^') {
        found = 0;
        p++;
    }
    while (p < close) {
        if (*p == '%' && p + 1 < close) {
            if (verdict_lua_class_matches(c, (unsigned char)p[1])) return found;
            p += 2;
        } else if (p + 2 < close && p[1] == '-') {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return found;
            p += 3;
        } else {
            if ((unsigned char)*p == c) return found;
            p++;
        }
    }
    return !found;
}

/* Whether the single-character item p..end_of_item matches c. */
static int verdict_lua_item_matches(int c, const char *p, const char *end_of_item) {
    switch (*p) {
    case '.': return 1;
    case '%': return verdict_lua_class_matches(c, (unsigned char)p[1]);
    case '[': return verdict_lua_set_matches(c, p, end_of_item - 1);
    default: return (unsigned char)*p == c;
    }
}

/* The end of the single-character item at p, or NULL with *error set. */
static const char *verdict_lua_item_end(const char *p, const char *end, const char **error) {
    if (*p == '%') {
        if (p + 1 >= end) {
            *error = "malformed pattern (ends with '%')";
            return NULL;
        }
        return p + 2;
    }
    if (*p != '[') return p + 1;
    p++;
    if (p < end && *p == '^') p++;
    do { /* the first character of a set may be ']' itself */
        if (p >= end) {
            *error = "malformed pattern (missing ']')";
            return NULL;
        }
        if (*p++ == '%' && p < end) p++;
    } while (p >= end || *p != ']');
    return p + 1;
}

static double verdict_lua_longest_run(const unsigned char *s, size_t n, const char *p,
                                      const char *end_of_item) {
    if (*p == '.') return (double)n;
    size_t best = 0, run = 0;
    for (size_t i = 0; i < n; i++) {
        run = verdict_lua_item_matches(s[i], p, end_of_item) ? run + 1 : 0;
        if (run > best) best = run;
    }
    return (double)best;
}

/* The estimated number of matcher steps (see the top of this file); HUGE_VAL as soon as it
 * exceeds the limit; -1 with *error set for a malformed pattern. */
static double verdict_lua_pattern_estimate(const unsigned char *s, size_t n, const char *p,
                                           size_t length, int can_anchor, const char **error) {
    const char *end = p + length;
    double starts = (double)n + 1, entries = 1, total = 0, scanned = 0;
    if (can_anchor && p < end && *p == '^') {
        starts = 1;
        p++;
    }
    while (p < end) {
        if (total * starts > VERDICT_LUA_PATTERN_STEP_LIMIT || scanned > VERDICT_LUA_PATTERN_STEP_LIMIT) {
            return HUGE_VAL;
        }
        if (*p == '(' || *p == ')') {
            p += (*p == '(' && p + 1 < end && p[1] == ')') ? 2 : 1;
            total += entries;
            continue;
        }
        if (*p == '$' && p + 1 == end) {
            p++;
            total += entries;
            continue;
        }
        if (*p == '%' && p + 1 < end && p[1] == 'b') {
            if (p + 3 >= end) {
                *error = "malformed pattern (missing arguments to '%b')";
                return -1;
            }
            total += entries * ((double)n + 1);
            p += 4;
            continue;
        }
        if (*p == '%' && p + 1 < end && p[1] == 'f') {
            p += 2;
            if (p >= end || *p != '[') {
                *error = "missing '[' after '%f' in pattern";
                return -1;
            }
            if ((p = verdict_lua_item_end(p, end, error)) == NULL) return -1;
            total += entries;
            continue;
        }
        if (*p == '%' && p + 1 < end && isdigit((unsigned char)p[1])) {
            total += entries * ((double)n + 1);
            p += 2;
            continue;
        }
        const char *item_end = verdict_lua_item_end(p, end, error);
        if (item_end == NULL) return -1;
        double ways = 1;
        if (item_end < end && (*item_end == '*' || *item_end == '+' || *item_end == '-')) {
            ways = verdict_lua_longest_run(s, n, p, item_end) + 1;
            scanned += (double)n;
            item_end++;
        } else if (item_end < end && *item_end == '?') {
            ways = 2;
            item_end++;
        }
        total += entries * ways;
        entries *= ways;
        p = item_end;
    }
    total += entries;
    double estimate = total * starts + scanned;
    return estimate > VERDICT_LUA_PATTERN_STEP_LIMIT ? HUGE_VAL : estimate;
}

/* Whether the pattern's `length` bytes hold a character special to the matcher. Read by length,
 * never as a C string: a NUL byte is an ordinary character of a Lua pattern, and a guard that
 * stopped at it would pass `"\0" .. ("a*"):rep(20) .. "b"` as plain text. */
static int verdict_lua_pattern_has_specials(const char *pattern, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (memchr("^$*+?.([%-", pattern[i], 10) != NULL) return 1;
    }
    return 0;
}

/* Checks and charges a pattern call; raises if the pattern is malformed or too costly. */
static void verdict_lua_check_pattern(lua_State *L, const char *function, int can_anchor,
                                      int plain) {
    size_t n, length;
    const char *subject = luaL_checklstring(L, 1, &n);
    const char *pattern = luaL_checklstring(L, 2, &length);
    const char *error = NULL;
    double estimate;
    if (plain || !verdict_lua_pattern_has_specials(pattern, length)) {
        estimate = (double)n + (double)n * (double)length / 8.0;
        if (estimate > VERDICT_LUA_PATTERN_STEP_LIMIT) estimate = HUGE_VAL;
    } else {
        estimate = verdict_lua_pattern_estimate((const unsigned char *)subject, n, pattern,
                                                length, can_anchor, &error);
    }
    if (error != NULL) luaL_error(L, "%s: %s", function, error);
    if (estimate == HUGE_VAL) {
        luaL_error(L, "%s: pattern too complex for a subject of %d bytes (limit %d steps)",
                   function, (int)(n > INT32_MAX ? INT32_MAX : n),
                   (int)VERDICT_LUA_PATTERN_STEP_LIMIT);
    }
    verdict_lua_charge(L, (int64_t)(estimate / VERDICT_LUA_PATTERN_STEPS_PER_INSTRUCTION));
}

static int verdict_lua_call_original_pattern(lua_State *L) {
    int nargs = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, nargs, LUA_MULTRET);
    return lua_gettop(L);
}

int verdict_lua_guarded_find(lua_State *L) {
    verdict_lua_check_pattern(L, "string.find", 1, lua_toboolean(L, 4));
    return verdict_lua_call_original_pattern(L);
}

int verdict_lua_guarded_match(lua_State *L) {
    verdict_lua_check_pattern(L, "string.match", 1, 0);
    return verdict_lua_call_original_pattern(L);
}

int verdict_lua_guarded_gmatch(lua_State *L) {
    verdict_lua_check_pattern(L, "string.gmatch", 0, 0);
    return verdict_lua_call_original_pattern(L);
}

int verdict_lua_guarded_gsub(lua_State *L) {
    verdict_lua_check_pattern(L, "string.gsub", 1, 0);
    return verdict_lua_call_original_pattern(L);
}
