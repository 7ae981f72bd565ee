"""The toolbar's template choice: the résumé's ``design.template``, undoable.

Its list shows each template's first page drawn from the résumé itself
(:mod:`editor.ui.template_thumbnails`), brought up to date when it opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QComboBox, QSizePolicy, QStyledItemDelegate, QWidget

from .document import Document
from .i18n import SKIP, current_language, tr
from .template_thumbnails import TemplateThumbnails
from ..editing.modelpath import EditRejected, ModelPath
from .qt_utils import signals_blocked

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionViewItem


def available_templates() -> dict[str, tuple[str, str]]:
    """Template name → (title, description) in the interface language (the theme files say)."""
    try:
        from ..render.templates import template_titles
    except ImportError:
        return {}
    return template_titles(current_language())


def unusable_templates() -> dict[str, str]:
    """Theme file name → its problem, for the theme files that are not templates."""
    try:
        from ..render.templates import broken_templates
    except ImportError:
        return {}
    return {broken.name: str(broken) for broken in broken_templates()}


A4_SHAPE = 297 / 210
LARGEST_ICON_HEIGHT = 120
SMALLEST_ICON_HEIGHT = 40


TEXT_WIDTH = 250
PADDING = 6


class ThumbnailDelegate(QStyledItemDelegate):
    """A row of the picker's list: the thumbnail, then the name in bold over
    the template's description."""

    def _text_rect(self, option: QStyleOptionViewItem, icon: QSize) -> QRect:
        return option.rect.adjusted(icon.width() + 3 * PADDING, PADDING, -PADDING, -PADDING)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        icon = option.decorationSize
        return QSize(icon.width() + 4 * PADDING + TEXT_WIDTH, icon.height() + 2 * PADDING)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        # Imported here: the first use of QStyle makes its Python enums (hundreds of
        # values), a few milliseconds of a start that draws no list yet.
        from PySide6.QtWidgets import QStyle

        self.initStyleOption(option, index)
        style = option.widget.style() if option.widget is not None else QApplication.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget)
        icon = option.decorationSize
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        option.icon.paint(painter, QRect(option.rect.left() + 2 * PADDING, option.rect.top() + PADDING,
                                         icon.width(), icon.height()))
        role = option.palette.ColorRole.HighlightedText if selected else option.palette.ColorRole.Text
        painter.save()
        painter.setPen(option.palette.color(role))
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        text = self._text_rect(option, icon)
        line = painter.fontMetrics().height()
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, option.text)
        painter.setFont(option.font)
        description = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
        painter.drawText(text.adjusted(0, line + 2, 0, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, description)
        painter.restore()


def blank_page(size: QSize) -> QIcon:
    """The picker's icon until a thumbnail arrives: an empty page, so rows keep their height."""
    pixmap = QPixmap(size)
    pixmap.fill(QColor("white"))
    painter = QPainter(pixmap)
    painter.setPen(QColor("#bdbdbd"))
    painter.drawRect(0, 0, size.width() - 1, size.height() - 1)
    painter.end()
    return QIcon(pixmap)


class TemplatePicker(QComboBox):
    """Signals:
        chosen(str): the user picked a template (also remembered for new documents).
    """

    chosen = Signal(str)

    def __init__(self, document: Document, parent: QWidget | None = None,
                 templates: dict[str, tuple[str, str]] | None = None,
                 thumbnails: TemplateThumbnails | None = None):
        """*thumbnails* (optional) gives the list its pictures of each template."""
        super().__init__(parent)
        self.document = document
        self.thumbnails = thumbnails
        self.setToolTip(tr("Template"))
        self.setProperty(SKIP, True)  # the theme files name the templates in each language
        # As wide as the longest title in the interface language in use, also after it
        # changes, and never squeezed by a toolbar short of room. (Qt's default measured
        # the titles once, at first show: a window started in Chinese cut "Academic" short
        # in English, and the pictures arriving with the first opened list took the room
        # of "Sidebar"'s last letter.)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if thumbnails is not None:  # the list's rows draw the thumbnails at the list's icon size
            self.setItemDelegate(ThumbnailDelegate(self))
        for name in (templates if templates is not None else available_templates()):
            self.addItem(name.capitalize(), name)
        self.retitle(templates)
        self._list_unusable()
        if thumbnails is not None:
            self._size_icons()  # a page icon from the start: the box keeps its width when pictures come
            thumbnails.updated.connect(self._on_thumbnails_updated)
        self.currentIndexChanged.connect(self._on_self_index_changed)
        document.reset.connect(self._on_document_reset)
        document.entry_changed.connect(self._on_document_entry_changed)
        self._refresh()

    def retitle(self, templates: dict[str, tuple[str, str]] | None = None) -> None:
        """Name the templates in the interface language (call when it changes)."""
        for name, (title, description) in (templates if templates is not None else available_templates()).items():
            index = self.findData(name)
            if index >= 0:
                self.setItemText(index, title)
                self.setItemData(index, description, Qt.ItemDataRole.ToolTipRole)
        self.setToolTip(tr("Template"))

    def _list_unusable(self) -> None:
        """A theme file that cannot be used shows in the list, greyed, with its
        problem as the tooltip: a person who dropped it in learns why."""
        for name, problem in unusable_templates().items():
            if self.findData(name) >= 0:
                continue
            self.addItem(tr("{name} (cannot be used)").format(name=name), name)
            index = self.count() - 1
            self.setItemData(index, problem, Qt.ItemDataRole.ToolTipRole)
            item = self.model().item(index)  # type: ignore[attr-defined]  # a combo box's model is a QStandardItemModel
            item.setEnabled(False)

    def showPopup(self) -> None:  # noqa: N802 (Qt's name)
        if self.thumbnails is not None:
            self._size_icons()
            self.thumbnails.refresh()
        super().showPopup()

    def thumbnail_size(self) -> QSize:
        """The list's icon size: as large as lets every row fit on the screen."""
        room = self.screen().availableGeometry().height() * 0.8 / max(1, self.count()) - 8
        height = round(max(SMALLEST_ICON_HEIGHT, min(LARGEST_ICON_HEIGHT, room)))
        return QSize(round(height / A4_SHAPE), height)

    def _size_icons(self) -> None:
        size = self.thumbnail_size()
        if self.view().iconSize() == size:
            return
        self.view().setIconSize(size)
        self.view().setMinimumWidth(size.width() + 4 * PADDING + TEXT_WIDTH)
        for index in range(self.count()):
            name = self.itemData(index)
            image = self.thumbnails.image(name) if self.thumbnails is not None else None
            if image is None:
                self.setItemIcon(index, blank_page(size))

    def _on_thumbnails_updated(self, name: str) -> None:
        index = self.findData(name)
        image = self.thumbnails.image(name) if self.thumbnails is not None else None
        if index >= 0 and image is not None:
            pixmap = QPixmap.fromImage(image)
            icon = QIcon(pixmap)
            icon.addPixmap(pixmap, QIcon.Mode.Selected)  # the page as it is, not tinted when chosen
            self.setItemIcon(index, icon)

    def _refresh(self) -> None:
        name = self.document.resume.design.template
        with signals_blocked(self):
            index = self.findData(name)
            if index < 0:  # a template this installation does not have: show it, the preview will say why
                self.addItem(name, name)
                index = self.count() - 1
            self.setCurrentIndex(index)

    def _on_self_index_changed(self, _index: int) -> None:
        name = self.currentData()
        try:
            self.document.set_value(("design", "template"), name)
        except EditRejected:
            self._refresh()
            return
        self.chosen.emit(name)

    def _on_document_reset(self) -> None:
        self._refresh()

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        if path[:1] == ("design",) and len(path) <= 2:
            self._refresh()
