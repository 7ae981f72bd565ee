"""Starting the window: ``run(path)`` is what ``vitae [FILE]`` calls."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from ..paths import FONTS

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
    from PySide6.QtWidgets import QApplication

    from .render_job import warm_up

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    warm_up()  # overlaps loading the fonts for the PDF with building the window

    from .errors import install_excepthook, setup_logging
    from .main_window import MainWindow, default_data_dir

    app.setOrganizationName("Vitae")
    app.setApplicationName("Vitae")
    from PySide6.QtGui import QIcon

    from ..paths import ICONS

    app.setWindowIcon(QIcon(str(ICONS / "vitae.svg")))
    data_dir = default_data_dir()
    log_path = setup_logging(data_dir)
    register_fonts()
    window = MainWindow(data_dir=data_dir)
    from . import session_end

    session_end.install(app, window.end_session, window.keep_unsaved_work)
    install_excepthook(window.show_error_message, log_path)
    if quit_after_first_render:
        window.preview.rendered.connect(lambda _generation: app.exit(0))
        window.preview.render_failed.connect(lambda _message: app.exit(1))
    window.start(Path(path) if path is not None else None)
    window.show()
    return finished(app.exec())


def finished(code: int) -> int:
    """*code*, once the event loop has ended; a render still running is abandoned.

    A long render (a huge field) cannot be interrupted, and Qt would wait for
    its thread at exit: the process ends now instead, its files already closed.
    """
    from .render_job import render_pool

    if render_pool().activeThreadCount() > 0:
        log.info("abandoning a render still running at exit")
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code
