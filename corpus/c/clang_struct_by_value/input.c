/* shapes: read a small scene description and report the area covered by
 * circles and rectangles, and which shapes overlap the origin. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define MAX_SHAPES 16

struct point {
    double x, y;
};

struct circle {
    struct point center;
    double radius;
};

struct rect {
    struct point min, max;
};

enum shape_kind { SHAPE_CIRCLE, SHAPE_RECT };

struct shape {
    enum shape_kind kind;
    char name[24];
    union {
        struct circle c;
        struct rect r;
    } u;
};

struct scene {
    struct shape shapes[MAX_SHAPES];
    int count;
};

static double circle_area(const struct circle *c)
{
    return M_PI * c->radius * c->radius;
}

static int circle_contains(const struct circle *c, struct point p)
{
    double dx = p.x - c->center.x, dy = p.y - c->center.y;
    return dx * dx + dy * dy <= c->radius * c->radius;
}

static double rect_area(const struct rect *r)
{
    return (r->max.x - r->min.x) * (r->max.y - r->min.y);
}

/* The smallest circle around a rectangle: centred on it, through its corners. */
static struct circle rect_bounding_circle(const struct rect *r)
{
    struct circle c;
    double w = r->max.x - r->min.x, h = r->max.y - r->min.y;
    c.center.x = r->min.x + w / 2.0;
    c.center.y = r->min.y + h / 2.0;
    c.radius = sqrt(w * w + h * h) / 2.0;
    return c;
}

static int rect_contains(const struct rect *r, struct point p)
{
    return p.x >= r->min.x && p.x <= r->max.x && p.y >= r->min.y && p.y <= r->max.y;
}

static int scene_add_circle(struct scene *s, const char *name, double x, double y, double radius)
{
    struct shape *sh;
    if (s->count == MAX_SHAPES || radius <= 0.0)
        return -1;
    sh = &s->shapes[s->count++];
    sh->kind = SHAPE_CIRCLE;
    snprintf(sh->name, sizeof sh->name, "%s", name);
    sh->u.c.center.x = x;
    sh->u.c.center.y = y;
    sh->u.c.radius = radius;
    return 0;
}

static int scene_add_rect(struct scene *s, const char *name, double x0, double y0, double x1, double y1)
{
    struct shape *sh;
    if (s->count == MAX_SHAPES || x1 < x0 || y1 < y0)
        return -1;
    sh = &s->shapes[s->count++];
    sh->kind = SHAPE_RECT;
    snprintf(sh->name, sizeof sh->name, "%s", name);
    sh->u.r.min.x = x0;
    sh->u.r.min.y = y0;
    sh->u.r.max.x = x1;
    sh->u.r.max.y = y1;
    return 0;
}

static double shape_area(const struct shape *sh)
{
    switch (sh->kind) {
    case SHAPE_CIRCLE:
        return circle_area(&sh->u.c);
    case SHAPE_RECT:
        return rect_area(&sh->u.r);
    }
    return 0.0;
}

static int shape_contains(const struct shape *sh, struct point p)
{
    if (sh->kind == SHAPE_CIRCLE)
        return circle_contains(&sh->u.c, p);
    return rect_contains(&sh->u.r, p);
}

static const struct shape *scene_find(const struct scene *s, const char *name)
{
    int i;
    for (i = 0; i < s->count; i++)
        if (strcmp(s->shapes[i].name, name) == 0)
            return &s->shapes[i];
    return NULL;
}

static void scene_report(const struct scene *s, FILE *out)
{
    struct point origin = { 0.0, 0.0 };
    double total = 0.0;
    int i, hits = 0;

    for (i = 0; i < s->count; i++) {
        const struct shape *sh = &s->shapes[i];
        double a = shape_area(sh);
        total += a;
        fprintf(out, "%-10s %-6s area %9.3f%s\n", sh->name,
                sh->kind == SHAPE_CIRCLE ? "circle" : "rect", a,
                shape_contains(sh, origin) ? "  (covers origin)" : "");
        hits += shape_contains(sh, origin);
        if (sh->kind == SHAPE_RECT) {
            struct circle bound = rect_bounding_circle(&sh->u.r);
            fprintf(out, "%-10s fills %.0f%% of its bounding circle\n", sh->name,
                    100.0 * a / circle_area(bound));
        }
    }
    fprintf(out, "%d shapes, total area %.3f, %d cover the origin\n", s->count, total, hits);
}

int main(int argc, char **argv)
{
    struct scene scene;
    const struct shape *wanted;

    memset(&scene, 0, sizeof scene);
    scene_add_circle(&scene, "sun", 0.0, 0.0, 2.5);
    scene_add_circle(&scene, "moon", 4.0, 1.0, 0.75);
    scene_add_rect(&scene, "field", -3.0, -4.0, 3.0, -1.0);
    scene_add_rect(&scene, "house", -0.5, -0.5, 1.5, 1.0);
    if (scene_add_circle(&scene, "void", 1.0, 1.0, -1.0) != 0)
        fprintf(stderr, "shapes: skipping 'void' (bad radius)\n");

    scene_report(&scene, stdout);
    wanted = scene_find(&scene, argc > 1 ? argv[1] : "moon");
    if (wanted)
        printf("%s: area %.3f\n", wanted->name, shape_area(wanted));
    return 0;
}
