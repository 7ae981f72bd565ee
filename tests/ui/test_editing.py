"""Editing in the real window: the form, the model, the title, the preview."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import click_into, press_here, type_here


def test_window_opens_the_file_with_basics_selected(window) -> None:
    assert window.windowTitle() == "cv.yaml — Vitae"
    assert window.form.editor("name").text() == "Jane Doe"
    assert window.outline.item_for(("sections", 1, "entries", 0)).text(0) == "Bytedance"
    assert window.preview.page_count() >= 1


def test_typing_the_name_changes_model_title_and_preview(window, qtbot) -> None:
    before = window.preview.page_image(0)
    name = window.form.editor("name").input
    click_into(qtbot, name)
    name.selectAll()
    with qtbot.waitSignal(window.preview.rendered, timeout=5000):
        type_here("Maximilian Oberstrasse")
    assert window.document.resume.basics.name == {"en": "Maximilian Oberstrasse", "zh": "杜简"}
    assert window.windowTitle() == "cv.yaml* — Vitae"
    assert window.preview.page_image(0) != before


def test_typing_in_one_field_is_one_undo_step(window, qtbot) -> None:
    headline = window.form.editor("headline").input
    click_into(qtbot, headline)
    type_here(" and teacher")
    assert window.document.undo_stack.count() == 1
    assert last_command(window) == "Edit headline"
    window.undo_action.trigger()
    assert window.document.resume.basics.headline["en"] == "Systems researcher"
    assert headline.text() == "Systems researcher"
    assert window.windowTitle() == "cv.yaml — Vitae"
    window.redo_action.trigger()
    assert headline.text() == "Systems researcher and teacher"


def test_bad_email_shows_inline_and_never_reaches_the_model(window, qtbot) -> None:
    email = window.form.editor("email")
    click_into(qtbot, email.input)
    email.input.selectAll()
    type_here("jane(at)example")
    assert email.error and "e-mail" in email.error.lower()
    assert email.error_label.isVisible()
    assert window.document.resume.basics.email == "jane@example.org"
    assert window.document.undo_stack.count() == 0
    type_here(".org")  # still no @
    email.input.setText("")
    type_here("j@example.org")
    assert email.error is None and not email.error_label.isVisible()
    assert window.document.resume.basics.email == "j@example.org"


def test_bad_link_shows_inline(window, qtbot) -> None:
    website = window.form.editor("website")
    click_into(qtbot, website.input)
    website.input.selectAll()
    type_here("javascript:alert(1)")
    assert "https://" in website.error
    assert window.document.resume.basics.website == "https://example.org"


def test_end_before_start_shows_beside_the_dates(window, qtbot) -> None:
    window.outline.select(("sections", 0, "entries", 0))
    end = window.form.editor("end")
    end.year.setValue(2015)
    assert "before start" in end.error
    assert window.document.resume.sections[0].entries[0].end == "2020-06"
    end.year.setValue(2021)
    assert end.error is None
    assert window.document.resume.sections[0].entries[0].end == "2021-06"


def test_present_checkbox_ends_the_range_today(window) -> None:
    window.outline.select(("sections", 0, "entries", 1))
    end = window.form.editor("end")
    end.present.setChecked(True)
    assert window.document.resume.sections[0].entries[1].end == "present"
    assert not end.year.isEnabled()
    window.undo_action.trigger()
    assert end.year.value() == 2026 and not end.present.isChecked()


def test_chinese_typed_into_a_field_reaches_the_model_and_the_pdf(window, qtbot, tmp_path) -> None:
    from tests.helpers import pdf_text

    window.language_toggle.buttons["zh"].click()
    name = window.form.editor("name").input
    click_into(qtbot, name)
    name.selectAll()
    type_here("方进")
    assert window.document.resume.basics.name == {"en": "Jane Doe", "zh": "方进"}
    with qtbot.waitSignal(window.files.exported, timeout=20_000) as exported:
        assert window.files.export()
    (written,) = exported.args[0]
    assert written.name == "cv-zh.pdf"
    assert "方进" in pdf_text(written.read_bytes()).replace(" ", "")


def test_bullets_add_edit_reorder_remove(window, qtbot) -> None:
    entry = ("sections", 1, "entries", 0)
    window.outline.select(entry)
    bullets = window.form.editor("highlights")
    assert len(bullets.rows) == 2
    activate(window, qtbot)  # as the click on "+ Add" would
    bullets.add_button.click()
    assert last_command(window) == "Add bullet point"
    assert len(bullets.rows) == 3
    type_here("Mentored two interns")  # the new bullet has the caret
    assert window.document.value_at(entry + ("highlights", 2)) == "Mentored two interns"
    bullets.move_item(2, -1)
    assert last_command(window) == "Move bullet point"
    assert window.document.value_at(entry + ("highlights", 1)) == "Mentored two interns"
    assert bullets.rows[1].toPlainText() == "Mentored two interns"
    bullets.remove_item(1)
    assert len(window.document.value_at(entry + ("highlights",))) == 2
    window.undo_action.trigger()
    assert len(bullets.rows) == 3


def test_ctrl_b_wraps_the_selection_in_bold_markup(window, qtbot) -> None:
    entry = ("sections", 1, "entries", 0)
    window.outline.select(entry)
    row = window.form.editor("highlights").rows[1]
    click_into(qtbot, row, 0)
    cursor = row.textCursor()
    cursor.setPosition(3, cursor.MoveMode.KeepAnchor)  # "Cut"
    row.setTextCursor(cursor)
    press_here(Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.document.value_at(entry + ("highlights", 1))["en"].startswith("**Cut**")


def test_author_is_me_marker(window) -> None:
    window.outline.select(("sections", 2, "entries", 0))
    authors = window.form.editor("authors")
    me_column = next(i for i, c in enumerate(authors.columns) if c.name == "me")
    authors.table.item(1, me_column).setCheckState(Qt.CheckState.Checked)
    assert window.document.resume.sections[2].entries[0].authors[1].me
    assert last_command(window) == "Edit this is me"


def test_theme_change_is_undoable(window) -> None:
    margins = window.design_button.form.editor("margin_mm")
    margins.input.setValue(12.5)
    assert window.document.resume.design.margin_mm == 12.5
    assert last_command(window) == "Change margins"
    window.undo_action.trigger()
    assert window.document.resume.design.margin_mm is None


def test_template_choice_is_undoable_and_remembered(window, settings) -> None:
    picker = window.template_picker
    picker.setCurrentIndex(picker.findData("academic"))
    assert window.document.resume.design.template == "academic"
    assert last_command(window) == "Change template"
    assert settings.value("last_template") == "academic"
    window.undo_action.trigger()
    assert picker.currentData() == "classic"


def test_ctrl_z_in_a_field_undoes_the_document_step(window, qtbot) -> None:
    headline = window.form.editor("headline").input
    click_into(qtbot, headline)
    type_here(" too")
    other = window.form.editor("location").input
    click_into(qtbot, other)
    type_here("!")
    press_here(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.resume.basics.location["en"] == "Beijing, China"
    press_here(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.resume.basics.headline["en"] == "Systems researcher"
    assert headline.text() == "Systems researcher"
    assert window.document.undo_stack.index() == 0
