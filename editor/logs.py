"""Where details of unexpected errors go, so users see a sentence, not a traceback.

A log names the person's files and quotes what failed: it is written readable
by its owner only (0600, in a 0700 folder), whoever else shares the machine.
"""

from __future__ import annotations

import logging
import os
import traceback
from pathlib import Path
from typing import IO

from .paths import PRIVATE_FILE_MODE, private_dir, user_dir


def log_dir() -> Path:
    return user_dir("state")


def log_file() -> Path:
    return log_dir() / "vitae.log"


def open_private(path: str | Path, mode: str = "a", encoding: str | None = "utf-8",
                 errors: str | None = None) -> IO:
    """Open *path* for writing ("a" appends, "w" truncates) as a file only its owner may
    read: made with mode 0600, and an existing file (an earlier version's 0644) tightened."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if "a" in mode else os.O_TRUNC)
    fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0), PRIVATE_FILE_MODE)
    if hasattr(os, "fchmod"):
        try:
            os.fchmod(fd, PRIVATE_FILE_MODE)
        except OSError:
            pass  # not ours to change
    try:
        return os.fdopen(fd, mode, encoding=encoding, errors=errors)
    except BaseException:
        os.close(fd)
        raise


def log_exception(message: str) -> Path:
    """Append the current exception's traceback to the log file; return its path."""
    path = log_file()
    try:
        private_dir(path.parent)
        with open_private(path) as handle:
            handle.write(f"{message}\n{traceback.format_exc()}\n")
    except OSError:
        logging.getLogger("vitae").exception(message)
    return path
