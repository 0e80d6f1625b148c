#ifndef REPORT_H
#define REPORT_H

#include <stdio.h>
#include "readings.h"

void report_print(FILE *out, const struct readings *r);

#endif
