"""The status bar's export progress: "Exporting n/m" and Cancel while an export runs."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QSizePolicy, QToolButton, QWidget

from .export_runner import ExportRunner
from .i18n import tr


class ExportProgress(QWidget):
    """Shown while *runner* works; hidden otherwise."""

    def __init__(self, runner: ExportRunner, parent: QWidget | None = None):
        super().__init__(parent)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("exportProgress")
        self.bar.setFixedWidth(160)
        self.bar.setFormat(tr("Exporting %v/%m"))
        self.cancel_button = QToolButton(self)
        self.cancel_button.setText(tr("Cancel"))
        self.cancel_button.setToolTip(tr("Stop after the file being made"))
        self.cancel_button.clicked.connect(runner.cancel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        runner.started.connect(self._on_runner_started)
        runner.progress.connect(self._on_runner_progress)
        runner.finished.connect(self._on_runner_finished)
        self.hide()

    def _on_runner_started(self, total: int) -> None:
        self.bar.setFormat(tr("Exporting %v/%m"))  # in the interface language of now
        self.bar.setRange(0, total)
        self.bar.setValue(0)
        self.show()

    def _on_runner_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, total)
        self.bar.setValue(done)

    def _on_runner_finished(self, _written: object, _error: str) -> None:
        self.hide()
