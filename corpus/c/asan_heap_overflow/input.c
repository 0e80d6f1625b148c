/*
 * csvsplit.c - split CSV records into fields (RFC 4180 style quoting) and
 * re-emit them as tab-separated values with escaped control characters.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct strbuf {
    char *data;
    size_t len;
    size_t cap;
};

struct record {
    char **fields;
    size_t nfields;
    size_t cap;
};

static void sb_init(struct strbuf *sb)
{
    sb->data = NULL;
    sb->len = 0;
    sb->cap = 0;
}

static int sb_grow(struct strbuf *sb, size_t need)
{
    size_t cap = sb->cap ? sb->cap : 8;
    char *p;

    while (cap < need)
        cap *= 2;
    if (cap == sb->cap)
        return 0;
    p = realloc(sb->data, cap);
    if (!p)
        return -1;
    sb->data = p;
    sb->cap = cap;
    return 0;
}

static int sb_putc(struct strbuf *sb, char c)
{
    if (sb_grow(sb, sb->len + 1) < 0)
        return -1;
    sb->data[sb->len++] = c;
    return 0;
}

static int sb_puts(struct strbuf *sb, const char *s)
{
    while (*s)
        if (sb_putc(sb, *s++) < 0)
            return -1;
    return 0;
}

/* Detach the buffer as a NUL-terminated string. */
static char *sb_finish(struct strbuf *sb)
{
    char *s;
    if (sb_grow(sb, sb->len) < 0)
        return NULL;
    sb->data[sb->len] = '\0';
    s = sb->data;
    sb_init(sb);
    return s;
}

static void rec_init(struct record *r)
{
    r->fields = NULL;
    r->nfields = 0;
    r->cap = 0;
}

static int rec_push(struct record *r, char *field)
{
    if (r->nfields == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 4;
        char **p = realloc(r->fields, cap * sizeof *p);
        if (!p)
            return -1;
        r->fields = p;
        r->cap = cap;
    }
    r->fields[r->nfields++] = field;
    return 0;
}

static void rec_clear(struct record *r)
{
    size_t i;
    for (i = 0; i < r->nfields; i++)
        free(r->fields[i]);
    r->nfields = 0;
}

static void rec_free(struct record *r)
{
    rec_clear(r);
    free(r->fields);
    rec_init(r);
}

enum csv_state { FIELD_START, UNQUOTED, QUOTED, QUOTE_IN_QUOTED };

/* Parse one line; returns number of fields or -1 on malformed input. */
static int csv_parse_line(const char *line, struct record *rec)
{
    struct strbuf sb;
    enum csv_state st = FIELD_START;
    const char *p;

    sb_init(&sb);
    rec_clear(rec);
    for (p = line;; p++) {
        char c = *p;
        int end = (c == '\0' || c == '\n');

        switch (st) {
        case FIELD_START:
            if (c == '"') {
                st = QUOTED;
                break;
            }
            st = UNQUOTED;
            /* fall through */
        case UNQUOTED:
            if (end || c == ',') {
                if (rec_push(rec, sb_finish(&sb)) < 0)
                    return -1;
                st = FIELD_START;
            } else {
                sb_putc(&sb, c);
            }
            break;
        case QUOTED:
            if (end) {
                free(sb.data);
                return -1;
            }
            if (c == '"')
                st = QUOTE_IN_QUOTED;
            else
                sb_putc(&sb, c);
            break;
        case QUOTE_IN_QUOTED:
            if (c == '"') {
                sb_putc(&sb, '"');
                st = QUOTED;
            } else if (end || c == ',') {
                if (rec_push(rec, sb_finish(&sb)) < 0)
                    return -1;
                st = FIELD_START;
            } else {
                free(sb.data);
                return -1;
            }
            break;
        }
        if (end)
            break;
    }
    return (int)rec->nfields;
}

static void emit_escaped(struct strbuf *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '\t': sb_puts(out, "\\t"); break;
        case '\n': sb_puts(out, "\\n"); break;
        case '\\': sb_puts(out, "\\\\"); break;
        default: sb_putc(out, *s); break;
        }
    }
}

static char *to_tsv(const struct record *rec)
{
    struct strbuf out;
    size_t i;

    sb_init(&out);
    for (i = 0; i < rec->nfields; i++) {
        if (i)
            sb_putc(&out, '\t');
        emit_escaped(&out, rec->fields[i]);
    }
    return sb_finish(&out);
}

static const char *const sample[] = {
    "id,name,city,notes",
    "1,Ada Lovelace,London,\"analyst, engine\"",
    "2,\"Grace \"\"Amazing\"\" Hopper\",Arlington,compilers",
    "3,Edsger Dijkstra,Nuenen,\"goto\tconsidered harmful\"",
    "4,Barbara Liskov,Portland,",
    "5,\"unterminated,quote",
    "6,Ken Thompson,Murray Hill,unix",
};

int main(void)
{
    struct record rec;
    size_t i;
    int bad = 0;

    rec_init(&rec);
    for (i = 0; i < sizeof sample / sizeof sample[0]; i++) {
        int n = csv_parse_line(sample[i], &rec);
        char *tsv;

        if (n < 0) {
            fprintf(stderr, "record %zu: malformed\n", i);
            bad++;
            continue;
        }
        tsv = to_tsv(&rec);
        printf("%zu\t%d\t%s\n", i, n, tsv ? tsv : "(oom)");
        free(tsv);
    }
    rec_free(&rec);
    return bad ? 1 : 0;
}
