"""The Add menu by the keyboard: Ctrl+Shift+N opens it wherever the selection is, with the
usual addition ready for Return; every item has an access key; the items never move, so
the same keys add the same thing whatever is selected; and what is typed next lands in
the new entry's first field."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from editor.ui import i18n
from editor.ui.add_menu import AddMenu
from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import click_into, focused, press_here, type_here

# Qt's offscreen platform cannot raise a popup menu or give it the keyboard; it says so.
# (A mark on each test: the suite adds one to every item, which would hide a module mark.)
MENU_WARNINGS = pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing",
                                          "propagateSizeHints")
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")  # the interface language is process-wide


def _access_keys(menu: QMenu) -> list[str]:
    return [QKeySequence.mnemonic(a.text()).toString().removeprefix("Alt+") for a in menu.actions()
            if not a.isSeparator() and a is not getattr(menu, "usual_action", None)]


def _from_the_outline(window, qtbot, path) -> None:
    activate(window, qtbot)
    window.outline.select(path)
    window.outline.tree.setFocus()
    qtbot.waitUntil(lambda: focused() is window.outline.tree)


def _open_add_menu(window, qtbot) -> AddMenu:
    press_here(Qt.Key.Key_N, CTRL_SHIFT)
    menu = window.outline.add_menu
    qtbot.waitUntil(menu.isVisible)
    return menu


@MENU_WARNINGS
@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_item_of_the_add_menu_has_its_own_access_key(window, language) -> None:
    window.interface.choose(language)
    menu = window.outline.add_menu
    for each in (menu, menu.entry_menu, menu.section_menu):
        keys = _access_keys(each)
        assert "" not in keys and len(set(keys)) == len(keys), (each.title(), keys)
    assert _access_keys(menu) == ["E", "S", "L"]
    if language == "zh":
        assert menu.section_menu.title() == "栏目(&S)"
        titles = {a.data(): a.text() for a in menu.section_menu.actions()}
        assert titles["education"] == "教育背景(&E)"


@MENU_WARNINGS
@pytest.mark.parametrize("path", [("basics",), ("sections", 1, "entries", 0), ("sections", 2)])
def test_ctrl_shift_n_s_e_adds_an_education_section_wherever_the_selection_is(window, qtbot, path) -> None:
    _from_the_outline(window, qtbot, path)
    sections = len(window.document.resume.sections)
    _open_add_menu(window, qtbot)
    press_here(Qt.Key.Key_S)
    press_here(Qt.Key.Key_E)
    assert len(window.document.resume.sections) == sections + 1
    assert not window.outline.add_menu.isVisible() and not window.outline.add_menu.section_menu.isVisible()
    type_here("University of Porto")
    added = window.outline.current_path
    assert window.document.value_at(added[:2]).kind == "education"
    assert window.document.value_at(added + ("institution",)) == "University of Porto"


@MENU_WARNINGS
@pytest.mark.parametrize("path", [("basics",), ("sections", 1, "entries", 0)])
def test_the_arrow_keys_reach_the_same_item_whatever_is_selected(window, qtbot, path) -> None:
    # The first item used to hide on Basics, so Down Down went elsewhere there.
    _from_the_outline(window, qtbot, path)
    _open_add_menu(window, qtbot)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Down):
        press_here(key)
    press_here(Qt.Key.Key_Return)
    added = window.outline.current_path
    assert window.document.value_at(added[:2]).kind == "education"
    type_here("MIT")
    assert window.document.value_at(added + ("institution",)) == "MIT"


@MENU_WARNINGS
def test_ctrl_shift_n_then_return_adds_the_sections_usual_entry(window, qtbot) -> None:
    _from_the_outline(window, qtbot, ("sections", 1, "entries", 0))  # Experience
    menu = _open_add_menu(window, qtbot)
    assert menu.activeAction() is menu.usual_action
    assert menu.usual_action.text() == "Experience entry in Experience"
    press_here(Qt.Key.Key_Return)
    assert window.outline.current_path == ("sections", 1, "entries", 1)
    assert last_command(window) == "Add experience entry"
    type_here("Contoso")
    assert window.document.value_at(("sections", 1, "entries", 1, "organisation")) == "Contoso"


@MENU_WARNINGS
def test_on_basics_return_adds_an_experience_section(window, qtbot) -> None:
    _from_the_outline(window, qtbot, ("basics",))
    menu = _open_add_menu(window, qtbot)
    assert menu.usual_action.isVisible() and menu.usual_action.text() == "New Experience section"
    press_here(Qt.Key.Key_Return)
    added = window.outline.current_path
    assert window.document.value_at(added[:2]).kind == "experience"
    type_here("Northwind")
    assert window.document.value_at(added + ("organisation",)) == "Northwind"


@MENU_WARNINGS
def test_the_access_keys_work_in_the_chinese_interface(window, qtbot) -> None:
    window.interface.choose("zh")
    _from_the_outline(window, qtbot, ("sections", 0, "entries", 0))
    menu = _open_add_menu(window, qtbot)
    assert menu.usual_action.text() == "教育背景条目（添加到 Education）"
    press_here(Qt.Key.Key_E)  # 条目(&E)
    press_here(Qt.Key.Key_U)  # 论文(&U): a publication, into Publications
    added = window.outline.current_path
    assert window.document.value_at(added).kind == "publication"
    type_here("Fast joins")
    assert window.document.value_at(added + ("title",)) == "Fast joins"


@MENU_WARNINGS
def test_typing_goes_on_in_the_field_that_had_the_caret_before_a_menu_was_dismissed(window, qtbot) -> None:
    click_into(qtbot, window.form.editor("name").input)
    _open_add_menu(window, qtbot)
    press_here(Qt.Key.Key_Escape)
    type_here("!")
    assert window.document.resume.basics.name["en"] == "Jane Doe!"
