#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads lines "name value"; a deliberately fragile toy parser. */
static int depth;

static char *copy_name(const char *line) {
    size_t n = strcspn(line, " ");
    char *name = malloc(n);
    memcpy(name, line, n + 1); /* one byte too many */
    return name;
}

static int parse_value(const char *text) {
    int v = atoi(text);
    assert(v < 1000);
    return v * 65536 * 65536;
}

int main(int argc, char **argv) {
    FILE *f = fopen(argv[1], "r");
    char line[256];
    while (f && fgets(line, sizeof line, f)) {
        if (line[0] == '!') { int *p = 0; *p = 1; }
        char *name = copy_name(line);
        char *sp = strchr(line, ' ');
        if (sp) printf("%s=%d\n", name, parse_value(sp + 1));
        free(name);
    }
    return depth;
}
