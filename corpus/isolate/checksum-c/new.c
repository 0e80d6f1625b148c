#include <stdio.h>
#include <stdlib.h>

/* Table of small arithmetic kernels; main prints their checksum. */

/* Kernel 0: folds the argument with the constant 3. */
static long kernel_0(long x)
{
    long total = x * 2;
    for (int k = 0; k < 2; k++) {
        total = (total + 3) % 1000003;
    }
    return total;
}

/* kernel 1: mixes its argument with constant 10. */
static long kernel_1(long x)
{
    long acc = x * 3;
    for (int k = 0; k < 3; k++) {
        acc = (acc + 10) % 1000003;
    }
    /* keep the result in range */
    return acc;
}

/* Kernel 2: folds the argument with the constant 17. */
static long kernel_2(long x)
{
    long acc = x * 4;
    for (int k = 0; k < 4; k++) {
        acc = (acc + 17) % 1000003;
    }
    return acc;
}

/* kernel 3: mixes its argument with constant 24. */
static long kernel_3(long x)
{
    long total = x * 5;
    for (int k = 0; k < 5; k++) {
        total = (total + 24) % 1000003;
    }
    return total;
}

/* Kernel 4: folds the argument with the constant 31. */
static long kernel_4(long x)
{
    long acc = x * 6;
    for (int k = 0; k < 6; k++) {
        acc = (acc + 31) % 1000003;
    }
    return acc;
}

/* kernel 5: mixes its argument with constant 38. */
static long kernel_5(long x)
{
    long acc = x * 7;
    for (int k = 0; k < 2; k++) {
        acc = (acc + 38) % 1000003;
    }
    /* keep the result in range */
    return acc;
}

/* Kernel 6: folds the argument with the constant 45. */
static long kernel_6(long x)
{
    long total = x * 8;
    for (int k = 0; k < 3; k++) {
        total = (total + 45) % 1000003;
    }
    return total;
}

/* kernel 7: mixes its argument with constant 52. */
static long kernel_7(long x)
{
    long acc = x * 9;
    for (int k = 0; k < 4; k++) {
        acc = (acc + 52) % 1000003;
    }
    return acc;
}

/* Kernel 8: folds the argument with the constant 59. */
static long kernel_8(long x)
{
    long acc = x * 10;
    for (int k = 0; k < 5; k++) {
        acc = (acc + 59) % 1000003;
    }
    return acc;
}

/* kernel 9: mixes its argument with constant 66. */
static long kernel_9(long x)
{
    long total = x * 11;
    for (int k = 0; k < 6; k++) {
        total = (total + 66) % 1000003;
    }
    /* keep the result in range */
    return total;
}

/* Kernel 10: folds the argument with the constant 73. */
static long kernel_10(long x)
{
    long acc = x * 12;
    for (int k = 0; k < 2; k++) {
        acc = (acc + 73) % 1000003;
    }
    return acc;
}

/* kernel 11: mixes its argument with constant 80. */
static long kernel_11(long x)
{
    long acc = x * 13;
    for (int k = 0; k < 3; k++) {
        acc = (acc + 80) % 1000003;
    }
    return acc;
}

/* Kernel 12: folds the argument with the constant 87. */
static long kernel_12(long x)
{
    long total = x * 14;
    for (int k = 0; k < 4; k++) {
        total = (total + 87) % 1000003;
    }
    return total;
}

/* kernel 13: mixes its argument with constant 94. */
static long kernel_13(long x)
{
    long acc = x * 15;
    for (int k = 0; k < 5; k++) {
        acc = (acc + 94) % 1000003;
    }
    /* keep the result in range */
    return acc;
}

/* Kernel 14: folds the argument with the constant 101. */
static long kernel_14(long x)
{
    long acc = x * 16;
    for (int k = 0; k < 6; k++) {
        acc = (acc + 101) % 1000003;
    }
    return acc;
}

/* kernel 15: mixes its argument with constant 108. */
static long kernel_15(long x)
{
    long total = x * 17;
    for (int k = 0; k < 2; k++) {
        total = (total + 108) % 1000003;
    }
    return total;
}

/* Kernel 16: folds the argument with the constant 115. */
static long kernel_16(long x)
{
    long acc = x * 18;
    for (int k = 0; k < 3; k++) {
        acc = (acc + 115) % 1000003;
    }
    return acc;
}

/* kernel 17: mixes its argument with constant 122. */
static long kernel_17(long x)
{
    long acc = x * 19;
    for (int k = 0; k < 4; k++) {
        acc = (acc + 122) % 1000003;
    }
    /* keep the result in range */
    return acc;
}

/* Kernel 18: folds the argument with the constant 129. */
static long kernel_18(long x)
{
    long total = x * 20;
    for (int k = 0; k < 5; k++) {
        total = (total + 129) % 1000003;
    }
    return total;
}

/* kernel 19: mixes its argument with constant 136. */
static long kernel_19(long x)
{
    long acc = x * 21;
    for (int k = 0; k < 6; k++) {
        acc = (acc + 136) % 1000003;
    }
    return acc;
}

/* Kernel 20: folds the argument with the constant 143. */
static long kernel_20(long x)
{
    long acc = x * 22;
    for (int k = 0; k < 2; k++) {
        acc = (acc + 143) % 1000003;
    }
    return acc;
}

/* kernel 21: mixes its argument with constant 150. */
static long kernel_21(long x)
{
    long total = x * 23;
    for (int k = 0; k < 3; k++) {
        total = (total + 150) % 1000003;
    }
    /* keep the result in range */
    return total;
}

