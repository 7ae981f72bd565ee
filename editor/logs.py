"""Where details of unexpected errors go, so users see a sentence, not a traceback."""

from __future__ import annotations

import logging
import traceback
from pathlib import Path

from .paths import user_dir


def log_dir() -> Path:
    return user_dir("state")


def log_file() -> Path:
    return log_dir() / "vitae.log"


def log_exception(message: str) -> Path:
    """Append the current exception's traceback to the log file; return its path."""
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as handle:
            handle.write(f"{message}\n{traceback.format_exc()}\n")
    except OSError:
        logging.getLogger("vitae").exception(message)
    return path
