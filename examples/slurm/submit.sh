#!/bin/bash
# Submits a sharded `hedge batch` to Slurm: an array of N shards, then their merge.
#
#   examples/slurm/submit.sh N CRASHES OUTDIR [hedge batch flags] -- TEST [ARGS]
#
# e.g. examples/slurm/submit.sh 16 /shared/crashes /shared/crashes.reduced \
#          --timeout 10 --match crashed -- /shared/bin/crash.sh {}
#
# Prints the array's job id and the merge's. `hedge` must be on the PATH of the nodes
# (sbatch passes this shell's environment on). Options for the shards' sbatch (CPUs per
# shard, partition, time limit) go in HEDGE_SBATCH_OPTS, e.g.
# HEDGE_SBATCH_OPTS="--cpus-per-task=8 --partition=long"; each shard runs -j CPUs.
set -euo pipefail

if [ "$#" -lt 4 ]; then
    sed -n '2,12p' "$0" >&2
    exit 1
fi
shards=$1
crashes=$2
outdir=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)

# shellcheck disable=SC2086 # HEDGE_SBATCH_OPTS is a list of options
array=$(sbatch --parsable --array="0-$((shards - 1))" ${HEDGE_SBATCH_OPTS:-} \
    "$here/hedge-shard.sbatch" "$crashes" "$outdir" "$@")
array=${array%%;*} # "jobid;cluster" on multi-cluster setups
merge=$(sbatch --parsable --dependency="afterany:$array" \
    "$here/hedge-merge.sbatch" "$outdir")
merge=${merge%%;*}
echo "shards: job $array (array 0-$((shards - 1))); merge: job $merge"
