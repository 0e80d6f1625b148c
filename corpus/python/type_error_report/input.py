"""Access-log analyser: parse combined-format log lines, aggregate traffic per
client and per status class, and print a fixed-width report."""

import re
import statistics
from collections import Counter, defaultdict
from datetime import datetime

LOG_PATTERN = re.compile(
    r'(?P<host>\S+) \S+ (?P<user>\S+) \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) (?P<proto>[^"]+)" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) "(?P<referer>[^"]*)" "(?P<agent>[^"]*)"'
)
TS_FORMAT = "%d/%b/%Y:%H:%M:%S %z"

SAMPLE_LOG = """\
10.0.0.5 - - [12/Mar/2024:09:15:02 +0000] "GET /index.html HTTP/1.1" 200 5120 "-" "Mozilla/5.0"
10.0.0.5 - - [12/Mar/2024:09:15:03 +0000] "GET /style.css HTTP/1.1" 200 1830 "/index.html" "Mozilla/5.0"
10.0.0.9 - bob [12/Mar/2024:09:16:40 +0000] "POST /api/login HTTP/1.1" 302 0 "-" "curl/8.4.0"
10.0.0.9 - bob [12/Mar/2024:09:16:41 +0000] "GET /dashboard HTTP/1.1" 200 20480 "-" "curl/8.4.0"
192.168.1.20 - - [12/Mar/2024:09:17:00 +0000] "GET /missing HTTP/1.1" 404 312 "-" "Googlebot/2.1"
10.0.0.5 - - [12/Mar/2024:09:18:12 +0000] "GET /favicon.ico HTTP/1.1" 304 - "-" "Mozilla/5.0"
192.168.1.20 - - [12/Mar/2024:09:19:30 +0000] "GET /robots.txt HTTP/1.1" 200 68 "-" "Googlebot/2.1"
10.0.0.12 - - [12/Mar/2024:09:20:05 +0000] "GET /api/items?page=2 HTTP/1.1" 500 141 "-" "python-requests/2.31"
10.0.0.12 - - [12/Mar/2024:09:20:06 +0000] "GET /api/items?page=2 HTTP/1.1" 200 8800 "-" "python-requests/2.31"
this line is garbage and should be counted as malformed
"""


class Record:
    __slots__ = ("host", "user", "when", "method", "path", "status", "size", "agent")

    def __init__(self, host, user, when, method, path, status, size, agent):
        self.host = host
        self.user = user
        self.when = when
        self.method = method
        self.path = path
        self.status = status
        self.size = size
        self.agent = agent

    @property
    def status_class(self):
        return f"{self.status // 100}xx"


def parse_size(text):
    # "-" means no body was sent (e.g. 304 Not Modified)
    return text if text == "-" else int(text)


def parse_line(line):
    m = LOG_PATTERN.match(line)
    if not m:
        return None
    return Record(
        host=m["host"],
        user=None if m["user"] == "-" else m["user"],
        when=datetime.strptime(m["ts"], TS_FORMAT),
        method=m["method"],
        path=m["path"].split("?", 1)[0],
        status=int(m["status"]),
        size=parse_size(m["size"]),
        agent=m["agent"],
    )


class HostStats:
    def __init__(self, host):
        self.host = host
        self.requests = 0
        self.bytes = 0
        self.sizes = []
        self.first = None
        self.last = None
        self.paths = Counter()

    def add_sample(self, rec):
        self.requests += 1
        self.bytes += rec.size
        self.sizes.append(rec.size)
        self.paths[rec.path] += 1
        if self.first is None or rec.when < self.first:
            self.first = rec.when
        if self.last is None or rec.when > self.last:
            self.last = rec.when

    def median_size(self):
        return statistics.median(self.sizes) if self.sizes else 0

    def top_path(self):
        return self.paths.most_common(1)[0][0] if self.paths else "-"


class Report:
    def __init__(self):
        self.hosts = {}
        self.status = Counter()
        self.agents = defaultdict(set)
        self.malformed = 0

    def feed(self, lines):
        for line in lines:
            line = line.strip()
            if not line:
                continue
            rec = parse_line(line)
            if rec is None:
                self.malformed += 1
                continue
            self.consume(rec)
        return self

    def consume(self, rec):
        stats = self.hosts.get(rec.host)
        if stats is None:
            stats = self.hosts[rec.host] = HostStats(rec.host)
        stats.add_sample(rec)
        self.status[rec.status_class] += 1
        self.agents[rec.agent].add(rec.host)

    def render(self):
        out = [f"{'host':16} {'reqs':>5} {'bytes':>8} {'median':>7}  top path"]
        for stats in sorted(self.hosts.values(), key=lambda s: (-s.bytes, s.host)):
            out.append(f"{stats.host:16} {stats.requests:5d} {stats.bytes:8d} "
                       f"{stats.median_size():7.0f}  {stats.top_path()}")
        out.append("")
        out.append("status: " + ", ".join(f"{k}={v}" for k, v in sorted(self.status.items())))
        out.append(f"agents: {len(self.agents)}, malformed lines: {self.malformed}")
        return "\n".join(out)


def main():
    report = Report().feed(SAMPLE_LOG.splitlines())
    print(report.render())


if __name__ == "__main__":
    main()
