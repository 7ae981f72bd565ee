"""YAML reading that a hostile file cannot abuse.

PyYAML's safe loader already refuses ``!!python/...`` objects; on top of that
this loader refuses anchors and aliases (a résumé never needs them, and they
make "billion laughs" bombs possible), caps nesting depth, and records the
line of every node so a validation error can point at ``cv.yaml:14``.
"""

from __future__ import annotations

import datetime

from ..lean_imports import deferred_compiles

with deferred_compiles():
    import yaml
    from yaml.events import AliasEvent
    from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

MAX_DEPTH = 64
_SAFE_TAGS = {
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:map",
    "tag:yaml.org,2002:seq", "tag:yaml.org,2002:timestamp",
}


class YamlProblem(Exception):
    def __init__(self, message: str, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.line = line


class _Loader(yaml.SafeLoader):
    def compose_node(self, parent, index):  # type: ignore[override]
        if self.check_event(AliasEvent):
            event = self.peek_event()
            raise YamlProblem("aliases (*name) are not allowed in a résumé file", event.start_mark.line + 1)
        event = self.peek_event()
        if getattr(event, "anchor", None):
            raise YamlProblem("anchors (&name) are not allowed in a résumé file", event.start_mark.line + 1)
        return super().compose_node(parent, index)


Lines = dict[tuple, int]


_C_LOADER = getattr(yaml, "CSafeLoader", None)
_C_LOADER_MAX_BRACKETS = 2000
"""libyaml composes recursively in C: flow nesting in the hundreds of
thousands overflows the C stack (a crash, not an error). Below this many
brackets in the whole file nesting cannot get near that, so the fast C
parser is safe; above it the pure-Python loader, which fails cleanly, is used."""


def _loader_for(text: str) -> yaml.SafeLoader:
    if _C_LOADER is not None and text.count("[") + text.count("{") <= _C_LOADER_MAX_BRACKETS:
        return _C_LOADER(text)
    return _Loader(text)


def load_yaml(text: str) -> tuple[object, Lines]:
    """Parse *text*; return the data and a map from data path to 1-based line."""
    loader = _loader_for(text)
    try:
        node = loader.get_single_node()
    except YamlProblem:
        raise
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = error.problem or str(error)
        raise YamlProblem(f"not valid YAML: {problem}", mark.line + 1 if mark else None) from None
    except yaml.YAMLError as error:
        raise YamlProblem(f"not valid YAML: {error}") from None
    except RecursionError:
        raise YamlProblem("nesting is too deep") from None
    finally:
        loader.dispose()
    if node is None:
        return None, {}
    lines: Lines = {}
    return _to_python(node, loader, (), lines, 0, set()), lines


def _to_python(node: Node, loader: yaml.SafeLoader, path: tuple, lines: Lines, depth: int,
               seen: set[int]) -> object:
    if depth > MAX_DEPTH:
        raise YamlProblem(f"nesting is deeper than {MAX_DEPTH} levels", node.start_mark.line + 1)
    # The C loader resolves an alias to the very node its anchor names; meeting
    # a node twice is how aliases show here (the Python loader refuses earlier).
    if id(node) in seen:
        raise YamlProblem("aliases (*name) are not allowed in a résumé file", node.start_mark.line + 1)
    seen.add(id(node))
    lines[path] = node.start_mark.line + 1
    if node.tag not in _SAFE_TAGS:
        raise YamlProblem(f"the tag {node.tag!r} is not allowed", node.start_mark.line + 1)
    if isinstance(node, ScalarNode):
        value = loader.construct_object(node, deep=True)
        if isinstance(value, (datetime.date, datetime.datetime)):
            return node.value  # keep dates as the text written, the model parses them
        return value
    if isinstance(node, SequenceNode):
        return [_to_python(child, loader, path + (i,), lines, depth + 1, seen) for i, child in enumerate(node.value)]
    if isinstance(node, MappingNode):
        result: dict = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                raise YamlProblem("a key must be plain text", key_node.start_mark.line + 1)
            key = loader.construct_object(key_node)
            if not isinstance(key, (str, int)) or isinstance(key, bool):
                key = str(key_node.value)
            if key in result:
                raise YamlProblem(f"the key {key!r} appears twice", key_node.start_mark.line + 1)
            result[key] = _to_python(value_node, loader, path + (key,), lines, depth + 1, seen)
        return result
    raise YamlProblem("unsupported YAML node", node.start_mark.line + 1)


def dump_yaml(data: object) -> str:
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(
        data, Dumper=dumper, allow_unicode=True, sort_keys=False,
        default_flow_style=False, width=100_000, indent=2,
    )
