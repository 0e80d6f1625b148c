//! Rate limiter for an API gateway: token buckets per client, refilled lazily, with a
//! report of the clients that were throttled in the last window.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClientId(u32);

impl fmt::Display for ClientId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "client-{:05}", self.0)
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Plan {
    pub burst: u32,
    pub per_second: u32,
}

impl Plan {
    pub const FREE: Plan = Plan { burst: 10, per_second: 1 };
    pub const TEAM: Plan = Plan { burst: 100, per_second: 20 };
    pub const ENTERPRISE: Plan = Plan { burst: 1000, per_second: 250 };
}

#[derive(Debug)]
struct Bucket {
    plan: Plan,
    tokens: f64,
    last_refill_ms: u64,
    throttled: u32,
    granted: u64,
}

impl Bucket {
    fn new(plan: Plan, now_ms: u64) -> Bucket {
        Bucket {
            plan,
            tokens: f64::from(plan.burst),
            last_refill_ms: now_ms,
            throttled: 0,
            granted: 0,
        }
    }

    fn refill(&mut self, now_ms: u64) {
        if now_ms <= self.last_refill_ms {
            return;
        }
        let elapsed = (now_ms - self.last_refill_ms) as f64 / 1000.0;
        let added = elapsed * f64::from(self.plan.per_second);
        self.tokens = (self.tokens + added).min(f64::from(self.plan.burst));
        self.last_refill_ms = now_ms;
    }

    fn try_take(&mut self, cost: u32, now_ms: u64) -> bool {
        self.refill(now_ms);
        let cost = f64::from(cost);
        if self.tokens >= cost {
            self.tokens -= cost;
            self.granted += 1;
            true
        } else {
            self.throttled += 1;
            false
        }
    }
}

#[derive(Debug, PartialEq)]
pub enum Decision {
    Allow,
    Throttle { retry_after_ms: u64 },
    UnknownClient,
}

#[derive(Debug, Default)]
pub struct WindowReport {
    pub throttled: Vec<(ClientId, u32)>,
    pub busiest: Option<ClientId>,
    pub total_granted: u64,
}

pub struct Limiter {
    buckets: HashMap<ClientId, Bucket>,
    window_start_ms: u64,
    window_ms: u64,
    log: Vec<String>,
}

impl Limiter {
    pub fn new(window_ms: u64) -> Limiter {
        Limiter {
            buckets: HashMap::new(),
            window_start_ms: 0,
            window_ms,
            log: Vec::new(),
        }
    }

    pub fn register(&mut self, client: ClientId, plan: Plan, now_ms: u64) {
        self.buckets.insert(client, Bucket::new(plan, now_ms));
    }

    pub fn check(&mut self, client: ClientId, cost: u32, now_ms: u64) -> Decision {
        let Some(bucket) = self.buckets.get_mut(&client) else {
            return Decision::UnknownClient;
        };
        if bucket.try_take(cost, now_ms) {
            Decision::Allow
        } else {
            let missing = f64::from(cost) - bucket.tokens;
            let per_ms = f64::from(bucket.plan.per_second) / 1000.0;
            let retry_after_ms = (missing / per_ms).ceil() as u64;
            Decision::Throttle { retry_after_ms }
        }
    }

    fn busiest(&self) -> Option<ClientId> {
        self.buckets
            .iter()
            .max_by_key(|(id, bucket)| (bucket.granted, std::cmp::Reverse(**id)))
            .map(|(id, _)| *id)
    }

    /// Closes the current window: reports who was throttled and resets the counters.
    pub fn close_window(&mut self, now_ms: u64) -> Option<WindowReport> {
        if now_ms < self.window_start_ms + self.window_ms {
            return None;
        }
        let mut report = WindowReport::default();
        for (id, bucket) in self.buckets.iter() {
            report.total_granted += bucket.granted;
            if bucket.throttled > 0 {
                report.throttled.push((*id, bucket.throttled));
                self.reset_counters(*id);
            }
        }
        report.throttled.sort();
        report.busiest = self.busiest();
        self.window_start_ms = now_ms;
        Some(report)
    }

    fn reset_counters(&mut self, client: ClientId) {
        if let Some(bucket) = self.buckets.get_mut(&client) {
            self.log.push(format!("{client}: {} throttled", bucket.throttled));
            bucket.throttled = 0;
            bucket.granted = 0;
        }
    }

    pub fn log(&self) -> &[String] {
        &self.log
    }
}

fn parse_line(line: &str) -> Option<(ClientId, u32, u64)> {
    let mut fields = line.split_whitespace();
    let client = fields.next()?.strip_prefix("client-")?.parse().ok()?;
    let cost = fields.next()?.parse().ok()?;
    let at = fields.next()?.parse().ok()?;
    Some((ClientId(client), cost, at))
}

fn main() {
    let mut limiter = Limiter::new(60_000);
    limiter.register(ClientId(1), Plan::FREE, 0);
    limiter.register(ClientId(2), Plan::TEAM, 0);
    limiter.register(ClientId(3), Plan::ENTERPRISE, 0);
    let trace = "client-00001 1 10\nclient-00001 5 20\nclient-00002 30 25\nclient-00001 9 40\n\
                 client-00003 400 41\nclient-00002 90 50\nclient-00004 1 60\n";
    for line in trace.lines() {
        let Some((client, cost, at)) = parse_line(line) else {
            continue;
        };
        match limiter.check(client, cost, at) {
            Decision::Allow => {}
            Decision::Throttle { retry_after_ms } => {
                println!("{client} throttled, retry in {retry_after_ms} ms")
            }
            Decision::UnknownClient => println!("{client} unknown"),
        }
    }
    if let Some(report) = limiter.close_window(61_000) {
        for (client, count) in &report.throttled {
            println!("{client}: {count}");
        }
        println!("busiest: {:?}, granted {}", report.busiest, report.total_granted);
    }
    for line in limiter.log() {
        println!("{line}");
    }
}
