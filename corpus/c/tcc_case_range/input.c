/*
 * ctrstat.c - the counter report of the packet engine's self-check. Each
 * counter is a 64-bit value parsed from a "name value" dump line; the report
 * prints them in aligned columns with thousands separators, the bytes a
 * varint encoding takes, a size class, and a histogram of their magnitudes.
 * The digit count uses GNU case ranges so that it costs one switch.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_COUNTERS 16
#define NAME_LEN 24

struct counter {
    char name[NAME_LEN];
    uint64_t value;
    int digits;
    int varint;
};

struct column {
    const char *title;
    int width;
};

struct histogram {
    unsigned bins[21];
    uint64_t min, max;
    unsigned n;
};

struct report {
    struct counter c[MAX_COUNTERS];
    int n;
    struct column cols[4];
    struct histogram h;
};

static const char *const dump[] = {
    "rx_packets 1843",
    "tx_packets 1790",
    "rx_bytes 2461203",
    "tx_bytes 2308817",
    "rx_dropped 0",
    "flow_hash 12297829382473034410",
    "session_id 4611686018427387904",
    "uptime_ns 86400000000000",
    "seq_base 1234567890123456789",
    "wrap_guard 18446744073709551615",
    "errors 7",
};

/* The number of decimal digits of n. */
static int ndigits(uint64_t n)
{
    switch (n) {
    case 0: return 1;
    case                    1ULL ...                    9ULL: return 1;
    case                   10ULL ...                   99ULL: return 2;
    case                  100ULL ...                  999ULL: return 3;
    case                 1000ULL ...                 9999ULL: return 4;
    case                10000ULL ...                99999ULL: return 5;
    case               100000ULL ...               999999ULL: return 6;
    case              1000000ULL ...              9999999ULL: return 7;
    case             10000000ULL ...             99999999ULL: return 8;
    case            100000000ULL ...            999999999ULL: return 9;
    case           1000000000ULL ...           9999999999ULL: return 10;
    case          10000000000ULL ...          99999999999ULL: return 11;
    case         100000000000ULL ...         999999999999ULL: return 12;
    case        1000000000000ULL ...        9999999999999ULL: return 13;
    case       10000000000000ULL ...       99999999999999ULL: return 14;
    case      100000000000000ULL ...      999999999999999ULL: return 15;
    case     1000000000000000ULL ...     9999999999999999ULL: return 16;
    case    10000000000000000ULL ...    99999999999999999ULL: return 17;
    case   100000000000000000ULL ...   999999999999999999ULL: return 18;
    case  1000000000000000000ULL ...  9999999999999999999ULL: return 19;
    case 10000000000000000000ULL ... 18446744073709551615ULL: return 20;
    }
    return 0;
}

/* The bytes a LEB128 varint of v takes. */
static int varint_len(uint64_t v)
{
    switch (v) {
    case 0x0ULL ... 0x7fULL: return 1;
    case 0x80ULL ... 0x3fffULL: return 2;
    case 0x4000ULL ... 0x1fffffULL: return 3;
    case 0x200000ULL ... 0xfffffffULL: return 4;
    case 0x10000000ULL ... 0x7ffffffffULL: return 5;
    case 0x800000000ULL ... 0x3ffffffffffULL: return 6;
    case 0x40000000000ULL ... 0x1ffffffffffffULL: return 7;
    case 0x2000000000000ULL ... 0xffffffffffffffULL: return 8;
    case 0x100000000000000ULL ... 0x7fffffffffffffffULL: return 9;
    default: return 10;
    }
}

static const char *size_class(uint64_t bytes)
{
    static const char *const units[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };
    int u = 0;
    while (bytes >= 1024 && u < 6) {
        bytes >>= 10;
        u++;
    }
    return units[u];
}

/* Writes n with a comma every three digits; returns the length. */
static int fmt_grouped(char *buf, uint64_t n)
{
    char tmp[32];
    int len = 0, out = 0;
    do {
        tmp[len++] = (char)('0' + n % 10);
        n /= 10;
    } while (n);
    for (int i = len - 1; i >= 0; i--) {
        buf[out++] = tmp[i];
        if (i > 0 && i % 3 == 0)
            buf[out++] = ',';
    }
    buf[out] = '\0';
    return out;
}

static int grouped_width(int digits)
{
    return digits > 0 ? digits + (digits - 1) / 3 : 0;
}

