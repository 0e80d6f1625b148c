use std::collections::HashMap;

fn parse(line: &str) -> (String, u32) {
    let mut parts = line.split_whitespace();
    let name = parts.next().unwrap().to_string();
    let count = parts.next().unwrap().parse().expect("a count");
    (name, count)
}

fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    let mut totals: HashMap<String, u32> = HashMap::new();
    for line in text.lines() {
        let (name, count) = parse(line);
        *totals.entry(name).or_default() += count;
    }
    let order = ["a", "b", "c"];
    println!("{}", totals[order[3 - totals.len()]]);
}
