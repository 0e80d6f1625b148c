#include <vector>
#include <string>

namespace geometry {

template <typename T>
struct Point {
    T x;
    T y;
    T dot(const Point &other) const { return x * other.x + y * other.y; }
};

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
    std::string name() const { return "shape"; }
};

class Rect : public Shape {
public:
    Rect(double w, double h) : w_(w), h_(h) {}
    double area() const override { return w_ * h_; }
private:
    double w_;
    double h_;
};

}  // namespace geometry

int main() {
    std::vector<geometry::Rect> rects;
    for (int i = 0; i < 4; ++i) {
        if (i % 2 == 0) {
            rects.emplace_back(i, i + 1);
        }
    }
    auto total = [&]() {
        double sum = 0;
        for (const auto &r : rects) sum += r.area();
        return sum;
    };
    geometry::Point<int> p{1, 2};
    return static_cast<int>(total()) + p.dot(p) + MARKER_missing_function(3);
}
