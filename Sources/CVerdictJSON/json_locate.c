/*
 * The record locator's fast path (see CVerdictJSON.h): InputRecord's locator, in C.
 *
 * It accepts a strict subset of what the Swift reader (JSONParser) accepts and answers
 * VERDICT_JSON_UNDECIDED for everything else, so that every error is still the Swift reader's.
 * What it checks, it checks as that reader does: strings without control characters, with
 * valid UTF-8 (the bounds of UTF8Bytes.firstInvalid) and simple escapes; numbers as RFC 8259
 * spells them; the literals; arrays and objects nested no deeper than the caller's maximum.
 * Left to the reader: \u escapes (surrogate pairs), exponents (a number may overflow to
 * infinity, which the reader rejects), integer parts over 300 digits, nesting past
 * VERDICT_JSON_NESTING.
 */
#include <string.h>

#include "CVerdictJSON.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* How deeply this scanner follows arrays and objects inside a record (its own stack). */
#define VERDICT_JSON_NESTING 64
/* The longest integer part taken here: 10^300 is finite as a double; longer ones go to the reader. */
#define VERDICT_JSON_INTEGER_DIGITS 300
/* The scanners are inlined into the two locators, each with its own kind of scan: a call per
 * string costs more than scanning a short one. */
#define VERDICT_JSON_INLINE static inline __attribute__((always_inline))

VERDICT_JSON_INLINE int verdict_json_is_space(uint8_t c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

VERDICT_JSON_INLINE int verdict_json_is_digit(uint8_t c) { return (uint8_t)(c - '0') < 10; }

VERDICT_JSON_INLINE const uint8_t *verdict_json_skip_space(const uint8_t *p, const uint8_t *end) {
    while (p < end && verdict_json_is_space(*p)) p++;
    return p;
}

/* The high bit of each byte of `word` that may be `"`, `\`, below 0x20 or above 0x7F; the
 * lowest one set marks the first such byte exactly (a borrow only flags bytes above the one it
 * starts from). */
VERDICT_JSON_INLINE uint64_t verdict_json_special_bytes(uint64_t word) {
    const uint64_t ones = 0x0101010101010101ULL;
    const uint64_t highs = 0x8080808080808080ULL;
    uint64_t quote = word ^ (ones * '"');
    uint64_t backslash = word ^ (ones * '\\');
    uint64_t found = ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash) | ((word - ones * 0x20) & ~word) | word;
    return found & highs;
}

#if defined(__SSE2__)
/* A bit for each of the sixteen bytes at p that is `"`, `\`, below 0x20 or above 0x7F. */
VERDICT_JSON_INLINE unsigned verdict_json_special_mask(const uint8_t *p) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)p);
    /* Signed: bytes above 0x7F are negative, so below 0x20 too. */
    __m128i found = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('"')),
                                              _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\\'))),
                                 _mm_cmplt_epi8(bytes, _mm_set1_epi8(0x20)));
    return (unsigned)_mm_movemask_epi8(found);
}
#endif

/* The first byte in [p, end) that is `"`, `\`, below 0x20 or above 0x7F, or `end`; reads may go
 * past `end`, never past `readable`. */
VERDICT_JSON_INLINE const uint8_t *verdict_json_find_special(
    const uint8_t *p, const uint8_t *end, const uint8_t *readable, int simd) {
#if defined(__SSE2__)
    if (simd) {
        while (p < end && readable - p >= 16) {
            unsigned mask = verdict_json_special_mask(p);
            if (mask != 0) {
                const uint8_t *at = p + __builtin_ctz(mask);
                return at < end ? at : end;
            }
            p += 16;
        }
    }
#else
    (void)simd;
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (p < end && readable - p >= 8) {
        uint64_t word;
        memcpy(&word, p, 8);
        uint64_t found = verdict_json_special_bytes(word);
        if (found != 0) {
            const uint8_t *at = p + (__builtin_ctzll(found) >> 3);
            return at < end ? at : end;
        }
        p += 8;
    }
#endif
    while (p < end && *p != '"' && *p != '\\' && *p >= 0x20 && *p < 0x80) p++;
    return p < end ? p : end;
}

