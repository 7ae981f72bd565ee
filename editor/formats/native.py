"""Vitae's own file: YAML (JSON accepted on load), UTF-8, stable key order.

Saving the same résumé twice gives identical bytes: keys follow the model's
field order, defaults are left out, and each entry starts with its ``kind``.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel, ValidationError

from ..model import SCHEMA_VERSION, LocalText, Resume
from .atomic import atomic_write
from .errors import DocumentError, FileProblem
from .reading import MAX_FILE_BYTES, read_input

__all__ = ["MAX_FILE_BYTES", "dumps", "load", "loads", "parse", "save", "to_data", "validate"]

_MAGIC = {b"%PDF": "a PDF", b"PK\x03\x04": "a ZIP archive (or Word/OpenDocument file)",
          b"\x89PNG": "a PNG image", b"\xff\xd8\xff": "a JPEG image", b"\x7fELF": "a program"}

# schema_version N -> function upgrading a version-N mapping to version N+1.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {
    # 2 only added fields (letters); a version-1 file means the same in version 2.
    # The number changed so that an older Vitae refuses a file with letters by
    # its version ("from a newer Vitae"), not by an unknown field.
    1: dict,
}


def load(path: str | Path) -> Resume:
    """Read a résumé file; raise :class:`DocumentError` naming every problem."""
    resume = loads(read_input(path), str(path))
    remember_source(resume, path)
    return resume


def loads(raw: bytes | str, filename: str = "<text>") -> Resume:
    """Bytes (or text) → :class:`Resume`; bytes validated before come back
    from :mod:`.known_good` without building a validator."""
    if isinstance(raw, bytes):
        from . import known_good

        resume = known_good.recall(raw, filename)
        if resume is None:
            data, lines = parse(raw, filename)
            resume = validate(data, lines, filename)
            known_good.remember(raw, filename, resume)
        return resume
    data, lines = parse(raw, filename)
    return validate(data, lines, filename)


def parse(raw: bytes | str, filename: str, duplicates: list[str] | None = None) -> tuple[object, dict]:
    """Bytes → plain data plus a line map; refuses non-text and hostile YAML.

    With a *duplicates* list (an import), a JSON key written twice keeps its
    last value and is reported there instead of refused."""
    if len(raw) > MAX_FILE_BYTES:  # text handed over in memory meets the same cap as a file
        from .reading import too_large

        raise DocumentError.single(filename, too_large(len(raw)))
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
    # The parsers load here, not with this module: a file read before (known_good) needs none.
    from .json_reading import load_json
    from .safe_yaml import YamlProblem, load_yaml

    try:
        return load_json(text, duplicates) if filename.lower().endswith(".json") else load_yaml(text)
    except YamlProblem as problem:
        from ..model.errors import format_loc

        raise DocumentError.single(filename, problem.message, problem.line, format_loc(problem.path) if problem.path else None) from None


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
        bool_words = getattr(lines, "bool_words", {})
        for problem in problems_from(error, Resume):
            message = problem.message
            if problem.loc in bool_words:
                word = bool_words[problem.loc]
                message += f" ({word!r} was read as {str(word.lower() in ('y', 'yes', 'on')).lower()}; quote it: '{word}')"
            problems.append(FileProblem(filename, _line_of(problem.loc, lines), problem.path, message))
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
    _drop_blank_items(data, resume)
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


def _drop_blank_items(data: dict, model: BaseModel) -> None:
    """Leave out of *data* the bullets, skills and paragraphs with no text in any language.

    Such an item prints nothing; it is one the person had just started when the file
    was written (the editor drops an empty item once the caret leaves it), and the file
    should not keep it as ``''``."""
    if not isinstance(data, dict):
        return  # a model written in a shorter form (an author as just a name)
    for name, info in type(model).model_fields.items():
        if name not in data:
            continue
        value = getattr(model, name)
        if info.annotation == list[LocalText]:
            kept = [item for item in data[name] if not _is_blank(item)]
            if kept or info.is_required():
                data[name] = kept
            else:
                del data[name]  # an empty list is the default, and defaults are left out
        elif isinstance(value, BaseModel):
            _drop_blank_items(data[name], value)
        elif isinstance(value, list):
            for item_data, item in zip(data[name], value):
                if isinstance(item, BaseModel):
                    _drop_blank_items(item_data, item)


def _is_blank(text: str | dict[str, str]) -> bool:
    return not any(part.strip() for part in (text.values() if isinstance(text, dict) else (text,)))


_TRAILING_KEYS = ("start", "end", "expected", "summary", "highlights", "visible", "languages")


@functools.cache
def _entry_key_order(entry_type: type[BaseModel]) -> tuple[str, ...]:
    """What the entry is first (title, organisation…), then when, then details."""
    names = [n for n in entry_type.model_fields if n != "kind"]
    return tuple(n for n in names if n not in _TRAILING_KEYS) + tuple(n for n in _TRAILING_KEYS if n in names)


def dumps(resume: Resume) -> str:
    from .safe_yaml import dump_yaml

    return dump_yaml(to_data(resume))


def save(resume: Resume, path: str | Path, *, keep_layout: bool = True) -> None:
    """Write atomically: the old file stays whole until the new one is complete.

    Over a YAML file written or annotated by hand, its comments, key order and
    quoting stay where the content did not change (*keep_layout*, see
    :mod:`.roundtrip`); a new file, or one Vitae wrote, gets the canonical text.
    A symbolic link is written through (the link stays); a path that is not a
    regular file (a device, a FIFO) is refused (see :mod:`.atomic`)."""
    text = dumps(resume)
    if keep_layout:
        from .roundtrip import saved_text

        text = saved_text(resume, path, text)
    atomic_write(path, text.encode("utf-8"))


_SOURCES: dict[int, Path] = {}


def remember_source(resume: Resume, path: str | Path) -> None:
    """Note which file *resume* was read from, so that an export never overwrites it."""
    key = id(resume)
    _SOURCES[key] = Path(path)
    weakref.finalize(resume, _SOURCES.pop, key, None)


def source_of(resume: Resume) -> Path | None:
    """The file :func:`load` read *resume* from, while *resume* lives."""
    return _SOURCES.get(id(resume))
