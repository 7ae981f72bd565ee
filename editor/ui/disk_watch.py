"""Noticing when another program changes or deletes the open document's file.

A :class:`Fingerprint` (size, modification time, SHA-256 of the bytes) is
taken when the file is loaded or saved. :class:`DiskWatch` watches the file
and its folder with ``QFileSystemWatcher`` (an atomic-rename save by another
editor replaces the file, which drops a watch on the file alone, so the path
is added again) and, after changes settle, compares what is on disk with the
last fingerprint: only a real difference is reported, never our own save.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from .regular_file import open_regular

SETTLE_MS = 150
HASH_LIMIT = 64 * 1024 * 1024


@dataclass(frozen=True)
class Fingerprint:
    size: int
    mtime_ns: int
    sha256: str


def fingerprint(path: Path) -> Fingerprint | None:
    """What *path* holds now; None if it is missing, unreadable or not a regular file.

    Files beyond :data:`HASH_LIMIT` (far more than any résumé Vitae opens) are
    told apart by size and time only, so a watch never reads gigabytes.
    """
    try:
        with open_regular(path) as handle:
            stat = os.fstat(handle.fileno())
            digest = hashlib.sha256()
            if stat.st_size <= HASH_LIMIT:
                while chunk := handle.read(1 << 20):
                    digest.update(chunk)
    except OSError:
        return None
    return Fingerprint(stat.st_size, stat.st_mtime_ns, digest.hexdigest())


def same_content(a: Fingerprint | None, b: Fingerprint | None) -> bool:
    if a is None or b is None:
        return a is b
    if a.size > HASH_LIMIT:
        return a == b
    return a.size == b.size and a.sha256 == b.sha256


class DiskWatch(QObject):
    """Watches one file.

    Signals:
        changed(): the file's content differs from :attr:`known` (another program wrote it).
        deleted(): the file is gone.
    """

    changed = Signal()
    deleted = Signal()

    def __init__(self, parent: QObject | None = None, *, settle_ms: int = SETTLE_MS):
        super().__init__(parent)
        self.path: Path | None = None
        self.known: Fingerprint | None = None
        self._missing_reported = False
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._on_watcher_changed)
        self._watcher.directoryChanged.connect(self._on_watcher_changed)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(settle_ms)
        self._settle.timeout.connect(self.check)

    def watch(self, path: Path | None, known: Fingerprint | None = None) -> None:
        """Follow *path* (None: nothing), whose content is now *known* (read from disk if None)."""
        self._unwatch()
        self.path = path
        self._missing_reported = False
        if path is None:
            self.known = None
            return
        self.known = known or fingerprint(path)
        self._watcher.addPath(str(path.parent))
        self._rewatch()

    def accept_disk(self) -> None:
        """What is on disk now is what we know (just saved, reloaded, or kept on purpose)."""
        if self.path is not None:
            self.known = fingerprint(self.path)
            self._missing_reported = self.known is None
            self._rewatch()

    def differs(self) -> bool:
        """Whether the file now holds something other than what was loaded or saved."""
        return self.path is not None and not same_content(fingerprint(self.path), self.known)

    def check(self) -> None:
        if self.path is None:
            return
        self._rewatch()
        now = fingerprint(self.path)
        if now is None:
            if self.known is not None and not self._missing_reported and not self.path.exists():
                self._missing_reported = True
                self.deleted.emit()
            return
        self._missing_reported = False
        if not same_content(now, self.known):
            self.changed.emit()
        elif now != self.known:
            self.known = now  # touched, same bytes

    def _rewatch(self) -> None:
        if self.path is not None and self.path.exists() and str(self.path) not in self._watcher.files():
            self._watcher.addPath(str(self.path))

    def _unwatch(self) -> None:
        paths = self._watcher.files() + self._watcher.directories()
        if paths:
            self._watcher.removePaths(paths)

    def _on_watcher_changed(self, _path: str) -> None:
        self._settle.start()