/* The length of the UTF-8 sequence at p (its first byte above 0x7F), or 0 when it is invalid:
 * no overlong forms, no surrogates, nothing above U+10FFFF. */
static size_t verdict_json_sequence(const uint8_t *p, const uint8_t *end) {
    uint8_t lead = p[0], lower = 0x80, upper = 0xBF;
    size_t length;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead == 0xE0) {
        length = 3;
        lower = 0xA0;
    } else if ((lead >= 0xE1 && lead <= 0xEC) || lead == 0xEE || lead == 0xEF) {
        length = 3;
    } else if (lead == 0xED) {
        length = 3;
        upper = 0x9F;
    } else if (lead == 0xF0) {
        length = 4;
        lower = 0x90;
    } else if (lead >= 0xF1 && lead <= 0xF3) {
        length = 4;
    } else if (lead == 0xF4) {
        length = 4;
        upper = 0x8F;
    } else {
        return 0;
    }
    if ((size_t)(end - p) < length || p[1] < lower || p[1] > upper) return 0;
    for (size_t k = 2; k < length; k++) {
        if ((p[k] & 0xC0) != 0x80) return 0;
    }
    return length;
}

/* Moves *at past the string whose opening quote is just before it: 1 when it has no escape,
 * 2 when it has only simple ones, 0 when the reader must judge it. */
VERDICT_JSON_INLINE int verdict_json_skip_string(const uint8_t **at, const uint8_t *end, const uint8_t *readable, int simd) {
    const uint8_t *p = *at;
    int escaped = 0;
    for (;;) {
        p = verdict_json_find_special(p, end, readable, simd);
        if (p >= end) return 0;
        uint8_t c = *p;
        if (c == '"') {
            *at = p + 1;
            return escaped ? 2 : 1;
        }
        if (c == '\\') {
            if (end - p < 2) return 0;
            switch (p[1]) {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
                break;
            default:
                return 0;
            }
            escaped = 1;
            p += 2;
            continue;
        }
        if (c < 0x20) return 0;
        size_t length = verdict_json_sequence(p, end);
        if (length == 0) return 0;
        p += length;
    }
}

/* Past the literal true, false or null at p, or NULL. What follows is checked by the caller
 * (only a delimiter may), which the reader's check of the next byte amounts to. */
VERDICT_JSON_INLINE const uint8_t *verdict_json_skip_literal(const uint8_t *p, const uint8_t *end) {
    size_t left = (size_t)(end - p);
    if (left >= 4 && (memcmp(p, "null", 4) == 0 || memcmp(p, "true", 4) == 0)) return p + 4;
    if (left >= 5 && memcmp(p, "false", 5) == 0) return p + 5;
    return NULL;
}

/* Past the number at p, or NULL: `-? (0 | [1-9][0-9]*) (. [0-9]+)?`, its integer part no longer
 * than VERDICT_JSON_INTEGER_DIGITS; a number with an exponent is left to the reader. */
VERDICT_JSON_INLINE const uint8_t *verdict_json_skip_number(const uint8_t *p, const uint8_t *end) {
    if (*p == '-') p++;
    if (p >= end) return NULL;
    const uint8_t *digits = p;
    if (*p == '0') {
        p++;
        if (p < end && verdict_json_is_digit(*p)) return NULL;
    } else if (*p >= '1' && *p <= '9') {
        do p++;
        while (p < end && verdict_json_is_digit(*p));
        if (p - digits > VERDICT_JSON_INTEGER_DIGITS) return NULL;
    } else {
        return NULL;
    }
    if (p < end && *p == '.') {
        p++;
        const uint8_t *fraction = p;
        while (p < end && verdict_json_is_digit(*p)) p++;
        if (p == fraction) return NULL;
    }
    if (p < end && (*p | 0x20) == 'e') return NULL;
    return p;
}

