"""Code the standard library writes at run time, compiled once per user instead of per process.

Two modules of the standard library write Python source while other modules import and
compile it each time:

* ``dataclasses`` writes ``__init__``, ``__repr__``, ``__eq__``… for every ``@dataclass``
  and runs it with ``exec``: a cold ``vitae export`` makes about 60 dataclasses
  (pydantic's and annotated-types' own, then Vitae's), ~250 small functions;
* ``typing`` compiles each annotation written as a string (``ForwardRef``): ~600 of
  them while ``pydantic_core`` defines its schema types, more for the model's fields.

Compiling them is a fifth of a cold JSON export's instructions (of the example, counted by
valgrind: 753 M without this memo, 605 M with it; a PDF export 1,352 M and 1,130 M). The source is the same in
every process, so the compiled code is too: it is kept in the user's cache folder,
marshalled as ``.pyc`` files keep code, keyed by the source's hash (with its file name and
mode), in a file named for the interpreter's bytecode version.

:func:`remember_generated_code` gives ``dataclasses`` an ``exec`` and ``typing`` a
``compile`` of their own (a module global shadows the builtin) that look the source up
first; the code they get is what ``compile`` makes of that same source with the same
flags (none: neither module has a ``__future__`` import), so every class and annotation
behaves exactly as before. New code is written back, atomically, when the process ends; an
unreadable, damaged or foreign cache file is only a miss, and past :data:`KEEP` entries
the file starts again from what this process used. For the ``vitae`` program only,
before pydantic is imported: library users of ``editor`` keep the standard library as it is.
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

KEEP = 8000
"""Entries kept in the file (a cold export uses ~900; an entry is a few hundred bytes)."""

_EXEC_FILENAME = "<string>"
"""What ``exec`` of a string names its code: tracebacks look the same."""


class CodeMemo:
    """Compiled code by its source's hash: read from *path*, written back on :meth:`save`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[bytes, CodeType] = _read(path)
        self.used: dict[bytes, CodeType] = {}
        self.added = 0

    def compile(self, source: Any, filename: Any, mode: str, flags: int = 0, dont_inherit: bool = False,
                optimize: int = -1) -> Any:
        """``compile`` as ``typing`` calls it (a string, no flags), remembered; any other call
        goes to the builtin as it is."""
        if not isinstance(source, str) or not isinstance(filename, str) or flags or optimize != -1:
            return builtins.compile(source, filename, mode, flags, dont_inherit, optimize)
        key = hashlib.blake2b(f"{mode}\0{filename}\0{source}".encode(), digest_size=16).digest()
        code = self.known.get(key)
        if code is None:
            # dont_inherit: the flags of the calling module (no __future__ import in
            # dataclasses.py or typing.py), never this module's `annotations`.
            code = self.known[key] = builtins.compile(source, filename, mode, dont_inherit=True)
            self.added += 1
        self.used[key] = code
        return code

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
        """``exec`` as ``dataclasses`` calls it, with its code remembered."""
        if isinstance(source, str):
            source = self.compile(source, _EXEC_FILENAME, "exec")
        builtins.exec(source, globals, locals)

    def save(self) -> None:
        """Write the entries back when this process compiled new ones; never raises."""
        if not self.added:
            return
        entries = self.known if len(self.known) <= KEEP else self.used
        temp = None
        try:
            import tempfile  # only to write: most processes find all their code in the file

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

    return user_dir("cache") / f"generated-code.{sys.implementation.cache_tag}.marshal"


def remember_generated_code() -> CodeMemo | None:
    """For the ``vitae`` program, before pydantic is imported: see the module's documentation."""
    import dataclasses
    import typing

    from . import patches

    if isinstance(vars(dataclasses).get("exec"), _MemoExec) or not patches.applies("generated-code"):
        return None
    try:
        memo = CodeMemo(memo_path())
    except RuntimeError:  # no home folder to keep it in
        return None
    dataclasses.exec = _MemoExec(memo)  # type: ignore[attr-defined]
    typing.compile = memo.compile  # type: ignore[attr-defined]
    atexit.register(memo.save)
    return memo


class _MemoExec:
    """The ``exec`` the ``dataclasses`` module finds among its globals."""

    def __init__(self, memo: CodeMemo) -> None:
        self.memo = memo

    def __call__(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
        self.memo.exec(source, globals, locals)
