"""Fit to pages says in the window what it changed, and when it could not fit."""

from __future__ import annotations

import shutil

import pytest

from tests.helpers import FIXTURES


@pytest.fixture
def window(make_window, tmp_path):
    """A résumé a little over one page (seed 000), so fitting it to one page changes something."""
    path = tmp_path / "cv.yaml"
    shutil.copy(FIXTURES / "seeds" / "s000.yaml", path)
    return make_window(path)


def test_fit_to_pages_reports_in_the_status_bar(window, qtbot) -> None:
    with qtbot.waitSignal(window.preview.fit_notes_changed, timeout=20_000) as notes:
        window.document.set_value(("design", "fit_pages"), 1)
    assert notes.args[0], "fit-to-pages changed something to fit one page"
    message = window.statusBar().currentMessage()
    assert message.startswith("Fit to pages:") and ("spacing reduced" in message or "still" in message)


def test_the_notes_clear_when_fitting_is_switched_off(window, qtbot) -> None:
    with qtbot.waitSignal(window.preview.fit_notes_changed, timeout=20_000):
        window.document.set_value(("design", "fit_pages"), 1)
    with qtbot.waitSignal(window.preview.fit_notes_changed, timeout=20_000) as notes:
        window.document.undo_stack.undo()
    assert notes.args[0] == []


def test_a_render_warning_stays_above_the_preview_with_its_remedy(window, qtbot) -> None:
    """Narrow margins are a warning with its remedy, not something fit-to-pages did, and
    they do not push aside what the status bar says."""
    window.statusBar().showMessage("Something the person should read")
    with qtbot.waitSignal(window.preview.rendered, timeout=20_000):
        window.document.set_value(("design", "margin_mm"), 5)
    notice = window.preview.notice
    assert notice.isVisible() and "margins of 5 mm" in notice.text() and "warning:" not in notice.text()
    assert window.statusBar().currentMessage() == "Something the person should read"
    with qtbot.waitSignal(window.preview.rendered, timeout=20_000):
        window.document.undo_stack.undo()
    assert not notice.isVisible()
