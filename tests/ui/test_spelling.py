"""Spell checking in the real window: underline, suggestions, the document's words, the switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QTimer, Qt
from PySide6.QtGui import QContextMenuEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QApplication, QTextEdit

from editor.editing.dictionary import Opened
from editor.ui.spelling import checking
from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import click_into, press_here, type_here

ENTRY = ("sections", 1, "entries", 0)  # Bytedance: "Implemented **AllGather** over RDMA verbs", "Cut NICs…"
SQUIGGLE = QTextCharFormat.UnderlineStyle.SpellCheckUnderline
# A context menu on Qt's offscreen platform (no display in CI) warns that it cannot raise
# itself or grab the keyboard; that says nothing about Vitae.
MENU_WARNINGS = pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing",
                                         "propagateSizeHints")


@pytest.fixture
def spelling_window(window, qtbot):
    if checking.english_dictionary().dictionary is None:
        pytest.skip(checking.english_dictionary().problem)  # scripts/install.sh installs it
    qtbot.waitUntil(lambda: window.spelling.checker is not None, timeout=5000)
    activate(window, qtbot)
    return window


def _row(window, qtbot, index: int = 1) -> QTextEdit:
    if window.outline.current_path != ENTRY:
        window.outline.select(ENTRY)
    row = window.form.editor("highlights").rows[index]
    qtbot.waitUntil(lambda: row.isVisible() and row.document().size().width() > 0)
    qtbot.wait(20)  # the form's layout settles: a click lands where it is drawn
    return row


def _type_at_end(qtbot, row: QTextEdit, text: str) -> None:
    click_into(qtbot, row)
    type_here(text)


def underlined(row: QTextEdit) -> list[str]:
    """The words drawn with the red wavy line, read from the layout's formats."""
    words = []
    block = row.document().begin()
    while block.isValid():
        for piece in block.layout().formats():
            if piece.format.underlineStyle() == SQUIGGLE:
                words.append(block.text()[piece.start:piece.start + piece.length])
        block = block.next()
    return words


def choose_from_context_menu(qtbot, row: QTextEdit, word: str, object_name: str, text: str | None = None) -> list[str]:
    """Right-click *word* in *row*, pick the action, and return the menu's texts."""
    qtbot.waitUntil(lambda: row.document().size().width() > 0)
    cursor = QTextCursor(row.document())
    cursor.setPosition(row.toPlainText().index(word) + 1)
    point = row.cursorRect(cursor).center()
    seen = context_menu_pick(row.viewport(), point,
                             lambda a: a.objectName() == object_name and text in (None, a.text()))
    assert seen, "no context menu opened"
    return seen


def context_menu_pick(widget, point: QPoint, wanted) -> list[str]:
    """Open *widget*'s context menu at *point*, trigger the first action *wanted*
    accepts, and return the menu's texts (sending the event returns once it closed)."""
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            QTimer.singleShot(10, pick)
            return
        seen.extend(action.text() for action in menu.actions())
        action = next((a for a in menu.actions() if wanted(a)), None)
        menu.close()
        if action is not None:
            action.trigger()

    QTimer.singleShot(0, pick)
    QApplication.sendEvent(widget, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, widget.mapToGlobal(point)))
    return seen


def test_a_misspelt_word_typed_into_a_bullet_is_underlined(spelling_window, qtbot) -> None:
    row = _row(spelling_window, qtbot)
    assert underlined(row) == []  # "Cut NICs per machine from 8 to 2": an acronym, a digit
    _type_at_end(qtbot, row, " with a new sheduler")
    assert underlined(row) == ["sheduler"]
    assert spelling_window.document.undo_stack.count() == 1  # underlining is no edit


