"""Fixtures driving the real main window, with every dialog answered by a fake
and every setting and recovery file kept in the test's temporary folder."""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from editor.ui.app import SWITCH_INTERVAL_S
from tests.helpers import FIXTURES

# The window's interpreter changes hands as `vitae` sets it (editor.ui.app.open_window): at
# Python's default 5 ms, the export test's event loop was stalled now and then under X11
# while a render thread spun, and the window's tests should see the window as it runs.
sys.setswitchinterval(SWITCH_INTERVAL_S)

DATA = Path(__file__).resolve().parent / "data"
SEED = FIXTURES / "seeds" / "s000.yaml"


UI_TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config, items) -> None:
    # Qt's offscreen platform (no display in CI) warns on every main window it
    # shows; that warning says nothing about Vitae, every other one still fails.
    for item in items:
        if UI_TESTS in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.qt_log_ignore("propagateSizeHints"))


@dataclass
class FakePrompts:
    """Answers the window's questions and records them."""

    save_choice: str = "discard"
    open_path: Path | None = None
    save_path: Path | None = None
    export_path: Path | None = None
    restore: bool = True
    unaccepted_choice: str = "continue"
    locked_choice: str = "read_only"
    reload_choice: str = "keep"
    overwrite_choice: str = "cancel"
    link_url: str | None = None
    remove_language: bool = True
    suggested: list[Path] = field(default_factory=list)
    untranslated_choice: str = "export"
    untranslated: list[list[str]] = field(default_factory=list)
    removal_losses: list[list[str]] = field(default_factory=list)
    asked: list[str] = field(default_factory=list)
    unaccepted: list[list[str]] = field(default_factory=list)
    lock_holders: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    application: tuple[str, str] | None = None
    sent_file: Path | None = None
    infos: list[str] = field(default_factory=list)
    save_first: bool = False
    save_first_reasons: list[str] = field(default_factory=list)

    def ask_save_changes(self, name: str) -> str:
        self.asked.append("save_changes")
        return self.save_choice

    def ask_open_path(self, folder: Path | None) -> Path | None:
        self.asked.append("open")
        return self.open_path

    def ask_save_path(self, suggested: Path) -> Path | None:
        self.asked.append("save_path")
        self.suggested.append(suggested)
        return self.save_path

    def ask_save_first(self, reason: str) -> bool:
        self.asked.append("save_first")
        self.save_first_reasons.append(reason)
        return self.save_first

    def ask_export_path(self, suggested: Path) -> Path | None:
        self.asked.append("export_path")
        return self.export_path

    def ask_restore(self, recovered: object) -> bool:
        self.asked.append("restore")
        return self.restore

    def ask_unaccepted(self, labels: list[str]) -> str:
        self.asked.append("unaccepted")
        self.unaccepted.append(labels)
        return self.unaccepted_choice

    def ask_locked(self, name: str, holder: str) -> str:
        self.asked.append("locked")
        self.lock_holders.append(holder)
        return self.locked_choice

    def ask_reload(self, name: str, modified: bool) -> str:
        self.asked.append("reload")
        return self.reload_choice

    def ask_overwrite(self, name: str) -> str:
        self.asked.append("overwrite")
        return self.overwrite_choice

    def ask_untranslated(self, counts: list[str]) -> str:
        self.asked.append("untranslated")
        self.untranslated.append(counts)
        return self.untranslated_choice

    def ask_remove_language(self, name: str, lost: list[str]) -> bool:
        self.asked.append("remove_language")
        self.removal_losses.append(lost)
        return self.remove_language

    def ask_link_url(self, label: str) -> str | None:
        self.asked.append("link_url")
        return self.link_url

    def ask_application(self, files: list[str], organisation: str = "", role: str = "") -> tuple[str, str] | None:
        self.asked.append("application")
        self.application_prefill = (organisation, role)
        return self.application

    def ask_sent_file(self, folder: Path | None) -> Path | None:
        self.asked.append("sent_file")
        return self.sent_file

    def show_info(self, title: str, message: str) -> None:
        self.infos.append(message)

    def show_error(self, title: str, message: str, details: str = "") -> None:
        self.errors.append(f"{message} {details}".strip())


@pytest.fixture
def prompts() -> FakePrompts:
    return FakePrompts()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    # The interface follows the system locale by default; the tests read English texts.
    settings.setValue("interface/language", "en")
    return settings


@pytest.fixture
def cv_path(tmp_path: Path) -> Path:
    """A small bilingual résumé (2 languages, 4 sections) copied where tests may change it."""
    target = tmp_path / "docs" / "cv.yaml"
    target.parent.mkdir()
    shutil.copy(DATA / "small.yaml", target)
    return target


@pytest.fixture
def make_window(qtbot, tmp_path: Path, settings: QSettings, prompts: FakePrompts):
    """Build (and start) a main window; all of them share the data folder, like restarts do."""
    from editor.ui.main_window import MainWindow

    def make(path: Path | None, *, render=None, start: bool = True, wait: bool = True,
             autosave_settle_ms: int = 20):
        window = MainWindow(settings=settings, data_dir=tmp_path / "appdata", prompts=prompts,
                            render=render, autosave_settle_ms=autosave_settle_ms)
        qtbot.addWidget(window)
        window.resize(1320, 820)  # the offscreen screen is small; keep layouts the same everywhere
        if start:
            if wait:
                with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
                    window.start(path)
            else:
                window.start(path)
        window.show()
        return window

    return make


@pytest.fixture
def window(make_window, cv_path: Path):
    return make_window(cv_path)


def activate(window: QWidget, qtbot) -> None:
    """Make *window* the active one and wait until it is. Under a real X server
    activation arrives later than ``waitActive`` returns, and until it has,
    no window shortcut fires and no widget has the keyboard focus."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)


def last_command(window) -> str:
    stack = window.document.undo_stack
    return stack.text(stack.index() - 1)
