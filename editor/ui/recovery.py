"""Autosave of unsaved work to a recovery file, and its offer after a crash.

Each running window owns one recovery file in the application-data folder,
``recovery/<session>.json``, next to a ``QLockFile``. A recovery file whose
lock nobody holds was left by a process that died: that is what the next
start offers to restore. Saving, or closing cleanly, deletes the file; a
session that ends (SIGTERM, logout) writes it and leaves it for the next start.

Only a :class:`~editor.ui.snapshot.Snapshot` is taken on the GUI thread (under
a tenth of a second for a 5 MB résumé); turning it into YAML and writing the
file happen on a thread of its own, so a large résumé does not freeze the
window after each edit.
"""

from __future__ import annotations

import json
import logging
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QRunnable, QThreadPool, QTimer, Signal

from ..formats.atomic import atomic_write
from ..formats.native import loads, to_data
from ..formats.safe_yaml import dump_yaml
from ..model import Resume
from .document import Document
from .regular_file import read_bounded
from .snapshot import Snapshot

log = logging.getLogger(__name__)

RECOVERY_LIMIT = 64 * 1024 * 1024
"""Larger than any résumé's recovery file; a bigger one is reported, not read."""
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


def _reason(error: BaseException) -> str:
    text = (str(error).strip() or type(error).__name__).splitlines()[0]
    return text if len(text) <= 200 else text[:200] + "…"


def find_orphans(folder: Path) -> tuple[list[Recovered], list[tuple[Path, str]]]:
    """Recovery files no running window owns, newest first; and those that cannot be read, with why.

    An unreadable one is never deleted here: the caller says so and it stays.
    """
    found = []
    unreadable = []
    for file in sorted(folder.glob("*.json")):
        lock = QLockFile(str(file.with_suffix(".lock")))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        if not lock.tryLock(0):
            continue  # another window is alive and owns it
        lock.unlock()
        try:
            data = json.loads(read_bounded(file, RECOVERY_LIMIT).decode("utf-8"))
            resume = loads(data["document"], f"{file.stem}.yaml")  # the name tells loads it is YAML
            original = Path(data["original"]) if data.get("original") else None
            found.append(Recovered(file, original, float(data.get("saved_at", 0)), resume))
        except Exception as error:  # a damaged recovery file must not stop the start
            log.exception("unreadable recovery file %s", file)
            unreadable.append((file, _reason(error)))
    return sorted(found, key=lambda r: r.saved_at, reverse=True), unreadable


class _Bridge(QObject):
    saved = Signal()


class _WriteJob(QRunnable):
    def __init__(self, autosaver: Autosaver, snapshot: Snapshot, original: Path | None, epoch: int):
        super().__init__()
        self.autosaver = autosaver
        self.snapshot = snapshot
        self.original = original
        self.epoch = epoch
        self.bridge = autosaver._bridge

    def run(self) -> None:
        self.autosaver._write(self.snapshot, self.original, self.epoch)


class Autosaver(QObject):
    """Writes the document to this session's recovery file while it has unsaved changes.

    Signals:
        saved(): a recovery file was written (from the writer thread, queued).
    """

    saved = Signal()

    def __init__(self, document: Document, folder: Path, parent: QObject | None = None, *,
                 period_ms: int = PERIOD_MS, settle_ms: int = SETTLE_MS):
        super().__init__(parent)
        self.document = document
        self.folder = folder
        self.file = folder / f"{uuid.uuid4().hex}.json"
        self.saves = 0
        self._lock: QLockFile | None = None
        self._epoch = 0  # raised by clear(): a write queued before it is dropped
        self._write_lock = threading.Lock()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # writes land in the order they were asked for
        self._bridge = _Bridge()
        self._bridge.saved.connect(self._on_written)
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

    def save_now(self, *, wait: bool = False) -> None:
        """Write the recovery file on the writer thread (*wait*: here, and return when written)."""
        if not self.document.is_modified():
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if self._lock is None:
                self._lock = QLockFile(str(self.file.with_suffix(".lock")))
                self._lock.setStaleLockTime(0)  # only a dead process frees it
                self._lock.tryLock(0)
            snapshot = Snapshot(self.document.resume)
        except Exception:  # autosave is a safety net; it must never interrupt editing
            log.exception("autosave to %s failed", self.file)
            return
        if wait:
            self._pool.waitForDone()
            if self._write(snapshot, self.document.file_path, self._epoch):
                self._on_written()
        else:
            self._pool.start(_WriteJob(self, snapshot, self.document.file_path, self._epoch))

    def _write(self, snapshot: Snapshot, original: Path | None, epoch: int) -> bool:
        """Runs on the writer thread (or, waiting, on the GUI thread)."""
        try:
            text = dump_yaml(to_data(snapshot.resume()))
            record = {"original": str(original) if original else None, "saved_at": time.time(),
                      "document": text}
            encoded = json.dumps(record, ensure_ascii=False).encode("utf-8")
            with self._write_lock:
                if epoch != self._epoch:
                    return False  # saved or closed meanwhile: nothing to recover any more
                atomic_write(self.file, encoded)
        except Exception:
            log.exception("autosave to %s failed", self.file)
            return False
        if threading.current_thread() is not threading.main_thread():
            self._bridge.saved.emit()
        return True

    def keep(self) -> None:
        """The session ends (SIGTERM, logout): write what is unsaved now and leave it for the next start."""
        self.stop()
        self.save_now(wait=True)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def clear(self) -> None:
        """Nothing unsaved any more (saved, or closed on purpose): drop the recovery file."""
        self._settle.stop()
        with self._write_lock:
            self._epoch += 1
            self.file.unlink(missing_ok=True)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def stop(self) -> None:
        self._settle.stop()
        self._period.stop()

    def _on_written(self) -> None:
        self.saves += 1
        self.saved.emit()

    def _on_document_changed(self) -> None:
        self._settle.start()

    def _on_document_modified_changed(self, modified: bool) -> None:
        if not modified:
            self.clear()
