/*
 * HTTP POST and GET through libcurl, loaded on first use (see CVerdictCurl.h for why).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "CVerdictCurl.h"

/* The parts of libcurl's ABI used here (curl/curl.h, libcurl 7.x and 8.x). */
typedef void CURL;
typedef int CURLcode;
struct curl_slist;
enum {
    CURL_GLOBAL_ALL = 3,
    CURLE_OK = 0,
    CURLE_UNKNOWN_OPTION = 48,
    CURL_ERROR_SIZE = 256,
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_POSTFIELDS = 10015,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_POST = 47,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_MAXREDIRS = 68,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_HTTPGET = 80,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_CAINFO = 10065,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_POSTFIELDSIZE_LARGE = 30120,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_POSTREDIR = 161,
    CURLOPT_PROTOCOLS = 181,
    CURLOPT_REDIR_PROTOCOLS = 182,
    CURLOPT_XFERINFOFUNCTION = 20219,
    CURLOPT_PROTOCOLS_STR = 10318,
    CURLOPT_REDIR_PROTOCOLS_STR = 10319,
    CURLPROTO_HTTP = 1,
    CURLPROTO_HTTPS = 2,
    CURL_REDIR_POST_ALL = 7,
    CURLINFO_RESPONSE_CODE = 0x200000 + 2,
};

/* The longest answer kept: a remote rule answers `true` or `false`; anything this large is a
 * misrouted URL or a hostile server, and is refused rather than buffered. */
#define VERDICT_CURL_MAX_BODY (1u << 20)

static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *curl, int option, ...);
    CURLcode (*easy_perform)(CURL *curl);
    CURLcode (*easy_getinfo)(CURL *curl, int info, ...);
    void (*easy_cleanup)(CURL *curl);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char load_error[256];

