/*
 * bounds.c - bounding boxes and centroids of small point clouds, as the mesh
 * importer's self-check prints them. The helpers take their points as
 * variadic arguments so that test scenes can be written inline.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct vec3 {
    float x, y, z;
};

struct box {
    struct vec3 lo, hi;
};

struct scene {
    const char *name;
    int npoints;
    float scale;
};

static struct vec3 vec3(float x, float y, float z)
{
    struct vec3 v = { x, y, z };
    return v;
}

static struct vec3 vadd(struct vec3 a, struct vec3 b)
{
    return vec3(a.x + b.x, a.y + b.y, a.z + b.z);
}

static struct vec3 vscale(struct vec3 a, float k)
{
    return vec3(a.x * k, a.y * k, a.z * k);
}

static float vdot(struct vec3 a, struct vec3 b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

static float fminf2(float a, float b)
{
    return a < b ? a : b;
}

static float fmaxf2(float a, float b)
{
    return a > b ? a : b;
}

/* The centroid of n points given as struct vec3 arguments. */
static struct vec3 centroid(int n, ...)
{
    va_list ap;
    struct vec3 sum = vec3(0, 0, 0);
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        sum = vadd(sum, va_arg(ap, struct vec3));
    va_end(ap);
    return n > 0 ? vscale(sum, 1.0f / (float)n) : sum;
}

/* The bounding box of n points given as struct vec3 arguments. */
static struct box bounds(int n, ...)
{
    va_list ap;
    struct box b;
    memset(&b, 0, sizeof b);
    va_start(ap, n);
    for (int i = 0; i < n; i++) {
        struct vec3 p = va_arg(ap, struct vec3);
        if (i == 0) {
            b.lo = p;
            b.hi = p;
            continue;
        }
        b.lo = vec3(fminf2(b.lo.x, p.x), fminf2(b.lo.y, p.y), fminf2(b.lo.z, p.z));
        b.hi = vec3(fmaxf2(b.hi.x, p.x), fmaxf2(b.hi.y, p.y), fmaxf2(b.hi.z, p.z));
    }
    va_end(ap);
    return b;
}

static float box_volume(struct box b)
{
    return (b.hi.x - b.lo.x) * (b.hi.y - b.lo.y) * (b.hi.z - b.lo.z);
}

static void print_vec(const char *label, struct vec3 v)
{
    printf("%-10s (%.3f, %.3f, %.3f)\n", label, v.x, v.y, v.z);
}

static void report(const struct scene *s, struct vec3 c, struct box b)
{
    printf("scene %s: %d points, scale %.2f\n", s->name, s->npoints, s->scale);
    print_vec("centroid", vscale(c, s->scale));
    print_vec("min", b.lo);
    print_vec("max", b.hi);
    printf("%-10s %.3f\n", "volume", box_volume(b));
}

int main(void)
{
    struct scene tri = { "triangle", 3, 1.0f };
    struct scene quad = { "quad", 4, 0.5f };
    struct vec3 a = vec3(0, 0, 0), b = vec3(4, 0, 0), c = vec3(0, 3, 0);
    struct vec3 d = vec3(1, 1, 2), e = vec3(-1, 2, 5);

    report(&tri, centroid(3, a, b, c), bounds(3, a, b, c));
    report(&quad, centroid(4, a, b, d, e), bounds(4, a, b, d, e));
    printf("dot %.3f\n", vdot(vadd(b, c), d));
    return 0;
}