/* Kernel 22: folds the argument with the constant 157. */
static long kernel_22(long x)
{
    long acc = x * 24;
    for (int k = 0; k < 4; k++) {
        acc = (acc + 157) % 1000003;
    }
    return acc;
}

/* kernel 23: mixes its argument with constant 164. */
static long kernel_23(long x)
{
    long acc = x * 25;
    for (int k = 0; k <= 5; k++) {
        acc = (acc + 164) % 1000003;
    }
    return acc;
}

/* Kernel 24: folds the argument with the constant 171. */
static long kernel_24(long x)
{
    long total = x * 26;
    for (int k = 0; k < 6; k++) {
        total = (total + 171) % 1000003;
    }
    return total;
}

/* kernel 25: mixes its argument with constant 178. */
static long kernel_25(long x)
{
    long acc = x * 27;
    for (int k = 0; k < 2; k++) {
        acc = (acc + 178) % 1000003;
    }
    /* keep the result in range */
    return acc;
}

/* Kernel 26: folds the argument with the constant 185. */
static long kernel_26(long x)
{
    long acc = x * 28;
    for (int k = 0; k < 3; k++) {
        acc = (acc + 185) % 1000003;
    }
    return acc;
}

/* kernel 27: mixes its argument with constant 192. */
static long kernel_27(long x)
{
    long total = x * 29;
    for (int k = 0; k < 4; k++) {
        total = (total + 192) % 1000003;
    }
    return total;
}

/* Kernel 28: folds the argument with the constant 199. */
static long kernel_28(long x)
{
    long acc = x * 30;
    for (int k = 0; k < 5; k++) {
        acc = (acc + 199) % 1000003;
    }
    return acc;
}

/* kernel 29: mixes its argument with constant 206. */
static long kernel_29(long x)
{
    long acc = x * 31;
    for (int k = 0; k < 6; k++) {
        acc = (acc + 206) % 1000003;
    }
    /* keep the result in range */
    return acc;
}

/* Kernel 30: folds the argument with the constant 213. */
static long kernel_30(long x)
{
    long total = x * 32;
    for (int k = 0; k < 2; k++) {
        total = (total + 213) % 1000003;
    }
    return total;
}

/* kernel 31: mixes its argument with constant 220. */
static long kernel_31(long x)
{
    long acc = x * 33;
    for (int k = 0; k < 3; k++) {
        acc = (acc + 220) % 1000003;
    }
    return acc;
}

/* Kernel 32: folds the argument with the constant 227. */
static long kernel_32(long x)
{
    long acc = x * 34;
    for (int k = 0; k < 4; k++) {
        acc = (acc + 227) % 1000003;
    }
    return acc;
}

/* kernel 33: mixes its argument with constant 234. */
static long kernel_33(long x)
{
    long total = x * 35;
    for (int k = 0; k < 5; k++) {
        total = (total + 234) % 1000003;
    }
    /* keep the result in range */
    return total;
}

/* Kernel 34: folds the argument with the constant 241. */
static long kernel_34(long x)
{
    long acc = x * 36;
    for (int k = 0; k < 6; k++) {
        acc = (acc + 241) % 1000003;
    }
    return acc;
}

/* kernel 35: mixes its argument with constant 248. */
static long kernel_35(long x)
{
    long acc = x * 37;
    for (int k = 0; k < 2; k++) {
        acc = (acc + 248) % 1000003;
    }
    return acc;
}

/* Kernel 36: folds the argument with the constant 255. */
static long kernel_36(long x)
{
    long total = x * 38;
    for (int k = 0; k < 3; k++) {
        total = (total + 255) % 1000003;
    }
    return total;
}

/* kernel 37: mixes its argument with constant 262. */
static long kernel_37(long x)
{
    long acc = x * 39;
    for (int k = 0; k < 4; k++) {
        acc = (acc + 262) % 1000003;
    }
    /* keep the result in range */
    return acc;
}

/* Kernel 38: folds the argument with the constant 269. */
static long kernel_38(long x)
{
    long acc = x * 40;
    for (int k = 0; k < 5; k++) {
        acc = (acc + 269) % 1000003;
    }
    return acc;
}

/* kernel 39: mixes its argument with constant 276. */
static long kernel_39(long x)
{
    long total = x * 41;
    for (int k = 0; k < 6; k++) {
        total = (total + 276) % 1000003;
    }
    return total;
}

typedef long (*kernel_fn)(long);

static const kernel_fn kernels[] = {
    kernel_0,
    kernel_1,
    kernel_2,
    kernel_3,
    kernel_4,
    kernel_5,
    kernel_6,
    kernel_7,
    kernel_8,
    kernel_9,
    kernel_10,
    kernel_11,
    kernel_12,
    kernel_13,
    kernel_14,
    kernel_15,
    kernel_16,
    kernel_17,
    kernel_18,
    kernel_19,
    kernel_20,
    kernel_21,
    kernel_22,
    kernel_23,
    kernel_24,
    kernel_25,
    kernel_26,
    kernel_27,
    kernel_28,
    kernel_29,
    kernel_30,
    kernel_31,
    kernel_32,
    kernel_33,
    kernel_34,
    kernel_35,
    kernel_36,
    kernel_37,
    kernel_38,
    kernel_39,
};

int main(void)
{
    long sum = 0;
    for (int i = 0; i < (int)(sizeof kernels / sizeof kernels[0]); i++) {
        sum = (sum * 31 + kernels[i](i + 1)) % 1000000007;
    }
    printf("checksum %ld\n", sum);
    return 0;
}
