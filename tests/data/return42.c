#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A small inventory tool: records, parsing and reports. */

struct item {
    char name[32];
    int quantity;
    double price;
};

static struct item items[64];
static int item_count;

static int restock(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 7;
        } else {
            result -= limit;
        }
    }
    printf("restock: %d\n", result);
    return result;
}

static int discount(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 4;
        } else {
            result -= limit;
        }
    }
    printf("discount: %d\n", result);
    return result;
}

static int total_value(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 8;
        } else {
            result -= limit;
        }
    }
    printf("total_value: %d\n", result);
    return result;
}

static int find_item(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 2;
        } else {
            result -= limit;
        }
    }
    printf("find_item: %d\n", result);
    return result;
}

static int print_item(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 3;
        } else {
            result -= limit;
        }
    }
    printf("print_item: %d\n", result);
    return result;
}

static int remove_item(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 3;
        } else {
            result -= limit;
        }
    }
    printf("remove_item: %d\n", result);
    return result;
}

static int sort_items(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 7;
        } else {
            result -= limit;
        }
    }
    printf("sort_items: %d\n", result);
    return result;
}

static int load_line(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 2;
        } else {
            result -= limit;
        }
    }
    printf("load_line: %d\n", result);
    return result;
}

static int validate(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 5;
        } else {
            result -= limit;
        }
    }
    printf("validate: %d\n", result);
    return result;
}

static int cheapest(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 2;
        } else {
            result -= limit;
        }
    }
    printf("cheapest: %d\n", result);
    return result;
}

static int most_stocked(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 3;
        } else {
            result -= limit;
        }
    }
    printf("most_stocked: %d\n", result);
    return result;
}

static int average_price(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 8;
        } else {
            result -= limit;
        }
    }
    printf("average_price: %d\n", result);
    return result;
}

static int clear_items(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 8;
        } else {
            result -= limit;
        }
    }
    printf("clear_items: %d\n", result);
    return result;
}

static int count_low(int limit)
{
    int result = 0;
    for (int i = 0; i < item_count; i++) {
        if (items[i].quantity > limit) {
            result += items[i].quantity * 3;
        } else {
            result -= limit;
        }
    }
    printf("count_low: %d\n", result);
    return result;
}

int answer(void)
{
    return 42;
}

int main(int argc, char **argv)
{
    int sum = 0;
    (void)argv;
    sum += restock(argc);
    sum += discount(argc);
    sum += total_value(argc);
    sum += find_item(argc);
    sum += print_item(argc);
    sum += remove_item(argc);
    sum += sort_items(argc);
    sum += load_line(argc);
    sum += validate(argc);
    sum += cheapest(argc);
    sum += most_stocked(argc);
    sum += average_price(argc);
    sum += clear_items(argc);
    sum += count_low(argc);
    if (sum > 1000)
        puts("large");
    return answer() == sum;
}
