"""Autosave of unsaved work to a recovery file, and its offer after a crash.

Each running window owns one recovery file in the person's data folder,
``recovery/<session>.json``, next to a ``QLockFile``. A recovery file whose
lock nobody holds was left by a process that died: that is what the next
start offers to restore. Saving, or closing cleanly, deletes the file; a
session that ends (SIGTERM, logout) writes it, says so in it, and leaves it
for the next start.

Declining the offer never deletes the work: it is set aside as an ordinary
résumé file, ``recovery/declined/<name>-<date>-<time>.yaml``, that Vitae opens
like any other, and removed only after :data:`KEEP_DECLINED_DAYS`.

A recovery file is a whole résumé (phone, e-mail, address): the files are
written 0600 and their folders made 0700, readable by the person alone.

Only a :class:`~editor.ui.snapshot.Snapshot` is taken on the GUI thread (under
a tenth of a second for a 5 MB résumé); turning it into YAML and writing the
file happen on a thread of its own, so a large résumé does not freeze the
window after each edit.
"""

from __future__ import annotations

import datetime
import json
import logging
import shutil
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
from ..paths import PRIVATE_FILE_MODE, private_dir
from .document import Document
from .regular_file import read_bounded
from .snapshot import Snapshot

log = logging.getLogger(__name__)

RECOVERY_LIMIT = 64 * 1024 * 1024
"""Larger than any résumé's recovery file; a bigger one is reported, not read."""
PERIOD_MS = 30_000
SETTLE_MS = 2_000
SESSION_ENDED = "session ended"
"""The ``reason`` a recovery file records when the session ended (SIGTERM, logout); a
file without one was left by a process that died."""
DECLINED = "declined"
"""The folder, beside the recovery files, of the work the person chose not to restore."""
KEEP_DECLINED_DAYS = 30


@dataclass(frozen=True)
class Recovered:
    """Work found in a recovery file.

    *reason*: :data:`SESSION_ENDED`, or "" when the process died (a crash, a kill);
    *document*: the résumé as the YAML the recovery file holds."""

    file: Path
    original: Path | None
    saved_at: float
    resume: Resume
    reason: str = ""
    document: str = ""

    @property
    def session_ended(self) -> bool:
        return self.reason == SESSION_ENDED

    def discard(self) -> None:
        """Restored: the work lives in the window now (and in its own recovery file)."""
        self.file.unlink(missing_ok=True)
        self.file.with_suffix(".lock").unlink(missing_ok=True)

    def set_aside(self) -> Path:
        """Not restored: keep the work as a résumé file in the declined folder (0600), then
        remove the recovery file; return the file kept. OSError leaves the recovery file."""
        folder = private_dir(self.file.parent / DECLINED)
        stem = self.original.stem if self.original is not None else "untitled"
        when = datetime.datetime.fromtimestamp(self.saved_at or time.time()).strftime("%Y-%m-%d-%H%M")
        kept = folder / f"{stem}-{when}.yaml"
        number = 1
        while kept.exists():
            number += 1
            kept = folder / f"{stem}-{when}-{number}.yaml"
        text = self.document or dump_yaml(to_data(self.resume))
        atomic_write(kept, text.encode("utf-8"), mode=PRIVATE_FILE_MODE)
        self.discard()
        return kept


def prune_declined(folder: Path, *, days: int = KEEP_DECLINED_DAYS, now: float | None = None) -> list[Path]:
    """Remove the work set aside in *folder*'s declined folder more than *days* ago; return what went.

    Never raises: tidying up must not stop a start."""
    limit = (time.time() if now is None else now) - days * 86_400
    removed: list[Path] = []
    try:
        candidates = list((folder / DECLINED).glob("*.yaml"))
    except OSError:
        return removed
    for file in candidates:
        try:
            if file.is_file() and not file.is_symlink() and file.stat().st_mtime < limit:
                file.unlink()
                removed.append(file)
        except OSError:
            continue
    return removed


