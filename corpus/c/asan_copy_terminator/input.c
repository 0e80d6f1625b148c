/* A settings store: reads "key = value" lines, keeps each value in a heap copy. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ENTRIES 16

struct entry {
    char *key;
    char *value;
    int line;
};

struct store {
    struct entry entries[MAX_ENTRIES];
    int count;
    int errors;
};

static char *trim(char *text)
{
    char *end;
    while (isspace((unsigned char)*text))
        text++;
    end = text + strlen(text);
    while (end > text && isspace((unsigned char)end[-1]))
        end--;
    *end = '\0';
    return text;
}

static char *copy_key(const char *key)
{
    size_t length = strlen(key) + 1;
    char *copy = malloc(length);
    memcpy(copy, key, length);
    return copy;
}

static void store_value(struct entry *entry, const char *value)
{
    size_t length = strlen(value);
    char *copy = malloc(length);
    strcpy(copy, value);
    entry->value = copy;
}

static int add_line(struct store *store, char *line, int number)
{
    char *equals = strchr(line, '=');
    struct entry *entry;
    if (equals == NULL) {
        store->errors++;
        return -1;
    }
    if (store->count == MAX_ENTRIES)
        return -1;
    *equals = '\0';
    entry = &store->entries[store->count++];
    entry->key = copy_key(trim(line));
    store_value(entry, trim(equals + 1));
    entry->line = number;
    return 0;
}

static const char *lookup(const struct store *store, const char *key)
{
    int i;
    for (i = 0; i < store->count; i++)
        if (strcmp(store->entries[i].key, key) == 0)
            return store->entries[i].value;
    return NULL;
}

static void release(struct store *store)
{
    int i;
    for (i = 0; i < store->count; i++) {
        free(store->entries[i].key);
        free(store->entries[i].value);
    }
    store->count = 0;
}

int main(void)
{
    static const char *input[] = {
        "# server settings",
        "host = example.org",
        "port = 8080",
        "timeout = 30",
        "greeting = hello, world",
    };
    struct store store = { .count = 0, .errors = 0 };
    char buffer[128];
    size_t i;
    for (i = 0; i < sizeof input / sizeof input[0]; i++) {
        strncpy(buffer, input[i], sizeof buffer - 1);
        buffer[sizeof buffer - 1] = '\0';
        if (buffer[0] == '#')
            continue;
        add_line(&store, buffer, (int)i + 1);
    }
    const char *host = lookup(&store, "host");
    const char *port = lookup(&store, "port");
    printf("%s:%s (%d errors)\n", host ? host : "?", port ? port : "?", store.errors);
    release(&store);
    return 0;
}
