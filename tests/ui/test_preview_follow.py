"""The preview and the outline follow each other: a click on an entry in the
preview selects it; selecting an entry scrolls the preview to it."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from editor.ui.preview_places import anchor_rect, page_rects
from tests.helpers import FIXTURES, pdf_text

LONG = FIXTURES / "seeds" / "s001_003.yaml"  # three pages in classic


@pytest.fixture
def long_window(make_window, tmp_path: Path):
    target = tmp_path / "long" / "cv.yaml"
    target.parent.mkdir()
    shutil.copy(LONG, target)
    window = make_window(target)
    window.preview.set_zoom("width")
    return window


def _text_lines(pdf: bytes, page_index: int) -> list[tuple[float, float, float, float, str]]:
    """(x0, top, x1, bottom, text) of each printed line of a page, in points from the top left."""
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTTextBox

    page = list(extract_pages(io.BytesIO(pdf)))[page_index]
    return [(line.x0, page.height - line.y1, line.x1, page.height - line.y0, line.get_text().strip())
            for box in page if isinstance(box, LTTextBox) for line in box]


def _on_screen(window, page: int, x: float, y: float) -> QPoint:
    rect = page_rects(window.preview.view)[page]
    scale = rect.width() / window.preview.pdf_document.pagePointSize(page).width()
    return QPoint(rect.left() + round(x * scale), rect.top() + round(y * scale))


def test_the_page_geometry_matches_what_is_drawn(long_window, qtbot):
    """The first page's rectangle, cut out of the screen, is that page drawn at that size."""
    preview = long_window.preview
    qtbot.wait(600)  # the pages settle (a glance, then the whole story)
    rect = page_rects(preview.view)[0]
    screen = preview.view.viewport().grab().toImage()
    visible = rect.intersected(preview.view.viewport().rect())
    assert visible.height() > 200
    page = preview.page_image(0, rect.width())
    differences = []
    for y in range(visible.top() + 5, visible.bottom() - 5, 7):
        for x in range(visible.left() + 5, visible.right() - 5, 7):
            ours = page.pixelColor(x - rect.left(), y - rect.top()).lightness()
            differences.append(abs(screen.pixelColor(x, y).lightness() - ours))
    assert sum(differences) / len(differences) < 6, sum(differences) / len(differences)
    # the page is not blank, so the comparison compares something
    assert sum(1 for y in range(0, page.height(), 5) for x in range(0, page.width(), 5)
               if page.pixelColor(x, y).lightness() < 128) > 50


def test_a_click_on_an_entry_selects_it(long_window, qtbot):
    preview, outline = long_window.preview, long_window.outline
    qtbot.wait(100)
    for path, page, x, y in preview.anchors[:6]:
        if page != 0:
            continue
        point = _on_screen(long_window, page, x + 40, y + 6)  # inside the entry's first line
        if not preview.view.viewport().rect().contains(point):
            continue
        outline.select(("basics",))
        qtbot.mouseClick(preview.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert outline.current_path == path
        assert long_window.form.path == path
    header = _on_screen(long_window, 0, 60, 20)  # above the first entry: the name
    outline.select(("basics",))
    qtbot.mouseClick(preview.view.viewport(), Qt.MouseButton.LeftButton, pos=header)
    assert outline.current_path == ("basics",)


def test_selecting_an_entry_scrolls_the_preview_to_it(long_window, qtbot):
    preview = long_window.preview
    last_path, last_page, _x, _y = max(preview.anchors, key=lambda a: (a[1], a[3]))
    assert last_page >= 1
    bar = preview.view.verticalScrollBar()
    before = bar.value()
    long_window.outline.select(last_path)
    assert bar.value() > before
    rect = anchor_rect(preview.view, preview.anchors, last_path)
    assert preview.view.viewport().rect().contains(rect.topLeft())
    first_path = min(preview.anchors, key=lambda a: (a[1], a[3]))[0]
    long_window.outline.select(first_path)
    assert preview.view.viewport().rect().contains(anchor_rect(preview.view, preview.anchors, first_path).topLeft())


@pytest.fixture
def longer_window(make_window, tmp_path: Path):
    """The bilingual seed with its sections three times over: six pages or so."""
    from editor.formats import load, save

    resume = load(LONG)
    resume.sections = [section.model_copy(deep=True) for section in resume.sections * 3]
    target = tmp_path / "longer" / "cv.yaml"
    target.parent.mkdir()
    save(resume, target)
    return make_window(target)


def test_typing_in_a_long_cv_shows_the_pages_on_screen_first(longer_window, qtbot):
    """An edit lays out the pages on screen first (a glance, padded to the page count),
    then the whole; the whole is what the preview keeps."""
    long_window = longer_window
    preview = long_window.preview
    calls = []
    render = preview.render

    def spy(resume, **options):
        calls.append(options)
        return render(resume, **options)

    spy.can_stop = True
    preview.render = spy
    pages = preview.page_count()
    assert pages >= 3
    with qtbot.waitSignal(preview.rendered, timeout=10_000):
        long_window.document.set_text(("basics", "name"), "Glance Example")
    glances = [c for c in calls if c.get("story_limit") is not None]
    assert glances and glances[0]["pad_to_pages"] == pages and calls.index(glances[0]) == 0
    assert "story_limit" not in calls[-1] and preview.page_count() == pages
    assert "GLANCE EXAMPLE" in _text_lines(preview.last_pdf, 0)[0][4].upper()


def test_a_newer_render_stops_the_one_running(make_window, cv_path, qtbot):
    import threading

    from editor.render import render_pdf_report
    from editor.render.errors import RenderSuperseded

    gate, stopped, asked = threading.Event(), [], []

    def slow(resume, *, template=None, lang=None, should_stop=None, **options):
        asked.append(should_stop)
        if len(asked) == 2:  # the second render waits until told it is replaced
            gate.wait(5)
            if should_stop is not None and should_stop():
                stopped.append(True)
                raise RenderSuperseded("replaced")
        return render_pdf_report(resume, template=template, lang=lang)

    slow.can_stop = True
    window = make_window(cv_path, render=slow)
    preview = window.preview
    preview.set_debounce(0)
    window.document.set_text(("basics", "name"), "First")
    qtbot.waitUntil(lambda: len(asked) == 2)
    with qtbot.waitSignal(preview.rendered, timeout=10_000):
        window.document.set_text(("basics", "name"), "Second")
        qtbot.waitUntil(lambda: asked[1]())  # the running render is told a newer one wants its place
        gate.set()
    assert stopped == [True] and len(asked) == 3
    assert "SECOND" in pdf_text(preview.last_pdf).upper()
