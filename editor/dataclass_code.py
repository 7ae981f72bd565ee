"""The code ``dataclasses`` writes for each class, compiled once per user instead of per process.

For every ``@dataclass`` the standard library writes the source of ``__init__``,
``__repr__``, ``__eq__``… and compiles it with ``exec``. A cold ``vitae export``
makes about 60 dataclasses (pydantic's and annotated-types' own, then Vitae's),
and compiling their ~250 small functions is a sixth of the whole process's
instructions (a JSON export of the example, counted by valgrind: 754 M without
this memo, 635 M with it; a PDF export 1,390 M and 1,282 M).
The source is the same in every process, so the compiled code is too: it is
kept in the user's cache folder, marshalled as ``.pyc`` files keep code, keyed by
the source's hash, in a file named for the interpreter's bytecode version.

:func:`remember_dataclass_code` gives the ``dataclasses`` module an ``exec`` of its
own (a module global shadows the builtin) that looks the source up first; the
code it runs is what ``compile`` makes of that same source with the same flags,
so every class behaves exactly as before. New code is written back, atomically,
when the process ends; an unreadable, damaged or foreign cache file is only a
miss, and past :data:`KEEP` entries the file starts again from what this process
used. For the ``vitae`` program only, before pydantic is imported: library users
of ``editor`` keep the standard library as it is.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import hashlib
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

KEEP = 4000
"""Entries kept in the file (a cold export uses ~250; an entry is ~700 bytes)."""

_FILENAME = "<string>"
"""What ``exec`` of a string names its code: tracebacks look the same."""


class CodeMemo:
    """Compiled dataclass code by its source's hash: read from *path*, written back on :meth:`save`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[bytes, CodeType] = _read(path)
        self.used: dict[bytes, CodeType] = {}
        self.added = 0

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
        """``exec`` as ``dataclasses`` calls it, with its code compiled once per user."""
        if not isinstance(source, str):
            builtins.exec(source, globals, locals)
            return
        key = hashlib.blake2b(source.encode(), digest_size=16).digest()
        code = self.known.get(key)
        if code is None:
            # dont_inherit: the flags of dataclasses.py's own exec (no __future__
            # import), never this module's `annotations`.
            code = self.known[key] = compile(source, _FILENAME, "exec", dont_inherit=True)
            self.added += 1
        self.used[key] = code
        builtins.exec(code, globals, locals)

    def save(self) -> None:
        """Write the entries back when this process compiled new ones; never raises."""
        if not self.added:
            return
        entries = self.known if len(self.known) <= KEEP else self.used
        temp = None
        try:
            import tempfile  # only to write: most processes find every class's code in the file

            from .paths import private_dir

            handle, temp = tempfile.mkstemp(dir=private_dir(self.path.parent), prefix=".", suffix=".tmp")
            with os.fdopen(handle, "wb") as out:
                marshal.dump(entries, out)
            os.replace(temp, self.path)
            temp = None
        except (OSError, ValueError):
            pass
        finally:
            if temp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(temp)


def _read(path: Path) -> dict[bytes, CodeType]:
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: code for key, code in data.items() if isinstance(key, bytes) and isinstance(code, CodeType)}


def memo_path() -> Path:
    from .paths import user_dir

    return user_dir("cache") / f"dataclass-code.{sys.implementation.cache_tag}.marshal"


def remember_dataclass_code() -> CodeMemo | None:
    """For the ``vitae`` program, before pydantic is imported: see the module's documentation."""
    import dataclasses

    from . import patches

    if isinstance(getattr(dataclasses, "exec", None), _MemoExec) or not patches.applies("dataclass-code"):
        return None
    try:
        memo = CodeMemo(memo_path())
    except RuntimeError:  # no home folder to keep it in
        return None
    dataclasses.exec = _MemoExec(memo)  # type: ignore[attr-defined]
    atexit.register(memo.save)
    return memo


class _MemoExec:
    """The ``exec`` the ``dataclasses`` module finds among its globals."""

    def __init__(self, memo: CodeMemo) -> None:
        self.memo = memo

    def __call__(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
        self.memo.exec(source, globals, locals)
