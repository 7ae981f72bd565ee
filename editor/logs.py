"""Where details of unexpected errors go, so users see a sentence, not a traceback."""

from __future__ import annotations

import logging
import os
import sys
import traceback
from pathlib import Path


def log_dir() -> Path:
    """The per-user state folder (XDG on Linux, Library/Logs on macOS, LOCALAPPDATA on Windows)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Logs"
    else:
        base = Path(os.environ.get("XDG_STATE_HOME", Path.home() / ".local" / "state"))
    return base / "vitae"


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
