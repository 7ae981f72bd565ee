"""Vitae's own data files in YAML (themes, language files): one parser for
them and one wording of their problems, which name the line.

The résumé file has a stricter reader of its own (``formats/safe_yaml.py``:
bounded, keys kept as written); these files are Vitae's or a person's
additions to it, read with PyYAML's safe loader. What a file holds is kept
as JSON in the user's cache folder by the SHA-256 of its bytes, so a file read
before needs no YAML parser at all: every command reads the language files
and the templates' theme files (33 ms of CPU for the eleven language files
parsed, 2.9 ms recalled)."""

from __future__ import annotations

import hashlib
import json
import os

from .paths import user_dir


class YamlDataError(ValueError):
    """The text is not valid YAML; the message says where and why."""


def yaml_data(text: str) -> object:
    from .lean_imports import deferred_compiles

    with deferred_compiles():  # PyYAML's wide regular expressions: ~60 ms at import, unused here
        import yaml

    try:
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"line {mark.line + 1}: " if mark else ""
        raise YamlDataError(f"{where}not valid YAML: {error.problem or error}") from None
    except yaml.YAMLError as error:
        raise YamlDataError(f"not valid YAML: {' '.join(str(error).split())}") from None


def cached_yaml_data(raw: bytes, folder: str, name: str) -> object:
    """What the data file *name* with the bytes *raw* holds, recalled from the
    cache's *folder* when these bytes were read before, else parsed (and kept).

    Kept and returned as JSON from the start, so a file reads the same parsed or
    recalled (a date is its text, a key is text)."""
    entry = user_dir("cache") / folder / f"{name}-{hashlib.sha256(raw).hexdigest()[:32]}.json"
    try:
        return json.loads(entry.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass  # not read before (or an unreadable entry): parse it
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise YamlDataError(f"cannot be read: {error}") from None
    kept = json.dumps(yaml_data(text), ensure_ascii=False, default=str)
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        partial = entry.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(kept, encoding="utf-8")
        os.replace(partial, entry)
    except OSError:
        pass  # no cache folder to write in: parsed again next time
    return json.loads(kept)
