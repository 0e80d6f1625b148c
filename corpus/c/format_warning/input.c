/*
 * pkgdb.c - an in-memory package database: parse "name version size deps"
 * records, resolve dependency order with a depth-first topological sort and
 * print an install plan with a leveled logger.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_PKGS 64
#define MAX_DEPS 8
#define NAME_LEN 32

enum log_level { LOG_DEBUG, LOG_INFO, LOG_WARN, LOG_ERROR };

static enum log_level log_threshold = LOG_INFO;
static const char *const level_names[] = { "debug", "info", "warn", "error" };

static void log_msg(enum log_level lvl, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void log_msg(enum log_level lvl, const char *fmt, ...)
{
    va_list ap;
    if (lvl < log_threshold)
        return;
    fprintf(stderr, "[%s] ", level_names[lvl]);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

struct version {
    int major, minor, patch;
};

struct package {
    char name[NAME_LEN];
    struct version ver;
    unsigned long size_kb;
    char deps[MAX_DEPS][NAME_LEN];
    int ndeps;
    int dep_idx[MAX_DEPS];
    int mark;
};

struct pkgdb {
    struct package pkgs[MAX_PKGS];
    int count;
};

static int parse_version(const char *s, struct version *v)
{
    v->minor = v->patch = 0;
    return sscanf(s, "%d.%d.%d", &v->major, &v->minor, &v->patch) >= 1 ? 0 : -1;
}

static int version_cmp(const struct version *a, const struct version *b)
{
    if (a->major != b->major)
        return a->major - b->major;
    if (a->minor != b->minor)
        return a->minor - b->minor;
    return a->patch - b->patch;
}

static int db_find(const struct pkgdb *db, const char *name)
{
    int i;
    for (i = 0; i < db->count; i++)
        if (strcmp(db->pkgs[i].name, name) == 0)
            return i;
    return -1;
}

static int db_add_record(struct pkgdb *db, const char *line, int lineno)
{
    char buf[256], *tok, *save = NULL;
    struct package p;
    int field = 0;

    memset(&p, 0, sizeof p);
    snprintf(buf, sizeof buf, "%s", line);
    for (tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save), field++) {
        switch (field) {
        case 0:
            snprintf(p.name, sizeof p.name, "%s", tok);
            break;
        case 1:
            if (parse_version(tok, &p.ver) < 0) {
                log_msg(LOG_ERROR, "line %d: bad version '%s'", lineno, tok);
                return -1;
            }
            break;
        case 2:
            p.size_kb = strtoul(tok, NULL, 10);
            break;
        default:
            if (p.ndeps == MAX_DEPS) {
                log_msg(LOG_WARN, "line %d: too many dependencies for %s", lineno, p.name);
                break;
            }
            snprintf(p.deps[p.ndeps++], NAME_LEN, "%s", tok);
            break;
        }
    }
    if (field < 3) {
        log_msg(LOG_ERROR, "line %d: expected at least 3 fields, got %d", lineno, field);
        return -1;
    }
    if (db_find(db, p.name) >= 0) {
        int old = db_find(db, p.name);
        if (version_cmp(&p.ver, &db->pkgs[old].ver) > 0) {
            log_msg(LOG_INFO, "line %d: %s upgraded to %d.%d.%d", lineno, p.name,
                    p.ver.major, p.ver.minor, p.ver.patch);
            db->pkgs[old] = p;
        }
        return 0;
    }
    if (db->count == MAX_PKGS) {
        log_msg(LOG_ERROR, "database full");
        return -1;
    }
    db->pkgs[db->count++] = p;
    return 0;
}

static int db_link(struct pkgdb *db)
{
    int i, j, missing = 0;
    for (i = 0; i < db->count; i++) {
        struct package *p = &db->pkgs[i];
        for (j = 0; j < p->ndeps; j++) {
            p->dep_idx[j] = db_find(db, p->deps[j]);
            if (p->dep_idx[j] < 0) {
                log_msg(LOG_ERROR, "%s depends on unknown package %s", p->name, p->deps[j]);
                missing++;
            }
        }
    }
    return missing;
}

static int visit(struct pkgdb *db, int i, int *order, int *n)
{
    struct package *p = &db->pkgs[i];
    int j;

    if (p->mark == 2)
        return 0;
    if (p->mark == 1) {
        log_msg(LOG_ERROR, "dependency cycle through %s", p->name);
        return -1;
    }
    p->mark = 1;
    for (j = 0; j < p->ndeps; j++)
        if (p->dep_idx[j] >= 0 && visit(db, p->dep_idx[j], order, n) < 0)
            return -1;
    p->mark = 2;
    order[(*n)++] = i;
    return 0;
}

static int install_plan(struct pkgdb *db, const char *target, int *order)
{
    int n = 0, idx = db_find(db, target);
    if (idx < 0) {
        log_msg(LOG_ERROR, "no such package: %s", target);
        return -1;
    }
    if (visit(db, idx, order, &n) < 0)
        return -1;
    return n;
}

static const char *const records[] = {
    "libc 2.36.0 6120",
    "zlib 1.2.13 180 libc",
    "openssl 3.0.11 7340 libc zlib",
    "curl 7.88.1 820 libc zlib openssl",
    "sqlite 3.40.1 1500 libc",
    "python 3.11.2 23100 libc zlib openssl sqlite",
    "git 2.39.2 38000 libc zlib curl openssl",
    "zlib 1.3.0 182 libc",
    "broken",
};

int main(int argc, char **argv)
{
    static struct pkgdb db;
    int order[MAX_PKGS];
    const char *target = argc > 1 ? argv[1] : "git";
    unsigned long total = 0;
    size_t i;
    int n, k;

    if (getenv("PKGDB_DEBUG"))
        log_threshold = LOG_DEBUG;
    for (i = 0; i < sizeof records / sizeof records[0]; i++)
        db_add_record(&db, records[i], (int)i + 1);
    log_msg(LOG_DEBUG, "loaded %d packages", db.count);
    if (db_link(&db))
        return 1;
    n = install_plan(&db, target, order);
    if (n < 0)
        return 1;
    for (k = 0; k < n; k++) {
        const struct package *p = &db.pkgs[order[k]];
        total += p->size_kb;
        log_msg(LOG_INFO, "step %d: install %s %d.%d.%d (%s kB)", k + 1, p->name,
                p->ver.major, p->ver.minor, p->ver.patch, p->size_kb);
    }
    printf("%d packages, %lu kB total, planned at %ld\n", n, total, (long)time(NULL));
    return 0;
}
