"""SIGTERM, SIGHUP (and Ctrl+C) and a session logout end the editor like a close that keeps the work.

Python runs a signal handler only when the interpreter gets control, and the
GUI thread sits in Qt's event loop: so the C-level handler writes the signal
number into one end of a socket pair (``signal.set_wakeup_fd``) and a
``QSocketNotifier`` on the other end wakes the loop. The window then writes
its recovery file (the next start offers the edits back), frees its lock and
quits. A logout (``commitDataRequest``) writes the recovery file the same way;
``aboutToQuit`` does it for any other way the loop may end.

A question may be open when the signal comes (a modal dialog spins an event
loop of its own, and at start-up the window's loop has not even begun): the
notifier fires in that loop too, and :func:`close_prompts` rejects every open
dialog, and any shown after it, so that no question waits for an answer that
will not come. A rejected question answers as its Escape key would; the code
that asked checks whether the session has ended before acting on it.
"""

from __future__ import annotations

import logging
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSocketNotifier, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog

log = logging.getLogger(__name__)

END_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))
"""SIGINT too: Ctrl+C in the terminal that started Vitae ends it the same way (without it,
the wake-up would raise KeyboardInterrupt inside a Qt slot)."""


class SignalWatcher(QObject):
    """Turns SIGTERM / SIGHUP into a Qt signal on the GUI thread.

    Signals:
        received(int signum)
    """

    received = Signal(int)

    def __init__(self, signals: tuple[int, ...] = END_SIGNALS, parent: QObject | None = None):
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._signals = signals
        self._previous = {signum: signal.signal(signum, _ignore_in_python) for signum in signals}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_notifier_activated)

    def uninstall(self) -> None:
        self._notifier.setEnabled(False)
        for signum, handler in self._previous.items():
            signal.signal(signum, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()

    def _on_notifier_activated(self, *_args: object) -> None:
        try:
            data = self._reader.recv(64)
        except BlockingIOError:
            return
        for signum in data:
            if signum in self._signals:
                self.received.emit(signum)


class _PromptCloser(QObject):
    """Rejects every dialog shown from now on (the session is ending: nobody will answer)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            QTimer.singleShot(0, watched, watched.reject)  # once its exec() loop runs
        return False


def close_prompts(app: QApplication) -> None:
    """Reject every open dialog (each ``exec()`` returns as if Escape was pressed), and every
    dialog shown later in this process."""
    if app.property("vitae_prompts_closed"):
        return
    app.setProperty("vitae_prompts_closed", True)
    app.installEventFilter(_PromptCloser(app))
    for widget in app.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.reject()


def _ignore_in_python(_signum: int, _frame: object) -> None:
    """The work happens in the event loop (see :class:`SignalWatcher`)."""


def install(app: QApplication, end_session: Callable[[], None],
            keep_work: Callable[..., None]) -> SignalWatcher:
    """SIGTERM/SIGHUP call *end_session*; a logout calls ``keep_work(final=False)`` (the
    user may still cancel it) and the loop's end ``keep_work(final=True)``."""
    watcher = SignalWatcher(parent=app)

    def on_signal(signum: int) -> None:
        log.info("received signal %d: keeping unsaved work and quitting", signum)
        end_session()

    watcher.received.connect(on_signal)
    app.commitDataRequest.connect(lambda _manager: keep_work(final=False))
    app.aboutToQuit.connect(lambda: keep_work(final=True))
    return watcher
