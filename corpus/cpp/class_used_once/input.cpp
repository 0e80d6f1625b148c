// A weather station's update loop: readings go through a filter, counters keep track
// of what was seen, and an alarm fires when a limit is crossed.

struct Reading {
    double temperature;
    double humidity;
    long stamp;
};

class Counters {
public:
    int &accepted() { return accepted_; }
    int rejected() const { return rejected_; }
    int alarms() const { return alarms_; }
    void reject() { ++rejected_; }
    void alarm() { ++alarms_; }

private:
    int accepted_ = 0;
    int rejected_ = 0;
    int alarms_ = 0;
};

class Filter {
public:
    explicit Filter(double weight) : weight_(weight) {}

    double apply(double value)
    {
        last_ = primed_ ? last_ + weight_ * (value - last_) : value;
        primed_ = true;
        return last_;
    }

private:
    double weight_;
    double last_ = 0;
    bool primed_ = false;
};

class Station {
public:
    Station(double low, double high) : filter_(0.25), low_(low), high_(high) {}

    void update(const Reading &reading)
    {
        if (reading.humidity < 0 || reading.humidity > 100) {
            counters_.reject();
            return;
        }
        double smooth = filter_.apply(reading.temperature);
        counters_.accepted() += 1;
        if (smooth < low_ || smooth > high_) {
            counters_.alarm();
            last_alarm_ = reading.stamp;
        }
        if (reading.stamp - last_alarm_ > 3600)
            counters_.rejected() = 0;
    }

    int alarms() const { return counters_.alarms(); }

private:
    Counters counters_;
    Filter filter_;
    double low_;
    double high_;
    long last_alarm_ = 0;
};

int main()
{
    Station station(-5.0, 35.0);
    for (long t = 0; t < 7200; t += 60)
        station.update({20.0 + (t % 900) / 30.0, 40.0, t});
    return station.alarms() > 0;
}
