/*
 * CVerdictCurl: HTTP POST and GET through libcurl, loaded with dlopen the first time a request is
 * made.
 *
 * On Linux, Foundation's URLSession lives in FoundationNetworking, which links libcurl and the
 * ~25 libraries libcurl needs (TLS, Kerberos, LDAP, SSH, IDN, compression). Loading them costs
 * every process about 5 ms at start-up — a third of a `verdict validate` start — although most
 * runs never send a remote check. Loading libcurl on first use makes a process pay only when it
 * sends one. No curl headers are needed to build: the few entry points and option numbers used
 * are declared here (they are part of libcurl's stable ABI, soname libcurl.so.4).
 *
 * Every symbol is prefixed verdict_curl_.
 */
#ifndef CVERDICTCURL_H
#define CVERDICTCURL_H

#include <stddef.h>

/* verdict_curl_post's result when libcurl could not be loaded; other non-zero results are
 * libcurl's CURLcode values. */
#define VERDICT_CURL_UNAVAILABLE (-1)
/* CURLcode values the transport tells apart. */
#define VERDICT_CURL_TIMED_OUT 28
#define VERDICT_CURL_ABORTED 42

/* A flag another thread sets to stop a transfer; opaque, created and freed by the caller. */
typedef struct verdict_curl_cancel verdict_curl_cancel;

verdict_curl_cancel *verdict_curl_cancel_new(void);
/* Asks the transfer watching `flag` to stop; safe from any thread, at any time. */
void verdict_curl_cancel_set(verdict_curl_cancel *flag);
void verdict_curl_cancel_free(verdict_curl_cancel *flag);

/* What a request brought back. `body` is malloc'ed (free it with verdict_curl_response_free). */
typedef struct verdict_curl_response {
    long status;
    unsigned char *body;
    size_t length;
    /* Why the request failed, when it did: libcurl's text for the code and its detail. */
    char error[512];
    /* The answer's ETag header, as sent (quotes included); empty when it had none. */
    char etag[256];
} verdict_curl_response;

/* Sends one POST and waits for the answer (blocking: call it off any thread that must stay
 * responsive). `headers` are `count` complete lines, `Name: value`. Only http and https URLs are
 * followed, redirects included. `timeout_ms` bounds the whole exchange; `cancel` (may be NULL)
 * stops it early. Returns 0 when an answer arrived (any status), else VERDICT_CURL_UNAVAILABLE or
 * libcurl's error code, with `out->error` saying why. */
int verdict_curl_post(const char *url, const char *const *headers, size_t count, const void *body,
                      size_t body_length, long timeout_ms, verdict_curl_cancel *cancel,
                      verdict_curl_response *out);

/* What a GET asks for besides its URL. */
typedef struct verdict_curl_get_options {
    /* `count` complete header lines, `Name: value`. */
    const char *const *headers;
    size_t count;
    /* Bounds the whole exchange. */
    long timeout_ms;
    /* The longest body accepted; a longer one stops the transfer with `out->too_long` set. */
    size_t max_body;
    /* PEM certificates to trust for https instead of the system's; NULL for the system's. */
    const char *ca_file;
    /* Stops the transfer early; may be NULL. */
    verdict_curl_cancel *cancel;
} verdict_curl_get_options;

/* Sends one GET and waits for the answer (blocking), as verdict_curl_post does: http and https
 * only, redirects followed. Returns 0 when an answer arrived (any status), else
 * VERDICT_CURL_UNAVAILABLE or libcurl's error code, with `out->error` saying why. */
int verdict_curl_get(const char *url, const verdict_curl_get_options *options,
                     verdict_curl_response *out);

void verdict_curl_response_free(verdict_curl_response *response);

#endif
