"""Vitae's own file: YAML (JSON accepted on load), UTF-8, stable key order.

Saving the same résumé twice gives identical bytes: keys follow the model's
field order, defaults are left out, and each entry starts with its ``kind``.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError

from ..model import SCHEMA_VERSION, Resume
from .atomic import atomic_write
from .errors import DocumentError, FileProblem
from .safe_yaml import YamlProblem, dump_yaml, load_yaml

MAX_FILE_BYTES = 5 * 1024 * 1024
"""A résumé is kilobytes; anything this large is not one, and is refused unread."""

_MAGIC = {b"%PDF": "a PDF", b"PK\x03\x04": "a ZIP archive (or Word/OpenDocument file)",
          b"\x89PNG": "a PNG image", b"\xff\xd8\xff": "a JPEG image", b"\x7fELF": "a program"}

# schema_version N -> function upgrading a version-N mapping to version N+1.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def load(path: str | Path) -> Resume:
    """Read a résumé file; raise :class:`DocumentError` naming every problem."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise DocumentError.single(path, "is a folder, not a résumé file")
        if size > MAX_FILE_BYTES:
            raise DocumentError.single(path, f"is {size / 1e6:.0f} MB; a résumé file must be under {MAX_FILE_BYTES // 2**20} MB")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DocumentError.single(path, "no such file") from None
    except PermissionError:
        raise DocumentError.single(path, "permission denied") from None
    except IsADirectoryError:
        raise DocumentError.single(path, "is a folder, not a résumé file") from None
    return loads(raw, str(path))


def loads(raw: bytes | str, filename: str = "<text>") -> Resume:
    data, lines = parse(raw, filename)
    return validate(data, lines, filename)


def parse(raw: bytes | str, filename: str) -> tuple[object, dict]:
    """Bytes → plain data plus a line map; refuses non-text and hostile YAML."""
    if isinstance(raw, bytes):
        for magic, what in _MAGIC.items():
            if raw.startswith(magic):
                raise DocumentError.single(filename, f"is {what}, not a résumé file")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise DocumentError.single(
                filename, f"is not UTF-8 text (byte 0x{raw[error.start]:02x} at offset {error.start})"
            ) from None
    else:
        text = raw
    if "\x00" in text:
        raise DocumentError.single(filename, "contains NUL bytes; it is not a text file")
    if filename.lower().endswith(".json"):
        try:
            return json.loads(text), {}
        except json.JSONDecodeError as error:
            raise DocumentError.single(filename, f"not valid JSON: {error.msg}", error.lineno) from None
        except RecursionError:
            raise DocumentError.single(filename, "nesting is too deep") from None
    try:
        return load_yaml(text)
    except YamlProblem as problem:
        raise DocumentError.single(filename, problem.message, problem.line) from None


def validate(data: object, lines: dict, filename: str) -> Resume:
    """Plain data → :class:`Resume`, migrating old versions first."""
    if data is None:
        raise DocumentError.single(filename, "is empty")
    if not isinstance(data, dict):
        raise DocumentError.single(filename, f"must hold a mapping (basics:, sections: …) at the top, not a {type(data).__name__}", 1)
    data = _migrate(data, filename)
    try:
        return Resume.model_validate(data)
    except ValidationError as error:
        from ..model.errors import problems_from  # only a failing file pays for the explanations

        problems = []
        for problem in problems_from(error, Resume):
            problems.append(FileProblem(filename, _line_of(problem.loc, lines), problem.path, problem.message))
        raise DocumentError(problems) from None
    except RecursionError:
        raise DocumentError.single(filename, "nesting is too deep") from None


def _line_of(loc: tuple, lines: dict) -> int | None:
    for end in range(len(loc), -1, -1):
        if loc[:end] in lines:
            return lines[loc[:end]]
    return None


def _migrate(data: dict, filename: str) -> dict:
    version = data.get("schema_version", SCHEMA_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DocumentError([FileProblem(filename, None, "schema_version", f"must be a whole number ≥ 1, got {version!r}")])
    if version > SCHEMA_VERSION:
        raise DocumentError([FileProblem(filename, None, "schema_version", f"{version} is from a newer Vitae (this one reads up to {SCHEMA_VERSION})")])
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
        data["schema_version"] = version
    return data


def to_data(resume: Resume) -> dict:
    """The résumé as plain data in file order (defaults left out, ``kind`` first)."""
    data = resume.model_dump(mode="json", exclude_defaults=True)
    data.pop("schema_version", None)
    data = {"schema_version": SCHEMA_VERSION, **data}
    for section_data, section in zip(data.get("sections", []), resume.sections):
        section_data["entries"] = [
            {"kind": entry.kind}
            | {key: entry_data[key] for key in _entry_key_order(type(entry)) if key in entry_data}
            for entry_data, entry in zip(section_data.get("entries", []), section.entries)
        ]
        if not section_data["entries"]:
            del section_data["entries"]
    return data


_TRAILING_KEYS = ("start", "end", "expected", "summary", "highlights", "visible", "languages")


@functools.cache
def _entry_key_order(entry_type: type) -> tuple[str, ...]:
    """What the entry is first (title, organisation…), then when, then details."""
    names = [n for n in entry_type.model_fields if n != "kind"]
    return tuple(n for n in names if n not in _TRAILING_KEYS) + tuple(n for n in _TRAILING_KEYS if n in names)


def dumps(resume: Resume) -> str:
    return dump_yaml(to_data(resume))


def save(resume: Resume, path: str | Path) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    atomic_write(path, dumps(resume).encode("utf-8"))
