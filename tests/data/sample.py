#!/usr/bin/env python3
"""Module docstring
   spanning lines."""
import os, sys
from collections import (
    OrderedDict,
    defaultdict,  # trailing comma
)


@decorator(arg=1)
class Thing(Base, metaclass=Meta):
    attr: int = 3

    def method(self, x, *args, y=None, **kw) -> int:
        if x and not y:
            return x if y else -x
        elif x in (1, 2, 3):
            pass
        else:
            try:
                with open(x) as f, open(y) as g:
                    data = [line.strip() for line in f if line]
            except (IOError, OSError) as e:
                raise ValueError(f"bad {x!r}") from e
            finally:
                print("done", file=sys.stderr)
        while True:
            break
        return len(data) ** 2 // 3


def gen():
    yield from range(10)
    lam = lambda a, b=2: a + b
    return {k: v for k, v in zip("ab", [1, 2])}