static void *symbol(void *library, const char *name) {
    void *found = dlsym(library, name);
    if (found == NULL && load_error[0] == 0) {
        snprintf(load_error, sizeof load_error, "libcurl.so.4 has no %s", name);
    }
    return found;
}

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(load_error, sizeof load_error, "libcurl could not be loaded: %s",
                 why ? why : "unknown error");
        return;
    }
    *(void **)&curl.global_init = symbol(library, "curl_global_init");
    *(void **)&curl.easy_init = symbol(library, "curl_easy_init");
    *(void **)&curl.easy_setopt = symbol(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = symbol(library, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = symbol(library, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = symbol(library, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = symbol(library, "curl_easy_strerror");
    *(void **)&curl.slist_append = symbol(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = symbol(library, "curl_slist_free_all");
    if (load_error[0] != 0) return;
    /* Not thread-safe in libcurl: done once, here, before any handle exists. */
    CURLcode code = curl.global_init(CURL_GLOBAL_ALL);
    if (code != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "libcurl could not start: %s",
                 curl.easy_strerror(code));
        return;
    }
    loaded = 1;
}

struct verdict_curl_cancel {
    int cancelled; /* read and written with __atomic builtins */
};

verdict_curl_cancel *verdict_curl_cancel_new(void) {
    return calloc(1, sizeof(verdict_curl_cancel));
}

void verdict_curl_cancel_set(verdict_curl_cancel *flag) {
    __atomic_store_n(&flag->cancelled, 1, __ATOMIC_RELEASE);
}

void verdict_curl_cancel_free(verdict_curl_cancel *flag) { free(flag); }

/* libcurl calls this often during a transfer (at least once a second while waiting):
 * a non-zero answer stops it with CURLE_ABORTED_BY_CALLBACK. */
static int progress(void *data, int64_t download_total, int64_t downloaded, int64_t upload_total,
                    int64_t uploaded) {
    (void)download_total, (void)downloaded, (void)upload_total, (void)uploaded;
    const verdict_curl_cancel *flag = data;
    return flag != NULL && __atomic_load_n(&flag->cancelled, __ATOMIC_ACQUIRE);
}

struct body {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    int too_long;
};

static size_t receive(char *bytes, size_t size, size_t count, void *data) {
    struct body *body = data;
    size_t length = size * count;
    if (length > body->limit - body->length) {
        body->too_long = 1;
        return 0; /* stops the transfer with CURLE_WRITE_ERROR */
    }
    if (body->length + length > body->capacity) {
        size_t capacity = body->capacity ? body->capacity : 256;
        while (capacity < body->length + length) capacity *= 2;
        unsigned char *grown = realloc(body->bytes, capacity);
        if (grown == NULL) return 0;
        body->bytes = grown;
        body->capacity = capacity;
    }
    memcpy(body->bytes + body->length, bytes, length);
    body->length += length;
    return length;
}

/* Only http and https, for the request and any redirect: a rule's URL comes from a rule file. */
static void limit_protocols(CURL *handle) {
    if (curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_UNKNOWN_OPTION) {
        curl.easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
        curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
        return;
    }
    curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
}

/* Keeps the last answer's ETag: a redirect's headers come first, so each status line starts over. */
static size_t receive_header(char *bytes, size_t size, size_t count, void *data) {
    verdict_curl_response *out = data;
    size_t length = size * count;
    static const char name[] = "etag:";
    if (length >= 5 && strncmp(bytes, "HTTP/", 5) == 0) {
        out->etag[0] = 0;
    } else if (length > sizeof name - 1 && strncasecmp(bytes, name, sizeof name - 1) == 0) {
        size_t start = sizeof name - 1;
        while (start < length && (bytes[start] == ' ' || bytes[start] == '\t')) start++;
        size_t end = length;
        while (end > start && (bytes[end - 1] == '\r' || bytes[end - 1] == '\n' || bytes[end - 1] == ' ')) end--;
        size_t kept = end - start < sizeof out->etag - 1 ? end - start : 0; /* too long: none */
        memcpy(out->etag, bytes + start, kept);
        out->etag[kept] = 0;
    }
    return length;
}

/* One request: a POST when `post` is set (with `body`), else a GET. */
struct request {
    int post;
    const void *body;
    size_t body_length;
    const char *const *headers;
    size_t count;
    long timeout_ms;
    size_t max_body;
    const char *ca_file;
    verdict_curl_cancel *cancel;
};

static int perform(const char *url, const struct request *request, verdict_curl_response *out) {
    memset(out, 0, sizeof *out);
    pthread_once(&load_once, load);
    if (!loaded) {
        snprintf(out->error, sizeof out->error, "%s", load_error);
        return VERDICT_CURL_UNAVAILABLE;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        snprintf(out->error, sizeof out->error, "libcurl could not create a request");
        return VERDICT_CURL_UNAVAILABLE;
    }
    /* "Expect:" with no value: libcurl would otherwise announce a large body (over 1 MiB here,
     * over 1 KiB in older versions) with `Expect: 100-continue` and wait up to a second for a
     * server that never answers it. */
    struct curl_slist *lines = curl.slist_append(NULL, "Expect:");
    for (size_t i = 0; i < request->count && lines != NULL; i++) {
        struct curl_slist *appended = curl.slist_append(lines, request->headers[i]);
        if (appended == NULL) break;
        lines = appended;
    }
    char detail[CURL_ERROR_SIZE] = {0};
    struct body received = {0};
    received.limit = request->max_body;
    curl.easy_setopt(handle, CURLOPT_URL, url);
    limit_protocols(handle);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    if (request->post) {
        curl.easy_setopt(handle, CURLOPT_POST, 1L);
        curl.easy_setopt(handle, CURLOPT_POSTFIELDS, request->body_length ? request->body : "");
        curl.easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (int64_t)request->body_length);
        curl.easy_setopt(handle, CURLOPT_POSTREDIR, (long)CURL_REDIR_POST_ALL);
    } else {
        curl.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
    }
    if (request->ca_file != NULL) curl.easy_setopt(handle, CURLOPT_CAINFO, request->ca_file);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, lines);
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->timeout_ms > 0 ? request->timeout_ms : 1L);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &received);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, receive_header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, out);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, request->cancel);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, detail);
    CURLcode code = curl.easy_perform(handle);
    if (code == CURLE_OK) {
        curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &out->status);
        out->body = received.bytes;
        out->length = received.length;
    } else {
        free(received.bytes);
        if (received.too_long) {
            snprintf(out->error, sizeof out->error, "the answer is longer than %zu bytes",
                     request->max_body);
        } else if (detail[0] != 0) {
            snprintf(out->error, sizeof out->error, "%s: %s", curl.easy_strerror(code), detail);
        } else {
            snprintf(out->error, sizeof out->error, "%s", curl.easy_strerror(code));
        }
    }
    curl.easy_cleanup(handle);
    curl.slist_free_all(lines);
    return code;
}

int verdict_curl_post(const char *url, const char *const *headers, size_t count, const void *body,
                      size_t body_length, long timeout_ms, verdict_curl_cancel *cancel,
                      verdict_curl_response *out) {
    struct request request = {1, body, body_length, headers, count, timeout_ms,
                              VERDICT_CURL_MAX_BODY, NULL, cancel};
    return perform(url, &request, out);
}

int verdict_curl_get(const char *url, const verdict_curl_get_options *options,
                     verdict_curl_response *out) {
    struct request request = {0,
                              NULL,
                              0,
                              options->headers,
                              options->count,
                              options->timeout_ms,
                              options->max_body,
                              options->ca_file,
                              options->cancel};
    return perform(url, &request, out);
}

void verdict_curl_response_free(verdict_curl_response *response) {
    free(response->body);
    response->body = NULL;
    response->length = 0;
}
