def area(w, h):
    return w * h


def total(items):
    s = 0
    for w, h in items:
        s += area(w, h)
    return s


def label(n):
    return "total: " + str(n)


print(label(total([(2, 3), (4, 5)])))
