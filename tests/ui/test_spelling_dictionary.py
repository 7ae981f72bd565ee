"""Each résumé names its spelling dictionary (British or American English, as
installed), kept in its file and undoable like any edit; and the words of its own
names, organisations, venues, places and skills are never flagged."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu

from editor.editing.dictionary import installed_dictionaries
from editor.ui.spelling.dictionary_menu import DictionaryMenu
from tests.ui.conftest import last_command
from tests.ui.keyboard import click_into, type_here
from tests.ui.test_spelling import ENTRY, _row, _type_at_end, spelling_window, underlined  # noqa: F401 (a fixture)


def dictionary_menu(window) -> DictionaryMenu:
    menu = window.findChild(QMenu, "spellingDictionaryMenu")
    assert isinstance(menu, DictionaryMenu)
    assert menu in [action.menu() for action in window.menuBar().actions()[1].menu().actions()]  # under Edit
    menu.fill()  # as opening it does
    return menu


def choose(window, label: str) -> None:
    action = next(a for a in dictionary_menu(window).actions() if a.text() == label)
    action.trigger()


@pytest.fixture
def both_englishes():
    if not {"en_GB", "en_US"} <= set(installed_dictionaries()):
        pytest.skip("needs the British and the American dictionary (hunspell-en-gb, hunspell-en-us)")


def test_a_british_resume_is_checked_in_british_english_and_keeps_it(
        both_englishes, spelling_window, qtbot, make_window, cv_path) -> None:
    window = spelling_window
    row = _row(window, qtbot)
    _type_at_end(qtbot, row, " in colour")
    assert underlined(row) == ["colour"]  # American until the document says otherwise
    menu = dictionary_menu(window)
    assert [a.text() for a in menu.actions()] == ["English (UK)", "English (US)"]
    assert [a.text() for a in menu.actions() if a.isChecked()] == ["English (US)"]
    choose(window, "English (UK)")
    assert window.document.resume.spelling.dictionary == "en_GB"
    assert last_command(window) == "Check spelling with English (UK)"
    qtbot.waitUntil(lambda: window.spelling.tag == "en_GB" and underlined(row) == [], timeout=5000)
    assert [a.text() for a in dictionary_menu(window).actions() if a.isChecked()] == ["English (UK)"]
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: window.spelling.tag == "en_US" and underlined(row) == ["colour"], timeout=5000)
    window.redo_action.trigger()
    window.save_action.trigger()
    assert "dictionary: en_GB" in cv_path.read_text(encoding="utf-8")
    window.close()

    reopened = make_window(cv_path)
    qtbot.waitUntil(lambda: reopened.spelling.tag == "en_GB", timeout=5000)
    row = _row(reopened, qtbot)
    _type_at_end(qtbot, row, " and its color")
    assert underlined(row) == ["color"]


def test_the_resumes_own_names_are_not_flagged(spelling_window, qtbot) -> None:
    window = spelling_window
    row = _row(window, qtbot)
    # The organisation, an institution, a place, an author and the person's own name.
    _type_at_end(qtbot, row, " with Bytedance and Hunan colleagues, Zhao and Doe, and Zorblax")
    assert underlined(row) == ["Zorblax"]
    organisation = window.form.editor("organisation").input
    click_into(qtbot, organisation)
    organisation.selectAll()
    type_here("Zorblax Labs")  # the organisation's name is now a word of the résumé
    assert window.document.text_at(ENTRY + ("organisation",)) == "Zorblax Labs"
    # Learnt from the résumé as it is now: the new name, and no longer the old one.
    qtbot.waitUntil(lambda: underlined(row) == ["Bytedance"], timeout=3000)
    assert window.document.resume.spelling.accepted == []  # learnt, not added to the document's words