@MENU_WARNINGS
def test_a_suggestion_from_the_context_menu_corrects_the_model_and_ctrl_z_undoes_it(spelling_window, qtbot) -> None:
    window = spelling_window
    row = _row(window, qtbot)
    _type_at_end(qtbot, row, " via a sheduler")
    item = ENTRY + ("highlights", 1)
    texts = choose_from_context_menu(qtbot, row, "sheduler", "spellingSuggestion", "scheduler")
    assert texts[0] == "scheduler" and "Add “sheduler” to Document's Words" in texts and "Ignore “sheduler”" in texts
    assert window.document.text_at(item) == "Cut NICs per machine from 8 to 2 via a scheduler"
    assert last_command(window) == "Correct “sheduler” to “scheduler”"
    assert underlined(row) == []
    assert window.focusWidget() is row  # back from the menu, the caret in the field
    activate(window, qtbot)  # the offscreen platform leaves the window inactive after a popup
    press_here(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.text_at(item) == "Cut NICs per machine from 8 to 2 via a sheduler"
    assert underlined(row) == ["sheduler"]


@MENU_WARNINGS
def test_a_name_added_to_the_documents_words_is_no_longer_underlined_and_is_saved(
        spelling_window, qtbot, make_window, cv_path) -> None:
    window = spelling_window
    row = _row(window, qtbot)
    _type_at_end(qtbot, row, " with Okonkwo's team")
    assert underlined(row) == ["Okonkwo's"]
    choose_from_context_menu(qtbot, row, "Okonkwo", "spellingAccept")  # the name, not its possessive
    assert window.document.resume.spelling.accepted == ["Okonkwo"]
    assert last_command(window) == "Add “Okonkwo” to the document's words"
    assert underlined(row) == []
    window.undo_action.trigger()  # the addition is an edit like any other
    assert window.document.resume.spelling.accepted == [] and underlined(row) == ["Okonkwo's"]
    window.redo_action.trigger()
    window.save_action.trigger()
    assert "Okonkwo" in cv_path.read_text(encoding="utf-8").split("spelling:")[1]
    window.close()

    reopened = make_window(cv_path)
    qtbot.waitUntil(lambda: reopened.spelling.checker is not None, timeout=5000)
    assert reopened.document.resume.spelling.accepted == ["Okonkwo"]
    assert underlined(_row(reopened, qtbot)) == []
    _type_at_end(qtbot, _row(reopened, qtbot), " and Adebayo")
    assert underlined(_row(reopened, qtbot)) == ["Adebayo"]


@MENU_WARNINGS
def test_ignore_stops_underlining_for_the_session_without_an_edit(spelling_window, qtbot) -> None:
    row = _row(spelling_window, qtbot)
    _type_at_end(qtbot, row, " on Zorblax")
    steps = spelling_window.document.undo_stack.count()
    choose_from_context_menu(qtbot, row, "Zorblax", "spellingIgnore")
    assert underlined(row) == [] and spelling_window.document.undo_stack.count() == steps
    assert spelling_window.document.resume.spelling.accepted == []


def test_chinese_text_is_left_alone(spelling_window, qtbot) -> None:
    spelling_window.language_toggle  # the toolbar's EN | 中文
    spelling_window.document.set_language("zh")
    row = _row(spelling_window, qtbot)
    _type_at_end(qtbot, row, " sheduler")  # English typed while the Chinese text is edited
    assert underlined(row) == []
    spelling_window.document.set_language("en")
    assert underlined(_row(spelling_window, qtbot)) == []  # the English text has no mistake


def test_the_switch_turns_underlining_off_and_is_remembered(spelling_window, qtbot, make_window, cv_path) -> None:
    row = _row(spelling_window, qtbot)
    _type_at_end(qtbot, row, " sheduler")
    assert spelling_window.spelling.action in spelling_window.menuBar().actions()[1].menu().actions()
    spelling_window.spelling.action.trigger()
    assert underlined(row) == []
    spelling_window.close()
    again = make_window(cv_path)
    qtbot.waitUntil(lambda: again.spelling.checker is not None, timeout=5000)
    assert not again.spelling.action.isChecked()


def test_without_a_dictionary_the_editor_works_and_says_why(make_window, cv_path, qtbot, monkeypatch) -> None:
    problem = "Spelling is off: no English dictionary was found (install the packages libenchant-2-2 and hunspell-en-us)."
    monkeypatch.setattr(checking, "_opened", Opened(None, problem=problem))
    window = make_window(cv_path)
    qtbot.waitUntil(lambda: window.spelling.action.toolTip() == problem, timeout=5000)
    assert not window.spelling.action.isEnabled()
    assert window.statusBar().currentMessage() == problem
    row = _row(window, qtbot)
    _type_at_end(qtbot, row, " sheduler")
    assert window.document.text_at(ENTRY + ("highlights", 1)).endswith(" sheduler")
    assert underlined(row) == []


@MENU_WARNINGS
def test_a_one_line_field_underlines_its_misspelt_word_and_offers_the_correction(spelling_window, qtbot) -> None:
    window = spelling_window
    _row(window, qtbot)
    role = window.form.editor("role").input
    assert underlined(role) == []  # "Research Intern"
    click_into(qtbot, role)
    role.selectAll()
    type_here("Senior Sofware Engineer")
    assert underlined(role) == ["Sofware"]
    role.setSelection(len("Senior "), len("Sofware"))
    press_here(Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)  # a bold word: corrected in place, still bold
    assert window.document.text_at(ENTRY + ("role",)) == "Senior **Sofware** Engineer"
    seen = choose_from_context_menu(qtbot, role, "Sofware", "spellingSuggestion", "Software")
    assert "Software" in seen
    assert window.document.text_at(ENTRY + ("role",)) == "Senior **Software** Engineer"
    assert last_command(window) == "Correct “Sofware” to “Software”"
    assert underlined(role) == []
