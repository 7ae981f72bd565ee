"""YAML reading that a hostile file cannot abuse.

PyYAML's safe loader already refuses ``!!python/...`` objects; on top of that
this module refuses anchors, aliases and merge keys (a résumé never needs
them, and aliases make "billion laughs" bombs possible), refuses any tag on a
key or a value, caps nesting depth, and records the line of every node so a
validation error can point at ``cv.yaml:14``.

The data is built here from the parser's event stream in one pass, without
recursion and without PyYAML's node tree, and nesting is counted as each
collection opens: block nesting (``- - - x``) and flow nesting (``[[[x]]]``)
alike are refused at level 65, before anything deeper is even scanned.
PyYAML's own composers recurse (libyaml's C one overflows the C stack on
25,000 levels: a crash, not an error). The number of values is capped too, so
time and memory stay bounded whatever the shape of a file under the size cap.
"""

from __future__ import annotations

from ..lean_imports import deferred_compiles
from .errors import shorten

with deferred_compiles():
    import yaml
    from yaml.events import (
        AliasEvent, MappingEndEvent, ScalarEvent, SequenceEndEvent,
        SequenceStartEvent,
    )
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

MAX_DEPTH = 64
MAX_VALUES = 100_000
"""Texts, numbers, lists and mappings in one file. A long résumé has a few
thousand; a 5 MB file of one-letter list items has 1.7 million, and reading
and checking those would take a minute and a gigabyte."""
_LIBYAML_TOO_DEEP = "exceeded maximum nesting depth"
"""libyaml 0.2.6 and later refuse flow nesting past 1,000 levels in the scanner,
which reads ahead of the events counted here (PyYAML's wheels bundle 0.2.6;
Debian's python3-yaml links 0.2.5, which has no limit)."""
_T = "tag:yaml.org,2002:"
_SAFE_TAGS = {_T + name for name in ("str", "int", "float", "bool", "null", "map", "seq", "timestamp")}
_STR, _TIMESTAMP = _T + "str", _T + "timestamp"
_YAML11_WORDS = {"y", "yes", "n", "no", "on", "off"}
"""Words YAML 1.1 reads as true/false that a person usually means as text."""


class YamlProblem(Exception):
    def __init__(self, message: str, line: int | None = None, path: tuple = ()):
        super().__init__(message)
        self.message = message
        self.line = line
        self.path = path


Lines = dict[tuple, int]


class Parsed(dict):
    """The line map of a parsed file, plus the YAML 1.1 words read as true/false
    (``no`` → False) by path, so a type error there can say so."""

    def __init__(self) -> None:
        super().__init__()
        self.bool_words: dict[tuple, str] = {}


def _line(node_or_event) -> int:
    return node_or_event.start_mark.line + 1


def _loader(text: str) -> yaml.SafeLoader:
    loader_type = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
    return loader_type(text)


def load_yaml(text: str) -> tuple[object, Parsed]:
    """Parse *text*; return the data and a map from data path to 1-based line."""
    loader = _loader(text)
    lines = Parsed()
    try:
        return _read(loader, lines), lines
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = error.problem or str(error)
        if problem == _LIBYAML_TOO_DEEP:  # its limit (1,000) is far above ours: the same problem, our words
            raise YamlProblem(f"nesting is deeper than {MAX_DEPTH} levels", mark.line + 1 if mark else None) from None
        raise YamlProblem(f"not valid YAML: {shorten(problem, 200)}", mark.line + 1 if mark else None) from None
    except yaml.YAMLError as error:
        raise YamlProblem(f"not valid YAML: {shorten(str(error), 200)}") from None
    finally:
        loader.dispose()


class _Open:
    """A collection being read: what it holds so far, where it is, and (for a
    mapping) the key waiting for its value."""

    __slots__ = ("value", "path", "key")

    def __init__(self, value: list | dict, path: tuple):
        self.value, self.path, self.key = value, path, _NO_KEY


_NO_KEY = object()
_ENDS = (SequenceEndEvent, MappingEndEvent)


