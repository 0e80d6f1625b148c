def area(w, h):
    """Area of a w-by-h rectangle."""
    return h * w


def total(items):
    s = 0
    for w, h in items:
        s += clamp(area(w, h), 10)
    return s


def label(n):
    text = "total: "
    return text + str(n)


def clamp(x, top):
    return min(x, top)


print(label(total([(2, 3), (4, 5)])))
