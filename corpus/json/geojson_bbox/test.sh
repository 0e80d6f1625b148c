#!/bin/sh
# Interesting iff a GeoJSON indexer (the Python 3 program below, which computes each
# feature's bounding box) dies with "TypeError: '<' not supported between instances of
# 'str' and 'float'" raised in bbox(): a coordinate given as a string.
[ -f input.json ] || exit 1
out=$(LC_ALL=C timeout 10 python3 - input.json 2>&1 >/dev/null <<'PY'
import json
import sys


def positions(geometry):
    kind = geometry["type"]
    coords = geometry["coordinates"]
    if kind == "Point":
        return [coords]
    if kind in ("LineString", "MultiPoint"):
        return coords
    if kind in ("Polygon", "MultiLineString"):
        return [p for ring in coords for p in ring]
    if kind == "MultiPolygon":
        return [p for polygon in coords for ring in polygon for p in ring]
    raise ValueError(f"unsupported geometry {kind}")


def bbox(geometry):
    points = positions(geometry)
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def main(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    if doc.get("type") != "FeatureCollection":
        raise ValueError("not a FeatureCollection")
    index = {}
    for feature in doc["features"]:
        index[feature.get("id")] = bbox(feature["geometry"])
    json.dump(index, sys.stdout)


main(sys.argv[1])
PY
)
[ $? -eq 1 ] || exit 1
last=$(printf '%s\n' "$out" | tail -n 1)
[ "$last" = "TypeError: '<' not supported between instances of 'str' and 'float'" ] || exit 1
printf '%s\n' "$out" | grep -E '^  File ' | tail -n 1 | grep -Eq ', in bbox$'
