"""What every field editor shares: its path, the model → widget refresh, inline errors."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QTableWidgetItem, QVBoxLayout, QWidget

from ..colours import error_style
from ..document import Document
from ..i18n import tr_problem
from ...editing.modelpath import EditRejected, ModelPath
from ...editing.field_kinds import FieldSpec


class FieldEditor(QWidget):
    """One field of the form.

    Subclasses put their widgets into ``self.body`` and implement
    :meth:`refresh` (model → widget, with the widget's signals blocked). They
    write through :meth:`commit`, which shows the model's complaint under the
    field instead of storing an invalid value.
    """

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.path = path
        self.spec = spec
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.body = QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.body)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("fieldError")
        self.error_label.setStyleSheet(error_style(self.palette()))
        self.error_label.setWordWrap(True)
        self.error_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.error_label.hide()
        layout.addWidget(self.error_label)
        if spec.description:
            self.setToolTip(spec.description)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the system turned light or dark
            style = error_style(self.palette())
            if self.error_label.styleSheet() != style:
                self.error_label.setStyleSheet(style)


    def tab_chain(self) -> list[QWidget]:
        """The widgets Tab reaches in this field, in the order they are shown (by default
        the order they were made in); a widget's inner parts (a spin box's line edit) are
        reached through it."""
        return tab_stops(self)

    @property
    def error(self) -> str | None:
        return self.error_label.text() if not self.error_label.isHidden() else None

    def refresh(self) -> None:
        raise NotImplementedError

    # --- what other features ask of a field (the translation view, Next Missing) ----------

    def text_inputs(self) -> list[tuple[ModelPath, QWidget]]:
        """The inputs holding multilingual text, each with the path of its value."""
        return []

    def text_cells(self) -> list[tuple[ModelPath, QTableWidgetItem]]:
        """The table cells holding multilingual text, each with the path of its value."""
        return []

    def input_at(self, path: ModelPath) -> QWidget | None:
        """The widget editing *path* (this field or a value inside it), made current
        (a table's cell selected); None if this field has none."""
        return dict(self.text_inputs()).get(path)

    def path_of(self, widget: QWidget) -> ModelPath | None:
        """The path of the multilingual value *widget* edits, if it is one of this field's."""
        return next((path for path, candidate in self.text_inputs() if candidate is widget), None)

    def add_companion(self, path: ModelPath, companion: QWidget) -> bool:
        """Show *companion* beside the input of *path* (the translation view's other
        language); False if this field has no such input."""
        return False

    def value(self) -> Any:
        return self.document.value_at(self.path)

    def show_error(self, message: str | None) -> None:
        if message:
            message = tr_problem(message)
            self.error_label.setText(message[0].upper() + message[1:])
            self.error_label.show()
        else:
            self.error_label.clear()
            self.error_label.hide()

    def commit(self, value: Any, *, path: ModelPath | None = None, merge: bool = False) -> bool:
        """Store *value* (at *path*, this field by default); False if the model refused it."""
        try:
            self.document.set_value(path or self.path, value, merge=merge)
        except EditRejected as rejected:
            self.show_error(str(rejected))
            return False
        self.show_error(None)
        return True

    def commit_text(self, text: str, *, path: ModelPath | None = None, merge: bool = True) -> bool:
        """Store *text* as the current language's text of a multilingual value."""
        if text == self.document.text_at(path or self.path) and self.error is None:
            return True  # the same text again (a re-highlight re-emits textChanged): no edit
        try:
            self.document.set_text(path or self.path, text, merge=merge)
        except EditRejected as rejected:
            self.show_error(str(rejected))
            return False
        self.show_error(None)
        return True

    def attempt(self, action: Callable[[], object]) -> bool:
        """Run a document edit (add a row, move an item); show why if it is refused."""
        try:
            action()
        except EditRejected as rejected:
            self.show_error(str(rejected))
            return False
        return True

    def concerns(self, changed: ModelPath) -> bool:
        """Whether a change at *changed* may alter what this editor shows."""
        n = min(len(changed), len(self.path))
        return changed[:n] == self.path[:n]


def tab_stops(widget: QWidget) -> list[QWidget]:
    """The descendants of *widget* that take Tab, in the order they were made, none inside another."""
    found: list[QWidget] = []
    for child in widget.children():
        if not isinstance(child, QWidget) or child.isWindow():
            continue
        if child.focusPolicy() & Qt.FocusPolicy.TabFocus:
            found.append(child)
        else:
            found += tab_stops(child)
    return found
