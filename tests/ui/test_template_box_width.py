"""The toolbar's template box shows every template's title whole ("Sidebar", not
"Sideba") in the interface language in use, also after switching it, and after the
list's pictures arrive: the box was sized once, on first show, for the titles of the
language the window started in. The variant box likewise ("Whole résumé")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

from editor.ui import i18n
from tests.ui.keyboard import settle


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")  # the interface language is process-wide


def clipped_titles(picker: QComboBox) -> list[str]:
    """The titles wider than the box's text field (at the box's present width)."""
    option = QStyleOptionComboBox()
    picker.initStyleOption(option)
    field = picker.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                          QStyle.SubControl.SC_ComboBoxEditField, picker)
    metrics = picker.fontMetrics()
    icon = picker.iconSize().width() + 4  # what the box gives the shown item's icon, before its title
    return [picker.itemText(i) for i in range(picker.count())
            if metrics.horizontalAdvance(picker.itemText(i)) + (0 if picker.itemIcon(i).isNull() else icon)
            > field.width()]


@pytest.mark.parametrize(("first", "then"), [("zh", "en"), ("en", "zh")])
def test_every_title_shows_whole_after_switching_the_interface(make_window, settings, qtbot,
                                                               first: str, then: str) -> None:
    settings.setValue("interface/language", first)
    window = make_window(None)
    window.resize(1280, 800)  # as the window's saved size is restored: the toolbar lays out again
    settle()
    picker = window.template_picker
    assert clipped_titles(picker) == [] and clipped_titles(window.variant_picker) == []
    window.interface.choose(then)
    assert picker.itemText(picker.findData("sidebar")) == ("Sidebar" if then == "en" else "侧栏")
    settle()  # the layouts catch up; nothing else is waited for (a person sees the box now)
    assert clipped_titles(picker) == []
    assert clipped_titles(window.variant_picker) == []


def test_a_narrow_window_does_not_squeeze_the_box(make_window, qtbot) -> None:
    window = make_window(None)
    picker = window.template_picker
    window.resize(800, 700)
    settle()
    assert picker.width() >= picker.sizeHint().width() or not picker.isVisible()
    assert clipped_titles(picker) == [] or not picker.isVisible()



@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing", "propagateSizeHints")
def test_the_pictures_of_the_opened_list_leave_the_titles_whole(make_window, qtbot) -> None:
    window = make_window(None)
    window.resize(1280, 800)
    settle()
    picker = window.template_picker
    width = picker.width()
    picker.showPopup()  # the list's pictures become the items' icons, shown in the box too
    settle()
    picker.hidePopup()
    settle()
    assert all(not picker.itemIcon(i).isNull() for i in range(picker.count()))
    assert clipped_titles(picker) == []
    assert picker.width() == width  # the toolbar does not jump when the list first opens
