"""The outline, the form and the preview side by side; the preview gives way in a narrow window.

A splitter's minimum width is the sum of its panes' minimums, so with the preview's
(a page narrower than it is a thumbnail nobody reads) the window could not be made
narrower than about a thousand pixels, and with the import's review beside it even
less so. Here the preview does not count in that minimum: in a window too narrow
for all three panes it folds away, as when dragged shut, instead of being squeezed;
once there is room for it again it comes back. A preview the person dragged shut stays
shut.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget


def least_width(widget: QWidget) -> int:
    """The narrowest a layout makes *widget* (Qt's rule: its minimum width if set, else its hint's)."""
    return widget.minimumWidth() or widget.minimumSizeHint().width()


class PaneSplitter(QSplitter):
    def __init__(self, yielding: QWidget, parent: QWidget | None = None):
        """*yielding*: the pane (added later) that folds away when the window is too narrow."""
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.yielding = yielding
        self.folded = False
        """Whether the yielding pane is shut because the window was too narrow (not by the person)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        if self.indexOf(self.yielding) < 0 or self.yielding.isHidden():
            return hint
        return QSize(hint.width() - least_width(self.yielding), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_yielding()

    def _room_for_all(self) -> int:
        """The width every pane needs at its narrowest, with the handles between them."""
        panes = [pane for pane in self._panes() if not pane.isHidden()]
        handles = self.handleWidth() * max(0, len(panes) - 1)
        return sum(least_width(pane) for pane in panes) + handles

    def _panes(self) -> list[QWidget]:
        return [pane for pane in (self.widget(i) for i in range(self.count())) if pane is not None]

    def _fit_yielding(self) -> None:
        index = self.indexOf(self.yielding)
        if index < 0 or self.yielding.isHidden():
            return
        sizes = self.sizes()
        others = index - 1 if index > 0 else index + 1  # the pane that gets its room, and gives it back
        if 0 < sizes[index] and self.width() < self._room_for_all():
            sizes[others] += sizes[index]
            sizes[index] = 0
            self.setSizes(sizes)
            self.folded = True
        elif self.folded and sizes[index] == 0 and self.width() >= self._room_for_all():
            spare = sizes[others] - least_width(self._panes()[others])
            wanted = max(least_width(self.yielding), min(sizes[others] // 2, spare))  # half, room allowing
            sizes[others] -= wanted
            sizes[index] = wanted
            self.setSizes(sizes)
            self.folded = False
        elif sizes[index] > 0:
            self.folded = False  # dragged open again by the person
