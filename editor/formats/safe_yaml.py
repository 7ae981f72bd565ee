"""YAML reading that a hostile file cannot abuse.

PyYAML's safe loader already refuses ``!!python/...`` objects; on top of that
this module refuses anchors, aliases and merge keys (a résumé never needs
them, and aliases make "billion laughs" bombs possible), refuses any tag on a
key or a value, caps nesting depth, and records the line of every node so a
validation error can point at ``cv.yaml:14``.

Nodes are composed here from the parser's event stream, without recursion,
and nesting is counted as each collection opens: block nesting (``- - - x``)
and flow nesting (``[[[x]]]``) alike are refused at level 65, before anything
deeper is even scanned. PyYAML's own composers recurse (libyaml's C one
overflows the C stack on 25,000 levels: a crash, not an error).
"""

from __future__ import annotations

from ..lean_imports import deferred_compiles
from .errors import shorten

with deferred_compiles():
    import yaml
    from yaml.events import (
        AliasEvent, CollectionStartEvent, MappingEndEvent, MappingStartEvent, ScalarEvent, SequenceEndEvent,
        SequenceStartEvent,
    )
    from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

MAX_DEPTH = 64
_T = "tag:yaml.org,2002:"
_SAFE_TAGS = {_T + name for name in ("str", "int", "float", "bool", "null", "map", "seq", "timestamp")}
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
    try:
        node = _compose(loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = error.problem or str(error)
        raise YamlProblem(f"not valid YAML: {problem}", mark.line + 1 if mark else None) from None
    except yaml.YAMLError as error:
        raise YamlProblem(f"not valid YAML: {shorten(str(error), 200)}") from None
    finally:
        loader.dispose()
    lines = Parsed()
    if node is None:
        return None, lines
    return _to_python(node, loader, (), lines), lines


def _compose(loader: yaml.SafeLoader) -> Node | None:
    """The document's one node tree, built without recursion; None for an empty stream."""
    loader.get_event()  # stream start
    if not loader.check_event(yaml.DocumentStartEvent):
        loader.get_event()
        return None
    loader.get_event()  # document start
    stack: list[tuple[Node, list]] = []  # open collections with their children so far
    root: Node | None = None
    while root is None:
        event = loader.get_event()
        if isinstance(event, AliasEvent):
            raise YamlProblem("aliases (*name) are not allowed in a résumé file", _line(event))
        if getattr(event, "anchor", None):
            raise YamlProblem("anchors (&name) are not allowed in a résumé file", _line(event))
        if isinstance(event, (SequenceEndEvent, MappingEndEvent)):
            node, children = stack.pop()
            node.end_mark = event.end_mark
            node.value = children if isinstance(node, SequenceNode) else list(zip(children[::2], children[1::2]))
            if not stack:
                root = node
            continue
        if isinstance(event, ScalarEvent):
            tag = event.tag if event.tag not in (None, "!") else loader.resolve(ScalarNode, event.value, event.implicit)
            node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
        elif isinstance(event, CollectionStartEvent):
            kind = SequenceNode if isinstance(event, SequenceStartEvent) else MappingNode
            tag = event.tag if event.tag not in (None, "!") else loader.resolve(kind, None, event.implicit)
            node = kind(tag, [], event.start_mark, None, flow_style=event.flow_style)
        else:  # pragma: no cover - the parser yields nothing else inside a document
            raise YamlProblem(f"unexpected YAML event {type(event).__name__}", _line(event))
        if stack:
            stack[-1][1].append(node)
        if isinstance(node, ScalarNode):
            root = None if stack else node
        else:
            if len(stack) >= MAX_DEPTH:
                raise YamlProblem(f"nesting is deeper than {MAX_DEPTH} levels", _line(event))
            stack.append((node, []))
    loader.get_event()  # document end
    if not loader.check_event(yaml.StreamEndEvent):
        event = loader.get_event()
        raise YamlProblem("holds more than one YAML document (a second '---')", _line(event))
    return root


def _scalar(node: ScalarNode, loader: yaml.SafeLoader, path: tuple, lines: Parsed) -> object:
    if node.tag == _T + "timestamp":
        return node.value  # dates stay the text written (the model reads them, and explains bad ones)
    try:
        value = loader.construct_object(node, deep=True)
    except (ValueError, OverflowError, yaml.YAMLError) as error:
        if node.tag == _T + "int" and len(node.value) > 4000:
            reason = f"a number of {len(node.value):,} digits is too long to read"
        else:
            reason = f"{shorten(node.value)} cannot be read as {node.tag.removeprefix(_T)} ({shorten(str(error))})"
        raise YamlProblem(f"{reason}; quote it to keep it as text", _line(node), path) from None
    if isinstance(value, bool) and node.value.lower() in _YAML11_WORDS and not node.style:
        lines.bool_words[path] = node.value
    return value


def _to_python(node: Node, loader: yaml.SafeLoader, path: tuple, lines: Parsed) -> object:
    lines[path] = _line(node)
    if node.tag not in _SAFE_TAGS:
        raise YamlProblem(f"the tag {shorten(node.tag)} is not allowed", _line(node), path)
    if isinstance(node, ScalarNode):
        return _scalar(node, loader, path, lines)
    if isinstance(node, SequenceNode):
        return [_to_python(child, loader, path + (i,), lines) for i, child in enumerate(node.value)]
    result: dict = {}
    for key_node, value_node in node.value:
        key = _key(key_node, loader, path)
        if key in result:
            raise YamlProblem(f"the key {shorten(key)} appears twice", _line(key_node), path)
        result[key] = _to_python(value_node, loader, path + (key,), lines)
    return result


def _key(node: Node, loader: yaml.SafeLoader, path: tuple) -> str | int:
    if node.tag == _T + "merge":
        raise YamlProblem("merge keys (<<) are not allowed in a résumé file; write the keys out", _line(node), path)
    if not isinstance(node, ScalarNode):
        raise YamlProblem("a key must be plain text", _line(node), path)
    if node.tag not in _SAFE_TAGS:
        raise YamlProblem(f"the tag {shorten(node.tag)} is not allowed (on the key {shorten(node.value)})",
                          _line(node), path)
    if node.tag == _T + "int" and not node.style:
        try:
            return loader.construct_object(node)  # `2023: …` stays a number key as before
        except ValueError:
            return node.value
    return node.value  # every other key is the text written: no dates, floats or booleans as keys


def dump_yaml(data: object) -> str:
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(
        data, Dumper=dumper, allow_unicode=True, sort_keys=False,
        default_flow_style=False, width=100_000, indent=2,
    )
