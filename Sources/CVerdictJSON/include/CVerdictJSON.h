/*
 * CVerdictJSON: the record locator's fast path (InputRecord, Sources/Verdict/Values/InputRecord.swift).
 *
 * Reading a JSON Lines record for validation checks its whole text and notes where each
 * top-level field is; nothing is decoded. Most records are a flat object of short strings,
 * numbers and literals, and for them this is a scan for a handful of bytes. Written in C for
 * SSE2's sixteen-byte compares and for a loop with no bounds or overflow checks: on the records
 * of the side-by-side benchmark it costs about 1,370 instructions a record where the Swift
 * locator costs 2,090.
 *
 * Every symbol is prefixed verdict_json_.
 */
#ifndef CVERDICTJSON_H
#define CVERDICTJSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Where one top-level field of a record is, as offsets into the text that holds the record:
 * the key between its quotes, the value from its first byte to just past its last. */
typedef struct verdict_json_field {
    intptr_t keyStart;
    intptr_t keyEnd;
    intptr_t valueStart;
    intptr_t valueEnd;
    /* A string without escapes: its value is the bytes between the quotes. */
    bool isPlainString;
} verdict_json_field;

/* verdict_json_locate's answer when it leaves the record to the caller's own reader. */
#define VERDICT_JSON_UNDECIDED (-1)

/*
 * Locates the fields of the record in text[start..<end] — one JSON object, whitespace around it
 * allowed — into `fields` (at most `capacity`), with offsets counted in `text`.
 *
 * Returns how many fields it wrote when the record is valid JSON that it checked in full and
 * whose keys have no escapes; VERDICT_JSON_UNDECIDED for anything else — invalid text, a key
 * with an escape, a \u escape, a number with an exponent, nesting deeper than
 * `maximum_depth` or than this scanner follows, more fields than `capacity` — which the caller
 * reads its usual way and judges with its own errors. So it never accepts a text the full
 * reader rejects, and locates exactly the fields the caller's own locator does.
 *
 * `readable` is how many bytes of `text` may be read (at least `end`): the scan reads sixteen
 * bytes at a time and may look past the record, never past `readable`.
 */
ptrdiff_t verdict_json_locate(
    const uint8_t *text, size_t start, size_t end, size_t readable, int maximum_depth,
    verdict_json_field *fields, size_t capacity);

/* verdict_json_locate with eight-byte words in place of SIMD registers: what platforms without
 * SSE2 run, callable everywhere so that tests compare it too. */
ptrdiff_t verdict_json_locate_portable(
    const uint8_t *text, size_t start, size_t end, size_t readable, int maximum_depth,
    verdict_json_field *fields, size_t capacity);

/* Whether the `length` bytes at `text` are what a JSON string holds between its quotes with no
 * escape: at least one byte, none of them `"`, `\` or below 0x20, and valid UTF-8 (the bounds
 * of the locator's strings). Plain ASCII is read sixteen bytes at a time. Reads nothing past
 * `text + length`. */
bool verdict_json_is_plain_text(const uint8_t *text, size_t length);

/* Whether the `length` bytes at `text` (UTF-8) hold no control character a terminal acts on:
 * none below 0x20, no DEL (0x7F), no C1 control (U+0080-U+009F, 0xC2 0x80-0x9F). Read sixteen
 * bytes at a time where the machine has SSE2. Reads nothing past `text + length`. */
bool verdict_json_is_printable(const uint8_t *text, size_t length);

/* What verdict_json_lines_frame framed (json_lines_frame.c). */
typedef struct verdict_json_lines_span {
    /* Bytes framed: whole lines, each through its line feed (the last one may end the input). */
    size_t consumed;
    /* Lines framed, blank ones included. */
    size_t lines;
    /* Lines framed that are not blank: the records. */
    size_t records;
    /* Whether framing stopped before a line longer than the maximum, whole or not, which the
     * caller reports itself. */
    bool stoppedAtLongLine;
} verdict_json_lines_span;

/* Frames whole lines of JSON Lines from the `count` bytes at `bytes`, as JSONLinesRecordReader
 * does one line at a time: up to `maxRecords` lines that are not blank (a blank line holds only
 * spaces, tabs and carriage returns), and the blank lines among them. A line is whole when its
 * line feed is in the bytes or, `atEnd`, when it runs to the end. Stops before a line longer than
 * `maxLength` bytes (its line feed not counted), and before the rest when it has no line feed and
 * is longer than that. Reads nothing past `bytes + count`. */
verdict_json_lines_span verdict_json_lines_frame(
    const uint8_t *bytes, size_t count, size_t maxRecords, size_t maxLength, bool atEnd);

/* Whether the `length` bytes at `line` are a blank line: only spaces, tabs and carriage returns. */
bool verdict_json_line_is_blank(const uint8_t *line, size_t length);

#endif
