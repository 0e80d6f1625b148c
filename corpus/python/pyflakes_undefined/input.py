"""jobqueue.py - a small persistent job runner: jobs are stored in SQLite,
claimed by workers with a lease, retried with exponential backoff and
eventually moved to a dead-letter state."""

import json
import logging
import random
import sqlite3
import time
import traceback
from contextlib import contextmanager

log = logging.getLogger("jobqueue")

SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    kind        TEXT    NOT NULL,
    payload     TEXT    NOT NULL,
    state       TEXT    NOT NULL DEFAULT 'ready',
    attempts    INTEGER NOT NULL DEFAULT 0,
    run_after   REAL    NOT NULL DEFAULT 0,
    lease_until REAL,
    last_error  TEXT
);
CREATE INDEX IF NOT EXISTS jobs_ready ON jobs(state, run_after);
"""

MAX_ATTEMPTS = 5
LEASE_SECONDS = 30.0
BASE_BACKOFF = 2.0
MAX_BACKOFF = 300.0


class PermanentError(Exception):
    """Raised by a handler when retrying cannot help."""


def backoff_delay(attempt, base=BASE_BACKOFF, cap=MAX_BACKOFF, jitter=0.2):
    delay = min(cap, base * (2 ** (attempt - 1)))
    spread = delay * jitter
    return delay + random.uniform(-spread, spread)


class JobQueue:
    def __init__(self, path=":memory:", clock=time.time):
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.row_factory = sqlite3.Row
        self.db.executescript(SCHEMA)
        self.clock = clock
        self.handlers = {}

    @contextmanager
    def transaction(self):
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        else:
            self.db.execute("COMMIT")

    def register(self, kind):
        def decorator(fn):
            self.handlers[kind] = fn
            return fn
        return decorator

    def enqueue(self, kind, payload, delay=0.0):
        cur = self.db.execute(
            "INSERT INTO jobs (kind, payload, run_after) VALUES (?, ?, ?)",
            (kind, json.dumps(payload), self.clock() + delay),
        )
        return cur.lastrowid

    def claim(self):
        now = self.clock()
        with self.transaction() as db:
            row = db.execute(
                "SELECT * FROM jobs WHERE (state = 'ready' AND run_after <= ?)"
                " OR (state = 'running' AND lease_until < ?)"
                " ORDER BY run_after, id LIMIT 1",
                (now, now),
            ).fetchone()
            if row is None:
                return None
            db.execute(
                "UPDATE jobs SET state = 'running', attempts = attempts + 1,"
                " lease_until = ? WHERE id = ?",
                (now + LEASE_SECONDS, row["id"]),
            )
        return dict(row, attempts=row["attempts"] + 1)

    def complete(self, job_id):
        self.db.execute("UPDATE jobs SET state = 'done', lease_until = NULL WHERE id = ?", (job_id,))

    def fail(self, job, error, permanent=False):
        if permanent or job["attempts"] >= MAX_ATTEMPTS:
            self.db.execute(
                "UPDATE jobs SET state = 'dead', lease_until = NULL, last_error = ? WHERE id = ?",
                (error, job["id"]),
            )
            log.warning("job %s moved to dead letters: %s", job["id"], error)
            return "dead"
        delay = backoff_delay(job["attempts"])
        self.db.execute(
            "UPDATE jobs SET state = 'ready', lease_until = NULL, run_after = ?,"
            " last_error = ? WHERE id = ?",
            (self.clock() + delay, error, job["id"]),
        )
        log.info("job %s retry %d in %.1fs", job["id"], job["attempts"], backoff_sec)
        return "retry"

    def run_one(self):
        job = self.claim()
        if job is None:
            return None
        handler = self.handlers.get(job["kind"])
        if handler is None:
            return self.fail(job, f"no handler for {job['kind']!r}", permanent=True)
        try:
            handler(json.loads(job["payload"]))
        except PermanentError as exc:
            return self.fail(job, str(exc), permanent=True)
        except Exception:
            return self.fail(job, traceback.format_exc(limit=3))
        self.complete(job["id"])
        return "done"

    def drain(self, max_jobs=100):
        results = []
        for _ in range(max_jobs):
            outcome = self.run_one()
            if outcome is None:
                break
            results.append(outcome)
        return results

    def counts(self):
        rows = self.db.execute("SELECT state, COUNT(*) AS n FROM jobs GROUP BY state")
        return {row["state"]: row["n"] for row in rows}


def demo():
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    fake_now = [1000.0]
    queue = JobQueue(clock=lambda: fake_now[0])
    sent = []

    @queue.register("email")
    def send_email(payload):
        if "@" not in payload["to"]:
            raise PermanentError(f"bad address {payload['to']!r}")
        sent.append(payload["to"])

    @queue.register("thumbnail")
    def make_thumbnail(payload):
        if payload.get("size", 0) > 4096:
            raise RuntimeError("image too large for worker memory")

    queue.enqueue("email", {"to": "ada@example.org"})
    queue.enqueue("email", {"to": "nobody"})
    queue.enqueue("thumbnail", {"file": "cat.png", "size": 1024})
    queue.enqueue("thumbnail", {"file": "huge.tif", "size": 9000})
    queue.enqueue("resize", {"file": "x.png"})

    for _ in range(10):
        queue.drain()
        fake_now[0] += MAX_BACKOFF * 2
    print("sent:", sent)
    print("states:", queue.counts())


if __name__ == "__main__":
    demo()
