use std::collections::VecDeque;

#[derive(Debug, Clone)]
struct Job {
    id: u32,
    weight: u64,
}

struct Queue {
    jobs: VecDeque<Job>,
}

impl Queue {
    fn new() -> Self {
        Queue { jobs: VecDeque::new() }
    }

    fn push(&mut self, job: Job) {
        if job.weight > 10 {
            self.jobs.push_front(job);
        } else {
            self.jobs.push_back(job);
        }
    }

    fn total(&self) -> u64 {
        self.jobs.iter().map(|j| j.weight).sum::<u64>()
    }
}

fn main() {
    let mut q = Queue::new();
    for i in 0..5 {
        q.push(Job { id: i, weight: (i as u64) * 7 });
    }
    let heaviest = match q.jobs.front() {
        Some(job) => job.id,
        None => 0,
    };
    let marker: u32 = "MARKER";
    println!("{} {}", q.total(), heaviest + marker);
}