def _read(loader: yaml.SafeLoader, lines: Parsed) -> object:
    """The document as plain data, read from the parser's events in one pass
    without recursion; None for an empty stream."""
    get_event, resolve = loader.get_event, loader.resolve
    get_event()  # stream start
    if not loader.check_event(yaml.DocumentStartEvent):
        get_event()
        return None
    get_event()  # document start
    stack: list[_Open] = []
    root: object
    values = 0
    while True:
        event = get_event()
        kind = type(event)
        if kind in _ENDS:
            done = stack.pop()
            if not stack:
                root = done.value
                break
            continue
        values += 1
        if values > MAX_VALUES:
            raise YamlProblem(f"holds more than {MAX_VALUES:,} values; a résumé has a few thousand", _line(event))
        if kind is AliasEvent:
            raise YamlProblem("aliases (*name) are not allowed in a résumé file", _line(event))
        if event.anchor:
            raise YamlProblem("anchors (&name) are not allowed in a résumé file", _line(event))
        parent = stack[-1] if stack else None
        if parent is not None and parent.key is _NO_KEY and type(parent.value) is dict:
            parent.key = _key(event, loader, parent)
            continue
        if parent is None:
            path: tuple = ()
        elif type(parent.value) is list:
            path = parent.path + (len(parent.value),)
        else:
            path = parent.path + (parent.key,)
        lines[path] = event.start_mark.line + 1
        value: object
        opened: _Open | None = None
        if kind is ScalarEvent:
            value = _scalar(event, loader, path, lines)
        else:
            tag = event.tag if event.tag not in (None, "!") else resolve(
                SequenceNode if kind is SequenceStartEvent else MappingNode, None, event.implicit)
            if tag not in _SAFE_TAGS:
                raise YamlProblem(f"the tag {shorten(tag)} is not allowed", _line(event), path)
            if len(stack) >= MAX_DEPTH:
                raise YamlProblem(f"nesting is deeper than {MAX_DEPTH} levels", _line(event))
            opened = _Open([] if kind is SequenceStartEvent else {}, path)
            value = opened.value
        if parent is None:
            if kind is ScalarEvent:
                root = value
                break
        elif isinstance(parent.value, list):  # a parent is only ever the [] or {} made below
            parent.value.append(value)
        else:
            parent.value[parent.key] = value
            parent.key = _NO_KEY
        if opened is not None:
            stack.append(opened)
    get_event()  # document end
    if not loader.check_event(yaml.StreamEndEvent):
        raise YamlProblem("holds more than one YAML document (a second '---')", _line(get_event()))
    return root


def _scalar(event: ScalarEvent, loader: yaml.SafeLoader, path: tuple, lines: Parsed) -> object:
    text = event.value
    tag = event.tag if event.tag not in (None, "!") else loader.resolve(ScalarNode, text, event.implicit)
    if tag == _STR or tag == _TIMESTAMP:
        return text  # dates stay the text written (the model reads them, and explains bad ones)
    if tag not in _SAFE_TAGS:
        raise YamlProblem(f"the tag {shorten(tag)} is not allowed", _line(event), path)
    # The C parser's marks have the pure-Python ones' fields; the stubs know only the latter.
    node = ScalarNode(tag, text, event.start_mark, event.end_mark, style=event.style)  # type: ignore[arg-type]
    try:  # the constructor itself, not construct_object: nothing is kept per value
        value = loader.yaml_constructors[tag](loader, node)
    except (ValueError, OverflowError, yaml.YAMLError) as error:
        if tag == _T + "int" and len(text) > 4000:
            reason = f"a number of {len(text):,} digits is too long to read"
        else:
            reason = f"{shorten(text)} cannot be read as {tag.removeprefix(_T)} ({shorten(str(error))})"
        raise YamlProblem(f"{reason}; quote it to keep it as text", _line(event), path) from None
    if value is True or value is False:
        if text.lower() in _YAML11_WORDS and not event.style:
            lines.bool_words[path] = text
    return value


def _key(event, loader: yaml.SafeLoader, parent: _Open) -> str | int:
    """The key *event* gives, refused when it is not plain text (or a whole number)."""
    if type(event) is not ScalarEvent:
        raise YamlProblem("a key must be plain text", _line(event), parent.path)
    text = event.value
    tag = event.tag if event.tag not in (None, "!") else loader.resolve(ScalarNode, text, event.implicit)
    if tag == _T + "merge":
        raise YamlProblem("merge keys (<<) are not allowed in a résumé file; write the keys out",
                          _line(event), parent.path)
    if tag not in _SAFE_TAGS:
        raise YamlProblem(f"the tag {shorten(tag)} is not allowed (on the key {shorten(text)})",
                          _line(event), parent.path)
    key: str | int = text  # every key is the text written: no dates, floats or booleans as keys
    if tag == _T + "int" and not event.style:
        try:  # `2023: …` stays a number key, as it always was
            key = loader.yaml_constructors[tag](loader, ScalarNode(tag, text))
        except ValueError:
            key = text
    if key in parent.value:
        raise YamlProblem(f"the key {shorten(key)} appears twice", _line(event), parent.path)
    return key


def dump_yaml(data: object) -> str:
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(
        data, Dumper=dumper, allow_unicode=True, sort_keys=False,
        default_flow_style=False, width=100_000, indent=2,
    )
