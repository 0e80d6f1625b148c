/*
 * kvstore.c - a small open-addressing hash table mapping string keys to
 * integer values, with a line-oriented loader and a statistics dump.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <ctype.h>
#include <errno.h>

#define KV_MIN_CAPACITY 16
#define KV_MAX_LOAD_NUM 3
#define KV_MAX_LOAD_DEN 4
#define KV_LINE_MAX 512

enum kv_slot_state { SLOT_EMPTY = 0, SLOT_FULL = 1, SLOT_TOMBSTONE = 2 };

struct kv_slot {
    char *key;
    long value;
    uint32_t hash;
    unsigned char state;
};

struct kv_table {
    struct kv_slot *slots;
    size_t capacity;
    size_t count;
    size_t tombstones;
    unsigned long probes;
    unsigned long lookups;
};

typedef int (*kv_visit_fn)(const char *key, long value, void *ctx);

static uint32_t kv_hash(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h ? h : 1u;
}

static char *kv_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

int kv_init(struct kv_table *t, size_t capacity)
{
    size_t cap = KV_MIN_CAPACITY;
    while (cap < capacity)
        cap <<= 1;
    t->slots = calloc(cap, sizeof *t->slots);
    if (!t->slots)
        return -ENOMEM;
    t->capacity = cap;
    t->count = 0;
    t->tombstones = 0;
    t->probes = 0;
    t->lookups = 0;
    return 0;
}

void kv_free(struct kv_table *t)
{
    size_t i;
    for (i = 0; i < t->capacity; i++)
        if (t->slots[i].state == SLOT_FULL)
            free(t->slots[i].key);
    free(t->slots);
    t->slots = NULL;
    t->capacity = t->count = t->tombstones = 0;
}

static struct kv_slot *kv_find_slot(struct kv_table *t, const char *key,
                                    uint32_t h, int for_insert)
{
    size_t mask = t->capacity - 1;
    size_t i = h & mask;
    struct kv_slot *first_tomb = NULL;

    t->lookups++;
    for (;;) {
        struct kv_slot *s = &t->slots[i];
        t->probes++;
        if (s->state == SLOT_EMPTY)
            return (for_insert && first_tomb) ? first_tomb : (for_insert ? s : NULL);
        if (s->state == SLOT_TOMBSTONE) {
            if (!first_tomb)
                first_tomb = s;
        } else if (s->hash == h && strcmp(s->key, key) == 0) {
            return s;
        }
        i = (i + 1) & mask;
    }
}

static int kv_resize(struct kv_table *t, size_t new_cap)
{
    struct kv_table bigger;
    size_t i;
    int rc = kv_init(&bigger, new_cap);
    if (rc)
        return rc;
    for (i = 0; i < t->capacity; i++) {
        struct kv_slot *old = &t->slots[i];
        if (old->state == SLOT_FULL) {
            struct kv_slot *s = kv_find_slot(&bigger, old->key, old->hash, 1);
            *s = *old;
            bigger.count++;
        }
    }
    free(t->slots);
    bigger.probes = t->probes;
    bigger.lookups = t->lookups;
    *t = bigger;
    return 0;
}

int kv_put(struct kv_table *t, const char *key, long value)
{
    uint32_t h = kv_hash(key);
    struct kv_slot *s;

    if ((t->count + t->tombstones + 1) * KV_MAX_LOAD_DEN > t->capacity * KV_MAX_LOAD_NUM) {
        int rc = kv_resize(t, t->capacity * 2);
        if (rc)
            return rc;
    }
    s = kv_find_slot(t, key, h, 1);
    if (s->state == SLOT_FULL) {
        s->value = value;
        return 0;
    }
    if (s->state == SLOT_TOMBSTONE)
        t->tombstones--;
    s->key = kv_strdup(key);
    if (!s->key)
        return -ENOMEM;
    s->hash = h;
    s->value = value;
    s->state = SLOT_FULL;
    t->count++;
    return 1;
}

int kv_get(struct kv_table *t, const char *key, long *out)
{
    struct kv_slot *s = kv_find_slot(t, key, kv_hash(key), 0);
    if (!s)
        return 0;
    if (out)
        *out = s->value;
    return 1;
}

int kv_del(struct kv_table *t, const char *key)
{
    struct kv_slot *s = kv_find_slot(t, key, kv_hash(key), 0);
    if (!s)
        return 0;
    free(s->key);
    s->key = NULL;
    s->state = SLOT_TOMBSTONE;
    t->count--;
    t->tombstones++;
    return 1;
}

int kv_foreach(const struct kv_table *t, kv_visit_fn fn, void *ctx)
{
    size_t i;
    for (i = 0; i < t->capacity; i++) {
        const struct kv_slot *s = &t->slots[i];
        if (s->state == SLOT_FULL) {
            int rc = fn(s->key, s->value, ctx);
            if (rc)
                return rc;
        }
    }
    return 0;
}

static char *trim(char *s)
{
    char *end;
    while (isspace((unsigned char)*s))
        s++;
    end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        *--end = '\0';
    return s;
}

int kv_load(struct kv_table *t, FILE *fp, int *bad_lines)
{
    char line[KV_LINE_MAX];
    int lineno = 0, loaded = 0;

    *bad_lines = 0;
    while (fgets(line, sizeof line, fp)) {
        char *eq, *key, *val, *endp;
        long v;

        lineno++;
        key = trim(line);
        if (*key == '\0' || *key == '#')
            continue;
        eq = strchr(key, '=');
        if (!eq) {
            fprintf(stderr, "line %d: missing '='\n", lineno);
            (*bad_lines)++;
            continue;
        }
        *eq = '\0';
        key = trim(key);
        val = trim(eq + 1);
        errno = 0;
        v = strtol(val, &endp, 0);
        if (errno || *endp != '\0') {
            fprintf(stderr, "line %d: bad number '%s'\n", lineno, val);
            (*bad_lines)++;
            continue;
        }
        if (kv_put(t, key, v) < 0)
            return -ENOMEM;
        loaded++;
    }
    return loaded;
}

struct sum_ctx {
    long total;
    long min;
    long max;
    size_t n;
};

static int sum_visitor(const char *key, long value, struct sum_ctx *ctx)
{
    (void)key;
    if (ctx->n == 0 || value < ctx->min)
        ctx->min = value;
    if (ctx->n == 0 || value > ctx->max)
        ctx->max = value;
    ctx->total += value;
    ctx->n++;
    return 0;
}

static int print_visitor(const char *key, long value, void *ctx)
{
    FILE *out = ctx;
    fprintf(out, "%-24s %ld\n", key, value);
    return 0;
}

void kv_stats(struct kv_table *t, FILE *out)
{
    struct sum_ctx sc = { 0, 0, 0, 0 };

    kv_foreach(t, sum_visitor, &sc);
    fprintf(out, "entries:   %zu\n", t->count);
    fprintf(out, "capacity:  %zu\n", t->capacity);
    fprintf(out, "tombstones:%zu\n", t->tombstones);
    if (t->lookups)
        fprintf(out, "avg probe: %.2f\n", (double)t->probes / (double)t->lookups);
    if (sc.n)
        fprintf(out, "sum %ld min %ld max %ld\n", sc.total, sc.min, sc.max);
}

int main(int argc, char **argv)
{
    struct kv_table t;
    FILE *fp = stdin;
    int bad = 0, n;

    if (kv_init(&t, 64))
        return 1;
    if (argc > 1) {
        fp = fopen(argv[1], "r");
        if (!fp) {
            perror(argv[1]);
            kv_free(&t);
            return 1;
        }
    }
    n = kv_load(&t, fp, &bad);
    if (fp != stdin)
        fclose(fp);
    if (n < 0) {
        fprintf(stderr, "out of memory\n");
        kv_free(&t);
        return 1;
    }
    kv_del(&t, "obsolete");
    kv_foreach(&t, print_visitor, stdout);
    kv_stats(&t, stdout);
    kv_free(&t);
    return bad ? 2 : 0;
}
