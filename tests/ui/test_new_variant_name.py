"""New Variant takes a name as people type it ("Industry Cut" → industry-cut), and a
name it cannot use keeps the dialog open with a sentence, never a regular expression."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from editor.editing.variant_names import variant_name
from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import focused, press_here, type_here


def _open_dialog(window, qtbot):
    activate(window, qtbot)

    def close_a_blocking_dialog() -> None:  # a dialog run with exec() would hang the test, not fail it
        modal = QApplication.activeModalWidget()
        if modal is not None and getattr(window.variants, "dialog", None) is None:
            modal.close()

    QTimer.singleShot(3000, close_a_blocking_dialog)
    window.variants.new_action.trigger()
    dialog = getattr(window.variants, "dialog", None)
    assert dialog is not None
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit)
                    and QApplication.focusWidget().window() is dialog, timeout=5000)
    return dialog


def test_a_name_with_spaces_and_capitals_becomes_the_name_its_files_get(window, qtbot) -> None:
    dialog = _open_dialog(window, qtbot)
    type_here("Industry Cut")
    assert dialog.shown_as.text() == "Saved as industry-cut: its files are named cv-industry-cut-en.pdf."
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        press_here(Qt.Key.Key_Return)
    assert [v.name for v in window.document.resume.variants] == ["industry-cut"]
    assert window.document.variant == "industry-cut" and window.variant_picker.currentText() == "industry-cut"
    assert last_command(window) == "Add variant industry-cut"
    assert "^" not in window.statusBar().currentMessage() and "pattern" not in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.variants.dialog is None)  # closed, and deleted


def test_a_name_with_nothing_usable_keeps_the_dialog_open_and_says_why(window, qtbot) -> None:
    dialog = _open_dialog(window, qtbot)
    type_here("行业版")
    press_here(Qt.Key.Key_Return)
    assert dialog.isVisible() and window.variants.dialog is dialog
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("“行业版” has nothing a file name can use.")
    assert "letters a–z, digits, - and _" in dialog.problem.text()
    assert window.document.resume.variants == []
    field = focused()
    assert field is dialog.field  # the caret stays in the name, to type another
    field.selectAll()
    type_here("Industry")
    press_here(Qt.Key.Key_Return)
    assert [v.name for v in window.document.resume.variants] == ["industry"]
    qtbot.waitUntil(lambda: window.variants.dialog is None)


def test_a_name_the_resume_has_keeps_the_dialog_open(window, qtbot) -> None:
    assert window.variants.new_variant("industry") == "industry"
    dialog = _open_dialog(window, qtbot)
    type_here("Industry")
    press_here(Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.problem.text() == "This résumé already has a variant named industry."
    press_here(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.variants.dialog is None)
    assert [v.name for v in window.document.resume.variants] == ["industry"]


def test_a_bad_name_given_in_code_is_said_in_words(window) -> None:
    assert window.variants.new_variant("Bad Name") is None
    message = window.statusBar().currentMessage()
    assert message.startswith("“Bad Name” cannot name a variant") and "^" not in message


@pytest.mark.parametrize(("typed", "name"), [
    ("Industry Cut", "industry-cut"), ("  One page!  ", "one-page"), ("Académie", "academie"),
    ("R&D_2025", "r-d_2025"), ("行业版", ""), ("--x--", "x"), ("a" * 60, "a" * 40),
])
def test_variant_name_from_what_was_typed(typed: str, name: str) -> None:
    assert variant_name(typed) == name
