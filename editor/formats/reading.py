"""Reading an input file in bounded time and memory.

Only a regular file is read: a FIFO would block forever and ``/dev/zero``
never ends. The file is opened without blocking, its kind and size are
checked on the open handle (so it cannot be swapped between check and
read), and at most one byte more than the cap is ever read, so a file that
grows while it is read is refused too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..bounded_read import read_at_most
from .errors import DocumentError, os_problem

MAX_FILE_BYTES = 5 * 1024 * 1024
"""A résumé is kilobytes; anything this large is not one, and is refused unread."""

_NOT_REGULAR = (
    (stat.S_ISDIR, "is a folder, not a résumé file"), (stat.S_ISFIFO, "is a pipe (FIFO), not a file"),
    (stat.S_ISCHR, "is a device, not a file"), (stat.S_ISBLK, "is a device, not a file"),
    (stat.S_ISSOCK, "is a socket, not a file"),
)


def size_text(size: int) -> str:
    """An exact size a person can compare: ``5.3 MB (5,557,452 bytes)``."""
    return f"{size / 2**20:.1f} MB ({size:,} bytes)"


def too_large(size: int, limit: int = MAX_FILE_BYTES) -> str:
    return f"is {size_text(size)}; a résumé file may be at most {size_text(limit)}"


def read_input(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file *path*; :class:`DocumentError` for anything else."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise DocumentError.single(path, os_problem(error)) from None
    try:
        info = os.fstat(fd)
        for is_kind, what in _NOT_REGULAR:
            if is_kind(info.st_mode):
                raise DocumentError.single(path, what)
        if not stat.S_ISREG(info.st_mode):
            raise DocumentError.single(path, "is not a regular file")
        if info.st_size > limit:
            raise DocumentError.single(path, too_large(info.st_size, limit))
        data = read_at_most(fd, limit)
        if len(data) > limit:
            raise DocumentError.single(path, f"grew past {size_text(limit)} while it was read; a résumé file may be at most that")
        return data
    except OSError as error:
        raise DocumentError.single(path, os_problem(error)) from None
    finally:
        os.close(fd)
