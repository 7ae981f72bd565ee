"""A table of records (profiles, details, authors) shows every row whole: none
hides under the Add / Remove buttons below it, in either interface language and
after the header's font changes. A web address shows its start and its end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QStyleOptionViewItem

from editor.ui.forms.record_editor import RecordListEditor
from tests.ui.keyboard import settle


def rows_shown_whole(editor: RecordListEditor) -> bool:
    """Every row inside the table's view, and the table above its buttons."""
    table = editor.table
    last = table.model().index(table.rowCount() - 1, 0)
    bottom = table.visualRect(last).bottom() if last.isValid() else 0
    buttons = [b for b in editor.findChildren(QPushButton) if b.isVisible()]
    below = min(b.mapTo(editor, b.rect().topLeft()).y() for b in buttons)
    return (bottom < table.viewport().height()
            and table.mapTo(editor, table.rect().bottomLeft()).y() < below)


def wait_shown_whole(editor: RecordListEditor, qtbot) -> None:
    """Fails unless the rows show whole once the layouts have settled (they move over a
    few turns of the event loop)."""
    settle()
    qtbot.waitUntil(lambda: rows_shown_whole(editor), timeout=1000)


def test_the_rows_stay_whole_when_the_interface_turns_chinese(make_window, qtbot) -> None:
    window = make_window(None)  # the example: two profiles
    window.outline.select(("basics",))
    profiles = window.form.editor("profiles")
    assert isinstance(profiles, RecordListEditor)
    wait_shown_whole(profiles, qtbot)
    window.interface.choose("zh")  # the header's Chinese texts are taller than its English ones
    profiles = window.form.editor("profiles")
    assert profiles.table.horizontalHeaderItem(0).text() != "Network"
    wait_shown_whole(profiles, qtbot)
    profiles.add_row()
    assert profiles.table.rowCount() == 3
    wait_shown_whole(profiles, qtbot)


def test_the_rows_stay_whole_when_the_header_font_grows(make_window, qtbot) -> None:
    window = make_window(None)
    window.outline.select(("basics",))
    details = window.form.editor("details")
    assert details.table.rowCount() == 2
    header = details.table.horizontalHeader()
    font = header.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    header.setFont(font)  # what a larger system font does once the form is built
    wait_shown_whole(details, qtbot)


def test_a_long_address_shows_its_start_and_end(make_window) -> None:
    window = make_window(None)
    window.outline.select(("basics",))
    profiles = window.form.editor("profiles")
    table = profiles.table
    column = [spec.name for spec in profiles.columns].index("url")
    item = table.item(0, column)
    assert item.text() == window.document.resume.basics.profiles[0].url
    assert item.toolTip() == item.text()
    option = QStyleOptionViewItem()
    table.itemDelegateForIndex(table.model().index(0, column)).initStyleOption(option, table.model().index(0, column))
    assert option.textElideMode == Qt.TextElideMode.ElideMiddle
    assert not table.wordWrap()  # wrapped, "https://" was all a 30-pixel row showed
