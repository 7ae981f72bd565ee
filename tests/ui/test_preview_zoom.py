"""Ctrl+= / Ctrl+- / Ctrl+0 zoom the preview, from a field too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import activate

CTRL = Qt.KeyboardModifier.ControlModifier


def test_zoom_keys_from_a_field(window, qtbot) -> None:
    activate(window, qtbot)
    headline = window.form.editor("headline").input
    headline.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is headline, timeout=3000)
    view = window.preview.view
    assert view.zoomMode() == QPdfView.ZoomMode.FitToWidth

    qtbot.keyClick(headline, Qt.Key.Key_Equal, CTRL)
    assert view.zoomMode() == QPdfView.ZoomMode.Custom and view.zoomFactor() == 1.25
    qtbot.keyClick(headline, Qt.Key.Key_Equal, CTRL)
    assert view.zoomFactor() == 1.5
    qtbot.keyClick(headline, Qt.Key.Key_Minus, CTRL)
    qtbot.keyClick(headline, Qt.Key.Key_Minus, CTRL)
    qtbot.keyClick(headline, Qt.Key.Key_Minus, CTRL)
    assert view.zoomFactor() == 0.75
    assert window.preview.zoom_box.currentText() == "75%"
    qtbot.keyClick(headline, Qt.Key.Key_0, CTRL)
    assert view.zoomMode() == QPdfView.ZoomMode.FitToWidth
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
