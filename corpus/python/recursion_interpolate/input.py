"""Layered settings loader with ${name} interpolation, environment overrides
and typed accessors, in the style of a small deployment tool."""

import re
import os
from collections import ChainMap

_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_.]*)(?::-([^}]*))?\}")


class SettingsError(Exception):
    pass


def _flatten(prefix, mapping, out):
    for key, value in mapping.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            _flatten(name, value, out)
        else:
            out[name] = value
    return out


class Settings:
    def __init__(self, *layers, env_prefix="APP_"):
        flat_layers = [_flatten("", layer, {}) for layer in layers]
        self._raw = ChainMap(*reversed(flat_layers))
        self._env_prefix = env_prefix
        self._cache = {}

    def _env_override(self, name):
        key = self._env_prefix + name.upper().replace(".", "_")
        return os.environ.get(key)

    def raw(self, name):
        value = self._env_override(name)
        if value is not None:
            return value
        try:
            return self._raw[name]
        except KeyError:
            raise SettingsError(f"undefined setting {name!r}") from None

    def _interpolate(self, name, text):
        def replace(match):
            ref, default = match.group(1), match.group(2)
            try:
                return str(self.resolve(ref))
            except SettingsError:
                if default is not None:
                    return default
                raise
        return _REF.sub(replace, text)

    def resolve(self, name):
        if name in self._cache:
            return self._cache[name]
        value = self.raw(name)
        if isinstance(value, str):
            value = self._interpolate(name, value)
        self._cache[name] = value
        return value

    def get_str(self, name):
        return str(self.resolve(name))

    def get_int(self, name):
        value = self.resolve(name)
        try:
            return int(value)
        except (TypeError, ValueError):
            raise SettingsError(f"{name}: expected integer, got {value!r}") from None

    def get_bool(self, name):
        value = self.resolve(name)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise SettingsError(f"{name}: expected boolean, got {value!r}")

    def get_list(self, name, sep=","):
        value = self.resolve(name)
        if isinstance(value, (list, tuple)):
            return list(value)
        return [item.strip() for item in str(value).split(sep) if item.strip()]

    def names(self):
        return sorted(set(self._raw))


DEFAULTS = {
    "app": {
        "name": "inventory",
        "home": "/srv/${app.name}",
        "log_dir": "${app.home}/logs",
        "debug": False,
        "workers": 4,
    },
    "db": {
        "host": "localhost",
        "port": 5432,
        "name": "${app.name}",
        "url": "postgres://${db.user:-app}@${db.host}:${db.port}/${db.name}",
        "pool_size": "${app.workers}",
    },
    "cache": {
        "backend": "redis",
        "url": "redis://${cache.host:-localhost}:6379/0",
        "ttl": 300,
    },
}

SITE = {
    "app": {
        "home": "/opt/${app.name}",
        "workers": 8,
    },
    "db": {
        "host": "db.internal",
        "user": "inventory_rw",
    },
    "cache": {
        "host": "${cache.primary}",
        "primary": "${cache.replica:-cache-a.internal}",
        "replica": "${cache.host}",
    },
    "report": {
        "recipients": "ops@example.org, dba@example.org",
        "enabled": "yes",
    },
}


def describe(settings):
    lines = []
    lines.append(f"application : {settings.get_str('app.name')} ({settings.get_int('app.workers')} workers)")
    lines.append(f"home        : {settings.get_str('app.home')}")
    lines.append(f"logs        : {settings.get_str('app.log_dir')}")
    lines.append(f"database    : {settings.get_str('db.url')} pool={settings.get_int('db.pool_size')}")
    lines.append(f"cache       : {settings.get_str('cache.url')} ttl={settings.get_int('cache.ttl')}s")
    if settings.get_bool("report.enabled"):
        lines.append("reports to  : " + ", ".join(settings.get_list("report.recipients")))
    return "\n".join(lines)


def main():
    settings = Settings(DEFAULTS, SITE)
    print(describe(settings))


if __name__ == "__main__":
    main()
