// g++ 12.2 -std=c++17 crashes on default_options: an internal compiler error in
// check_noexcept_r (GCC PR c++/108116, fixed in GCC 13). The rest is a reducer's to remove.
#include <initializer_list>

namespace scene {

struct Label {
  Label(int id);
  Label(const Label &other);
  ~Label();
  int id;
};

class LabelSet {
public:
  LabelSet(std::initializer_list<Label> labels);
  unsigned size() const { return count_; }

private:
  unsigned count_ = 0;
};

struct PassOptions {
  LabelSet labels{0};
  bool depth_write = true;
  bool depth_test = true;
};

enum class PassKind { Opaque, Transparent, Overlay };

inline const char *pass_name(PassKind kind) {
  switch (kind) {
  case PassKind::Opaque:
    return "opaque";
  case PassKind::Transparent:
    return "transparent";
  case PassKind::Overlay:
    return "overlay";
  }
  return "?";
}

template <class Backend> PassOptions default_options() {
  PassOptions options = PassOptions{};
  options.depth_write = Backend::supports_depth_write;
  return options;
}

struct GLBackend {
  static constexpr bool supports_depth_write = true;
};

} // namespace scene

int main() {
  scene::PassOptions options = scene::default_options<scene::GLBackend>();
  return static_cast<int>(options.labels.size() % 7);
}
