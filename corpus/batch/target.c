/* hdg: a toy decoder for "HDG1", a line-based picture description format.
 *
 * The first line starts with the magic "HDG1". Every further line is one record whose
 * first byte says what it is; unknown records are counted and skipped, as a tolerant
 * decoder would. Records:
 *   P<n>      declare a palette of n colours (1..256)
 *   C<i>      paint with palette colour i
 *   S<n>      scale the picture down by n
 *   N<text>   nested groups: '(' opens one, ')' closes one (per line)
 *   W<n>      set the width
 *   T<text>   a title
 *   #<text>   a comment
 *
 * Three bugs are planted on purpose, each with its own crash signature:
 *   1. C before any P dereferences a NULL palette          -> SIGSEGV
 *   2. S0 (or S with no number) divides by zero            -> SIGFPE
 *   3. more than 8 open groups on one N line overflow the group stack; the assert
 *      stands in for a sanitizer and catches the out-of-bounds write -> SIGABRT
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STACK_MAX 8

struct palette {
    int count;
    int *entries;
};

struct picture {
    struct palette *palette;
    int groups[STACK_MAX];
    int width;
    int scale;
    long checksum;
    int records;
    int unknown;
    char title[32];
};

static char *read_all(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    size_t got;
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            buf = realloc(buf, cap + 1);
        }
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* A decimal number, clamped so that later arithmetic cannot overflow. */
static long number(const char *s) {
    long v = strtol(s, NULL, 10);
    if (v > 100000) return 100000;
    if (v < -100000) return -100000;
    return v;
}

static void record_palette(struct picture *pic, const char *arg) {
    long n = number(arg);
    if (n < 1 || n > 256) {
        fprintf(stderr, "hdg: palette size %ld out of range\n", n);
        return;
    }
    struct palette *p = malloc(sizeof *p);
    p->count = (int)n;
    p->entries = calloc((size_t)n, sizeof *p->entries);
    for (int i = 0; i < p->count; i++) p->entries[i] = i * 2654435 % 16777216;
    if (pic->palette) {
        free(pic->palette->entries);
        free(pic->palette);
    }
    pic->palette = p;
}

static void record_color(struct picture *pic, const char *arg) {
    long i = number(arg);
    /* BUG 1: nothing checks that a palette was declared. */
    if (i < 0 || i >= pic->palette->count) return;
    pic->checksum += pic->palette->entries[i];
}

static void record_scale(struct picture *pic, const char *arg) {
    int factor = (int)number(arg);
    /* BUG 2: a zero factor is not rejected. */
    pic->scale = pic->width / factor;
    pic->checksum += pic->scale;
}

static void record_nesting(struct picture *pic, const char *arg) {
    int depth = 0;
    for (const char *c = arg; *c; c++) {
        if (*c == '(') {
            /* BUG 3: the depth is not limited; this assert catches the overflow. */
            assert(depth < STACK_MAX && "group stack overflow");
            pic->groups[depth++] = (int)(c - arg);
        } else if (*c == ')' && depth > 0) {
            depth--;
            pic->checksum += pic->groups[depth];
        }
    }
}

static void record_width(struct picture *pic, const char *arg) {
    long w = number(arg);
    if (w < 1 || w > 4096) {
        fprintf(stderr, "hdg: width %ld out of range\n", w);
        return;
    }
    pic->width = (int)w;
}

static void decode_record(struct picture *pic, const char *line) {
    pic->records++;
    switch (line[0]) {
    case 'P': record_palette(pic, line + 1); break;
    case 'C': record_color(pic, line + 1); break;
    case 'S': record_scale(pic, line + 1); break;
    case 'N': record_nesting(pic, line + 1); break;
    case 'W': record_width(pic, line + 1); break;
    case 'T': snprintf(pic->title, sizeof pic->title, "%s", line + 1); break;
    case '#': break;
    default: pic->unknown++; break;
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    size_t len;
    char *data = read_all(argv[1], &len);
    if (len < 4 || memcmp(data, "HDG1", 4) != 0) {
        fprintf(stderr, "hdg: not an HDG1 file\n");
        return 1;
    }
    struct picture pic = {.width = 64};
    char *line = strchr(data, '\n');
    while (line) {
        line++;
        char *end = strchr(line, '\n');
        if (end) *end = '\0';
        if (*line) decode_record(&pic, line);
        line = end;
    }
    printf("hdg: %d records (%d unknown), width %d, title \"%s\", checksum %ld\n",
           pic.records, pic.unknown, pic.width, pic.title, pic.checksum);
    free(data);
    return 0;
}