static int parse_line(const char *line, struct counter *c)
{
    const char *sp = strchr(line, ' ');
    size_t len;
    char *end;
    if (!sp)
        return -1;
    len = (size_t)(sp - line);
    if (len == 0 || len >= NAME_LEN)
        return -1;
    memcpy(c->name, line, len);
    c->name[len] = '\0';
    c->value = strtoull(sp + 1, &end, 10);
    if (*end != '\0')
        return -1;
    c->digits = ndigits(c->value);
    c->varint = varint_len(c->value);
    return 0;
}

static void hist_init(struct histogram *h)
{
    memset(h, 0, sizeof *h);
    h->min = UINT64_MAX;
}

static void hist_add(struct histogram *h, const struct counter *c)
{
    if (c->digits >= 0 && c->digits <= 20)
        h->bins[c->digits]++;
    if (c->value < h->min)
        h->min = c->value;
    if (c->value > h->max)
        h->max = c->value;
    h->n++;
}

static void hist_print(const struct histogram *h)
{
    printf("magnitudes (%u counters):\n", h->n);
    for (int d = 0; d <= 20; d++) {
        if (!h->bins[d])
            continue;
        printf("  %2d digits |", d);
        for (unsigned i = 0; i < h->bins[d]; i++)
            putchar('#');
        printf(" %u\n", h->bins[d]);
    }
}

static int load(struct report *r)
{
    r->n = 0;
    hist_init(&r->h);
    for (size_t i = 0; i < sizeof dump / sizeof dump[0]; i++) {
        struct counter *c = &r->c[r->n];
        if (r->n == MAX_COUNTERS)
            return -1;
        if (parse_line(dump[i], c) != 0) {
            fprintf(stderr, "bad line: %s\n", dump[i]);
            return -1;
        }
        hist_add(&r->h, c);
        r->n++;
    }
    return 0;
}

static void layout(struct report *r)
{
    r->cols[0].title = "counter";
    r->cols[1].title = "value";
    r->cols[2].title = "varint";
    r->cols[3].title = "class";
    for (int k = 0; k < 4; k++)
        r->cols[k].width = (int)strlen(r->cols[k].title);
    for (int i = 0; i < r->n; i++) {
        int w = (int)strlen(r->c[i].name);
        int g = grouped_width(r->c[i].digits);
        if (w > r->cols[0].width)
            r->cols[0].width = w;
        if (g > r->cols[1].width)
            r->cols[1].width = g;
    }
}

static void print_rule(const struct report *r)
{
    for (int k = 0; k < 4; k++) {
        for (int i = 0; i < r->cols[k].width + 2; i++)
            putchar('-');
        putchar(k < 3 ? '+' : '\n');
    }
}

static void print_table(const struct report *r)
{
    char buf[40];
    printf(" %-*s | %*s | %*s | %-*s\n",
           r->cols[0].width, r->cols[0].title, r->cols[1].width, r->cols[1].title,
           r->cols[2].width, r->cols[2].title, r->cols[3].width, r->cols[3].title);
    print_rule(r);
    for (int i = 0; i < r->n; i++) {
        const struct counter *c = &r->c[i];
        fmt_grouped(buf, c->value);
        printf(" %-*s | %*s | %*d | %-*s\n",
               r->cols[0].width, c->name, r->cols[1].width, buf,
               r->cols[2].width, c->varint, r->cols[3].width, size_class(c->value));
    }
    print_rule(r);
}

static void print_totals(const struct report *r)
{
    uint64_t sum = 0;
    int wrapped = 0, varint_total = 0;
    char buf[40];
    for (int i = 0; i < r->n; i++) {
        if (sum + r->c[i].value < sum)
            wrapped++;
        sum += r->c[i].value;
        varint_total += r->c[i].varint;
    }
    fmt_grouped(buf, sum);
    printf("sum mod 2^64 %s (%d digits, wrapped %d times)\n", buf, ndigits(sum), wrapped);
    printf("varint bytes %d for %d counters\n", varint_total, r->n);
    fmt_grouped(buf, r->h.min);
    printf("min %s", buf);
    fmt_grouped(buf, r->h.max);
    printf(", max %s\n", buf);
}

int main(void)
{
    static struct report r;
    if (load(&r) != 0)
        return 1;
    layout(&r);
    print_table(&r);
    print_totals(&r);
    hist_print(&r.h);
    return 0;
}
