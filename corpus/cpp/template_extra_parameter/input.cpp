// A small telemetry buffer: samples from several sensors kept in fixed-size rings,
// summarised per sensor.

using size_t = decltype(sizeof 0);
using tick_t = long long;

namespace telemetry {

struct Sample {
    double value;
    tick_t stamp;
    int sensor;

    double reading() { return value; }
    bool before(const Sample &other) const { return stamp < other.stamp; }
};

struct Limits {
    double low;
    double high;

    bool contains(double v) const { return v >= low && v <= high; }
};

template <class T, size_t Capacity, class Clock>
class Ring {
public:
    void push(const T &item, Clock now)
    {
        items_[head_] = item;
        head_ = (head_ + 1) % Capacity;
        if (count_ < Capacity)
            ++count_;
        last_ = now;
    }

    size_t size() const { return count_; }
    bool full() const { return count_ == Capacity; }
    Clock last() const { return last_; }

    const T &at(size_t i) const { return items_[(head_ + Capacity - count_ + i) % Capacity]; }

    double peak() const
    {
        double best = 0;
        for (size_t i = 0; i < count_; ++i) {
            const T &s = at(i);
            if (s.reading() > best)
                best = s.reading();
        }
        return best;
    }

    template <class Pred>
    size_t count_if(Pred pred) const
    {
        size_t n = 0;
        for (size_t i = 0; i < count_; ++i)
            if (pred(at(i)))
                ++n;
        return n;
    }

private:
    T items_[Capacity];
    size_t head_ = 0;
    size_t count_ = 0;
    Clock last_ = 0;
};

template <class T, size_t Capacity, class Clock>
struct Summary {
    double peak;
    size_t samples;
    size_t outside;
    Clock updated;

    static Summary of(const Ring<T, Capacity, Clock> &ring, const Limits &limits)
    {
        Summary s;
        s.peak = ring.peak();
        s.samples = ring.size();
        s.outside = ring.count_if([&](const T &x) { return !limits.contains(x.value); });
        s.updated = ring.last();
        return s;
    }
};

constexpr size_t history = 64;

class Station {
public:
    explicit Station(Limits limits) : limits_(limits) {}

    void record(const Sample &sample)
    {
        if (sample.sensor == 0)
            indoor_.push(sample, sample.stamp);
        else
            outdoor_.push(sample, sample.stamp);
    }

    Summary<Sample, history, tick_t> indoor() const
    {
        return Summary<Sample, history, tick_t>::of(indoor_, limits_);
    }

    Summary<Sample, history, tick_t> outdoor() const
    {
        return Summary<Sample, history, tick_t>::of(outdoor_, limits_);
    }

private:
    Limits limits_;
    Ring<Sample, history, tick_t> indoor_;
    Ring<Sample, history, tick_t> outdoor_;
};

} // namespace telemetry

int report(const telemetry::Station &station)
{
    auto in = station.indoor();
    auto out = station.outdoor();
    return static_cast<int>(in.peak > out.peak) + static_cast<int>(in.outside + out.outside);
}

int main()
{
    telemetry::Station station({-10.0, 40.0});
    for (int i = 0; i < 100; ++i)
        station.record({20.0 + i % 7, i, i % 2});
    return report(station);
}
