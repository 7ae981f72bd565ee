"""Starting the window: ``run(path)`` is what ``vitae [FILE]`` calls."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..paths import FONTS

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)

UI_FONTS = ("NotoSansSC-Regular.ttf", "NotoSansSC-Bold.ttf")
"""Registered with Qt so Chinese shows in the forms on machines without a CJK font."""


def register_fonts(folder: Path = FONTS) -> list[str]:
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for name in UI_FONTS:
        path = folder / name
        if not path.exists():
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not register the font %s", path)
            continue
        families += QFontDatabase.applicationFontFamilies(font_id)
    return families


def run(path: Path | None, argv: list[str] | None = None, *,
        quit_after_first_render: bool = False) -> int:
    """Open the editor on *path* (or the bundled example); return the exit code.

    ``quit_after_first_render`` closes the window as soon as the preview
    shows its first pages: benchmarks time a full start with it.
    """
    window = open_window(path, argv)
    if window.session_ended:  # a signal at a start-up question: the work is kept, the window closed
        return finished(0)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None  # open_window made it
    if quit_after_first_render:
        window.preview.rendered.connect(lambda _generation: app.exit(0))
        window.preview.render_failed.connect(lambda _message: app.exit(1))
    return finished(app.exec())


def open_window(path: Path | None, argv: list[str] | None = None, *, data_dir: Path | None = None,
                settings_file: Path | None = None) -> MainWindow:
    """Everything ``vitae`` does before its event loop, in the order that shows the
    first preview soonest: the window on *path*, shown, its first render asked for.
    *data_dir* and *settings_file* (an INI file) replace the user's (the benchmark's scratch)."""
    from ..collector import collector_paused

    # What a start builds lives as long as the window: frozen once it shows.
    with collector_paused(freeze=True):
        window = _build_and_show(path, argv, data_dir, settings_file)
    # The render thread and the window share one interpreter: a key press waits for
    # the render to hand it over, up to the switch interval each time its handlers
    # return to Python (5 ms by default: 20 ms of a keystroke during a long render).
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    return window


def _build_and_show(path: Path | None, argv: list[str] | None, data_dir: Path | None,
                    settings_file: Path | None) -> MainWindow:
    from .first_preview import FirstPreview

    # Before Qt is imported: the first pages are laid out on the other core meanwhile.
    first = FirstPreview.start(Path(path) if path is not None else None)
    import_before_qt()
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from .qt_compat import skip_feature_scan

    skip_feature_scan()  # before the window's own modules: none of them is read for __feature__
    from .render_job import warm_up

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    assert isinstance(app, QApplication)  # Vitae (and pytest-qt) only ever make a QApplication
    if first is None:
        warm_up()  # overlaps loading the fonts for the PDF with building the window
    else:
        app.aboutToQuit.connect(first.discard)  # closed before the first render asked for its pages

    from .errors import install_excepthook, setup_logging
    from .main_window import MainWindow

    app.setOrganizationName("Vitae")
    app.setApplicationName("Vitae")
    from PySide6.QtGui import QIcon

    from ..logs import log_dir
    from ..paths import ICONS

    app.setWindowIcon(QIcon(str(ICONS / "vitae.svg")))
    log_path = setup_logging(data_dir if data_dir is not None else log_dir())  # logs are state, not data
    register_fonts()
    settings = QSettings(str(settings_file), QSettings.Format.IniFormat) if settings_file else None
    window = MainWindow(data_dir=data_dir, settings=settings, first_preview=first)
    if first is not None:  # the renderer of later edits loads its fonts once the first pages are drawn
        window.preview.rendered.connect(lambda _generation: QTimer.singleShot(WARM_UP_AFTER_MS, warm_up),
                                        Qt.ConnectionType.SingleShotConnection)
    from . import session_end

    session_end.install(app, window.end_session, window.keep_unsaved_work)
    install_excepthook(window.show_error_message, log_path)
    window.start(Path(path) if path is not None else None)
    if window.session_ended:  # a signal came while a start-up question was open
        if first is not None:
            first.discard()
        return window
    window.show()
    from .qt_compat import release_source_lines

    release_source_lines()  # before the renderer's imports reuse the memory
    return window


WARM_UP_AFTER_MS = 150
"""How long after the first pages are handed to the view the renderer starts loading: it holds
the interpreter for a few hundred milliseconds, and started at once it slowed the view's
drawing of those pages (and of the page label and scroll bars that follow them) by tens of ms."""

SWITCH_INTERVAL_S = 0.001
"""How long the window's thread waits at most for the interpreter while a render holds it."""

BEFORE_QT = ("editor.model", "editor.formats.native", "editor.logs", "editor.render.templates", "editor.exports",
             "json", "pickle", "socket", "subprocess", "tempfile", "uuid", "difflib", "zoneinfo", "logging.handlers")
"""The modules without Qt that the window needs (with every module of ``editor.editing``)."""


def import_before_qt() -> None:
    """Import what the window needs that does not need Qt, before Qt.

    Once PySide6 is imported, its import hook reads the source of every module
    imported after it (looking for ``from __feature__ import``): 40–70 ms of a
    start for pydantic, the model and the file formats, none of which use Qt.
    A module missing from the list costs only that time.
    """
    import importlib
    import pkgutil

    from .. import editing

    for name in [*BEFORE_QT, *(f"editor.editing.{info.name}" for info in pkgutil.iter_modules(editing.__path__))]:
        importlib.import_module(name)


def finished(code: int) -> int:
    """*code*, once the event loop has ended; a render still running is abandoned.

    A long render (a huge field) cannot be interrupted, and Qt would wait for
    its thread at exit: the process ends now instead, its files already closed.
    """
    from .forms.rich_text import hand_over_clipboard
    from .render_job import render_pool

    hand_over_clipboard()
    if render_pool().activeThreadCount() > 0:
        log.info("abandoning a render still running at exit")
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code
