"""The photo's crop dialog: the image under a frame of the template's photo
shape; drag the image to move it, zoom with the slider, the mouse wheel or
+ and −, and OK gives the ``basics.photo_crop`` to store.

The image is read and decoded by the renderer's own reader (regular files
within the size and pixel caps, turned upright as its EXIF says), so the
fractions the dialog gives name the same pixels the PDF cuts out.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor, QImage, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen, QWheelEvent,
)
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSlider, QVBoxLayout, QWidget,
)

from ..editing.photo_crop import MAX_ZOOM, CropFrame
from ..model import PhotoCrop
from .i18n import tr
from .qt_utils import signals_blocked

DISPLAY_SIDE = 1600
"""The shown copy's longest side: enough for a sharp frame on a large screen,
and the crop is in fractions, so it means the same pixels in the original."""
FRAME_MARGIN = 28
WHEEL_STEP = 1.1
KEY_STEP = 0.02
"""An arrow key moves the frame by this much of its own size."""


def display_image(upright: Any) -> QImage:
    """A Pillow RGB image as a QImage no larger than :data:`DISPLAY_SIDE`."""
    image = upright.copy()
    image.thumbnail((DISPLAY_SIDE, DISPLAY_SIDE))
    data = image.convert("RGB").tobytes("raw", "RGB")
    return QImage(data, image.width, image.height, 3 * image.width, QImage.Format.Format_RGB888).copy()


class CropView(QWidget):
    """The image moved and scaled so that the crop fills a fixed frame; the
    rest of the image shows dimmed around it.

    Signals:
        frame_changed(CropFrame): a drag, a wheel turn or a key moved or zoomed it.
    """

    frame_changed = Signal(object)

    def __init__(self, image: QImage, frame: CropFrame, parent: QWidget | None = None):
        super().__init__(parent)
        self.image = image
        self.frame = frame
        self._drag_from: QPointF | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setMinimumSize(260, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(tr("Photo crop"))

    def set_frame(self, frame: CropFrame) -> None:
        self.frame = frame
        self.update()

    def frame_rect(self) -> QRectF:
        """Where the frame sits in the widget: the template's shape, as large as fits."""
        room_w, room_h = max(1, self.width() - 2 * FRAME_MARGIN), max(1, self.height() - 2 * FRAME_MARGIN)
        width = min(room_w, room_h * self.frame.aspect)
        height = width / self.frame.aspect
        return QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)

    def image_rect(self) -> QRectF:
        """Where the whole image is drawn, so that the crop lands on the frame."""
        box = self.frame_rect()
        x, y, w, h = self.frame.rect()
        width, height = box.width() / w, box.height() / h
        return QRectF(box.left() - x * width, box.top() - y * height, width, height)

    def _change(self, frame: CropFrame) -> None:
        if frame != self.frame:
            self.set_frame(frame)
            self.frame_changed.emit(frame)

    # --- drawing and input ------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), QColor("#3a3a3a"))
        painter.drawImage(self.image_rect(), self.image)
        box = self.frame_rect()
        outside = QPainterPath()
        outside.addRect(QRectF(self.rect()))
        hole = QPainterPath()
        hole.addRect(box)
        painter.fillPath(outside.subtracted(hole), QColor(0, 0, 0, 150))
        painter.setPen(QPen(QColor("white"), 2 if self.hasFocus() else 1))
        painter.drawRect(box)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag_from = event.position()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.setFocus(Qt.FocusReason.MouseFocusReason)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._drag_from is None:
            return
        delta = event.position() - self._drag_from
        self._drag_from = event.position()
        image = self.image_rect()
        # The image follows the mouse, so the frame moves the other way over it.
        self._change(self.frame.moved(-delta.x() / image.width(), -delta.y() / image.height()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self._drag_from is not None:
            self.mouseMoveEvent(event)
            self._drag_from = None
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120
        if steps:
            self._change(self.frame.zoomed(self.frame.zoom * WHEEL_STEP ** steps))
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        w, h = self.frame.size()
        moves = {Qt.Key.Key_Left: (-w, 0.0), Qt.Key.Key_Right: (w, 0.0),
                 Qt.Key.Key_Up: (0.0, -h), Qt.Key.Key_Down: (0.0, h)}
        key = Qt.Key(event.key())
        if key in moves:
            dx, dy = moves[key]
            self._change(self.frame.moved(dx * KEY_STEP, dy * KEY_STEP))
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self._change(self.frame.zoomed(self.frame.zoom * WHEEL_STEP))
        elif key == Qt.Key.Key_Minus:
            self._change(self.frame.zoomed(self.frame.zoom / WHEEL_STEP))
        else:
            super().keyPressEvent(event)


class PhotoCropDialog(QDialog):
    """Crop *image* (upright, RGB) to *aspect* (width / height); :meth:`crop` is the result."""

    def __init__(self, image: QImage, aspect: float, crop: PhotoCrop | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Crop the photo"))
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(520, screen.width() - 40), min(600, screen.height() - 60))  # fits a small laptop screen
        self.view = CropView(image, CropFrame.around(image.width(), image.height(), aspect, crop), self)
        self.view.frame_changed.connect(self._on_view_frame_changed)
        self.hint = QLabel(tr("Drag the photo to place it in the frame; zoom with the slider or the mouse wheel."), self)
        self.hint.setWordWrap(True)
        self.zoom = QSlider(Qt.Orientation.Horizontal, self)
        self.zoom.setRange(100, round(MAX_ZOOM * 100))
        self.zoom.setAccessibleName(tr("Zoom"))
        self.zoom.valueChanged.connect(self._on_zoom_value_changed)
        self.zoom_label = QLabel(tr("Zoom"), self)
        self.zoom_label.setBuddy(self.zoom)
        self.reset_button = QPushButton(tr("Centre"), self)
        self.reset_button.setToolTip(tr("The whole photo, centred"))
        self.reset_button.clicked.connect(self._on_reset_button_clicked)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        zoom_row = QHBoxLayout()
        zoom_row.addWidget(self.zoom_label)
        zoom_row.addWidget(self.zoom, 1)
        zoom_row.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.hint)
        layout.addLayout(zoom_row)
        layout.addWidget(self.buttons)
        self._show_zoom()
        self.view.setFocus()

    def crop(self) -> PhotoCrop:
        return self.view.frame.crop()

    def _show_zoom(self) -> None:
        with signals_blocked(self.zoom):
            self.zoom.setValue(round(self.view.frame.zoom * 100))

    def _on_view_frame_changed(self, _frame: CropFrame) -> None:
        self._show_zoom()

    def _on_zoom_value_changed(self, value: int) -> None:
        self.view.set_frame(self.view.frame.zoomed(value / 100))

    def _on_reset_button_clicked(self) -> None:
        frame = self.view.frame
        self.view.set_frame(CropFrame(frame.image_width, frame.image_height, frame.aspect))
        self._show_zoom()
