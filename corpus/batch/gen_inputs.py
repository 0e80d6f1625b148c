#!/usr/bin/env python3
"""Generates fuzz-like HDG1 inputs in inputs/: random records around one planted bug.

Every candidate is classified by running the real decoder (compiled from target.c), so the
corpus holds what the program really does: 7 inputs per bug and 4 that do not crash.
Deterministic (fixed seed). Usage: python3 gen_inputs.py

A larger corpus of the same kind (for sharded runs and their figures) goes to a new
directory: python3 gen_inputs.py --per-bug 100 --clean 20 --out /tmp/crashes
"""
import argparse
import os
import random
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WANTED = {"SIGSEGV": 7, "SIGFPE": 7, "SIGABRT": 7, "none": 4}
SIGNALS = {-11: "SIGSEGV", -8: "SIGFPE", -6: "SIGABRT"}


def junk(rng):
    # A record type the decoder does not know, then arbitrary bytes (no newline).
    head = rng.choice(b"abdefghijkmoqruvxyz0123456789@$%&*")
    return bytes([head]) + bytes(rng.choice([b for b in range(256) if b != 10]) for _ in range(rng.randint(0, 40)))


def benign(rng):
    kind = rng.randrange(7)
    if kind == 0:
        return b"W%d" % rng.randint(1, 4096)
    if kind == 1:
        return b"S%d" % rng.randint(1, 64)
    if kind == 2:
        parens = "".join(rng.choice("()xy") for _ in range(rng.randint(1, 12)))
        while parens.count("(") - parens.count(")") > 6:
            parens = parens.replace("(", "x", 1)
        return b"N" + parens.encode()
    if kind == 3:
        return b"T" + bytes(rng.choice(b"abcdefgh ijklmnop") for _ in range(rng.randint(0, 30)))
    if kind == 4:
        return b"# " + bytes(rng.choice(b"lorem ipsum dolor") for _ in range(rng.randint(0, 40)))
    return junk(rng)


def bug_line(rng, bug):
    if bug == "SIGSEGV":
        return b"C%d" % rng.randint(0, 300)
    if bug == "SIGFPE":
        return rng.choice([b"S0", b"S", b"S 0", b"S00", b"Sx"])
    depth = rng.randint(9, 14)
    return b"N" + b"(" * depth + bytes(rng.choice(b"xy)") for _ in range(rng.randint(0, 5)))


def candidate(rng, bug, size):
    lines = []
    while sum(len(l) + 1 for l in lines) < size:
        lines.append(benign(rng))
    if bug != "none":
        lines.insert(rng.randrange(len(lines) + 1), bug_line(rng, bug))
    elif rng.random() < 0.5:
        # A valid file: a palette first makes colour records harmless.
        lines.insert(0, b"P%d" % rng.randint(1, 256))
        lines.append(b"C%d" % rng.randint(0, 300))
    header = b"HDG1" if rng.random() < 0.7 else b"HDG1" + junk(rng)
    if bug == "none" and rng.random() < 0.3:
        header = b"HGD1"  # bad magic: rejected at once
    return b"\n".join([header] + lines) + (b"\n" if rng.random() < 0.5 else b"")


def classify(binary, data):
    with tempfile.NamedTemporaryFile() as f:
        f.write(data)
        f.flush()
        code = subprocess.run([binary, f.name], capture_output=True).returncode
    return SIGNALS.get(code, "none" if code >= 0 else "other")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-bug", type=int, default=WANTED["SIGSEGV"], help="inputs per planted bug")
    parser.add_argument("--clean", type=int, default=WANTED["none"], help="inputs that do not crash")
    parser.add_argument("--out", help="a new directory [default: inputs/ beside this script, replaced]")
    args = parser.parse_args()
    wanted = {"SIGSEGV": args.per_bug, "SIGFPE": args.per_bug, "SIGABRT": args.per_bug, "none": args.clean}
    rng = random.Random(20240611)
    if args.out:
        out = args.out
        os.makedirs(out)  # fails if it exists: never mixes with or replaces other files
    else:
        out = os.path.join(HERE, "inputs")
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
    with tempfile.TemporaryDirectory() as tmp:
        binary = os.path.join(tmp, "hdg")
        subprocess.run(["gcc", "-O0", "-g", "-o", binary, os.path.join(HERE, "target.c")], check=True)
        counts = {k: 0 for k in wanted}
        n = 0
        while counts != wanted:
            bug = rng.choice([k for k in wanted if counts[k] < wanted[k]])
            data = candidate(rng, bug, rng.randint(50, 2000))
            if not 50 <= len(data) <= 2200 or classify(binary, data) != bug:
                continue
            counts[bug] += 1
            n += 1
            # Fuzzer-style names that do not give the cause away.
            with open(os.path.join(out, "id-%06d" % (n * 37 % 1000000)), "wb") as f:
                f.write(data)


if __name__ == "__main__":
    main()
