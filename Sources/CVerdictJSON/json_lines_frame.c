/*
 * Framing JSON Lines for the validate pipeline's reading thread (see CVerdictJSON.h).
 *
 * The reading thread only cuts the input into batches of whole lines and counts their lines and
 * records, so that each batch knows the line and the position its first record has; the workers
 * find the lines again, parse, validate and format. memchr finds each line feed (glibc reads 32
 * bytes at a time); a line is looked at byte by byte only when its first byte says it may be blank.
 */
#include <string.h>

#include "CVerdictJSON.h"

bool verdict_json_line_is_blank(const uint8_t *line, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r') return false;
    }
    return true;
}

verdict_json_lines_span verdict_json_lines_frame(
    const uint8_t *bytes, size_t count, size_t maxRecords, size_t maxLength, bool atEnd) {
    verdict_json_lines_span span = {0, 0, 0, false};
    size_t start = 0;
    while (start < count && span.records < maxRecords) {
        const uint8_t *feed = memchr(bytes + start, '\n', count - start);
        size_t end = feed ? (size_t)(feed - bytes) : count;
        if (end - start > maxLength) {
            span.stoppedAtLongLine = true;
            break;
        }
        if (!feed && !atEnd) break;
        span.lines++;
        /* A record starts with a brace; anything else may be a blank line. */
        if (bytes[start] == '{' || !verdict_json_line_is_blank(bytes + start, end - start)) span.records++;
        start = feed ? end + 1 : end;
        span.consumed = start;
    }
    return span;
}
