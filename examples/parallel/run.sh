#!/bin/bash
# N shards of `hedge batch` over a set of machines with GNU parallel, then their merge.
#
#   HOSTS=1/alpha,1/beta,1/gamma examples/parallel/run.sh N CRASHES OUTDIR [FLAGS] -- TEST [ARGS]
#
# e.g. HOSTS=1/alpha,1/beta examples/parallel/run.sh 8 /shared/crashes /shared/crashes.reduced \
#          -j 16 --timeout 10 --match crashed -- /shared/bin/crash.sh {}
#
# HOSTS is parallel's --sshlogin: "1/alpha" runs one shard at a time on alpha (give hedge -j
# for its cores), ":" is this machine [default: ":"]. Every machine needs hedge on its PATH,
# passwordless ssh, and CRASHES, OUTDIR and the test at the same paths (a shared file system).
# A shard that fails is retried, on any host, and resumes where it stopped.
set -euo pipefail

if [ "$#" -lt 4 ]; then
    sed -n '2,13p' "$0" >&2
    exit 1
fi
shards=$1
crashes=$2
outdir=$3
shift 3

# -I SHARD: the shard number replaces the word SHARD, and hedge's own {} (the candidate)
# is left alone. -q quotes every word, so the test's arguments reach hedge as given.
# hedge reads no variable of parallel's: the shard is passed to --shard.
status=0
parallel --sshlogin "${HOSTS:-:}" --retries 3 --tag --line-buffer -I SHARD -q \
    hedge batch "$crashes" -o "$outdir" --shard "SHARD/$shards" "$@" \
    ::: $(seq 0 $((shards - 1))) || status=$?
if [ "$status" != 0 ]; then
    echo "run.sh: $status shards failed; the merge below names them" >&2
fi
# The merge reads only OUTDIR, here on the shared file system.
exec hedge merge "$outdir" --distinct
