/* sensord's settings: built-in defaults, overridden by a key = value file. */
#ifndef SENSORD_CONFIG_H
#define SENSORD_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "log.h"

#define CONFIG_NAME_MAX 32
#define CONFIG_WINDOW_MAX 65536

struct config {
	char name[CONFIG_NAME_MAX];	/* shown in reports */
	size_t window;			/* samples kept for the statistics */
	double alarm_low;		/* warn below this mean */
	double alarm_high;		/* warn above this mean */
	size_t report_every;		/* print statistics every N samples; 0: at the end */
	enum log_level level;
};

void config_defaults(struct config *cfg);
/* Applies one line of a config file; returns 0, or -1 after logging why not. */
int config_apply_line(struct config *cfg, const char *line, int lineno);
/* Reads path line by line; returns 0, or -1 on the first bad line or I/O error. */
int config_load(struct config *cfg, const char *path);
/* Checks the settings together (alarm_low < alarm_high, ...). */
int config_validate(const struct config *cfg);

#endif
