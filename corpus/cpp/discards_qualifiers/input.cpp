// Fixed-capacity LRU cache for a tile server: tiles are keyed by (zoom, x, y) and
// stored in a slab of nodes linked into a hash table and a recency list.
#include <cstddef>
#include <cstdint>

namespace tiles {

struct TileKey {
    std::uint8_t zoom;
    std::uint32_t x;
    std::uint32_t y;

    bool operator==(const TileKey& other) const {
        return zoom == other.zoom && x == other.x && y == other.y;
    }
};

inline std::uint64_t mix(std::uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

inline std::uint64_t hash_key(const TileKey& key) {
    std::uint64_t h = key.zoom;
    h = (h << 29) ^ key.x;
    h = (h << 29) ^ key.y;
    return mix(h);
}

struct Tile {
    TileKey key;
    std::size_t bytes;
    std::uint32_t etag;
    std::uint32_t hits;
};

template <typename T, std::size_t N>
class Slab {
public:
    Slab() : free_head_(0), used_(0) {
        for (std::size_t i = 0; i < N; ++i) {
            next_free_[i] = i + 1;
        }
    }

    std::size_t allocate() {
        if (free_head_ == N) {
            return N;
        }
        std::size_t slot = free_head_;
        free_head_ = next_free_[slot];
        ++used_;
        return slot;
    }

    void release(std::size_t slot) {
        next_free_[slot] = free_head_;
        free_head_ = slot;
        --used_;
    }

    T& operator[](std::size_t slot) { return items_[slot]; }
    const T& operator[](std::size_t slot) const { return items_[slot]; }
    std::size_t used() const { return used_; }
    static constexpr std::size_t capacity() { return N; }

private:
    T items_[N];
    std::size_t next_free_[N];
    std::size_t free_head_;
    std::size_t used_;
};

struct Node {
    Tile tile;
    std::size_t prev;
    std::size_t next;
    std::size_t chain;
};

struct CacheStats {
    std::uint64_t lookups = 0;
    std::uint64_t hits = 0;
    std::uint64_t evictions = 0;
    std::uint64_t bytes = 0;

    double hit_ratio() const {
        return lookups == 0 ? 0.0 : static_cast<double>(hits) / static_cast<double>(lookups);
    }
};

template <std::size_t Capacity, std::size_t Buckets>
class TileCache {
public:
    static constexpr std::size_t npos = Capacity;

    explicit TileCache(std::size_t byte_budget)
        : head_(npos), tail_(npos), byte_budget_(byte_budget) {
        for (std::size_t i = 0; i < Buckets; ++i) {
            buckets_[i] = npos;
        }
    }

    // Returns the slot of the tile, or npos; a hit moves the tile to the front.
    std::size_t lookup(const TileKey& key) {
        ++stats_.lookups;
        std::size_t slot = find(key);
        if (slot == npos) {
            return npos;
        }
        ++stats_.hits;
        ++nodes_[slot].tile.hits;
        unlink(slot);
        push_front(slot);
        return slot;
    }

    bool insert(const Tile& tile) {
        if (tile.bytes > byte_budget_) {
            return false;
        }
        std::size_t existing = find(tile.key);
        if (existing != npos) {
            stats_.bytes -= nodes_[existing].tile.bytes;
            nodes_[existing].tile = tile;
            stats_.bytes += tile.bytes;
            unlink(existing);
            push_front(existing);
            return true;
        }
        while (stats_.bytes + tile.bytes > byte_budget_ || nodes_.used() == Capacity) {
            if (!evict_oldest()) {
                return false;
            }
        }
        std::size_t slot = nodes_.allocate();
        nodes_[slot].tile = tile;
        std::size_t bucket = hash_key(tile.key) % Buckets;
        nodes_[slot].chain = buckets_[bucket];
        buckets_[bucket] = slot;
        push_front(slot);
        stats_.bytes += tile.bytes;
        return true;
    }

    const Tile& at(std::size_t slot) const { return nodes_[slot].tile; }
    const CacheStats& stats() const { return stats_; }
    std::size_t size() const { return nodes_.used(); }

    // The least recently used tile, without touching the recency order.
    std::size_t peek_oldest() const { return tail_; }

    // Tiles whose etag is older than `etag`, counted from the oldest.
    std::size_t count_stale(std::uint32_t etag) const {
        std::size_t count = 0;
        for (std::size_t slot = tail_; slot != npos; slot = nodes_[slot].prev) {
            if (nodes_[slot].tile.etag < etag) {
                ++count;
            }
        }
        return count;
    }

    // Looks a tile up for a HEAD request: the recency order must not change, but the
    // lookup still counts.
    bool contains(const TileKey& key) const {
        return lookup(key) != npos;
    }

private:
    std::size_t find(const TileKey& key) const {
        std::size_t slot = buckets_[hash_key(key) % Buckets];
        while (slot != npos && !(nodes_[slot].tile.key == key)) {
            slot = nodes_[slot].chain;
        }
        return slot;
    }

    void unlink(std::size_t slot) {
        Node& node = nodes_[slot];
        if (node.prev != npos) {
            nodes_[node.prev].next = node.next;
        } else {
            head_ = node.next;
        }
        if (node.next != npos) {
            nodes_[node.next].prev = node.prev;
        } else {
            tail_ = node.prev;
        }
        node.prev = node.next = npos;
    }

    void push_front(std::size_t slot) {
        nodes_[slot].prev = npos;
        nodes_[slot].next = head_;
        if (head_ != npos) {
            nodes_[head_].prev = slot;
        }
        head_ = slot;
        if (tail_ == npos) {
            tail_ = slot;
        }
    }

    bool evict_oldest() {
        std::size_t slot = tail_;
        if (slot == npos) {
            return false;
        }
        unlink(slot);
        std::size_t bucket = hash_key(nodes_[slot].tile.key) % Buckets;
        std::size_t* link = &buckets_[bucket];
        while (*link != slot) {
            link = &nodes_[*link].chain;
        }
        *link = nodes_[slot].chain;
        stats_.bytes -= nodes_[slot].tile.bytes;
        ++stats_.evictions;
        nodes_.release(slot);
        return true;
    }

    Slab<Node, Capacity> nodes_;
    std::size_t buckets_[Buckets];
    std::size_t head_;
    std::size_t tail_;
    std::size_t byte_budget_;
    CacheStats stats_;
};

using ServerCache = TileCache<4096, 1021>;

std::size_t warm(ServerCache& cache, std::uint8_t zoom, std::uint32_t span) {
    std::size_t inserted = 0;
    for (std::uint32_t x = 0; x < span; ++x) {
        for (std::uint32_t y = 0; y < span; ++y) {
            Tile tile{{zoom, x, y}, 1024 + (x * 31 + y * 17) % 4096, 1, 0};
            if (cache.insert(tile)) {
                ++inserted;
            }
        }
    }
    return inserted;
}

bool handle_head(const ServerCache& cache, std::uint8_t zoom, std::uint32_t x, std::uint32_t y) {
    TileKey key{zoom, x, y};
    return cache.contains(key);
}

}  // namespace tiles

int main() {
    static tiles::ServerCache cache(8u << 20);
    std::size_t warmed = tiles::warm(cache, 12, 40);
    bool present = tiles::handle_head(cache, 12, 3, 4);
    return (warmed > 0 && present) ? 0 : 1;
}
