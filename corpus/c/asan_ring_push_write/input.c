/* latency: read request latencies (one per line, in microseconds) and report
 * a moving average over the last WINDOW samples plus a small histogram. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WINDOW 8
#define BUCKETS 6

struct ring {
    int *buf;
    size_t cap;
    size_t head; /* next slot to read */
    size_t tail; /* next slot to write */
    size_t len;
};

struct histogram {
    unsigned long counts[BUCKETS];
    unsigned long total;
};

static const int bucket_limits[BUCKETS - 1] = { 100, 250, 500, 1000, 5000 };

static struct ring *ring_new(size_t cap)
{
    struct ring *r = malloc(sizeof *r);
    if (!r)
        return NULL;
    r->buf = malloc(cap * sizeof *r->buf);
    if (!r->buf) {
        free(r);
        return NULL;
    }
    r->cap = cap;
    r->head = r->tail = r->len = 0;
    return r;
}

static void ring_free(struct ring *r)
{
    if (r) {
        free(r->buf);
        free(r);
    }
}

static int ring_pop(struct ring *r, int *out)
{
    if (r->len == 0)
        return -1;
    *out = r->buf[r->head];
    if (++r->head == r->cap)
        r->head = 0;
    r->len--;
    return 0;
}

/* Adds a sample; when the ring is full the oldest sample is dropped first. */
static void ring_push(struct ring *r, int value)
{
    if (r->len == r->cap) {
        int dropped;
        ring_pop(r, &dropped);
    }
    r->buf[r->tail] = value;
    if (++r->tail > r->cap)
        r->tail = 0;
    r->len++;
}

static double ring_mean(const struct ring *r)
{
    long sum = 0;
    size_t i, at = r->head;
    if (r->len == 0)
        return 0.0;
    for (i = 0; i < r->len; i++) {
        sum += r->buf[at];
        if (++at == r->cap)
            at = 0;
    }
    return (double)sum / (double)r->len;
}

static void histogram_add(struct histogram *h, int usec)
{
    int b = 0;
    while (b < BUCKETS - 1 && usec > bucket_limits[b])
        b++;
    h->counts[b]++;
    h->total++;
}

static void histogram_print(const struct histogram *h, FILE *out)
{
    int b;
    for (b = 0; b < BUCKETS; b++) {
        char label[32];
        int bar = h->total ? (int)(40 * h->counts[b] / h->total) : 0;
        if (b < BUCKETS - 1)
            snprintf(label, sizeof label, "<= %d us", bucket_limits[b]);
        else
            snprintf(label, sizeof label, "> %d us", bucket_limits[b - 1]);
        fprintf(out, "%-12s %6lu ", label, h->counts[b]);
        while (bar-- > 0)
            fputc('#', out);
        fputc('\n', out);
    }
}

static char *trim(char *s)
{
    char *end;
    while (*s == ' ' || *s == '\t')
        s++;
    end = s + strlen(s);
    while (end > s && (end[-1] == '\n' || end[-1] == '\r' || end[-1] == ' '))
        *--end = '\0';
    return s;
}

static int parse_sample(const char *text, int *out)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || v < 0 || v > 60000000L)
        return -1;
    *out = (int)v;
    return 0;
}

static const char *sample_input[] = {
    "120", "95", "310", "  88", "1020", "bad", "240", "77",
    "5600", "130", "410", "99", "", "260", "180", "73",
};

int main(void)
{
    struct ring *window = ring_new(WINDOW);
    struct histogram hist;
    size_t i, n = sizeof sample_input / sizeof sample_input[0];
    int rejected = 0;

    if (!window)
        return 2;
    memset(&hist, 0, sizeof hist);
    for (i = 0; i < n; i++) {
        char line[64];
        int usec;
        snprintf(line, sizeof line, "%s", sample_input[i]);
        if (parse_sample(trim(line), &usec) != 0) {
            rejected++;
            continue;
        }
        ring_push(window, usec);
        histogram_add(&hist, usec);
        printf("sample %2zu: %6d us, moving average %8.1f us\n", i, usec,
               ring_mean(window));
    }
    histogram_print(&hist, stdout);
    printf("%lu samples, %d rejected\n", hist.total, rejected);
    ring_free(window);
    return 0;
}
