"""Parsed TrueType tables kept in the user's cache folder, one file per face.

reportlab parses a face's names, metrics, character map and glyph widths
every time a process registers it: 10–30 ms a face, and a Chinese résumé uses
five faces. What it parses is plain data (numbers, strings, bytes, lists,
dicts), so it is stored once and read back in a few milliseconds.

An entry is used only when everything it was made from matches: the font
file's size and SHA-256, reportlab's version and the Python version. The
bytes are read anyway (they are what gets subset and embedded), so hashing
them means the stored tables always describe the very file being embedded;
a modification time would add nothing to that and would make two copies of
the same font (two checkouts, a reinstall) evict each other's entries, so
entries are named by content instead. Anything else — no entry, an
unreadable or truncated one, one from another version — is parsed afresh
and the entry rewritten atomically; the cache can always be deleted.

Stored with :mod:`marshal`, not pickle: marshal reads back only built-in
values and runs no code, and it is several times faster than JSON for tables
keyed by integers. Its format changes between Python versions, which the key
covers.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import sys
from pathlib import Path
from typing import Any

from ..paths import user_dir

FORMAT = 2
"""Bump when what is stored changes shape."""

_NOT_STORED = ("_ttf_data", "filename", "_pdfScale")
"""The file's bytes and name are the file's own; the scale function is rebuilt."""

_PARSING_ONLY = ("glyphToChar",)
"""Tables reportlab uses only while it parses the file (glyph → characters,
the largest table of a Chinese face): dropped from every face, parsed or
read back: a Chinese face's entry is 30% smaller and reads back 1.5 ms faster."""


def cache_dir() -> Path:
    return user_dir("cache") / "fonts"


def load_font(name: str, path: Path) -> Any:
    """A reportlab ``TTFont`` called *name* for the file at *path*, parsed once per user.

    Raises reportlab's ``TTFError`` when the file is not a usable font, as
    ``TTFont`` itself does.
    """
    from reportlab.pdfbase.ttfonts import TTFont

    try:
        data = path.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        entry = cache_dir() / f"{path.stem}-{digest[:16]}.marshal"
    except (OSError, RuntimeError):  # an unreadable file, or no home folder to cache in
        font = TTFont(name, str(path))  # reportlab reports an unreadable file its own way
        _drop_parsing_tables(font.face)
        return font
    from .. import patches

    key = _key(data, digest)
    state = _read(entry, key) if patches.applies("font-state") else None
    if state is not None:
        try:
            return _font_from(name, path, data, state)
        except (AttributeError, KeyError, TypeError, ValueError):
            pass  # a readable entry of the wrong shape: parse afresh
    font = TTFont(name, str(path))
    _drop_parsing_tables(font.face)
    _write(entry, key, _state_of(font.face))
    return font


def _drop_parsing_tables(face: Any) -> None:
    for attr in _PARSING_ONLY:
        face.__dict__.pop(attr, None)


def _key(data: bytes, digest: str) -> tuple:
    import reportlab

    return (FORMAT, reportlab.Version, tuple(sys.version_info[:2]), marshal.version, len(data), digest)


def _state_of(face: Any) -> dict[str, Any]:
    """The face's parsed attributes; reportlab's name strings (a bytes subclass) as bytes."""
    from reportlab.pdfbase.ttfonts import TTFNameBytes

    plain: dict[str, Any] = {}
    names: dict[str, bytes] = {}
    for attr, value in vars(face).items():
        if attr in _NOT_STORED:
            continue
        if isinstance(value, TTFNameBytes):
            names[attr] = bytes(value)
        else:
            plain[attr] = value
    return {"plain": plain, "names": names}


def _font_from(name: str, path: Path, data: bytes, state: dict[str, Any]) -> Any:
    """The ``TTFont`` that ``TTFont(name, str(path))`` would build, from stored tables.

    Mirrors ``TTFont.__init__`` and the parts of ``TTFontFile`` that are not
    table data; ``tests/render/test_font_cache.py`` checks the result against
    a freshly parsed font attribute by attribute.
    """
    from fnmatch import fnmatch
    from weakref import WeakKeyDictionary

    from reportlab import rl_config
    from reportlab.pdfbase.ttfonts import TTEncoding, TTFNameBytes, TTFont, TTFontFace

    face = TTFontFace.__new__(TTFontFace)
    face.__dict__.update(state["plain"])
    face.__dict__.update({attr: TTFNameBytes(raw) for attr, raw in state["names"].items()})
    face.filename = str(path)
    face._ttf_data = data
    face._pdfScale = _pdf_scale(face.unitsPerEm)

    font = TTFont.__new__(TTFont)
    font.fontName = name
    font.face = face
    font.encoding = TTEncoding()
    font.state = WeakKeyDictionary()
    font._asciiReadable = rl_config.ttfAsciiReadable
    font.shapable = not any(fnmatch(name, pattern) for pattern in rl_config.unShapedFontGlob or ())
    return font


def _pdf_scale(units_per_em: int) -> Any:
    """Font units → PDF's thousandths of an em, as ``TTFontFile`` sets it up."""
    if units_per_em == 1000:
        return lambda x: x
    factor = 1000 / units_per_em
    return lambda x: x * factor


def _read(entry: Path, key: tuple) -> dict[str, Any] | None:
    try:
        stored_key, state = marshal.loads(entry.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return state if stored_key == key and isinstance(state, dict) else None


def _write(entry: Path, key: tuple, state: dict[str, Any]) -> None:
    """Store *state* under *key*; a cache that cannot be written is simply not used."""
    import tempfile

    try:
        blob = marshal.dumps((key, state))
    except ValueError:  # something reportlab keeps is not plain data: don't cache it
        return
    temp = None
    try:
        entry.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=entry.parent, prefix=f".{entry.name}.", suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(blob)
        os.replace(temp, entry)
    except OSError:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
