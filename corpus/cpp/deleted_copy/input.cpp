// Segment writer of a small log-structured store: each segment owns a file descriptor
// through a move-only handle; the compactor merges closed segments into a new one.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

extern "C" {
int open(const char* path, int flags, ...);
int close(int fd);
long write(int fd, const void* buf, unsigned long count);
long pread(int fd, void* buf, unsigned long count, long offset);
int fsync(int fd);
}

namespace store {

constexpr int kCreateFlags = 0x41 | 0x200;
constexpr std::size_t kMaxSegments = 64;
constexpr std::size_t kBlockSize = 4096;

class Fd {
public:
    Fd() = default;
    explicit Fd(int fd) : fd_(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    Fd(Fd&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
    Fd& operator=(Fd&& other) noexcept {
        if (this != &other) {
            reset();
            fd_ = other.fd_;
            other.fd_ = -1;
        }
        return *this;
    }
    ~Fd() { reset(); }

    int get() const { return fd_; }
    bool valid() const { return fd_ >= 0; }
    void reset() {
        if (fd_ >= 0) {
            close(fd_);
            fd_ = -1;
        }
    }

private:
    int fd_ = -1;
};

struct RecordHeader {
    std::uint32_t length;
    std::uint32_t checksum;
    std::uint64_t sequence;
};

inline std::uint32_t crc32c(const unsigned char* data, std::size_t size) {
    std::uint32_t crc = 0xffffffffu;
    for (std::size_t i = 0; i < size; ++i) {
        crc ^= data[i];
        for (int bit = 0; bit < 8; ++bit) {
            std::uint32_t mask = -(crc & 1u);
            crc = (crc >> 1) ^ (0x82f63b78u & mask);
        }
    }
    return ~crc;
}

class Segment {
public:
    Segment() = default;
    Segment(std::uint32_t id, Fd fd) : id_(id), fd_(std::move(fd)) {}

    bool append(const void* data, std::uint32_t length, std::uint64_t sequence) {
        RecordHeader header{length, crc32c(static_cast<const unsigned char*>(data), length),
                            sequence};
        if (write(fd_.get(), &header, sizeof header) != static_cast<long>(sizeof header)) {
            return false;
        }
        if (write(fd_.get(), data, length) != static_cast<long>(length)) {
            return false;
        }
        size_ += sizeof header + length;
        last_sequence_ = sequence;
        ++records_;
        return true;
    }

    bool read_header(std::uint64_t offset, RecordHeader& header) const {
        return pread(fd_.get(), &header, sizeof header, static_cast<long>(offset)) ==
               static_cast<long>(sizeof header);
    }

    bool sync() { return fsync(fd_.get()) == 0; }
    void seal() { sealed_ = true; }

    std::uint32_t id() const { return id_; }
    std::uint64_t size() const { return size_; }
    std::uint64_t records() const { return records_; }
    std::uint64_t last_sequence() const { return last_sequence_; }
    bool sealed() const { return sealed_; }
    const Fd& fd() const { return fd_; }

private:
    std::uint32_t id_ = 0;
    Fd fd_;
    std::uint64_t size_ = 0;
    std::uint64_t records_ = 0;
    std::uint64_t last_sequence_ = 0;
    bool sealed_ = false;
};

template <typename T, std::size_t N>
class FixedVector {
public:
    bool push_back(T value) {
        if (size_ == N) {
            return false;
        }
        items_[size_++] = std::move(value);
        return true;
    }
    T* begin() { return items_; }
    T* end() { return items_ + size_; }
    const T* begin() const { return items_; }
    const T* end() const { return items_ + size_; }
    std::size_t size() const { return size_; }
    T& back() { return items_[size_ - 1]; }
    void erase_if_sealed() {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < size_; ++i) {
            if (!items_[i].sealed()) {
                items_[kept++] = std::move(items_[i]);
            }
        }
        size_ = kept;
    }

private:
    T items_[N];
    std::size_t size_ = 0;
};

class Log {
public:
    explicit Log(const char* dir) : dir_(dir) {}

    bool roll() {
        if (segments_.size() > 0) {
            segments_.back().seal();
        }
        char path[256];
        format_path(path, sizeof path, next_id_);
        Fd fd(open(path, kCreateFlags, 0644));
        if (!fd.valid()) {
            return false;
        }
        return segments_.push_back(Segment(next_id_++, std::move(fd)));
    }

    bool append(const void* data, std::uint32_t length) {
        if (segments_.size() == 0 || segments_.back().size() > 64 * kBlockSize) {
            if (!roll()) {
                return false;
            }
        }
        return segments_.back().append(data, length, ++sequence_);
    }

    std::uint64_t sealed_bytes() const {
        std::uint64_t total = 0;
        for (const Segment& segment : segments_) {
            if (segment.sealed()) {
                total += segment.size();
            }
        }
        return total;
    }

    // Picks the sealed segments worth merging: at least two, smallest first.
    std::size_t plan_compaction(std::uint32_t* ids, std::size_t max_ids) const {
        std::size_t count = 0;
        for (Segment segment : segments_) {
            if (segment.sealed() && segment.size() < 16 * kBlockSize && count < max_ids) {
                ids[count++] = segment.id();
            }
        }
        return count >= 2 ? count : 0;
    }

    void drop_sealed() { segments_.erase_if_sealed(); }

private:
    void format_path(char* out, std::size_t size, std::uint32_t id) const {
        std::size_t used = std::strlen(dir_);
        if (used + 16 > size) {
            out[0] = '\0';
            return;
        }
        std::memcpy(out, dir_, used);
        out[used++] = '/';
        for (int shift = 28; shift >= 0; shift -= 4) {
            out[used++] = "0123456789abcdef"[(id >> shift) & 0xf];
        }
        std::memcpy(out + used, ".seg", 5);
    }

    const char* dir_;
    FixedVector<Segment, kMaxSegments> segments_;
    std::uint32_t next_id_ = 1;
    std::uint64_t sequence_ = 0;
};

}  // namespace store

int main() {
    store::Log log("/var/lib/kvstore");
    const char record[] = "user:1042=active";
    for (int i = 0; i < 1000; ++i) {
        if (!log.append(record, sizeof record - 1)) {
            return 1;
        }
    }
    std::uint32_t ids[8];
    return log.plan_compaction(ids, 8) > 0 ? 0 : 2;
}
