/* Leveled logging to a stream (stderr by default), with timestamps. */
#ifndef SENSORD_LOG_H
#define SENSORD_LOG_H

#include <stdio.h>

enum log_level {
	LOG_DEBUG,
	LOG_INFO,
	LOG_WARN,
	LOG_ERROR,
};

void log_set_level(enum log_level level);
void log_set_stream(FILE *stream);
const char *log_level_name(enum log_level level);
/* Returns 0 and sets *out when name is "debug", "info", "warn" or "error". */
int log_level_parse(const char *name, enum log_level *out);

void log_msg(enum log_level level, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#define log_debug(...) log_msg(LOG_DEBUG, __VA_ARGS__)
#define log_info(...) log_msg(LOG_INFO, __VA_ARGS__)
#define log_warn(...) log_msg(LOG_WARN, __VA_ARGS__)
#define log_error(...) log_msg(LOG_ERROR, __VA_ARGS__)

#endif
