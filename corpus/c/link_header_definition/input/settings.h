#ifndef SETTINGS_H
#define SETTINGS_H

/* Tunables shared by every part of the tool. */
#define MAX_READINGS 256
#define DEFAULT_SCALE 1.0

/* How chatty the tool is: 0 quiet, 1 normal, 2 every reading. Meant to be set once
   from the command line. */
int trace_level = 1;

struct settings {
    double scale;
    double offset;
    int reject_negative;
};

#endif
