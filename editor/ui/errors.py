"""Errors never reach the user as a traceback: they are logged to a file and
shown as one sentence."""

from __future__ import annotations

import logging
import logging.handlers
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from ..logs import open_private
from ..paths import private_dir

log = logging.getLogger("editor")

LOG_NAME = "vitae.log"


class _PrivateLogHandler(logging.handlers.RotatingFileHandler):
    """A rotated log only its owner may read: each file it starts is made 0600
    (rotation renames them, which keeps that)."""

    def _open(self):
        return open_private(self.baseFilename, self.mode, self.encoding, self.errors)


def setup_logging(folder: Path) -> Path | None:
    """Log to ``folder/vitae.log`` (rotated, the folder 0700 and the files 0600);
    None if the folder cannot be written."""
    try:
        private_dir(folder)
        path = folder / LOG_NAME
        handler = _PrivateLogHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def install_excepthook(show: Callable[[str], None], log_path: Path | None) -> None:
    """Log every uncaught exception and show a short message instead of a traceback.

    Messages are rate-limited: a failure repeating in a paint or timer slot
    must not bury the user in dialogs.
    """
    last_shown = [0.0]

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        log.error("uncaught error", exc_info=(kind, error, tb))
        now = time.monotonic()
        if now - last_shown[0] < 5:
            return
        last_shown[0] = now
        where = f" Details were written to {log_path}." if log_path else ""
        try:
            show(f"Something went wrong: {str(error).splitlines()[0] if str(error) else kind.__name__}.{where}")
        except Exception:  # never raise from the hook itself
            log.exception("could not show the error message")

    sys.excepthook = hook
