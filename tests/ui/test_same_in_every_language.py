""""Same in every language" in the real window: the translation view's toggle marks
a field as one text for every language, through the undo stack, so the count,
"Next missing", the Export All warning, the preview and the saved file all see it."""

from __future__ import annotations

from pathlib import Path

from editor.editing.translation import missing_paths
from editor.formats.native import load
from tests.ui.conftest import last_command
from tests.ui.test_bilingual import PUBLICATION, SKILLS, preview_text, switch

TITLE = PUBLICATION + ("title",)


def test_the_toggle_marks_a_field_shared_undoably_and_it_stops_counting(window, prompts, cv_path: Path, qtbot) -> None:
    document, view = window.document, window.translation.view
    switch(window, qtbot, "zh")
    window.translation.view_action.trigger()
    window.outline.select(PUBLICATION)
    english = document.value_at(TITLE)
    counter = window.translation.counter
    assert counter.text() == "中文: 4 missing translations" and view.is_marked(TITLE)

    button = view.companions[TITLE].same_button
    qtbot.waitUntil(lambda: button.isVisibleTo(window), timeout=2000)  # the new form shows queued
    assert button.isEnabled() and not button.isChecked()
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        button.click()
    assert document.value_at(TITLE) == {"*": english}
    assert last_command(window) == "Same in every language: title"
    assert button.isChecked() and not view.is_marked(TITLE)
    assert view.companions[TITLE].text() == "Same in every language"
    assert window.form.editor("title").text() == english  # one text, shown in Chinese too
    qtbot.waitUntil(lambda: counter.text() == "中文: 3 missing translations", timeout=2000)
    assert TITLE not in missing_paths(document.resume, "zh")
    assert "GOAT" in preview_text(window)  # printed in the Chinese PDF

    window.translation.next_action.trigger()  # "Next missing" skips it
    assert window.outline.current_path == SKILLS

    window.files.save()
    assert load(cv_path).sections[2].entries[0].title == {"*": english}
    assert "'*': 'GOAT: Gradient Scheduling" in cv_path.read_text(encoding="utf-8")

    window.undo_action.trigger()
    assert document.value_at(TITLE) == english
    qtbot.waitUntil(lambda: counter.text() == "中文: 4 missing translations", timeout=2000)


def test_the_toggle_is_off_where_it_would_lose_text_and_absent_where_fields_are_neutral(window, qtbot) -> None:
    view = window.translation.view
    switch(window, qtbot, "zh")
    window.translation.view_action.trigger()
    window.outline.select(("sections", 1, "entries", 0))  # organisation: {en: Bytedance, zh: 字节跳动}
    button = view.companions[("sections", 1, "entries", 0, "organisation")].same_button
    assert not button.isEnabled() and "several languages" in button.toolTip()
    window.outline.select(PUBLICATION)
    title, venue_short = view.companions[TITLE], view.companions[PUBLICATION + ("venue_short",)]
    qtbot.waitUntil(lambda: title.same_button.isVisibleTo(window), timeout=2000)
    assert not venue_short.same_button.isVisibleTo(window)


def test_an_author_typed_once_reads_and_edits_alike_in_every_language(window, qtbot) -> None:
    document = window.document
    switch(window, qtbot, "zh")
    window.outline.select(PUBLICATION)
    table = window.form.editor("authors").table
    assert [table.item(row, 0).text() for row in range(3)] == ["J. Doe", "G. Zhao", "H. Xu"]
    table.item(1, 0).setText("G. Zhao-Li")  # typed in the Chinese view: the one name changes
    author = PUBLICATION + ("authors", 1, "name")
    assert document.value_at(author) == "G. Zhao-Li"
    assert document.text_at(author, "en") == "G. Zhao-Li"
    venue_short = window.form.editor("venue_short")
    assert venue_short.text() == "IWQoS'23"  # a venue's abbreviation too
    window.undo_action.trigger()
    assert document.value_at(author) == "G. Zhao"
