"""Code the standard library writes at run time, compiled once per user instead of per process.

Three parts of the standard library compile code each time a process starts, the same
code every time:

* ``dataclasses`` writes ``__init__``, ``__repr__``, ``__eq__``… for every ``@dataclass``
  and runs it with ``exec``: a cold ``vitae export`` makes about 60 dataclasses
  (pydantic's and annotated-types' own, then Vitae's), ~250 small functions;
* ``typing`` compiles each annotation written as a string (``ForwardRef``): ~600 of
  them while ``pydantic_core`` defines its schema types, more for the model's fields;
* ``re`` parses each pattern into the program its matching engine runs: ~80 while a
  window starts (PySide6's signature parser's verbose patterns alone take 10-25 ms).

Compiling them is a fifth of a cold JSON export's instructions (of the example, counted by
valgrind: 757 M without this memo, 591 M with it; a PDF export 1,356 M and 1,107 M; the
window's process until its first preview shows, 2,508 M and 2,131 M). The source is the
same in every process, so the compiled code is too: it is kept in the user's cache folder,
marshalled as ``.pyc`` files keep code, keyed by the source's hash (with its file name and
mode, or the pattern's type and flags), in a file named for the interpreter's bytecode
version.

:func:`remember_generated_code` gives ``dataclasses`` an ``exec`` and ``typing`` a
``compile`` of their own (a module global shadows the builtin) that look the source up
first; the code they get is what ``compile`` makes of that same source with the same
flags (none: neither module has a ``__future__`` import), so every class and annotation
behaves exactly as before; ``re``'s compiler is replaced the same way, and a pattern seen
before goes straight to the matching engine with the program ``re`` made of it. New code is
written back, atomically, when the process ends (when there are a few: see
:data:`WORTH_WRITING`); an unreadable, damaged or foreign cache file is only a miss, and
past :data:`KEEP` entries the file starts again from what this process used. For the
``vitae`` program only, before pydantic is imported: library users of ``editor`` keep the
standard library as it is.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import hashlib
import importlib
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

_RE_COMPILER: Any = importlib.import_module("re._compiler")  # not in the type stubs
_STOCK_REGEX = _RE_COMPILER.compile
"""``re``'s own compiler: for what the memo does not keep (a parsed pattern, debug output)."""

KEEP = 3000
"""Entries kept in the file (a window's start uses ~700, a cold export ~900; most are a few
hundred bytes, and the whole file is read at every start)."""

WORTH_WRITING = 4
"""A process that compiled fewer new things than this leaves the file as it is. What every
process compiles the same way is there after the first; what is new each time is a pattern
built from a set, whose order changes from one process to the next (reportlab's safe-eval
names, tokenize's string prefixes): written back, each start would add one to the file."""

_EXEC_FILENAME = "<string>"
"""What ``exec`` of a string names its code: tracebacks look the same."""


class CodeMemo:
    """Compiled code by its source's hash: read from *path*, written back on :meth:`save`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[bytes, Any] = _read(path)
        self.used: dict[bytes, Any] = {}
        self.added = 0

    def compile(self, source: Any, filename: Any, mode: str, flags: int = 0, dont_inherit: bool = False,
                optimize: int = -1) -> Any:
        """``compile`` as ``typing`` calls it (a string, no flags), remembered; any other call
        goes to the builtin as it is."""
        if not isinstance(source, str) or not isinstance(filename, str) or flags or optimize != -1:
            return builtins.compile(source, filename, mode, flags, dont_inherit, optimize)
        key = hashlib.blake2b(f"{mode}\0{filename}\0{source}".encode(), digest_size=16).digest()
        code = self.known.get(key)
        if not isinstance(code, CodeType):
            # dont_inherit: the flags of the calling module (no __future__ import in
            # dataclasses.py or typing.py), never this module's `annotations`.
            code = self.known[key] = builtins.compile(source, filename, mode, dont_inherit=True)
            self.added += 1
        self.used[key] = code
        return code

    def regex(self, pattern: Any, flags: Any = 0) -> Any:
        """``re._compiler.compile``: the program ``re`` makes of *pattern*, remembered (as
        that function makes it: parsed, turned into code, its groups mapped both ways)."""
        compiler = _RE_COMPILER
        if not isinstance(pattern, (str, bytes)) or flags & compiler.SRE_FLAG_DEBUG:
            return _STOCK_REGEX(pattern, flags)
        key = hashlib.blake2b(repr((type(pattern).__name__, pattern, int(flags))).encode(), digest_size=16).digest()
        program: Any = self.known.get(key)
        if not _is_program(program):
            parsed = compiler._parser.parse(pattern, flags)
            code = [int(op) for op in compiler._code(parsed, flags)]  # its opcodes are int subclasses
            groups = dict(parsed.state.groupdict)
            names: list[str | None] = [None] * parsed.state.groups
            for name, index in groups.items():
                names[index] = name
            program = self.known[key] = (int(flags | parsed.state.flags), code, parsed.state.groups - 1,
                                         groups, tuple(names))
            self.added += 1
        self.used[key] = program
        return compiler._sre.compile(pattern, *program)

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
        """``exec`` as ``dataclasses`` calls it, with its code remembered."""
        if isinstance(source, str):
            source = self.compile(source, _EXEC_FILENAME, "exec")
        builtins.exec(source, globals, locals)

    def save(self) -> None:
        """Write the entries back when this process compiled enough new ones; never raises."""
        if self.added < WORTH_WRITING:
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


def _read(path: Path) -> dict[bytes, Any]:
    """The entries of the file at *path*: code objects and pattern programs (any other
    value is left out; a key that names the wrong kind is a miss where it is looked up)."""
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items()
            if isinstance(key, bytes) and (isinstance(value, CodeType) or _is_program(value))}


def _is_program(value: Any) -> bool:
    """Whether *value* has the shape of what :meth:`CodeMemo.regex` keeps."""
    return (isinstance(value, tuple) and len(value) == 5 and isinstance(value[0], int)
            and isinstance(value[1], list) and isinstance(value[2], int) and isinstance(value[3], dict)
            and isinstance(value[4], tuple))


def memo_path() -> Path:
    from .paths import user_dir

    return user_dir("cache") / f"generated-code.{sys.implementation.cache_tag}.marshal"


def remember_generated_code() -> CodeMemo | None:
    """For the ``vitae`` program, before pydantic is imported: see the module's documentation."""
    import dataclasses
    import typing

    from . import patches

    installed = getattr(vars(dataclasses).get("exec"), "__self__", None)
    if isinstance(installed, CodeMemo) or not patches.applies("generated-code"):
        return None
    try:
        memo = CodeMemo(memo_path())
    except RuntimeError:  # no home folder to keep it in
        return None
    dataclasses.exec = memo.exec  # type: ignore[attr-defined]
    typing.compile = memo.compile  # type: ignore[attr-defined]
    _RE_COMPILER.compile = memo.regex
    atexit.register(memo.save)
    return memo

