"""One document, two languages, in the real window: the toggle, the translation
view, "next missing", the language badge, adding a language, export of all."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from editor.editing.translation import missing_paths
from editor.ui.translation_view import ReferenceText
from tests.helpers import pdf_text
from tests.ui.conftest import FakePrompts, activate, last_command
from tests.ui.keyboard import click_into, type_here

PUBLICATION = ("sections", 2, "entries", 0)
ENGLISH_ONLY = ("sections", 1, "entries", 1)  # "Only English Ltd", languages: [en]
SKILLS = ("sections", 3, "entries", 0)


class BilingualPrompts(FakePrompts):
    new_language: tuple[str, str | None] | None = None

    def ask_new_language(self, existing: list[str]) -> tuple[str, str | None] | None:
        self.asked.append("new_language")
        return self.new_language


@pytest.fixture
def prompts() -> BilingualPrompts:
    return BilingualPrompts()


def switch(window, qtbot, lang: str) -> None:
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        window.language_toggle.buttons[lang].click()


def preview_text(window) -> str:
    return pdf_text(window.preview.last_pdf)


# --- the toggle ---------------------------------------------------------------------

def test_toggle_flips_fields_and_preview_and_localises_what_the_user_did_not_type(window, qtbot) -> None:
    window.outline.select(("sections", 0, "entries", 1))
    institution = window.form.editor("institution")
    assert institution.text() == "Example Institute of Technology"
    english = preview_text(window)
    assert "Education" in english and "expected" in english and "Present" in english

    switch(window, qtbot, "zh")
    assert institution.text() == "示例理工学院"  # the same editor, refreshed in place
    chinese = preview_text(window).replace(" ", "")
    assert "示例理工学院" in chinese and "Example Institute" not in chinese
    for localised in ("教育背景", "工作经历", "至今", "预计"):
        assert localised in chinese
    assert "2020.9" in chinese  # the Chinese date style

    switch(window, qtbot, "en")
    assert institution.text() == "Example Institute of Technology"


def test_toggle_keeps_the_selection_the_form_and_the_preview_scroll(make_window, qtbot) -> None:
    window = make_window(None)  # the bundled example: bilingual and several pages long
    window.resize(1100, 600)
    entry = ("sections", 2, "entries", 0)
    window.outline.select(entry)
    form = window.form.form
    bar = window.preview.view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=3000)
    bar.setValue(bar.maximum() // 3)
    kept = bar.value()

    switch(window, qtbot, "zh")
    assert window.outline.current_path == entry
    assert window.outline.tree.currentItem() is window.outline.item_for(entry)
    assert window.form.form is form  # refreshed, not rebuilt: focus and form scroll stay
    assert bar.value() == kept


def test_editing_chinese_leaves_english_untouched_and_undo_crosses_toggles(window, qtbot) -> None:
    document = window.document
    window.outline.select(("sections", 1, "entries", 0))
    role = window.form.editor("role")
    switch(window, qtbot, "zh")
    click_into(qtbot, role.input)
    role.input.selectAll()
    type_here("研究员")
    assert document.value_at(("sections", 1, "entries", 0, "role")) == {"en": "Research Intern", "zh": "研究员"}
    assert last_command(window) == "Edit role"

    switch(window, qtbot, "en")
    assert role.text() == "Research Intern"
    window.undo_action.trigger()  # undoes the Chinese edit while English is shown: shows Chinese
    assert document.value_at(("sections", 1, "entries", 0, "role")) == {"en": "Research Intern", "zh": "研究实习生"}
    assert document.language == "zh" and role.text() == "研究实习生"
    switch(window, qtbot, "en")
    window.redo_action.trigger()
    assert document.language == "zh" and role.text() == "研究员"


# --- counting and finding what is missing ----------------------------------------------------

def test_missing_count_is_shown_for_the_language_being_edited_and_follows_edits(window, qtbot) -> None:
    counter = window.translation.counter
    assert not counter.isVisible()  # nothing can be missing in the default language
    switch(window, qtbot, "zh")
    expected = len(missing_paths(window.document.resume, "zh"))
    # The paper's title and 3 skill items; its authors and venue_short are the same
    # in every language by nature.
    assert expected == 4
    assert counter.isVisible() and counter.text() == "中文: 4 missing translations"

    window.document.set_text(PUBLICATION + ("title",), "GOAT：梯度调度")
    qtbot.waitUntil(lambda: counter.text() == "中文: 3 missing translations", timeout=2000)
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: counter.text() == "中文: 4 missing translations", timeout=2000)
    # An English-only entry needs no Chinese: including it everywhere adds its fields.
    window.translation.include_everywhere(ENGLISH_ONLY)
    qtbot.waitUntil(lambda: counter.text() == "中文: 6 missing translations", timeout=2000)


def test_next_missing_selects_the_item_and_focuses_the_field(window, qtbot) -> None:
    switch(window, qtbot, "zh")
    activate(window, qtbot)
    actions = window.translation
    actions.next_action.trigger()
    assert window.outline.current_path == PUBLICATION
    assert actions.focused_path() == PUBLICATION + ("title",)
    assert QApplication.focusWidget() is window.form.editor("title").input

    actions.next_action.trigger()  # past the authors and venue_short: the same in every language
    assert window.outline.current_path == SKILLS
    assert actions.focused_path() == SKILLS + ("items", 0)
    assert QApplication.focusWidget() is window.form.editor("items").rows[0]

    # Translating the focused field moves the next search on, then it wraps around.
    type_here("C/C++")  # where Next Missing put the caret
    actions.next_action.trigger()
    assert actions.focused_path() == SKILLS + ("items", 1)
    actions.next_action.trigger()
    actions.next_action.trigger()
    assert window.outline.current_path == PUBLICATION


def test_next_missing_in_the_default_language_says_why_nothing_happens(window) -> None:
    assert not window.translation.next_action.isEnabled()
    window.translation.go_to_next_missing()
    assert "another language" in window.statusBar().currentMessage()
    assert window.outline.current_path == ("basics",)


# --- translation view ---------------------------------------------------------------------

def test_translation_view_shows_the_other_language_beside_each_field(window, qtbot) -> None:
    view = window.translation.view
    switch(window, qtbot, "zh")
    window.translation.view_action.trigger()
    assert view.enabled
    window.outline.select(PUBLICATION)
    title = PUBLICATION + ("title",)
    assert view.companions[title].text().startswith("GOAT: Gradient Scheduling")
    assert view.is_marked(title)
    assert not view.is_marked(PUBLICATION + ("venue_short",))  # the same in every language by nature
    assert not view.is_marked(PUBLICATION + ("venue",))  # empty in every language

    window.outline.select(("sections", 1, "entries", 0))
    highlight = ("sections", 1, "entries", 0, "highlights", 0)
    assert view.companions[highlight].text() == "Implemented **AllGather** over RDMA verbs"
    assert not view.is_marked(highlight)
    bullets = window.form.editor("highlights")
    bullets.add_button.click()  # a new row gets its companion too
    assert ("sections", 1, "entries", 0, "highlights", 2) in view.companions

    switch(window, qtbot, "en")  # the reference becomes Chinese
    assert view.companions[highlight].text() == "基于 RDMA verbs 实现 **AllGather**"

    window.translation.view_action.trigger()
    assert not view.enabled and view.companions == {}
    assert window.form.form.findChildren(ReferenceText) == []


def test_using_the_reference_text_clears_the_mark_and_is_undoable(window, qtbot) -> None:
    view = window.translation.view
    switch(window, qtbot, "zh")
    window.translation.view_action.trigger()
    window.outline.select(PUBLICATION)
    title = PUBLICATION + ("title",)
    english = window.document.value_at(title)
    view.companions[title].copy_button.click()
    assert window.document.value_at(title) == {"en": english, "zh": english}
    assert window.form.editor("title").text() == english
    assert not view.is_marked(title)
    assert not view.companions[title].copy_button.isEnabled()
    window.undo_action.trigger()
    assert window.document.value_at(title) == english and view.is_marked(title)


# --- per-language entries in the outline ------------------------------------------------------

def test_one_click_on_the_badge_includes_an_entry_in_all_languages(window, qtbot) -> None:
    outline = window.outline
    item = outline.item_for(ENGLISH_ONLY)
    assert item.text(1) == "EN" and "click" in item.toolTip(1)
    rect = outline.tree.visualItemRect(item)
    badge = QPoint(outline.tree.columnViewportPosition(1) + 4, rect.center().y())
    qtbot.mouseClick(outline.tree.viewport(), Qt.MouseButton.LeftButton, pos=badge)
    assert window.document.value_at(ENGLISH_ONLY + ("languages",)) is None
    assert last_command(window) == "Include in all languages"
    assert outline.item_for(ENGLISH_ONLY).text(1) == ""
    window.undo_action.trigger()
    assert window.document.value_at(ENGLISH_ONLY + ("languages",)) == ["en"]
    assert outline.item_for(ENGLISH_ONLY).text(1) == "EN"


def test_include_action_follows_the_selection(window) -> None:
    include = window.translation.include_action
    window.outline.select(("sections", 1, "entries", 0))
    assert not include.isEnabled()
    window.outline.select(ENGLISH_ONLY)
    assert include.isEnabled()
    include.trigger()
    assert window.document.value_at(ENGLISH_ONLY + ("languages",)) is None
    assert not include.isEnabled()


# --- adding a language -----------------------------------------------------------------------

def test_add_language_from_a_copy_is_one_undo_step(window, prompts, qtbot) -> None:
    document = window.document
    prompts.new_language = ("ja", "zh")
    before = document.undo_stack.count()
    window.translation.add_language_action.trigger()
    assert document.resume.languages == ["en", "zh", "ja"]
    assert document.language == "ja" and window.language_toggle.buttons["ja"].isChecked()
    assert document.resume.basics.name == {"en": "Jane Doe", "zh": "杜简", "ja": "杜简"}
    assert document.value_at(("sections", 1, "entries", 0, "highlights", 1))["ja"] == "将每台机器的网卡从 8 张减少到 2 张"
    assert document.value_at(ENGLISH_ONLY + ("languages",)) == ["en"]  # not in Chinese, so not copied
    assert missing_paths(document.resume, "ja") == missing_paths(document.resume, "zh")
    assert document.undo_stack.count() == before + 1
    assert last_command(window) == "Add language ja from zh"
    assert window.form.editor("name").text() == "杜简"

    window.undo_action.trigger()
    assert document.resume.languages == ["en", "zh"] and document.language == "en"
    assert document.resume.basics.name == {"en": "Jane Doe", "zh": "杜简"}
    assert list(window.language_toggle.buttons) == ["en", "zh"]


def test_add_an_empty_language_and_a_refused_one(window, prompts) -> None:
    window.outline.select(ENGLISH_ONLY)
    prompts.new_language = ("de", None)
    window.translation.add_language_action.trigger()
    assert window.document.resume.languages == ["en", "zh", "de"]
    assert window.outline.current_path == ENGLISH_ONLY
    assert list(window.form.editor("languages").boxes) == ["en", "zh", "de"]
    assert window.document.resume.basics.name == {"en": "Jane Doe", "zh": "杜简"}
    assert last_command(window) == "Add language de"
    prompts.new_language = ("zh", None)
    window.translation.add_language_action.trigger()
    assert prompts.errors and "already has" in prompts.errors[-1]
    assert window.document.resume.languages == ["en", "zh", "de"]


# --- export -----------------------------------------------------------------------------------

def test_export_button_offers_all_languages_and_writes_one_pdf_each(window, cv_path: Path, qtbot) -> None:
    button = window.findChild(type(window.open_export_button), "exportButton")
    menu = button.menu()
    assert window.export_all_action in menu.actions()
    before = set(cv_path.parent.iterdir())
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        window.export_all_action.trigger()
    written = set(cv_path.parent.iterdir()) - before
    assert {p.name for p in written} == {"cv-en.pdf", "cv-zh.pdf"}
    english = pdf_text(cv_path.with_name("cv-en.pdf").read_bytes())
    chinese = pdf_text(cv_path.with_name("cv-zh.pdf").read_bytes()).replace(" ", "")
    assert "Only English Ltd" in english and "Only English Ltd" not in chinese
    assert "杜简" in chinese and "杜简" not in english
