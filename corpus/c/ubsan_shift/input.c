/*
 * bloom.c - a Bloom filter over 64-bit words using double hashing, with a
 * small driver that inserts a word list and measures the false-positive rate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

struct bloom {
    uint64_t *words;
    size_t nbits;
    size_t nwords;
    unsigned nhashes;
    size_t inserted;
};

static uint64_t fnv1a64(const void *data, size_t len)
{
    const unsigned char *p = data;
    uint64_t h = 0xcbf29ce484222325ULL;
    size_t i;
    for (i = 0; i < len; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

int bloom_init(struct bloom *b, size_t expected, double fp_rate)
{
    double ln2 = 0.6931471805599453;
    double m = -(double)expected * log(fp_rate) / (ln2 * ln2);
    size_t nbits = (size_t)m;
    unsigned k = (unsigned)(m / (double)expected * ln2 + 0.5);

    if (nbits < 64)
        nbits = 64;
    if (k < 1)
        k = 1;
    b->nwords = (nbits + 63) / 64;
    b->nbits = b->nwords * 64;
    b->nhashes = k;
    b->inserted = 0;
    b->words = calloc(b->nwords, sizeof *b->words);
    return b->words ? 0 : -1;
}

void bloom_free(struct bloom *b)
{
    free(b->words);
    memset(b, 0, sizeof *b);
}

static size_t bloom_index(const struct bloom *b, uint64_t h1, uint64_t h2, unsigned i)
{
    return (size_t)((h1 + (uint64_t)i * h2) % b->nbits);
}

static void set_bit(uint64_t *words, size_t bit)
{
    words[bit / 64] |= 1 << (bit % 64);
}

static int test_bit(const uint64_t *words, size_t bit)
{
    return (words[bit / 64] >> (bit % 64)) & 1u;
}

void bloom_add(struct bloom *b, const char *key)
{
    size_t len = strlen(key);
    uint64_t h1 = fnv1a64(key, len);
    uint64_t h2 = mix64(h1) | 1;
    unsigned i;

    for (i = 0; i < b->nhashes; i++)
        set_bit(b->words, bloom_index(b, h1, h2, i));
    b->inserted++;
}

int bloom_maybe_contains(const struct bloom *b, const char *key)
{
    size_t len = strlen(key);
    uint64_t h1 = fnv1a64(key, len);
    uint64_t h2 = mix64(h1) | 1;
    unsigned i;

    for (i = 0; i < b->nhashes; i++)
        if (!test_bit(b->words, bloom_index(b, h1, h2, i)))
            return 0;
    return 1;
}

static size_t popcount64(uint64_t x)
{
    size_t n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

double bloom_fill_ratio(const struct bloom *b)
{
    size_t i, set = 0;
    for (i = 0; i < b->nwords; i++)
        set += popcount64(b->words[i]);
    return (double)set / (double)b->nbits;
}

static const char *const words_in[] = {
    "apple", "banana", "cherry", "damson", "elderberry", "fig", "grape",
    "huckleberry", "kiwi", "lemon", "mango", "nectarine", "orange", "papaya",
    "quince", "raspberry", "strawberry", "tangerine", "ugli", "watermelon",
};

static const char *const words_out[] = {
    "asparagus", "broccoli", "carrot", "daikon", "eggplant", "fennel",
    "garlic", "horseradish", "jicama", "kale", "leek", "mushroom", "okra",
    "parsnip", "radish", "spinach", "turnip", "yam", "zucchini", "celery",
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

int main(void)
{
    struct bloom b;
    size_t i, fp = 0, missing = 0;

    if (bloom_init(&b, COUNT(words_in), 0.01) < 0) {
        fputs("out of memory\n", stderr);
        return 1;
    }
    printf("bits=%zu words=%zu hashes=%u\n", b.nbits, b.nwords, b.nhashes);
    for (i = 0; i < COUNT(words_in); i++)
        bloom_add(&b, words_in[i]);
    for (i = 0; i < COUNT(words_in); i++)
        if (!bloom_maybe_contains(&b, words_in[i]))
            missing++;
    for (i = 0; i < COUNT(words_out); i++)
        if (bloom_maybe_contains(&b, words_out[i]))
            fp++;
    printf("inserted=%zu missing=%zu false_positives=%zu fill=%.3f\n",
           b.inserted, missing, fp, bloom_fill_ratio(&b));
    bloom_free(&b);
    return missing ? 2 : 0;
}
