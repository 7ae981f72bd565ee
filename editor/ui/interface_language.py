"""View → Interface Language: English, 中文 or the system's; remembered between runs.

Switching takes effect at once: the window's texts are swapped in place (see
:func:`editor.ui.i18n.retranslate`). Widgets built later (the form of each
selection, menus filled when they open) are translated as they appear.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal, SignalInstance
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from . import i18n

CHOICE_LABELS = {"en": "English", "zh": "中文", "system": "System"}
"""English and 中文 are written in their own language, so either reader finds theirs."""


class InterfaceLanguage(QObject):
    """Signals:
        changed(str lang): the interface now speaks *lang* ("en" or "zh").
    """

    changed = Signal(str)

    def __init__(self, window: QWidget, settings: QSettings):
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.menu = QMenu("Interface &Language", window)
        self.menu.setObjectName("interfaceLanguageMenu")
        group = QActionGroup(self)
        group.setExclusive(True)
        self.actions: dict[str, QAction] = {}
        for choice in ("en", "zh", "system"):
            action = QAction(CHOICE_LABELS[choice], self.menu)
            action.setCheckable(True)
            action.setProperty(i18n.SKIP, True)  # named in their own language, or set below
            action.triggered.connect(lambda _=False, c=choice: self.choose(c))
            group.addAction(action)
            self.menu.addAction(action)
            self.actions[choice] = action
        self.choice = i18n.stored_choice(settings)
        self.actions[self.choice].setChecked(True)
        self._update_system_label()

    @property
    def language(self) -> str:
        return i18n.resolve(self.choice)

    def apply(self, *, initial: bool = False) -> None:
        """Speak the chosen language everywhere in the window.

        Called with *initial* once the window is built: in English there is
        nothing to swap then (the widgets are written in English).
        """
        i18n.set_language(self.language)
        self._update_system_label()
        if initial and self.language == "en":
            return
        i18n.retranslate(self.window, force=True)
        self.changed.emit(self.language)

    def choose(self, choice: str) -> None:
        """Switch to *choice* ("en", "zh" or "system") and remember it."""
        i18n.store_choice(self.settings, choice)
        self.choice = choice
        self.actions[choice].setChecked(True)
        self.apply()

    def follow(self, signal: SignalInstance, widget: QObject) -> None:
        """Translate *widget* (or an action) again each time *signal* says it was rebuilt."""
        signal.connect(lambda *_args: i18n.retranslate(widget))

    def _update_system_label(self) -> None:
        system = CHOICE_LABELS[i18n.system_language()]
        self.actions["system"].setText(i18n.tr("System ({})").format(system))
