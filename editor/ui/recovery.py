"""Autosave of unsaved work to a recovery file, and its offer after a crash.

Each running window owns one recovery file in the application-data folder,
``recovery/<session>.json``, next to a ``QLockFile``. A recovery file whose
lock nobody holds was left by a process that died: that is what the next
start offers to restore. Saving, or closing cleanly, deletes the file.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QTimer

from ..formats.atomic import atomic_write
from ..formats.native import dumps, loads
from ..model import Resume
from .document import Document

log = logging.getLogger(__name__)

PERIOD_MS = 30_000
SETTLE_MS = 2_000


@dataclass(frozen=True)
class Recovered:
    """Work found in a recovery file."""

    file: Path
    original: Path | None
    saved_at: float
    resume: Resume

    def discard(self) -> None:
        self.file.unlink(missing_ok=True)
        self.file.with_suffix(".lock").unlink(missing_ok=True)


def find_orphans(folder: Path) -> list[Recovered]:
    """Recovery files no running window owns, newest first (unreadable ones are logged and skipped)."""
    found = []
    for file in sorted(folder.glob("*.json")):
        lock = QLockFile(str(file.with_suffix(".lock")))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        if not lock.tryLock(0):
            continue  # another window is alive and owns it
        lock.unlock()
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
            resume = loads(data["document"], f"{file.stem}.yaml")  # the name tells loads it is YAML
            original = Path(data["original"]) if data.get("original") else None
            found.append(Recovered(file, original, float(data.get("saved_at", 0)), resume))
        except Exception:  # a damaged recovery file must not stop the start
            log.exception("ignoring unreadable recovery file %s", file)
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


class Autosaver(QObject):
    """Writes the document to this session's recovery file while it has unsaved changes."""

    def __init__(self, document: Document, folder: Path, parent: QObject | None = None, *,
                 period_ms: int = PERIOD_MS, settle_ms: int = SETTLE_MS):
        super().__init__(parent)
        self.document = document
        self.folder = folder
        self.file = folder / f"{uuid.uuid4().hex}.json"
        self.saves = 0
        self._lock: QLockFile | None = None
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(settle_ms)
        self._settle.timeout.connect(self.save_now)
        self._period = QTimer(self)
        self._period.setInterval(period_ms)
        self._period.timeout.connect(self.save_now)
        self._period.start()
        document.changed.connect(self._on_document_changed)
        document.modified_changed.connect(self._on_document_modified_changed)

    def save_now(self) -> None:
        if not self.document.is_modified():
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if self._lock is None:
                self._lock = QLockFile(str(self.file.with_suffix(".lock")))
                self._lock.setStaleLockTime(0)  # only a dead process frees it
                self._lock.tryLock(0)
            original = self.document.file_path
            data = {"original": str(original) if original else None, "saved_at": time.time(),
                    "document": dumps(self.document.resume)}
            atomic_write(self.file, json.dumps(data, ensure_ascii=False).encode("utf-8"))
            self.saves += 1
        except Exception:  # autosave is a safety net; it must never interrupt editing
            log.exception("autosave to %s failed", self.file)

    def clear(self) -> None:
        """Nothing unsaved any more (saved, or closed on purpose): drop the recovery file."""
        self._settle.stop()
        self.file.unlink(missing_ok=True)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def stop(self) -> None:
        self._settle.stop()
        self._period.stop()

    def abandon(self) -> None:
        """Leave the recovery file behind unlocked, as a crashed process would (for tests)."""
        self.stop()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _on_document_changed(self) -> None:
        self._settle.start()

    def _on_document_modified_changed(self, modified: bool) -> None:
        if not modified:
            self.clear()
