"""Merging new content into a YAML tree read by ruamel.yaml's round-trip loader.

Three ways: the tree (the file as the person wrote it), what it meant (*old*,
plain data as Vitae reads the file) and what is saved now (*new*). A part whose
content did not change is left as written; a changed text keeps its quoting; a
mapping keeps the person's key order and a new key goes after the keys Vitae's
order puts before it; list items are matched by content, so an item moved,
added or removed keeps its comments and its neighbours' (:class:`_Rebuild`).

Only :mod:`.roundtrip` imports this, on a save that needs it (ruamel.yaml is
not loaded at start-up); it checks what the merged text reads back as.
"""

from __future__ import annotations

import datetime
import difflib
import json
from typing import Any

import yaml
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import CommentMark
from ruamel.yaml.scalarstring import (
    DoubleQuotedScalarString, FoldedScalarString, LiteralScalarString, SingleQuotedScalarString,
)
from ruamel.yaml.tokens import CommentToken

_MISSING = object()
_YAML11_BREAKS = frozenset("\x85\u2028\u2029")
_YAML11 = yaml.resolver.Resolver()
"""Vitae reads the file with PyYAML: YAML 1.1."""


def _same(a: object, b: object) -> bool:
    """Equal as plain data, types included (``True`` is not ``1``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        assert isinstance(b, dict)
        return a.keys() == b.keys() and all(_same(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        assert isinstance(b, list)
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def merge(node: Any, old: object, new: object, above: list | None = None) -> Any:
    """*node* (what the file holds where the content was *old*) holding *new*.

    *above*: the comment slots of *node* in its mapping, which hold the comment lines
    above its first item (None: *node* keeps them itself)."""
    if _same(old, new):
        return node
    if isinstance(node, CommentedMap) and isinstance(new, dict):
        return _merge_map(node, old if isinstance(old, dict) else {}, new, above)
    if isinstance(node, CommentedSeq) and isinstance(new, list) and isinstance(old, list) and len(old) == len(node):
        return _merge_list(node, old, new, above)
    return _fresh(new, like=node)


def _data_key(key: object) -> object:
    """The key as Vitae reads it: text, or a whole number written bare."""
    if isinstance(key, str):
        return str(key)
    if isinstance(key, int) and not isinstance(key, bool):
        return int(key)
    return ("unmatched", repr(key))  # a date or float key: never matched, so the check decides


def _merge_map(node: CommentedMap, old: dict, new: dict, above: list | None = None) -> CommentedMap:
    """Keys in the file's order; a key the person wrote that Vitae leaves out (a
    default written out) stays; a new key goes after the keys Vitae's order puts before it."""
    build = _Rebuild(node, above)
    present = set()
    for key, value in node.items():
        data_key = _data_key(key)
        present.add(data_key)
        if data_key in new:
            build.keep(key, merge(value, old.get(data_key, _MISSING), new[data_key], node.ca.items.get(key)))
        elif data_key in old:
            build.remove(key)
        else:
            build.keep(key, value)
    placed = [_data_key(item[0]) for item in build.items]
    for data_key, value in new.items():
        if data_key in present or (data_key in old and _same(old[data_key], value)):
            continue  # there already, or left out by the person and meaning the same
        before = list(new)[: list(new).index(data_key)]
        index = max((placed.index(key) + 1 for key in before if key in placed), default=0)
        build.add(data_key, _fresh(value), index)
        placed.insert(index, data_key)
    return build.result()


def _merge_list(node: CommentedSeq, old: list, new: list, above: list | None = None) -> CommentedSeq:
    """Items matched by content: an entry moved, added or removed keeps its own
    comments and its neighbours'; an edited item is merged into the one it replaces."""
    build = _Rebuild(node, above)
    old_prints, new_prints = [_fingerprint(x) for x in old], [_fingerprint(x) for x in new]
    opcodes = difflib.SequenceMatcher(None, old_prints, new_prints, autojunk=False).get_opcodes()
    removed: dict[str, list[int]] = {}
    for tag, i1, i2, j1, j2 in opcodes:
        paired = min(i2 - i1, j2 - j1) if tag == "replace" else 0
        if tag in ("replace", "delete"):
            for index in range(i1 + paired, i2):
                removed.setdefault(old_prints[index], []).append(index)
    for tag, i1, i2, j1, j2 in opcodes:
        paired = min(i2 - i1, j2 - j1) if tag == "replace" else 0
        for n in range(paired):
            build.keep(i1 + n, merge(node[i1 + n], old[i1 + n], new[j1 + n]))
        if tag == "equal":
            for index in range(i1, i2):
                build.keep(index, node[index])
        for index in range(i1 + paired, i2 if tag in ("replace", "delete") else i1):
            build.remove(index)
        for index in range(j1 + paired, j2 if tag in ("replace", "insert") else j1):
            moved = removed.get(new_prints[index])
            if moved:
                build.move(moved.pop(0), len(build.items))
            else:
                build.add(None, _fresh(new[index]), len(build.items))
    return build.result()


