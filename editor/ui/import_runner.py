"""File → Import read on a worker thread, with a busy bar and Cancel in the status bar.

A PDF import may take up to its deadline (25 s) on a hostile file; on the GUI
thread that froze the window. The runner reads the file and runs the
importer on a thread of its own (not the render thread, which the preview
keeps; a daemon thread, so closing the window never waits for it), reports
the outcome through a bridge living on the GUI thread, and Cancel stops the
PDF reader's child process at once (see
:func:`editor.formats.pdf_import.bounded.cancellable`); any other importer is
bounded by its input cap, and its result is dropped.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QSizePolicy, QToolButton, QWidget

from ..formats import DocumentError
from .i18n import tr

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ImportOutcome:
    """What became of one import: *result* (an ``ImportResult``), or *error* (a
    :class:`DocumentError` or an ``OSError``), or *cancelled*."""

    path: Path
    result: object = None
    error: Exception | None = None
    cancelled: bool = False


class _Bridge(QObject):
    finished = Signal(object)


class _ImportJob:
    def __init__(self, bridge: _Bridge, path: Path, cancelled: threading.Event):
        self.bridge, self.path, self.cancelled = bridge, path, cancelled

    def run(self) -> None:
        from ..formats.detect import import_file, read_import
        from ..formats.pdf_import.bounded import ImportCancelled, cancellable

        try:
            with cancellable(self.cancelled):
                result = import_file(read_import(self.path), self.path.name)
            outcome = ImportOutcome(self.path, result=result, cancelled=self.cancelled.is_set())
        except ImportCancelled:
            outcome = ImportOutcome(self.path, cancelled=True)
        except (OSError, DocumentError) as error:
            outcome = ImportOutcome(self.path, error=error, cancelled=self.cancelled.is_set())
        except Exception as error:  # an importer bug must not take the window down
            log.exception("importing %s failed", self.path)
            outcome = ImportOutcome(self.path, error=error)
        self.bridge.finished.emit(outcome)


class ImportRunner(QObject):
    """One import at a time, off the GUI thread.

    Signals:
        started(object path)
        finished(object outcome): an :class:`ImportOutcome`, on the GUI thread.
    """

    started = Signal(object)
    finished = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._cancelled: threading.Event | None = None
        self._bridge: _Bridge | None = None
        self._done: Callable[[ImportOutcome], None] | None = None
        self._thread: threading.Thread | None = None
        app = QCoreApplication.instance()
        if app is not None:  # quitting stops the reader's child process at once
            app.aboutToQuit.connect(self.cancel)

    @property
    def busy(self) -> bool:
        return self._cancelled is not None

    def run(self, path: Path, done: Callable[[ImportOutcome], None]) -> bool:
        """Start importing *path*; *done(outcome)* is called on the GUI thread. False if busy."""
        if self.busy:
            return False
        self._cancelled = threading.Event()
        self._done = done
        bridge = _Bridge()
        bridge.finished.connect(self._on_bridge_finished)
        self._bridge = bridge
        self.started.emit(path)
        # A daemon thread, not a Qt pool: closing the window never waits for a hostile file.
        self._thread = threading.Thread(target=_ImportJob(bridge, path, self._cancelled).run,
                                        name="vitae-import", daemon=True)
        self._thread.start()
        return True

    def cancel(self) -> None:
        """Stop the import under way; nothing of it is shown."""
        if self._cancelled is not None:
            self._cancelled.set()

    def wait(self, seconds: float | None = None) -> bool:
        """Block until the worker thread has ended (tests); False if it still runs."""
        if self._thread is not None:
            self._thread.join(seconds)
            return not self._thread.is_alive()
        return True

    def _on_bridge_finished(self, outcome: ImportOutcome) -> None:
        done, self._done = self._done, None
        self._cancelled = None
        self._bridge = None
        if done is not None:
            done(outcome)
        self.finished.emit(outcome)


class ImportProgress(QWidget):
    """"Importing cv.pdf…", a busy bar and Cancel while *runner* works; hidden otherwise."""

    def __init__(self, runner: ImportRunner, parent: QWidget | None = None):
        super().__init__(parent)
        self.label = QLabel(self)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("importProgress")
        self.bar.setFixedWidth(100)
        self.bar.setRange(0, 0)  # busy: a PDF's pages are read in another process
        self.cancel_button = QToolButton(self)
        self.cancel_button.setText(tr("Cancel"))
        self.cancel_button.setToolTip(tr("Stop the import; the résumé open stays as it is"))
        self.cancel_button.clicked.connect(runner.cancel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        runner.started.connect(self._on_runner_started)
        runner.finished.connect(self._on_runner_finished)
        self.hide()

    def _on_runner_started(self, path: Path) -> None:
        self.label.setText(tr("Importing {}…").format(path.name))
        self.show()

    def _on_runner_finished(self, _outcome: object) -> None:
        self.hide()
