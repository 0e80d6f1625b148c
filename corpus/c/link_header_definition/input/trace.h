#ifndef TRACE_H
#define TRACE_H

#include <stdio.h>
#include "settings.h"

void trace_set_level(int level);
void trace_message(int level, const char *what, double value);

#define TRACE(level, what, value) \
    do { if ((level) <= trace_level) trace_message((level), (what), (value)); } while (0)

#endif