def adopt_orphans(old: Path, folder: Path) -> list[Path]:
    """Move the recovery files an earlier version left in *old* (its doubled
    ``Vitae/Vitae`` folder) into *folder*, so an upgrade offers them like any other;
    return where they went. One a running window still owns stays. Never raises."""
    moved: list[Path] = []
    try:
        files = sorted(old.glob("*.json")) if old.is_dir() and old.resolve() != folder.resolve() else []
    except OSError:
        return moved
    for file in files:
        lock = QLockFile(str(file.with_suffix(".lock")))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            continue  # an older Vitae is still running with it
        try:
            private_dir(folder)
            target = folder / file.name
            if target.exists():
                target = folder / f"{uuid.uuid4().hex}.json"
            shutil.move(str(file), str(target))
            target.chmod(PRIVATE_FILE_MODE)
            moved.append(target)
        except OSError:
            log.exception("could not move the recovery file %s to %s", file, folder)
        finally:
            lock.unlock()
            file.with_suffix(".lock").unlink(missing_ok=True)
    try:
        old.rmdir()  # only when nothing is left in it
    except OSError:
        pass
    return moved


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
            found.append(Recovered(file, original, float(data.get("saved_at", 0)), resume,
                                   str(data.get("reason") or ""), data["document"]))
        except Exception as error:  # a damaged recovery file must not stop the start
            log.exception("unreadable recovery file %s", file)
            unreadable.append((file, _reason(error)))
    return sorted(found, key=lambda r: r.saved_at, reverse=True), unreadable


class _Bridge(QObject):
    saved = Signal()


class _WriteJob(QRunnable):
    def __init__(self, autosaver: Autosaver, snapshot: Snapshot, original: Path | None, epoch: int, reason: str):
        super().__init__()
        self.autosaver = autosaver
        self.snapshot = snapshot
        self.original = original
        self.epoch = epoch
        self.reason = reason
        self.bridge = autosaver._bridge

    def run(self) -> None:
        self.autosaver._write(self.snapshot, self.original, self.epoch, self.reason)


class Autosaver(QObject):
    """Writes the document to this session's recovery file while it has unsaved changes.

    *folder* is ``<data folder>/recovery``; both are made readable by the person
    alone. *legacy*: where an earlier version kept its recovery files (moved into
    *folder* by :meth:`tidy`).

    Signals:
        saved(): a recovery file was written (from the writer thread, queued).
    """

    saved = Signal()

    def __init__(self, document: Document, folder: Path, parent: QObject | None = None, *,
                 period_ms: int = PERIOD_MS, settle_ms: int = SETTLE_MS, legacy: Path | None = None):
        super().__init__(parent)
        self.document = document
        self.folder = folder
        self.legacy = legacy
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

    def tidy(self) -> None:
        """At a start: take in an earlier version's recovery files, and forget work
        declined more than :data:`KEEP_DECLINED_DAYS` ago."""
        if self.legacy is not None:
            adopt_orphans(self.legacy, self.folder)
            if self.legacy.parent.is_dir():  # what stays there (the old log) is the person's alone too
                private_dir(self.legacy.parent)
        prune_declined(self.folder)

    def save_now(self, *, wait: bool = False, reason: str = "") -> None:
        """Write the recovery file on the writer thread (*wait*: here, and return when written).
        *reason*: :data:`SESSION_ENDED` when the session is ending."""
        if not self.document.is_modified():
            return
        try:
            private_dir(self.folder.parent)
            private_dir(self.folder)
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
            if self._write(snapshot, self.document.file_path, self._epoch, reason):
                self._on_written()
        else:
            self._pool.start(_WriteJob(self, snapshot, self.document.file_path, self._epoch, reason))

    def _write(self, snapshot: Snapshot, original: Path | None, epoch: int, reason: str = "") -> bool:
        """Runs on the writer thread (or, waiting, on the GUI thread)."""
        try:
            text = dump_yaml(to_data(snapshot.resume()))
            record = {"original": str(original) if original else None, "saved_at": time.time(),
                      "document": text}
            if reason:
                record["reason"] = reason
            encoded = json.dumps(record, ensure_ascii=False).encode("utf-8")
            with self._write_lock:
                if epoch != self._epoch:
                    return False  # saved or closed meanwhile: nothing to recover any more
                atomic_write(self.file, encoded, mode=PRIVATE_FILE_MODE)
        except Exception:
            log.exception("autosave to %s failed", self.file)
            return False
        if threading.current_thread() is not threading.main_thread():
            self._bridge.saved.emit()
        return True

    def keep(self) -> None:
        """The session ends (SIGTERM, logout): write what is unsaved now, saying why, and leave
        it for the next start."""
        self.stop()
        self.save_now(wait=True, reason=SESSION_ENDED)
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
