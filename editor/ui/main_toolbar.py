"""The window's toolbar; its buttons that stay pressed show it in either scheme.

Fusion draws a checked tool button sunken in a slightly darker grey: faint in a light
scheme and all but invisible in a dark one, so EN | 中文 and Translation View seemed
never to be on. Here a checked button's face is tinted with the scheme's highlight
colour and framed in it (:func:`~editor.ui.colours.checked_tint`). It is drawn from
the button's palette each time, so it follows the system turning light or dark; a
style sheet would not (it keeps the palette it was polished with).
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, QRectF
from PySide6.QtGui import QActionEvent, QPainter
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QToolBar, QToolButton, QWidget

from .colours import checked_tint


class CheckedTint(QProxyStyle):
    """The application's style, with checked tool buttons tinted."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802 (Qt's name)
                      painter: QPainter, widget: QWidget | None = None) -> None:
        if element == QStyle.PrimitiveElement.PE_PanelButtonTool and option.state & QStyle.StateFlag.State_On:
            palette = option.palette
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(palette.color(palette.ColorRole.Highlight))
            painter.setBrush(checked_tint(palette))
            painter.drawRoundedRect(QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
            painter.restore()
            return
        super().drawPrimitive(element, option, painter, widget)


class MainToolBar(QToolBar):
    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.setObjectName("mainToolbar")
        self.setMovable(False)
        app_style = QApplication.style()
        self.tint = CheckedTint(app_style.name() if app_style is not None else "fusion")
        self.tint.setParent(self)

    def actionEvent(self, event: QActionEvent) -> None:  # noqa: N802 (Qt's name)
        super().actionEvent(event)  # makes the action's button, or places the added widget
        if event.type() == QEvent.Type.ActionAdded:
            widget = self.widgetForAction(event.action())
            if widget is not None:
                self._tint_checkable(widget)
                for button in widget.findChildren(QToolButton):
                    self._tint_checkable(button)
                widget.installEventFilter(self)  # buttons it makes later (EN | 中文 per language)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            child = event.child()
            if isinstance(child, QToolButton):
                self._tint_checkable(child)
        return super().eventFilter(watched, event)

    def _tint_checkable(self, widget: QWidget) -> None:
        if isinstance(widget, QToolButton) and widget.isCheckable() and widget.style() is not self.tint:
            widget.setStyle(self.tint)
