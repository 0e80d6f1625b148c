import json

def load(text):
    data = json.loads(text)
    return data["items"]

def total(items):
    return sum(item["price"] for item in items)

print(total(load('{"items": [{"price": 1}, {"cost": 2}]}')))
