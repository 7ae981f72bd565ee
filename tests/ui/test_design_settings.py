"""The Design button's boxes: the template's own values, stepped from, and every choice offered."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.render.theme import load_theme
from editor.ui.forms.simple_editors import ChoiceEditor
from tests.ui.conftest import last_command


def test_unset_numbers_show_the_templates_values_and_step_from_them(window, qtbot) -> None:
    theme = load_theme(window.document.resume.design.template)
    form = window.design_button.form
    margins, font_size = form.editor("margin_mm"), form.editor("font_size")
    assert window.document.resume.design.margin_mm is None
    assert margins.input.value() == theme.page.margin_mm
    assert "template" in margins.input.text() and str(theme.page.margin_mm) in margins.input.text()
    assert font_size.input.value() == theme.fonts.size

    qtbot.keyClick(margins.input, Qt.Key.Key_Up)
    assert window.document.resume.design.margin_mm == theme.page.margin_mm + 0.5
    qtbot.keyClick(font_size.input, Qt.Key.Key_Up)
    assert window.document.resume.design.font_size == round(theme.fonts.size + 0.5, 1)  # larger, not 8.5

    assert margins.reset.isVisibleTo(margins)
    qtbot.mouseClick(margins.reset, Qt.MouseButton.LeftButton)
    assert window.document.resume.design.margin_mm is None
    assert margins.input.value() == theme.page.margin_mm
    assert not margins.reset.isVisibleTo(margins)


def test_page_size_names_the_default_it_stands_for(window) -> None:
    size = window.design_button.form.editor("page_size").input
    assert size.currentData() is None
    assert load_theme(window.document.resume.design.template).page.size in size.currentText()


def test_latin_font_is_offered_as_a_choice(window) -> None:
    fonts = window.design_button.form.editor("latin_font")
    assert isinstance(fonts, ChoiceEditor)
    labels = [fonts.input.itemText(i) for i in range(fonts.input.count())]
    assert "Noto Sans" in labels and "Noto Serif" in labels
    fonts.input.setCurrentIndex(fonts.input.findData("NotoSerif"))
    assert window.document.resume.design.latin_font == "NotoSerif"
    assert last_command(window) == "Change latin font"
    window.undo_action.trigger()
    assert window.document.resume.design.latin_font is None
    assert fonts.input.currentIndex() == 0
