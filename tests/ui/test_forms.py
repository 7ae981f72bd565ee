"""The generated forms: one editor per model field, by kind, each writing through the undo stack."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.model import ENTRY_KINDS, Basics, Section
from editor.editing.field_kinds import specs_for
from editor.ui.forms.model_form import EDITED_BESIDE, EDITORS
from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import click_into, press_here, type_here


def test_every_field_of_every_kind_has_an_editor() -> None:
    for model in (Basics, Section, *ENTRY_KINDS.values()):
        for spec in specs_for(model):
            if spec.name in ("kind", "visible", "entries"):
                continue
            if spec.name in EDITED_BESIDE:  # its companion field's editor edits it
                assert EDITED_BESIDE[spec.name] in {s.name for s in specs_for(model)}
                continue
            assert spec.kind in EDITORS, f"{model.__name__}.{spec.name} has no editor ({spec.kind})"


def test_form_follows_the_kind_of_the_selected_entry(window) -> None:
    window.outline.select(("sections", 2, "entries", 0))
    assert window.form.heading.text() == "Publication"
    assert {"title", "authors", "venue", "date", "links", "languages"} <= set(window.form.form.editors)
    window.outline.select(("sections", 3, "entries", 0))
    assert window.form.heading.text() == "Skill group"
    assert set(window.form.form.editors) >= {"label", "details", "items"}


def test_labels_tooltips_and_placeholders_come_from_the_model(window) -> None:
    window.outline.select(("sections", 1, "entries", 1))
    team = window.form.editor("team")
    assert team.input.toolTip() == "Team or department."
    assert team.input.placeholderText() == "e.g. Data Platform"


def test_section_form_edits_kind_and_title(window) -> None:
    window.outline.select(("sections", 3))
    title = window.form.editor("title")
    assert title.input.placeholderText().startswith("Skills")
    window.form.editor("kind").input.setCurrentIndex(window.form.editor("kind").input.findData("interests"))
    assert window.document.resume.sections[3].kind == "interests"
    assert title.input.placeholderText().startswith("Research Interests")
    assert window.outline.item_for(("sections", 3)).text(0) == "Research Interests"
    title.input.setText("Toolbox")
    title.input.textEdited.emit("Toolbox")
    assert window.outline.item_for(("sections", 3)).text(0) == "Toolbox"


def test_ctrl_i_in_a_line_edit(window, qtbot) -> None:
    headline = window.form.editor("headline").input
    click_into(qtbot, headline)
    headline.setSelection(0, 7)  # "Systems"
    press_here(Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert window.document.resume.basics.headline["en"] == "*Systems* researcher"


def test_month_can_be_cleared_and_a_season_chosen(window) -> None:
    entry = ("sections", 0, "entries", 0)
    window.outline.select(entry)
    start = window.form.editor("start")
    start.month.setCurrentIndex(0)
    assert window.document.value_at(entry + ("start",)) == "2016"
    start.month.setCurrentIndex(start.month.findData("fall"))
    assert window.document.value_at(entry + ("start",)) == "2016-fall"
    start.year.setValue(start.year.minimum())  # "—": no start date at all
    assert window.document.value_at(entry + ("start",)) is None


def test_expected_checkbox(window) -> None:
    entry = ("sections", 0, "entries", 1)
    window.outline.select(entry)
    expected = window.form.editor("expected").input
    assert expected.isChecked()
    expected.setChecked(False)
    assert window.document.value_at(entry + ("expected",)) is False
    assert last_command(window) == "Edit expected"


def test_limit_an_entry_to_one_language(window) -> None:
    entry = ("sections", 0, "entries", 0)
    window.outline.select(entry)
    languages = window.form.editor("languages")
    languages.boxes["en"].setChecked(False)
    assert window.document.value_at(entry + ("languages",)) == ["zh"]
    assert window.outline.item_for(entry).text(1) == "中文"
    languages.boxes["zh"].setChecked(False)  # none left: refused with a reason
    assert "at least one language" in languages.error
    assert window.document.value_at(entry + ("languages",)) == ["zh"]
    assert languages.boxes["zh"].isChecked()
    languages.boxes["en"].setChecked(True)
    assert window.document.value_at(entry + ("languages",)) is None


def test_skill_items_editor(window, qtbot) -> None:
    entry = ("sections", 3, "entries", 0)
    window.outline.select(entry)
    items = window.form.editor("items")
    assert [r.toPlainText() for r in items.rows] == ["C/C++", "Python", "Go"]
    activate(window, qtbot)
    items.add_item()
    type_here("Rust")  # the new item has the caret
    assert window.document.value_at(entry + ("items",))[-1] == "Rust"


def test_award_dates_as_a_list(window) -> None:
    window.outline.add_section("awards")
    path = window.outline.current_path
    dates = window.form.editor("dates")
    dates.input.setText("2022, 2023-6")
    dates.input.textEdited.emit("2022, 2023-6")
    assert window.document.value_at(path + ("dates",)) == ["2022", "2023-06"]
    dates.input.textEdited.emit("2022, 20x")
    assert "date" in dates.error
    assert window.document.value_at(path + ("dates",)) == ["2022", "2023-06"]


def test_links_table_refuses_a_bad_url(window) -> None:
    window.outline.select(("sections", 2, "entries", 0))
    links = window.form.editor("links")
    links.add_row()
    url_column = next(i for i, c in enumerate(links.columns) if c.name == "url")
    links.table.item(0, url_column).setText("ftp://example.org/paper.pdf")
    assert "https://" in links.error
    links.table.item(0, url_column).setText("https://example.org/paper.pdf")
    assert window.document.resume.sections[2].entries[0].links[0].url == "https://example.org/paper.pdf"


def test_accent_colour_is_checked_inline(window) -> None:
    accent = window.design_button.form.editor("accent")
    accent.input.setText("blue")
    accent.input.textEdited.emit("blue")
    assert "#1f4e79" in accent.error
    assert window.document.resume.design.accent is None
    accent.input.textEdited.emit("#aa3300")
    assert window.document.resume.design.accent == "#aa3300"
    assert last_command(window) == "Change accent"


def test_page_numbers_and_page_size_are_undoable(window) -> None:
    form = window.design_button.form
    form.editor("page_numbers").input.setChecked(True)
    size = form.editor("page_size").input
    size.setCurrentIndex(size.findData("Letter"))
    assert window.document.resume.design.page_numbers is True
    assert window.document.resume.design.page_size == "Letter"
    assert last_command(window) == "Change page size"
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.document.resume.design.page_numbers is False
    assert size.currentData() is None


def test_removing_a_language_updates_the_toggle(window) -> None:
    window.language_toggle.buttons["zh"].click()
    window.document.set_value(("languages",), ["en"])
    assert list(window.language_toggle.buttons) == ["en"]
    assert window.document.language == "en"
    window.undo_action.trigger()
    assert list(window.language_toggle.buttons) == ["en", "zh"]


def test_tags_are_typed_as_words_in_one_line(window, qtbot) -> None:
    window.outline.select(("sections", 0))
    click_into(qtbot, window.form.editor("tags").input)
    type_here("academic, one-page")
    assert window.document.resume.sections[0].tags == ["academic", "one-page"]
    window.document.undo_stack.undo()
    assert window.document.resume.sections[0].tags == []
