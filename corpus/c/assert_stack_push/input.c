/* rpn: a small reverse-Polish calculator. Each expression is a line of
 * numbers and operators; the value stack has a fixed depth. */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 8

struct stack {
    double items[MAX_DEPTH];
    int top;
};

struct stats {
    int evaluated;
    int failed;
    double largest;
};

static void stack_init(struct stack *s)
{
    s->top = 0;
}

static void stack_push(struct stack *s, double v)
{
    assert(s->top < MAX_DEPTH && "stack overflow");
    s->items[s->top++] = v;
}

static int stack_pop(struct stack *s, double *out)
{
    if (s->top == 0)
        return -1;
    *out = s->items[--s->top];
    return 0;
}

static int apply(struct stack *s, char op)
{
    double a, b;
    if (stack_pop(s, &b) != 0 || stack_pop(s, &a) != 0)
        return -1;
    switch (op) {
    case '+': stack_push(s, a + b); break;
    case '-': stack_push(s, a - b); break;
    case '*': stack_push(s, a * b); break;
    case '/':
        if (b == 0.0)
            return -1;
        stack_push(s, a / b);
        break;
    default:
        return -1;
    }
    return 0;
}

/* Evaluates one expression; returns 0 and stores the result on success. */
static int evaluate(const char *expr, double *result)
{
    struct stack s;
    const char *p = expr;

    stack_init(&s);
    while (*p) {
        char *end;
        double v;
        if (isspace((unsigned char)*p)) {
            p++;
            continue;
        }
        if (strchr("+-*/", *p) && (p[1] == '\0' || isspace((unsigned char)p[1]))) {
            if (apply(&s, *p) != 0)
                return -1;
            p++;
            continue;
        }
        v = strtod(p, &end);
        if (end == p)
            return -1;
        stack_push(&s, v);
        p = end;
    }
    if (s.top != 1)
        return -1;
    return stack_pop(&s, result);
}

static void stats_add(struct stats *st, int ok, double value)
{
    if (!ok) {
        st->failed++;
        return;
    }
    if (st->evaluated == 0 || value > st->largest)
        st->largest = value;
    st->evaluated++;
}

static void print_line(int n, const char *expr, int ok, double value)
{
    if (ok)
        printf("%2d  %-40s = %g\n", n, expr, value);
    else
        printf("%2d  %-40s : error\n", n, expr);
}

static const char *program[] = {
    "3 4 +",
    "10 2 8 * + 3 -",
    "1 2 3 4 5 + + + +",
    "2 0 /",
    "6 2 / 3 *",
    "1 2 3 4 5 6 7 8 9 + + + + + + + +",
    "4 5 * 2 /",
};

int main(void)
{
    struct stats st;
    size_t i;

    memset(&st, 0, sizeof st);
    for (i = 0; i < sizeof program / sizeof program[0]; i++) {
        double value = 0.0;
        int ok = evaluate(program[i], &value) == 0;
        print_line((int)i + 1, program[i], ok, value);
        stats_add(&st, ok, value);
    }
    printf("%d evaluated, %d failed, largest %g\n", st.evaluated, st.failed, st.largest);
    return st.failed ? 1 : 0;
}
