"""Reading the small files the window keeps beside documents, without hanging on hostile ones.

A lock file, a recovery file or the document itself may have been replaced by
a FIFO (an open would wait forever), a device (``/dev/zero`` never ends) or a
huge file. These helpers open without blocking, accept regular files only and
read a bounded amount.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO


class NotRegular(OSError):
    """The path is not a regular file (a FIFO, a device, a folder, a socket)."""


class TooLarge(OSError):
    """The file is larger than the caller reads."""


def open_regular(path: Path) -> BinaryIO:
    """*path* opened for reading; raise :class:`NotRegular` for anything but a regular file."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegular(f"{path.name} is not a regular file")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file *path*; :class:`TooLarge` past *limit* bytes."""
    with open_regular(path) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(f"{path.name} is larger than {limit:,} bytes")
    return data
