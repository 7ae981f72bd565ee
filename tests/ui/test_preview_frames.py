"""The preview swaps whole pages: the worker rasterises the changed pages on screen, the
view keeps the unchanged ones, and no edit waits for a pause it was not asked for."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument

from editor.formats import load
from editor.render import render_pdf
from editor.ui import page_frames, page_view
from editor.ui.page_frames import FrameRequest, frame_for, page_digests
from tests.ui.keyboard import click_into, type_here

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "example.yaml"


def _example_pdfs() -> tuple[bytes, bytes]:
    """The bundled example (three pages), before and after an edit of the name it starts with."""
    resume = load(EXAMPLE)
    before = render_pdf(resume, lang="en")
    resume.basics.name = {**resume.basics.name, "en": "Another Name"}
    return before, render_pdf(resume, lang="en")


def test_digests_tell_changed_pages_from_unchanged_ones() -> None:
    before, after = _example_pdfs()
    old, new = page_digests(before), page_digests(after)
    assert len(old) == len(new) >= 2
    assert old[0] != new[0]
    assert old[-1] == new[-1]  # the last page does not show the name
    assert page_digests(b"not a PDF") == []


def test_digests_read_a_page_tree_written_over_several_lines() -> None:
    resume = load(EXAMPLE)
    resume.sections = [s.model_copy(deep=True) for _ in range(5) for s in resume.sections]
    pdf = render_pdf(resume, lang="en")
    digests = page_digests(pdf)
    assert len(digests) >= 10 and len(digests) == pdf.count(b"/Type /Page\n") + pdf.count(b"/Type /Page ")


def test_digests_of_plain_pages_see_past_the_word_endobj_in_their_text() -> None:
    import io

    from reportlab.pdfgen.canvas import Canvas

    def plain_page(last_line: str) -> bytes:  # a page's contents as the preview writes them: not deflated
        out = io.BytesIO()
        canvas = Canvas(out, pageCompression=0, invariant=1)
        canvas.drawString(72, 720, "endobj")
        canvas.drawString(72, 700, last_line)
        canvas.save()
        return out.getvalue()

    before, after = plain_page("first"), plain_page("other")  # the same length
    assert b"(endobj) Tj" in before
    assert page_digests(before) and page_digests(before) != page_digests(after)
    assert page_digests(before) == page_digests(plain_page("first"))


def test_a_frame_rasterises_only_changed_pages_on_screen(qapp) -> None:
    before, after = _example_pdfs()
    shown = tuple(page_digests(before))
    last = len(shown) - 1
    frame = frame_for(after, FrameRequest(((0, 300, 424), (last, 300, 424)), 1.0, shown))
    assert last in frame.kept and 0 not in frame.kept
    assert set(frame.images) == {0}
    assert frame.images[0].size() == QSize(300, 424)
    assert frame_for(after, None).images == {}


def test_typing_shows_pages_rasterised_off_the_gui_thread(window, qtbot, monkeypatch) -> None:
    threads: list[threading.Thread] = []
    rasterise, patched = page_frames.rasterise, page_frames.patched

    def recording(draw):
        def draw_and_note(*args):
            threads.append(threading.current_thread())
            return draw(*args)
        return draw_and_note

    monkeypatch.setattr(page_view, "rasterise", recording(rasterise))
    monkeypatch.setattr(page_frames, "rasterise", recording(rasterise))
    monkeypatch.setattr(page_frames, "patched", recording(patched))  # a band of the page
    loads: list[threading.Thread] = []
    load = QPdfDocument.load

    def noted_load(document, source):
        loads.append(threading.current_thread())
        return load(document, source)

    monkeypatch.setattr(QPdfDocument, "load", noted_load)
    window.outline.select(("basics",))
    click_into(qtbot, window.form.editor("name").input)
    qtbot.wait(200)  # the pages on show have been drawn
    threads.clear()
    before = window.preview.page_image(0)
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        type_here("x")
    qtbot.wait(100)
    window.preview.view.viewport().repaint()
    assert window.preview.page_image(0) != before
    assert threads, "the changed page was rasterised somewhere"
    assert all(thread is not threading.main_thread() for thread in threads), threads
    assert loads and all(thread is not threading.main_thread() for thread in loads), loads  # loaded once, there


def _changed_rows(before, after) -> tuple[int, int] | None:
    """The first and last rows in which two images of the same size differ."""
    def row(image, y: int) -> bytes:
        return bytes(image.constScanLine(y))[:image.bytesPerLine()]

    rows = [y for y in range(before.height()) if row(before, y) != row(after, y)]
    return (rows[0], rows[-1]) if rows else None


def test_typing_paints_again_only_the_band_that_changed(window, qtbot) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QRegion

    viewport = window.preview.view.viewport()
    window.outline.select(("basics",))
    click_into(qtbot, window.form.editor("name").input)
    qtbot.wait(200)  # the pages on show have been drawn
    before = viewport.grab().toImage()

    class PaintRegions(QObject):
        painted = QRegion()

        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                self.painted += event.region()
            return False

    regions = PaintRegions()
    viewport.installEventFilter(regions)
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        type_here("x")
    qtbot.wait(100)
    viewport.removeEventFilter(regions)
    painted = regions.painted
    after = viewport.grab().toImage()  # the whole viewport painted afresh
    changed = _changed_rows(before, after)
    assert changed is not None, "the name on the page changed"
    bounds = painted.boundingRect()
    assert bounds.top() <= changed[0] and changed[1] <= bounds.bottom(), (changed, bounds)  # nothing stale
    assert bounds.height() < viewport.height() // 4, bounds  # the band, not the viewport


def test_an_edit_renders_at_once_and_a_set_pause_stays_set(window, qtbot) -> None:
    preview = window.preview
    start = preview.generation
    with qtbot.waitSignal(preview.rendered, timeout=10_000):
        window.document.set_text(("basics", "headline"), "No pause")
    assert preview.generation > start
    # A pause set by the caller survives an immediate render (a language switch).
    preview.set_debounce(400)
    with qtbot.waitSignal(preview.rendered, timeout=10_000):
        preview.schedule(0)
    shown = preview.generation
    window.document.set_text(("basics", "headline"), "After a pause")
    qtbot.wait(150)
    assert preview.generation == shown
    with qtbot.waitSignal(preview.rendered, timeout=10_000):
        pass


def test_the_preview_is_untagged_and_an_export_tagged(window, qtbot) -> None:
    from editor.ui.file_actions import exported_bytes

    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        window.document.set_text(("basics", "headline"), "Tagged or not")
    assert b"/StructTreeRoot" not in window.preview.last_pdf  # only looked at: no structure tree
    exported = exported_bytes(window.document.resume, "pdf", "en", window.preview.render)
    assert b"/StructTreeRoot" in exported
    assert b" Tj" in window.preview.last_pdf  # read once by pdfium: its pages' contents not deflated
    assert b" Tj" not in exported


def test_a_changed_band_is_redrawn_alone_with_the_pixels_of_the_whole_page(qapp, monkeypatch) -> None:
    from editor.render import RenderRequest, render_pdf_report
    from editor.ui.page_frames import rasterise
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtPdf import QPdfDocument

    def page_image(pdf: bytes, size: QSize):
        buffer = QBuffer()
        buffer.setData(QByteArray(pdf))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        document = QPdfDocument()
        document.load(buffer)
        return rasterise(document, 0, size)

    resume = load(EXAMPLE)
    screen = RenderRequest(lang="en", tagged=False, page_parts=True)
    before = render_pdf_report(resume, screen)
    resume.basics.headline = {**resume.basics.headline, "en": "A headline typed just now"}
    after = render_pdf_report(resume, screen)
    size = QSize(640, 828)
    shown = page_image(before.pdf, size)
    request = FrameRequest(((0, size.width(), size.height()),), 1.0, tuple(page_digests(before.pdf)),
                           {0: shown}, tuple(before.page_parts))
    calls = []
    original = page_frames.patched
    monkeypatch.setattr(page_frames, "patched", lambda *args: calls.append(args[3]) or original(*args))
    frame = frame_for(after.pdf, request, after.page_parts)
    assert calls and calls[0][1] - calls[0][0] < size.height() // 4, calls  # a band, not the page
    assert frame.images[0] == page_image(after.pdf, size)
