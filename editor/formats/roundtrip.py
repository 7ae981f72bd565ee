"""Saving over a file written or annotated by hand: its comments stay.

PyYAML, the canonical writer, drops comments; ruamel.yaml's round-trip loader
keeps them, with the key order and the quoting, on the tree it reads. The new
content is merged into that tree (:mod:`.layout_merge`) so that a part whose
content did not change stays as the person wrote it, a changed value keeps its
quoting, a removed entry goes with the comment lines directly above it, and a
new key lands where the canonical order puts it.

Nothing here decides *what* is saved, only how it is laid out:

- the file is read with Vitae's own safe reader first (no aliases, no tags,
  bounded depth and size); ruamel.yaml sees only a file that passed it;
- the merged text must load back to exactly the résumé the canonical text
  gives, or the canonical text is written;
- a file Vitae wrote (canonical text) and a fresh save stay canonical, and a
  save with no change writes the file's own text again, so saving twice gives
  the same bytes.

ruamel.yaml is imported on the first save that needs it, not at start-up.
"""

from __future__ import annotations

import io
import json
import logging
import re
from pathlib import Path
from typing import TYPE_CHECKING

from ..model import SCHEMA_VERSION, Resume
from .errors import DocumentError
from .native import loads, parse, to_data, validate
from .reading import read_input
from .safe_yaml import dump_yaml

if TYPE_CHECKING:
    from ruamel.yaml.comments import CommentedMap

log = logging.getLogger(__name__)

MAX_KEPT_BYTES = 128 * 1024
"""A résumé kept by hand is a few kilobytes; a larger file is saved canonically, as the
round trip is pure Python (some 0.15 s for a 12 KB résumé, 1.5 s per 100 KB) and the
window waits for its save."""


def saved_text(resume: Resume, path: str | Path, canonical: str) -> str:
    """The text to write for *resume* over *path*: the file's own layout with the
    new content merged in, or *canonical* (see the module's docstring)."""
    if Path(path).suffix.lower() == ".json":
        return canonical
    name = str(path)
    try:
        raw = read_input(path, MAX_KEPT_BYTES)
        data, lines = parse(raw, name)
        text = raw.decode("utf-8-sig")
        if dump_yaml(data) == text:
            return canonical  # a file Vitae wrote (nothing of the person's to keep) stays canonical
        top_version = data.get("schema_version") if isinstance(data, dict) else None
        before = validate(data, lines, name)
    except DocumentError:  # no file yet (a fresh save), too large, or no longer a résumé
        return canonical
    old, new = to_data(before), to_data(resume)
    wanted = loads(canonical)
    if _as_json(old) == _as_json(new) and type(top_version) is int and top_version == SCHEMA_VERSION and before == wanted:
        return text  # nothing changed: the file as it is
    try:
        merged = merged_text(text, old, new)
    except Exception:  # noqa: BLE001 — any surprise in the layout costs the layout, never the content
        log.warning("could not keep the layout of %s; writing it canonically", name, exc_info=True)
        return canonical
    try:
        if loads(merged, name) == wanted:
            return merged
    except DocumentError:
        pass
    log.warning("the layout-keeping text of %s did not read back the same; writing it canonically", name)
    return canonical


def merged_text(text: str, old: dict, new: dict) -> str:
    """*text*, a file whose content is *old*, laid out as it is but holding *new*."""
    from ruamel.yaml import YAML
    from ruamel.yaml.comments import CommentedMap

    from .layout_merge import merge

    crlf = "\r\n" in text and "\n" not in text.replace("\r\n", "")
    head, body = _head(text.replace("\r\n", "\n"))
    yaml = YAML(typ="rt", pure=True)
    yaml.preserve_quotes = True
    yaml.width = 100_000  # as the canonical writer: never fold a long line
    yaml.indent(**_indents(body))
    tree = yaml.load(body)
    if not isinstance(tree, CommentedMap):
        raise ValueError("the top of the file is not a mapping")
    _declare_version(tree)
    tree = merge(tree, old, new)
    out = io.StringIO()
    yaml.dump(tree, out)
    result = head + out.getvalue()
    return result.replace("\n", "\r\n") if crlf else result


def _head(text: str) -> tuple[str, str]:
    """The lines up to a ``---`` line that only comments or directives come before
    (ruamel.yaml drops comments there), and the rest."""
    match = re.search(r"^---[ \t]*\n", text, re.MULTILINE)
    if match and all(not line.strip() or line.lstrip().startswith(("#", "%"))
                     for line in text[: match.start()].splitlines()):
        return text[: match.end()], text[match.end():]
    return "", text


def _indents(text: str) -> dict[str, int]:
    """The indentation the file uses: of a nested mapping, and of a list under a key
    (``key:\\n- a`` as Vitae writes it, or ``key:\\n  - a``)."""
    mapping, offset = 2, 0
    lines = [re.sub(r"\s+#.*", "", line) for line in text.splitlines()]
    lines = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    for above, below in zip(lines, lines[1:]):
        if not above.rstrip().endswith(":") or above.lstrip().startswith("- "):
            continue
        outer = len(above) - len(above.lstrip())
        inner = len(below) - len(below.lstrip())
        if below.lstrip().startswith("- "):
            offset = max(0, inner - outer)
            break
        if inner > outer:
            mapping = inner - outer
    return {"mapping": mapping, "sequence": offset + 2, "offset": offset}


def _declare_version(tree: CommentedMap) -> None:
    """A file Vitae saved says which version it is (a version-1 file is saved as the current one)."""
    if "schema_version" in tree:
        if not (type(tree["schema_version"]) is int and tree["schema_version"] == SCHEMA_VERSION):
            tree["schema_version"] = SCHEMA_VERSION
    else:
        tree.insert(0, "schema_version", SCHEMA_VERSION)


def _as_json(data: object) -> str:
    """Plain data compared with its types (``true`` is not ``1``), keys in any order."""
    return json.dumps(data, sort_keys=True, ensure_ascii=False)
