"""Adding sections, entries and authors: the new thing is selected and takes the caret;
an author left blank never prints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication

from editor.model.content import named_authors
from editor.render import render_pdf
from tests.helpers import pdf_text
from tests.ui.conftest import activate, last_command

PUBLICATION = ("sections", 2, "entries", 0)
# Qt's offscreen platform cannot raise a popup menu or give it the keyboard; it says so.
MENU_WARNINGS = pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing",
                                         "propagateSizeHints")


def _menu_action(menu, text: str):
    return next(a for a in menu.actions() if a.text().replace("&", "") == text)


@MENU_WARNINGS
def test_a_click_on_add_offers_the_kinds(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(("sections", 0, "entries", 1))
    menu = window.outline.add_menu
    seen = []

    def look_and_close() -> None:
        seen.append((menu.isVisible(), len(window.document.resume.sections[0].entries),
                     window.outline.add_here_action.text()))
        menu.hide()

    QTimer.singleShot(200, look_and_close)
    qtbot.mouseClick(window.outline.add_button, Qt.MouseButton.LeftButton)  # the menu runs until closed
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [(True, 2, "Education entry in Education")]  # offered, nothing added
    assert len(window.document.resume.sections[0].entries) == 2


def test_a_new_section_is_selected_with_its_first_field_focused(window, qtbot) -> None:
    activate(window, qtbot)
    section_menu = _menu_action(window.outline.add_menu, "Section").menu()
    _menu_action(section_menu, "Projects").trigger()
    assert window.document.resume.sections[4].kind == "projects"
    assert window.outline.current_path == ("sections", 4, "entries", 0)
    first = next(iter(window.form.form.editors.values()))
    qtbot.waitUntil(lambda: first.isAncestorOf(QApplication.focusWidget()))


def test_a_new_entry_is_selected_with_its_first_field_focused(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(("sections", 1))
    window.outline.add_here_action.trigger()
    assert window.outline.current_path == ("sections", 1, "entries", 2)
    assert last_command(window) == "Add experience entry"
    organisation = window.form.editor("organisation").input
    qtbot.waitUntil(organisation.hasFocus)


def test_add_author_focuses_the_new_row(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(PUBLICATION)
    authors = window.form.editor("authors")
    authors.add_row()
    table = authors.table
    assert table.rowCount() == 4 and table.currentRow() == 3 and table.currentColumn() == 0
    qtbot.waitUntil(lambda: table.state() == QAbstractItemView.State.EditingState)


def test_blank_authors_never_print(window) -> None:
    window.outline.select(PUBLICATION)
    window.form.editor("authors").add_row()
    window.form.editor("authors").add_row()
    resume = window.document.resume
    assert len(resume.sections[2].entries[0].authors) == 5
    text = pdf_text(render_pdf(resume, lang="en")).replace("\n", " ")
    assert "J. Doe, G. Zhao, H. Xu" in text
    assert ", ," not in text and "H. Xu, GOAT" in text


def test_named_authors_skips_blank_names() -> None:
    from editor.model.entries.publication import Author

    authors = [Author(name="A"), Author(name=""), Author(name={"zh": "乙"}), Author(name="  ")]
    assert [name for _, name in named_authors(authors, lambda v: v if isinstance(v, str) else "")] == ["A"]
