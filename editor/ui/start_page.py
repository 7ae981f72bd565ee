"""What File → New shows: how to start — from the example, empty, or from a file."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class StartPage(QWidget):
    """Signals:
        example(): start from the bundled example.
        empty(): start an empty résumé.
        import_file(): read a file another tool wrote (JSON Resume, PDF, LinkedIn…).
        back(): keep editing the résumé that was open.
    """

    example = Signal()
    empty = Signal()
    import_file = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading = QLabel("Start a new résumé", self)
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons: dict[str, QPushButton] = {}
        for name, text, tip, signal in (
            ("example", "From the Example", "A filled-in résumé to change into yours", self.example),
            ("empty", "Empty Résumé", "Only the fields, nothing in them", self.empty),
            ("import", "Import a File…", "JSON Resume, RenderCV, Reactive Resume, LinkedIn export or PDF",
             self.import_file),
            ("back", "Back", "Keep editing the résumé that was open", self.back),
        ):
            button = QPushButton(text, self)
            button.setToolTip(tip)
            button.setMinimumWidth(260)
            button.clicked.connect(signal.emit)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[name] = button
