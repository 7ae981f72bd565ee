"""JSON reading held to the same rules as YAML: one clear, located problem.

A key written twice is refused (JSON parsers silently keep the last one),
except in a file being imported, where the last value is taken, as JSON
readers do, and the import says so in a note;
nesting and the number of values are capped as for YAML, and a number too long for Python to
read (over 4,300 digits) is a problem with a line, not an internal error.
"""

from __future__ import annotations

import json

from .errors import shorten
from .safe_yaml import MAX_DEPTH, MAX_VALUES, Parsed, YamlProblem, load_yaml


class _Duplicate(Exception):
    def __init__(self, key: str):
        self.key = key


class _LongNumber(Exception):
    def __init__(self, digits: str):
        self.digits = digits


def _unique_keys(pairs: list[tuple[str, object]]) -> dict:
    result: dict = {}
    for key, value in pairs:
        if key in result:
            raise _Duplicate(key)
        result[key] = value
    return result


def _last_keys(seen: list[str]):  # noqa: ANN202
    """An object hook that keeps a repeated key's last value and records the key in *seen*."""
    def hook(pairs: list[tuple[str, object]]) -> dict:
        result: dict = {}
        for key, value in pairs:
            if key in result and len(seen) < 100:
                seen.append(key)
            result[key] = value
        return result

    return hook


def _number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise _LongNumber(text) from None


def _line_of(text: str, needle: str, nth: int = 1) -> int | None:
    at = -1
    for _ in range(nth):
        at = text.find(needle, at + 1)
        if at < 0:
            return None
    return text.count("\n", 0, at) + 1


def load_json(text: str, duplicates: list[str] | None = None) -> tuple[object, Parsed]:
    """Parse *text* as JSON; return the data and an (empty) line map.

    With a *duplicates* list, a key written twice in an object keeps its last
    value and a sentence saying so (with its line) is added to the list.
    """
    keys: list[str] = []
    try:
        hook = _unique_keys if duplicates is None else _last_keys(keys)
        data = json.loads(text, object_pairs_hook=hook, parse_int=_number)
    except json.JSONDecodeError as error:
        raise YamlProblem(f"not valid JSON: {error.msg}", error.lineno) from None
    except _Duplicate as duplicate:
        _yaml_says_where(text)  # the YAML reader knows the line and the field
        quoted = json.dumps(duplicate.key, ensure_ascii=False)
        line = next((n for n in (_line_of(text, quoted + ":", 2), _line_of(text, quoted, 2)) if n), None)
        raise YamlProblem(f"the key {shorten(duplicate.key)} appears twice", line) from None
    except _LongNumber as number:
        raise YamlProblem(f"a number of {len(number.digits):,} digits is too long to read; quote it to keep it as text",
                          _line_of(text, number.digits)) from None
    except RecursionError:
        raise YamlProblem(f"nesting is deeper than {MAX_DEPTH} levels") from None
    except ValueError as error:  # anything else the decoder cannot turn into a value
        raise YamlProblem(f"not valid JSON: {shorten(str(error))}") from None
    _check_depth(data)
    if duplicates is not None:
        duplicates.extend(_said_twice(text, keys))
    return data, _LinesOnDemand(text)


def _said_twice(text: str, keys: list[str]) -> list[str]:
    nth: dict[str, int] = {}
    said = []
    for key in keys:
        nth[key] = nth.get(key, 1) + 1
        quoted = json.dumps(key, ensure_ascii=False)
        line = _line_of(text, quoted + ":", nth[key]) or _line_of(text, quoted, nth[key])
        where = f"line {line}: " if line else ""
        said.append(f"{where}the key {shorten(key)} appears more than once; its last value was read")
    return said


class _LinesOnDemand(Parsed):
    """The line of each value, worked out only when a problem needs one: JSON
    is (nearly) YAML, so the YAML reader, which records lines, reads it again."""

    def __init__(self, text: str):
        super().__init__()
        self._text: str | None = text

    def _fill(self) -> None:
        if self._text is not None:
            text, self._text = self._text, None
            try:
                self.update(load_yaml(text)[1])
            except YamlProblem:
                pass  # JSON that YAML reads differently: problems go without lines

    def __contains__(self, key: object) -> bool:
        self._fill()
        return super().__contains__(key)

    def __getitem__(self, key: tuple) -> int:
        self._fill()
        return super().__getitem__(key)

    def get(self, key: tuple, default=None):
        self._fill()
        return super().get(key, default)


def _yaml_says_where(text: str) -> None:
    """Raise the YAML reader's located duplicate-key problem for *text*, if it finds it."""
    try:
        load_yaml(text)
    except YamlProblem as problem:
        if problem.message.endswith("appears twice"):
            raise problem from None


def _check_depth(data: object) -> None:
    """The YAML limits on nesting and on the number of values, for JSON."""
    stack = [(data, 0)]
    values = 0
    while stack:
        value, depth = stack.pop()
        values += 1
        if values > MAX_VALUES:
            raise YamlProblem(f"holds more than {MAX_VALUES:,} values; a résumé has a few thousand")
        if depth > MAX_DEPTH:
            raise YamlProblem(f"nesting is deeper than {MAX_DEPTH} levels")
        if isinstance(value, dict):
            stack.extend((child, depth + 1) for child in value.values())
        elif isinstance(value, list):
            stack.extend((child, depth + 1) for child in value)
