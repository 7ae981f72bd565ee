"""The tie between the document and its file on disk: the lock, the watch, read-only.

:class:`OpenFile` holds the window's lock on the file (see
:mod:`editor.ui.doc_lock`), watches it (see :mod:`editor.ui.disk_watch`) and
remembers whether the user chose to open it read-only. It decides nothing:
:class:`~editor.ui.file_actions.FileActions` asks the user and calls it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from .disk_watch import DiskWatch, Fingerprint
from .doc_lock import DocumentLock, LockOwner


class OpenFile(QObject):
    """Signals:
        changed_on_disk(): another program changed the file.
        deleted_on_disk(): the file was deleted or moved away.
        read_only_changed(bool)
    """

    changed_on_disk = Signal()
    deleted_on_disk = Signal()
    read_only_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.path: Path | None = None
        self.lock: DocumentLock | None = None
        self.read_only = False
        self.watch = DiskWatch(self)
        self.watch.changed.connect(self.changed_on_disk)
        self.watch.deleted.connect(self.deleted_on_disk)

    @staticmethod
    def try_lock(path: Path) -> tuple[DocumentLock, LockOwner | None]:
        """A lock on *path*, and who else holds it (None: the lock is ours now)."""
        lock = DocumentLock(path)
        return lock, lock.acquire()

    def bind(self, path: Path | None, lock: DocumentLock | None, *, read_only: bool = False,
             known: Fingerprint | None = None) -> None:
        """The document now belongs to *path* (None: to no file); the old lock is released."""
        if self.lock is not None and self.lock is not lock:
            self.lock.release()
        self.path = path
        self.lock = lock
        self.watch.watch(path, known)
        if read_only != self.read_only:
            self.read_only = read_only
            self.read_only_changed.emit(read_only)

    def release(self) -> None:
        """Let go of the file (the window closes): remove the lock, stop watching."""
        self.bind(None, None)

    def differs_from_disk(self) -> bool:
        return self.watch.differs()

    def accept_disk(self) -> None:
        self.watch.accept_disk()
