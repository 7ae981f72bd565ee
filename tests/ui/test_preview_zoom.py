"""Ctrl+= / Ctrl+- / Ctrl+0 zoom the preview, from a field too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from editor.ui.page_view import PageView
from PySide6.QtWidgets import QApplication

from tests.ui.keyboard import click_into, press_here

CTRL = Qt.KeyboardModifier.ControlModifier


def test_zoom_keys_from_a_field(window, qtbot) -> None:
    headline = window.form.editor("headline").input
    click_into(qtbot, headline)
    view = window.preview.view
    assert view.zoomMode() == PageView.ZoomMode.FitToWidth

    press_here(Qt.Key.Key_Equal, CTRL)
    assert view.zoomMode() == PageView.ZoomMode.Custom and view.zoomFactor() == 1.25
    press_here(Qt.Key.Key_Equal, CTRL)
    assert view.zoomFactor() == 1.5
    press_here(Qt.Key.Key_Minus, CTRL)
    press_here(Qt.Key.Key_Minus, CTRL)
    press_here(Qt.Key.Key_Minus, CTRL)
    assert view.zoomFactor() == 0.75
    assert window.preview.zoom_box.currentText() == "75%"
    press_here(Qt.Key.Key_0, CTRL)
    assert view.zoomMode() == PageView.ZoomMode.FitToWidth
    assert headline.hasFocus()  # the caret stays where the person types


def test_ctrl_wheel_zooms_the_preview(window) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    viewport = window.preview.view.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)

    def wheel(delta: int, modifiers) -> None:
        event = QWheelEvent(centre, viewport.mapToGlobal(centre), QPoint(), QPoint(0, delta),
                            Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)

    wheel(120, CTRL)
    assert window.preview.view.zoomFactor() == 1.25
    wheel(-120, CTRL)
    assert window.preview.view.zoomFactor() == 1.0
    wheel(-120, Qt.KeyboardModifier.NoModifier)  # a plain wheel scrolls, it does not zoom
    assert window.preview.view.zoomFactor() == 1.0


def test_view_menu_names_each_zoom_once(window) -> None:
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    names = [a.text().replace("&", "") for a in view.actions() if a.text()]
    assert len(names) == len(set(names)), names
    assert {"Zoom In", "Zoom Out", "Fit Width", "Fit Page"} <= set(names)
