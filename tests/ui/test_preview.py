"""The preview: off-thread renders, failures that keep the last pages, navigation;
and the language toggle, which flips the forms and the preview together."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from editor.render import render_pdf
from tests.ui.conftest import last_command


def test_language_toggle_flips_the_form_and_the_preview(window, qtbot) -> None:
    english = window.preview.page_image(0)
    assert window.form.editor("name").text() == "Jane Doe"
    with qtbot.waitSignal(window.preview.rendered, timeout=5000):
        window.language_toggle.buttons["zh"].click()
    assert window.document.language == "zh"
    assert window.form.editor("name").text() == "杜简"
    assert window.form.editor("location").text() == "中国北京"
    assert window.outline.item_for(("sections", 1, "entries", 0)).text(0) == "字节跳动"
    assert window.preview.page_image(0) != english
    assert not window.document.is_modified()  # a view switch, not an edit


def test_a_field_without_translation_shows_the_other_language_as_a_hint(window) -> None:
    window.language_toggle.buttons["zh"].click()
    window.outline.select(("sections", 1, "entries", 1))  # English-only entry
    role = window.form.editor("role")
    assert role.text() == ""
    assert role.input.placeholderText() == "EN: Intern"


def test_editing_chinese_leaves_english_untouched_and_undo_works_across_a_toggle(window) -> None:
    document = window.document
    document.set_text(("basics", "headline"), "Systems person")
    window.language_toggle.buttons["zh"].click()
    headline = window.form.editor("headline")
    headline.input.setText("")
    headline.input.textEdited.emit("系统研究")
    assert document.resume.basics.headline == {"en": "Systems person", "zh": "系统研究"}
    window.undo_action.trigger()
    assert document.resume.basics.headline == {"en": "Systems person", "zh": "系统方向研究员"}
    assert headline.text() == "系统方向研究员"
    window.undo_action.trigger()  # the English edit made before the toggle
    assert document.resume.basics.headline["en"] == "Systems researcher"
    assert document.language == "en"  # undo shows the language whose text it changed


def test_rendering_happens_off_the_gui_thread(make_window, cv_path) -> None:
    threads = []

    def recording_render(resume, *, template=None, lang=None):
        threads.append(threading.current_thread())
        return render_pdf(resume, template=template, lang=lang)

    make_window(cv_path, render=recording_render)
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_a_failed_render_keeps_the_last_pages_and_shows_why(make_window, cv_path, qtbot) -> None:
    fail = {"now": False}

    def flaky_render(resume, *, template=None, lang=None):
        if fail["now"]:
            raise ValueError("the template ran out of ink")
        return render_pdf(resume, template=template, lang=lang)

    window = make_window(cv_path, render=flaky_render)
    pages = window.preview.page_count()
    good = window.preview.page_image(0)
    fail["now"] = True
    with qtbot.waitSignal(window.preview.render_failed, timeout=5000):
        window.document.set_text(("basics", "name"), "Broken")
    assert window.preview.banner.isVisible()
    assert "ran out of ink" in window.preview.banner.text()
    assert window.preview.page_count() == pages
    assert window.preview.page_image(0) == good
    fail["now"] = False
    with qtbot.waitSignal(window.preview.rendered, timeout=5000):
        window.document.set_text(("basics", "name"), "Fixed")
    assert not window.preview.banner.isVisible()


def test_missing_renderer_is_a_message_not_a_crash(make_window, cv_path, qtbot) -> None:
    from editor.ui.render_job import RendererMissing

    def no_renderer(resume, *, template=None, lang=None):
        raise RendererMissing("gone")

    window = make_window(cv_path, render=no_renderer, wait=False)
    qtbot.waitUntil(lambda: window.preview.banner.isVisible(), timeout=5000)
    assert "renderer is not available" in window.preview.placeholder.text()


def test_bursts_of_edits_coalesce_into_few_renders(window, qtbot) -> None:
    window.preview.set_debounce(100)
    start = window.preview.generation
    for i in range(20):
        window.document.set_text(("basics", "name"), f"Name {i}", merge=True)
    with qtbot.waitSignal(window.preview.rendered, timeout=5000):
        pass
    assert window.preview.generation - start == 1
    assert window.preview.last_timing["render_ms"] > 0


def test_page_navigation_and_zoom(make_window, qtbot) -> None:
    window = make_window(None)  # the bundled example runs over several pages
    preview = window.preview
    assert preview.page_count() >= 2
    assert preview.page_label.text() == f"Page 1 / {preview.page_count()}"
    preview.next_button.click()
    qtbot.waitUntil(lambda: preview.current_page() == 1, timeout=2000)
    assert preview.page_label.text().startswith("Page 2")
    preview.set_zoom("page")
    assert preview.view.zoomMode() == preview.view.ZoomMode.FitInView
    preview.set_zoom(1.5)
    assert preview.view.zoomFactor() == pytest.approx(1.5)


def test_scroll_position_survives_a_refresh(make_window, qtbot) -> None:
    window = make_window(None)
    bar = window.preview.view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=2000)
    bar.setValue(bar.maximum() // 2)
    kept = bar.value()
    with qtbot.waitSignal(window.preview.rendered, timeout=5000):
        window.document.set_text(("basics", "headline"), "Another headline")
    assert bar.value() == kept


def test_visibility_toggle_changes_the_preview(window, qtbot) -> None:
    from tests.helpers import pdf_text

    with qtbot.waitSignal(window.preview.rendered, timeout=5000):
        window.outline.item_for(("sections", 1, "entries", 1)).setCheckState(0, Qt.CheckState.Unchecked)
    assert last_command(window) == "Hide entry"
    assert "Only English Ltd" not in pdf_text(window.preview.last_pdf)
