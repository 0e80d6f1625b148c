#!/bin/bash
# Runs the example: the volume, the Indexed Job of shards, then the merge, and prints the
# merge's log. Needs kubectl configured for a cluster that can pull the hedge-demo image
# (push it to your registry and change `image:` in both Jobs).
set -euo pipefail
cd "$(dirname "$0")"

kubectl apply -f volume.yaml
kubectl apply -f shards-job.yaml
# The Job ends Complete when every index succeeded, Failed when retries ran out; either
# way the merge runs and says which shards, if any, are missing.
until kubectl get job hedge-shards \
    -o jsonpath='{.status.conditions[?(@.status=="True")].type}' | grep -qE 'Complete|Failed'; do
    sleep 10
done
kubectl delete job hedge-merge --ignore-not-found
kubectl apply -f merge-job.yaml
kubectl wait --for=condition=complete --timeout=30m job/hedge-merge || true
kubectl logs job/hedge-merge
