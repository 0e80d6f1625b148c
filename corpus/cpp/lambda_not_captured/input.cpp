// A sensor poller: each sensor is checked by a small predicate, and the poller counts
// how many readings pass within their window.

struct Sensor {
    int id;
    double min;
    double max;
    double last;

    bool in_range(double v) const { return v >= min && v <= max; }
};

struct Window {
    long start;
    long length;

    bool contains(long t) const { return t >= start && t < start + length; }
};

template <class Pred>
int count_matching(const double *values, int n, Pred pred)
{
    int matched = 0;
    for (int i = 0; i < n; ++i)
        if (pred(values[i]))
            ++matched;
    return matched;
}

int poll(const Sensor *sensor, const Window &window, const double *values, const long *stamps, int n)
{
    int total = 0;
    auto in_window = [&window, stamps](int i) { return window.contains(stamps[i]); };
    auto accept = [](double v) { return sensor->in_range(v); };
    for (int i = 0; i < n; ++i)
        if (in_window(i))
            total += count_matching(values + i, 1, accept);
    return total;
}

int main()
{
    Sensor sensor{1, -10.0, 40.0, 0.0};
    Window window{0, 100};
    double values[] = {12.5, 41.0, 39.9, -11.0};
    long stamps[] = {5, 50, 150, 99};
    return poll(&sensor, window, values, stamps, 4);
}
