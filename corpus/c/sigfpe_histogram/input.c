/*
 * latency.c - summarise request latencies from an in-memory access log:
 * per-endpoint counts, a fixed-width histogram and per-bucket averages.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ENDPOINTS 32
#define NUM_BUCKETS 8
#define BUCKET_WIDTH_MS 25

struct log_record {
    const char *method;
    const char *path;
    int status;
    int latency_ms;
};

struct endpoint_stats {
    char name[64];
    int requests;
    int errors;
    long total_ms;
    int worst_ms;
};

struct histogram {
    int counts[NUM_BUCKETS];
    long sums[NUM_BUCKETS];
    int overflow;
    int width;
};

static const struct log_record access_log[] = {
    { "GET",  "/api/users",        200,  12 },
    { "GET",  "/api/users",        200,  18 },
    { "POST", "/api/users",        201,  41 },
    { "GET",  "/api/orders",       200,  33 },
    { "GET",  "/api/orders",       500, 171 },
    { "GET",  "/static/app.js",    200,   3 },
    { "GET",  "/static/app.css",   200,   2 },
    { "PUT",  "/api/orders/17",    200,  48 },
    { "GET",  "/api/users/42",     404,   9 },
    { "GET",  "/api/reports",      200, 187 },
    { "GET",  "/api/reports",      200, 162 },
    { "DELETE", "/api/orders/17",  204,  27 },
    { "GET",  "/health",           200,   1 },
    { "GET",  "/health",           200,   1 },
    { "POST", "/api/login",        200,  64 },
    { "POST", "/api/login",        401,  58 },
    { "GET",  "/api/orders",       200,  29 },
    { "GET",  "/api/users",        200,  14 },
    { "GET",  "/api/reports",      503, 199 },
    { "GET",  "/static/logo.png",  200,   4 },
};

#define LOG_LEN (sizeof access_log / sizeof access_log[0])

static int find_or_add(struct endpoint_stats *eps, int *n, const char *method,
                       const char *path)
{
    char key[64];
    int i;

    snprintf(key, sizeof key, "%s %s", method, path);
    for (i = 0; i < *n; i++)
        if (strcmp(eps[i].name, key) == 0)
            return i;
    if (*n >= MAX_ENDPOINTS)
        return -1;
    memset(&eps[*n], 0, sizeof eps[*n]);
    strcpy(eps[*n].name, key);
    return (*n)++;
}

static void collect(struct endpoint_stats *eps, int *n, struct histogram *h)
{
    size_t i;

    *n = 0;
    memset(h, 0, sizeof *h);
    h->width = BUCKET_WIDTH_MS;
    for (i = 0; i < LOG_LEN; i++) {
        const struct log_record *r = &access_log[i];
        int idx = find_or_add(eps, n, r->method, r->path);
        int b;

        if (idx < 0)
            continue;
        eps[idx].requests++;
        if (r->status >= 400)
            eps[idx].errors++;
        eps[idx].total_ms += r->latency_ms;
        if (r->latency_ms > eps[idx].worst_ms)
            eps[idx].worst_ms = r->latency_ms;

        b = r->latency_ms / h->width;
        if (b >= NUM_BUCKETS) {
            h->overflow++;
            continue;
        }
        h->counts[b]++;
        h->sums[b] += r->latency_ms;
    }
}

static int cmp_by_total(const void *a, const void *b)
{
    const struct endpoint_stats *x = a, *y = b;
    if (x->total_ms != y->total_ms)
        return x->total_ms < y->total_ms ? 1 : -1;
    return strcmp(x->name, y->name);
}

static void print_endpoints(struct endpoint_stats *eps, int n)
{
    int i;

    qsort(eps, (size_t)n, sizeof *eps, cmp_by_total);
    printf("%-28s %5s %5s %8s %6s\n", "endpoint", "reqs", "errs", "avg_ms", "worst");
    for (i = 0; i < n; i++) {
        const struct endpoint_stats *e = &eps[i];
        printf("%-28s %5d %5d %8ld %6d\n", e->name, e->requests, e->errors,
               e->total_ms / e->requests, e->worst_ms);
    }
}

static void print_bar(int count, int scale)
{
    int i, len = count * 40 / scale;
    for (i = 0; i < len; i++)
        putchar('#');
}

static void print_histogram(const struct histogram *h)
{
    int i, peak = 1;

    for (i = 0; i < NUM_BUCKETS; i++)
        if (h->counts[i] > peak)
            peak = h->counts[i];

    printf("\nlatency histogram (%d ms buckets)\n", h->width);
    for (i = 0; i < NUM_BUCKETS; i++) {
        int lo = i * h->width, hi = lo + h->width - 1;
        long avg = h->sums[i] / h->counts[i];
        printf("%4d-%-4d %3d avg %4ld |", lo, hi, h->counts[i], avg);
        print_bar(h->counts[i], peak);
        putchar('\n');
    }
    if (h->overflow)
        printf(">=%d ms: %d\n", NUM_BUCKETS * h->width, h->overflow);
}

static double error_rate(const struct endpoint_stats *eps, int n)
{
    int i, reqs = 0, errs = 0;
    for (i = 0; i < n; i++) {
        reqs += eps[i].requests;
        errs += eps[i].errors;
    }
    return reqs ? 100.0 * errs / reqs : 0.0;
}

int main(void)
{
    struct endpoint_stats eps[MAX_ENDPOINTS];
    struct histogram h;
    int n;

    collect(eps, &n, &h);
    print_endpoints(eps, n);
    printf("\nerror rate: %.1f%%\n", error_rate(eps, n));
    fflush(stdout);
    print_histogram(&h);
    return 0;
}
