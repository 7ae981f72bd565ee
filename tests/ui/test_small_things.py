"""Small things a person meets in a day: names, folders, stale notices."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.ui.conftest import DATA


def test_save_as_starts_in_the_last_used_folder_then_the_documents(make_window, prompts, settings,
                                                                  tmp_path: Path) -> None:
    used = tmp_path / "cvs"
    used.mkdir()
    shutil.copy(DATA / "small.yaml", used / "old.yaml")
    first = make_window(used / "old.yaml")  # opening it makes the folder the last used
    first.close()
    window = make_window(None)  # the example: no folder of its own
    prompts.save_path = None
    window.save_as_action.trigger()
    assert prompts.suggested[-1].parent == used

    other = tmp_path / "elsewhere"
    other.mkdir()
    shutil.copy(DATA / "small.yaml", other / "cv.yaml")
    window.files.open_path(other / "cv.yaml", ask=False)
    window.save_as_action.trigger()
    assert prompts.suggested[-1].parent == other


def test_keep_one_language_notice_goes_after_a_later_edit(window) -> None:
    window.outline.select(("sections", 0, "entries", 0))
    languages = window.form.editor("languages")
    for box in languages.boxes.values():
        box.setChecked(False)
    assert languages.error is not None and "at least one language" in languages.error
    assert any(box.isChecked() for box in languages.boxes.values())
    window.document.set_text(("basics", "headline"), "Systems person")  # unrelated
    assert languages.error is None


def test_file_new_shows_a_start_page_with_three_ways_to_begin(window, prompts) -> None:
    name_before = window.document.resume.basics.name
    window.new_action.trigger()
    page = window.start_page
    assert window.pages.currentWidget() is page and page.isVisible()
    assert not window.splitter.isVisible()
    assert {"example", "empty", "import"} <= set(page.buttons)
    assert window.document.resume.basics.name == name_before  # nothing gone yet

    page.buttons["back"].click()
    assert window.splitter.isVisible() and window.document.resume.basics.name == name_before

    window.new_action.trigger()
    page.buttons["example"].click()
    assert window.splitter.isVisible()
    assert window.document.file_path is None and window.windowTitle() == "Example résumé — Vitae"
    assert window.document.resume.basics.name  # the example is filled in

    window.new_action.trigger()
    page.buttons["empty"].click()
    assert window.splitter.isVisible() and window.document.resume.basics.name == ""
    assert window.windowTitle() == "Untitled — Vitae"