def _fingerprint(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


class _Rebuild:
    """A container's items in their new order, the comments moving with them.

    ruamel.yaml keeps the comment lines between two items after the first one's
    value (its deepest last value, for a nested block), and those above the first
    item with the container. So the "tail" of an item is its end-of-line comment
    and then the lines above the next item; the container's own lines count as the
    tail of item -1. A removed item takes its end-of-line comment and the comment
    lines directly above it (not those a blank line separates from it); a new item
    goes in above the lines directly above the item after it; a moved item takes
    its own comments along."""
    def __init__(self, node: Any, above: list | None):
        self.node, self.above = node, above
        self.is_map = isinstance(node, CommentedMap)
        self.flow = bool(node.fa.flow_style())  # comments inside ``[a, b]`` stay where they are
        self.items: list[list] = []  # [key in node (None: new), value, comment slots or None]
        listed = () if self.is_map or self.flow else range(len(node))
        self.was = [_split(self._token_text(node, key)) for key in listed]
        self.first_above = "" if self.flow else _attached(self._tail(-1))  # of a list: the lines above item 0

    def keep(self, key: object, value: Any) -> None:
        self.items.append([key, value, self.node.ca.items.get(key)])

    def remove(self, key: object) -> None:
        if self.flow:
            return
        if self.is_map:
            after = _split(self._token_text(self.node, key))[1]
        else:
            assert isinstance(key, int)
            after = self.was[key][1]  # as read: a moved item's own tail changes where it lands
        last = len(self.items) - 1
        eol, lines = self._parts(last)
        self._set_tail(last, eol + _detached(lines) + after)

    def add(self, key: object, value: Any, index: int, comments: list | None = None,
            carried: tuple[str, str] = ("", "\n")) -> None:
        """Put *value* at *index*; *carried*: its own lines above and end-of-line comment."""
        if self.flow:
            self.items.insert(index, [key, value, comments])
            return
        eol, lines = self._parts(index - 1)
        following = _attached(lines)
        self._set_tail(index - 1, eol + lines[: len(lines) - len(following)] + carried[0])
        self.items.insert(index, [key, value, comments])
        self._set_tail(index, carried[1] + following)

    def move(self, index: int, to: int) -> None:
        """Item *index* of the list, unchanged, to position *to*, with its comments."""
        above = "" if self.flow else self.first_above if index == 0 else _attached(self.was[index - 1][1])
        eol = "\n" if self.flow else self.was[index][0]
        self.add(None, self.node[index], to, self.node.ca.items.get(index), (above, eol))

    @staticmethod
    def _token_text(node: Any, key: object) -> str:
        token = _tail_token(node, key)
        return token.value if token is not None else "\n"

    def _parts(self, index: int) -> tuple[str, str]:
        """The tail of item *index* as its end-of-line part and the lines after it."""
        if index < 0:
            return "", self._tail(-1)
        return _split(self._tail(index))

    def _holder(self, index: int) -> tuple[list, int]:
        """The comment slots holding the tail of item *index*, and which slot."""
        item = self.items[index]
        holder, key = _deepest_last(item[1])
        if holder is None:
            if item[2] is None:
                item[2] = [None, None, None, None]
            return item[2], 2 if self.is_map else 0
        slots = holder.ca.items.setdefault(key, [None, None, None, None])
        return slots, 2 if isinstance(holder, CommentedMap) else 0

    def _tail(self, index: int) -> str:
        if index < 0:  # the lines above the first item: after the container's key, then its own
            key_line = _split(self.above[2].value)[1] if self.above is not None and self.above[2] else ""
            tokens = self.above[3] if self.above is not None else (self.node.ca.comment or [None, None])[1]
            return key_line + "".join(
                ("" if t.value.startswith("\n") else " " * t.start_mark.column) + t.value for t in tokens or ())
        slots, slot = self._holder(index)
        return slots[slot].value if slots[slot] is not None else "\n"

    def _set_tail(self, index: int, value: str) -> None:
        if index < 0:
            tokens = [_token(value)] if value.strip() else None
            if self.above is not None:
                if self.above[2] is not None:
                    self.above[2].value = _split(self.above[2].value)[0]
                self.above[3] = tokens
            if self.node.ca.comment is None:
                self.node.ca.comment = [None, None]
            self.node.ca.comment[1] = tokens
            return
        slots, slot = self._holder(index)
        if value in ("", "\n"):
            slots[slot] = None
        elif slots[slot] is not None:
            slots[slot].value = value
        else:
            slots[slot] = _token(value)

    def result(self) -> Any:
        out = type(self.node)()
        if self.node.fa.flow_style():
            out.fa.set_flow_style()
        out.ca.comment = self.node.ca.comment
        out.ca.end.extend(self.node.ca.end)
        for index, (key, value, comments) in enumerate(self.items):
            if self.is_map:
                out[key] = value
            else:
                out.append(value)
            if comments is not None and any(slot is not None for slot in comments):
                out.ca.items[key if self.is_map else index] = comments
        return out


def _token(value: str) -> Any:
    return CommentToken(value, CommentMark(0))


def _deepest_last(value: Any) -> tuple[Any, object]:
    """The innermost last item of a block collection *value* (None, None for a scalar
    or a flow collection, whose tail its own container keeps)."""
    holder, key = None, None
    while isinstance(value, (CommentedMap, CommentedSeq)) and len(value) and not value.fa.flow_style():
        holder, key = value, (next(reversed(value)) if isinstance(value, CommentedMap) else len(value) - 1)
        value = holder[key]
    return holder, key


def _tail_token(node: Any, key: object) -> Any:
    """The comment token after ``node[key]`` (None: no comment)."""
    holder, inner = _deepest_last(node[key])
    if holder is None:
        holder, inner = node, key
    slots = holder.ca.items.get(inner)
    return slots[2 if isinstance(holder, CommentedMap) else 0] if slots else None


def _fresh(value: object, like: object = None) -> Any:
    """*value* as a new part of the tree: block style, or flow where *like* (what it
    replaces) was written in flow style; a text keeps *like*'s quoting."""
    flow = isinstance(like, (CommentedMap, CommentedSeq)) and like.fa.flow_style()
    if isinstance(value, dict):
        fresh_map = CommentedMap((key, _fresh(item)) for key, item in value.items())
        if flow:
            fresh_map.fa.set_flow_style()
        return fresh_map
    if isinstance(value, list):
        fresh_list = CommentedSeq(_fresh(item) for item in value)
        if flow:
            fresh_list.fa.set_flow_style()
        return fresh_list
    if isinstance(value, str):
        return _styled(value, like)
    return value


def _styled(text: str, like: object) -> Any:
    if _YAML11_BREAKS.intersection(text):  # written raw, YAML 1.1 reads these as line breaks
        return DoubleQuotedScalarString(text)
    if isinstance(like, (SingleQuotedScalarString, DoubleQuotedScalarString)):
        return type(like)(text)
    if isinstance(like, (LiteralScalarString, FoldedScalarString)) and "\n" in text:
        return type(like)(text)
    if isinstance(like, datetime.date) and not isinstance(like, datetime.datetime):
        day = _day(text)
        if day is not None:
            return day  # a date written bare stays bare (Vitae reads it as the text written)
    if _bare_is_text(text):
        return text
    return SingleQuotedScalarString(text)  # the emitter turns to double quotes where single ones cannot


def _day(text: str) -> datetime.date | None:
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        return None
    return day if day.isoformat() == text else None


def _bare_is_text(text: str) -> bool:
    """Whether Vitae's reader (YAML 1.1) reads *text* written bare as text: ruamel.yaml
    writes YAML 1.2, where ``yes``, ``on`` or ``12:30`` are text but not in 1.1."""
    return _YAML11.resolve(yaml.ScalarNode, text, (True, False)) == "tag:yaml.org,2002:str"


def _split(value: str) -> tuple[str, str]:
    """A comment token's text: its end-of-line comment (or just the line's end), and
    the comment and blank lines after it."""
    first, newline, rest = value.partition("\n")
    return first + newline, rest


def _detached(lines: str) -> str:
    """Of the comment lines above an item, those a blank line separates from it."""
    return lines[: len(lines) - len(_attached(lines))]


def _attached(lines: str) -> str:
    """Of the comment lines above an item, those directly above it (no blank line between)."""
    kept = lines.splitlines(keepends=True)
    blanks = [index for index, line in enumerate(kept) if not line.strip()]
    return "".join(kept[blanks[-1] + 1:]) if blanks else lines
