"""The window at a small size: every pane keeps what it shows inside its own width."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QWidget


def _outline_paths(document) -> list[tuple]:
    paths: list[tuple] = [("basics",)]
    for i, section in enumerate(document.resume.sections):
        paths.append(("sections", i))
        paths += [("sections", i, "entries", j) for j in range(len(section.entries))]
    return paths


def _past_the_right_edge(form) -> list[str]:
    """Visible widgets of the form pane whose right edge lies beyond what the pane shows."""
    viewport = form.viewport()
    cut = []
    for widget in form.widget().findChildren(QWidget):
        if widget.isVisible():
            right = widget.mapTo(viewport, QPoint(widget.width(), 0)).x()
            if right > viewport.width():
                cut.append(f"{type(widget).__name__} {widget.objectName()} ends at {right}")
    return cut


def test_every_form_fits_its_pane_in_a_1000_by_650_window(make_window, qtbot) -> None:
    window = make_window(None)  # the bundled example: every kind of entry
    window.resize(1000, 650)
    # The form pane as narrow as the splitter lets it be, as after dragging the splitter.
    window.splitter.setSizes([300, 0, 700])
    for path in _outline_paths(window.document):
        window.outline.select(path)
        QApplication.processEvents()
        cut = _past_the_right_edge(window.form)
        assert not cut, f"{path}: {cut}"



def test_translation_view_keeps_the_preview_readable_in_a_small_window(make_window, qtbot) -> None:
    from editor.ui.main_window import PREVIEW_MIN_WIDTH

    window = make_window(None)
    window.resize(1000, 650)
    QApplication.processEvents()
    window.translation.view_action.trigger()
    QApplication.processEvents()
    outline, form, preview = window.splitter.sizes()
    assert preview >= PREVIEW_MIN_WIDTH >= 360
    assert not _past_the_right_edge(window.form)
    # Dragging the splitter cannot squeeze the preview into a thumbnail either.
    window.splitter.setSizes([outline, form + preview - 100, 100])
    dragged = window.splitter.sizes()[2]
    assert dragged == 0 or dragged >= PREVIEW_MIN_WIDTH