/* Past the literal or number at p, or NULL. */
VERDICT_JSON_INLINE const uint8_t *verdict_json_skip_scalar(const uint8_t *p, const uint8_t *end) {
    return *p == 't' || *p == 'f' || *p == 'n' ? verdict_json_skip_literal(p, end) : verdict_json_skip_number(p, end);
}

/* Past the array or object at p (its opening bracket), held at `depth`, or NULL. */
static const uint8_t *verdict_json_skip_container(
    const uint8_t *p, const uint8_t *end, const uint8_t *readable, int depth, int maximum_depth, int simd) {
    uint8_t closers[VERDICT_JSON_NESTING];
    int top = 0;
open:
    if (depth >= maximum_depth || top == VERDICT_JSON_NESTING) return NULL;
    depth++;
    closers[top++] = *p == '{' ? '}' : ']';
    p = verdict_json_skip_space(p + 1, end);
    if (p >= end) return NULL;
    if (*p == closers[top - 1]) {
        p++;
        goto closed;
    }
element:
    if (closers[top - 1] == '}') {
        if (*p != '"') return NULL;
        p++;
        if (verdict_json_skip_string(&p, end, readable, simd) == 0) return NULL;
        p = verdict_json_skip_space(p, end);
        if (p >= end || *p != ':') return NULL;
        p = verdict_json_skip_space(p + 1, end);
        if (p >= end) return NULL;
    }
    switch (*p) {
    case '{':
    case '[':
        goto open;
    case '"':
        p++;
        if (verdict_json_skip_string(&p, end, readable, simd) == 0) return NULL;
        break;
    default:
        p = verdict_json_skip_scalar(p, end);
        break;
    }
    if (p == NULL) return NULL;
after_value:
    p = verdict_json_skip_space(p, end);
    if (p >= end) return NULL;
    if (*p == ',') {
        p = verdict_json_skip_space(p + 1, end);
        if (p >= end) return NULL;
        goto element;
    }
    if (*p != closers[top - 1]) return NULL;
    p++;
closed:
    top--;
    depth--;
    if (top == 0) return p;
    goto after_value;
}

VERDICT_JSON_INLINE ptrdiff_t verdict_json_locate_with(
    const uint8_t *text, size_t start, size_t end, size_t readable, int maximum_depth, verdict_json_field *fields,
    size_t capacity, int simd) {
    if (text == NULL || start >= end || end > readable || maximum_depth < 1) return VERDICT_JSON_UNDECIDED;
    const uint8_t *e = text + end;
    const uint8_t *r = text + readable;
    const uint8_t *p = verdict_json_skip_space(text + start, e);
    if (p >= e || *p != '{') return VERDICT_JSON_UNDECIDED;
    p = verdict_json_skip_space(p + 1, e);
    size_t count = 0;
    if (p < e && *p == '}') {
        p++;
    } else {
        for (;;) {
            if (p >= e || *p != '"') return VERDICT_JSON_UNDECIDED;
            p++;
            const uint8_t *key = p;
            /* A key with an escape: the reader decodes the whole record. */
            if (verdict_json_skip_string(&p, e, r, simd) != 1) return VERDICT_JSON_UNDECIDED;
            const uint8_t *key_end = p - 1;
            p = verdict_json_skip_space(p, e);
            if (p >= e || *p != ':') return VERDICT_JSON_UNDECIDED;
            p = verdict_json_skip_space(p + 1, e);
            if (p >= e) return VERDICT_JSON_UNDECIDED;
            const uint8_t *value = p;
            bool plain = false;
            switch (*p) {
            case '"': {
                p++;
                int kind = verdict_json_skip_string(&p, e, r, simd);
                if (kind == 0) return VERDICT_JSON_UNDECIDED;
                plain = kind == 1;
                break;
            }
            case '{':
            case '[':
                p = verdict_json_skip_container(p, e, r, 1, maximum_depth, simd);
                break;
            default:
                p = verdict_json_skip_scalar(p, e);
                break;
            }
            if (p == NULL || count == capacity) return VERDICT_JSON_UNDECIDED;
            fields[count++] = (verdict_json_field){
                .keyStart = key - text, .keyEnd = key_end - text, .valueStart = value - text, .valueEnd = p - text,
                .isPlainString = plain};
            p = verdict_json_skip_space(p, e);
            if (p >= e) return VERDICT_JSON_UNDECIDED;
            uint8_t c = *p++;
            if (c == '}') break;
            if (c != ',') return VERDICT_JSON_UNDECIDED;
            p = verdict_json_skip_space(p, e);
        }
    }
    p = verdict_json_skip_space(p, e);
    return p == e ? (ptrdiff_t)count : VERDICT_JSON_UNDECIDED;
}

