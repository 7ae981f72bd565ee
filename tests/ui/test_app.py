"""Start-up pieces: the CJK font for the interface, errors shown as sentences, recovery of a new document."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtGui import QFontDatabase

from editor.ui.app import register_fonts
from editor.ui.errors import install_excepthook, setup_logging


def test_the_bundled_cjk_font_is_registered(qapp) -> None:
    families = register_fonts()
    assert "Noto Sans SC" in families
    assert "Noto Sans SC" in QFontDatabase.families()


def test_missing_fonts_are_skipped(qapp, tmp_path: Path) -> None:
    assert register_fonts(tmp_path) == []


def test_uncaught_errors_are_logged_and_shown_as_one_sentence(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    root = logging.getLogger()
    handlers = list(root.handlers)
    log_path = setup_logging(tmp_path)
    shown: list[str] = []
    try:
        install_excepthook(shown.append, log_path)
        try:
            raise KeyError("template 'fancy'")
        except KeyError:
            sys.excepthook(*sys.exc_info())
        sys.excepthook(RuntimeError, RuntimeError("again"), None)  # within 5 s: logged, not shown
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                handler.close()
                root.removeHandler(handler)
    assert len(shown) == 1
    assert shown[0].startswith("Something went wrong:") and "Traceback" not in shown[0]
    assert str(log_path) in shown[0]
    logged = log_path.read_text(encoding="utf-8")
    assert "Traceback" in logged and "again" in logged


def test_recovery_of_a_never_saved_document(make_window, prompts) -> None:
    first = make_window(None)
    first.document.set_text(("basics", "name"), "Never Saved")
    first.autosaver.save_now()
    first.autosaver.keep()
    second = make_window(None)
    assert "restore" in prompts.asked
    assert second.document.resume.basics.name["en"] == "Never Saved"
    assert second.document.file_path is None
    assert second.document.is_modified() and second.windowTitle() == "Untitled* — Vitae"


def test_many_void_qt_calls_do_not_exhaust_none(qapp) -> None:
    # PySide6 6.12.0 on CPython 3.11 drops a reference to None on every call of a
    # void Qt method; without editor.ui.qt_compat this loop aborts the interpreter.
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    before = sys.getrefcount(None)
    for index in range(20_000):
        label.setText("x" if index % 2 else "y")
    assert sys.getrefcount(None) > 10_000
    assert before - sys.getrefcount(None) < 100_000
