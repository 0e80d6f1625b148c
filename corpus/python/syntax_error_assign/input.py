#!/usr/bin/env python3
"""todo.py - a small command-line task tracker that stores tasks in a JSON file.

Usage:
    todo.py add "text" [--due YYYY-MM-DD] [--tag TAG ...] [--priority N]
    todo.py list [--tag TAG] [--overdue] [--all]
    todo.py done ID
    todo.py purge
"""

import argparse
import datetime as dt
import json
import os
import sys
import tempfile

DEFAULT_DB = os.path.expanduser("~/.todo.json")
PRIORITY_NAMES = {1: "low", 2: "normal", 3: "high", 4: "urgent"}


class TaskError(Exception):
    pass


class Task:
    __slots__ = ("id", "text", "due", "tags", "priority", "done", "created")

    def __init__(self, id, text, due=None, tags=(), priority=2, done=False, created=None):
        self.id = id
        self.text = text
        self.due = due
        self.tags = sorted(set(tags))
        self.priority = priority
        self.done = done
        self.created = created or dt.date.today().isoformat()

    @classmethod
    def from_dict(cls, d):
        return cls(d["id"], d["text"], d.get("due"), d.get("tags", ()),
                   d.get("priority", 2), d.get("done", False), d.get("created"))

    def to_dict(self):
        return {name: getattr(self, name) for name in self.__slots__}

    def is_overdue(self, today=None):
        if self.done or not self.due:
            return False
        today = today or dt.date.today()
        return dt.date.fromisoformat(self.due) < today

    def describe(self):
        mark = "x" if self.done else " "
        due = f" (due {self.due})" if self.due else ""
        tags = "".join(f" #{t}" for t in self.tags)
        prio = PRIORITY_NAMES.get(self.priority, str(self.priority))
        return f"[{mark}] {self.id:3d} {prio:7s} {self.text}{due}{tags}"


class TaskStore:
    def __init__(self, path):
        self.path = path
        self.tasks = []
        self.next_id = 1

    def load(self):
        if not os.path.exists(self.path):
            return self
        with open(self.path, encoding="utf-8") as fh:
            data = json.load(fh)
        self.tasks = [Task.from_dict(d) for d in data.get("tasks", [])]
        self.next_id = data.get("next_id", len(self.tasks) + 1)
        return self

    def save(self):
        payload = {"next_id": self.next_id, "tasks": [t.to_dict() for t in self.tasks]}
        directory = os.path.dirname(os.path.abspath(self.path))
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".todo-")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(payload, fh, indent=2, sort_keys=True)
            os.replace(tmp, self.path)
        except BaseException:
            os.unlink(tmp)
            raise

    def add(self, text, due=None, tags=(), priority=2):
        if not text.strip():
            raise TaskError("empty task text")
        if due is not None:
            dt.date.fromisoformat(due)
        task = Task(self.next_id, text.strip(), due, tags, priority)
        self.tasks.append(task)
        self.next_id += 1
        return task

    def find(self, task_id):
        for task in self.tasks:
            if task.id == task_id:
                return task
        raise TaskError(f"no task with id {task_id}")

    def complete(self, task_id):
        task = self.find(task_id)
        if task.done:
            raise TaskError(f"task {task_id} is already done")
        task.done = True
        return task

    def purge(self):
        before = len(self.tasks)
        self.tasks = [t for t in self.tasks if not t.done]
        return before - len(self.tasks)

    def select(self, tag=None, overdue=False, include_done=False):
        result = []
        for task in self.tasks:
            if task.done and not include_done:
                continue
            if tag and tag not in task.tags:
                continue
            if overdue and not task.is_overdue():
                continue
            result.append(task)
        result.sort(key=lambda t: (-t.priority, t.due or "9999-12-31", t.id))
        return result


def build_parser():
    parser = argparse.ArgumentParser(prog="todo")
    parser.add_argument("--db", default=os.environ.get("TODO_DB", DEFAULT_DB))
    sub = parser.add_subparsers(dest="command", required=True)

    p_add = sub.add_parser("add")
    p_add.add_argument("text")
    p_add.add_argument("--due")
    p_add.add_argument("--tag", action="append", default=[])
    p_add.add_argument("--priority", type=int, choices=sorted(PRIORITY_NAMES), default=2)

    p_list = sub.add_parser("list")
    p_list.add_argument("--tag")
    p_list.add_argument("--overdue", action="store_true")
    p_list.add_argument("--all", action="store_true")

    p_done = sub.add_parser("done")
    p_done.add_argument("id", type=int)

    sub.add_parser("purge")
    return parser


def cmd_add(store, args):
    task = store.add(args.text, args.due, args.tag, args.priority)
    print(f"added {task.id}")
    return True


def cmd_list(store, args):
    tasks = store.select(args.tag, args.overdue, args.all)
    if len(tasks) = 0:
        print("nothing to do")
        return False
    for task in tasks:
        print(task.describe())
    return False


def cmd_done(store, args):
    task = store.complete(args.id)
    print(f"completed {task.id}: {task.text}")
    return True


def cmd_purge(store, args):
    removed = store.purge()
    print(f"removed {removed} finished task(s)")
    return removed > 0


COMMANDS = {"add": cmd_add, "list": cmd_list, "done": cmd_done, "purge": cmd_purge}


def main(argv=None):
    args = build_parser().parse_args(argv)
    store = TaskStore(args.db).load()
    try:
        changed = COMMANDS[args.command](store, args)
    except (TaskError, ValueError) as exc:
        print(f"todo: {exc}", file=sys.stderr)
        return 1
    if changed:
        store.save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