ptrdiff_t verdict_json_locate(
    const uint8_t *text, size_t start, size_t end, size_t readable, int maximum_depth, verdict_json_field *fields,
    size_t capacity) {
    return verdict_json_locate_with(text, start, end, readable, maximum_depth, fields, capacity, 1);
}

ptrdiff_t verdict_json_locate_portable(
    const uint8_t *text, size_t start, size_t end, size_t readable, int maximum_depth, verdict_json_field *fields,
    size_t capacity) {
    return verdict_json_locate_with(text, start, end, readable, maximum_depth, fields, capacity, 0);
}

bool verdict_json_is_plain_text(const uint8_t *text, size_t length) {
    if (text == NULL || length == 0) return false;
    /* How many bytes from the start are known to be plain ASCII. */
    size_t plain = 0;
#if defined(__SSE2__)
    if (length >= 16) {
        while (plain + 16 < length && verdict_json_special_mask(text + plain) == 0) plain += 16;
        /* The last sixteen bytes, overlapping those before rather than reading past the end. */
        if (plain + 16 >= length && verdict_json_special_mask(text + length - 16) == 0) return true;
    }
#endif
    /* Not all plain ASCII: on from the plain prefix (no sequence starts in it), each special
     * byte judged, each non-ASCII sequence checked. */
    const uint8_t *end = text + length;
    const uint8_t *p = text + plain;
    for (;;) {
        p = verdict_json_find_special(p, end, end, 1);
        if (p == end) return true;
        if (*p < 0x80) return false;
        size_t sequence = verdict_json_sequence(p, end);
        if (sequence == 0) return false;
        p += sequence;
    }
}

bool verdict_json_is_printable(const uint8_t *text, size_t length) {
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i highest_control = _mm_set1_epi8(0x1F), del = _mm_set1_epi8(0x7F);
    const __m128i c1_lead = _mm_set1_epi8((char)0xC2);
    for (; i + 16 <= length; i += 16) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(text + i));
        /* A byte is at most 0x1F when the unsigned minimum with 0x1F leaves it unchanged. */
        __m128i control = _mm_cmpeq_epi8(_mm_min_epu8(bytes, highest_control), bytes);
        __m128i other = _mm_or_si128(_mm_cmpeq_epi8(bytes, del), _mm_cmpeq_epi8(bytes, c1_lead));
        if (_mm_movemask_epi8(_mm_or_si128(control, other)) != 0) break;
    }
#endif
    /* The tail, and from the block that held a byte to judge: 0xC2 leads C1 controls only. */
    for (; i < length; i++) {
        uint8_t c = text[i];
        if (c < 0x20 || c == 0x7F) return false;
        if (c == 0xC2 && i + 1 < length && text[i + 1] >= 0x80 && text[i + 1] < 0xA0) return false;
    }
    return true;
}
