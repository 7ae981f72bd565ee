"""Exports (PDF, Export As, Export All) made and written on the render worker.

A 400,000-character field takes many seconds to lay out; on the GUI thread it
froze the window. The runner takes the résumé snapshot the caller made, runs
each task (make the bytes, write them atomically) on the render thread, one
after another, and reports progress and the outcome through a bridge living
on the GUI thread. Cancelling stops before the next file; a render already
under way cannot be interrupted, so quitting abandons it (see
:func:`editor.ui.app.exit_code`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Signal

from ..formats.atomic import atomic_write
from .i18n import tr
from .render_job import describe_failure, render_pool

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ExportTask:
    target: Path
    make: Callable[[], bytes]
    """Runs on the worker: must only touch its own snapshot of the résumé."""


class _Bridge(QObject):
    progress = Signal(int, int)
    finished = Signal(object, str)  # written paths, error message ("" = all written)


class _ExportJob(QRunnable):
    def __init__(self, bridge: _Bridge, tasks: list[ExportTask], cancelled: threading.Event):
        super().__init__()
        self.bridge = bridge
        self.tasks = tasks
        self.cancelled = cancelled

    def run(self) -> None:
        written: list[Path] = []
        for task in self.tasks:
            if self.cancelled.is_set():
                break
            self.bridge.progress.emit(len(written), len(self.tasks))
            try:
                data = task.make()
                if self.cancelled.is_set():
                    break
                atomic_write(task.target, data)
            except OSError as error:
                log.exception("export to %s failed", task.target)
                self.bridge.finished.emit(written, tr("“{}” could not be written: {}.").format(
                    task.target.name, error.strerror or error))
                return
            except Exception as error:  # a renderer or exporter bug must not take the window down
                log.exception("making %s failed", task.target)
                self.bridge.finished.emit(written, describe_failure(error).replace(
                    "The preview could not be updated", "The file could not be made"))
                return
            written.append(task.target)
        self.bridge.progress.emit(len(written), len(self.tasks))
        self.bridge.finished.emit(written, "")


class ExportRunner(QObject):
    """One export at a time, off the GUI thread.

    Signals:
        started(int total): an export of *total* files began.
        progress(int done, int total)
        finished(object written, str error): *written* is the list of files
            written; *error* is empty unless a file could not be made or written.
    """

    started = Signal(int)
    progress = Signal(int, int)
    finished = Signal(object, str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._cancelled: threading.Event | None = None
        self._done: Callable[[list[Path], str], None] | None = None
        self._bridge: _Bridge | None = None

    @property
    def busy(self) -> bool:
        return self._cancelled is not None

    def run(self, tasks: list[ExportTask], done: Callable[[list[Path], str], None]) -> bool:
        """Start *tasks*; *done(written, error)* is called on the GUI thread. False if busy."""
        if self.busy:
            return False
        self._cancelled = threading.Event()
        self._done = done
        bridge = _Bridge()
        bridge.progress.connect(self.progress)
        bridge.finished.connect(self._on_bridge_finished)
        self._bridge = bridge
        self.started.emit(len(tasks))
        render_pool().start(_ExportJob(bridge, tasks, self._cancelled))
        return True

    def cancel(self) -> None:
        """Write no further file; what is written stays."""
        if self._cancelled is not None:
            self._cancelled.set()

    def _on_bridge_finished(self, written: list[Path], error: str) -> None:
        done, self._done = self._done, None
        self._cancelled = None
        self._bridge = None
        self.finished.emit(written, error)
        if done is not None:
            done(written, error)
