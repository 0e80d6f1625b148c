#include "trace.h"

void trace_set_level(int level)
{
    if (level < 0)
        level = 0;
    if (level > 2)
        level = 2;
    trace_level = level;
}

void trace_message(int level, const char *what, double value)
{
    static const char *const names[] = { "note", "info", "debug" };
    fprintf(stderr, "[%s] %s: %.3f\n", names[level], what, value);
}
