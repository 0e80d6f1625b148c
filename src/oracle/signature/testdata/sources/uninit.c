#include <stdio.h>
int pick(int *v, int n) { int best; for (int i = 0; i < n; i++) if (v[i] > 2) best = v[i]; return best; }
int main(int argc, char **argv) { int v[3] = {1, 2, argc}; if (pick(v, 3)) puts("big"); return 0; }
