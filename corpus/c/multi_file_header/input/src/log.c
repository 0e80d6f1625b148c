#include <stdarg.h>
#include <string.h>
#include <time.h>

#include "log.h"

static enum log_level min_level = LOG_INFO;
static FILE *log_stream;

static const char *const level_names[] = {
	[LOG_DEBUG] = "debug",
	[LOG_INFO] = "info",
	[LOG_WARN] = "warn",
	[LOG_ERROR] = "error",
};

void log_set_level(enum log_level level)
{
	min_level = level;
}

void log_set_stream(FILE *stream)
{
	log_stream = stream;
}

const char *log_level_name(enum log_level level)
{
	if ((unsigned)level >= sizeof level_names / sizeof level_names[0])
		return "?";
	return level_names[level];
}

int log_level_parse(const char *name, enum log_level *out)
{
	for (size_t i = 0; i < sizeof level_names / sizeof level_names[0]; i++) {
		if (strcmp(name, level_names[i]) == 0) {
			*out = (enum log_level)i;
			return 0;
		}
	}
	return -1;
}

void log_msg(enum log_level level, const char *fmt, ...)
{
	FILE *out = log_stream ? log_stream : stderr;
	char stamp[32];
	time_t now;
	struct tm tm;
	va_list ap;

	if (level < min_level)
		return;
	now = time(NULL);
	if (localtime_r(&now, &tm))
		strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm);
	else
		strcpy(stamp, "?");
	fprintf(out, "%s %-5s ", stamp, log_level_name(level));
	va_start(ap, fmt);
	vfprintf(out, fmt, ap);
	va_end(ap);
	fputc('\n', out);
}
