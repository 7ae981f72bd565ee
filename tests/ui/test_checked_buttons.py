"""A toolbar button that stays pressed (the content language EN | 中文, Translation
View) looks pressed in a light and in a dark scheme: its face differs plainly from an
unpressed one's, and its text still reads on it."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QToolButton

from editor.ui.colours import contrast
from tests.ui.keyboard import settle
from tests.ui.test_dark_scheme import dark_palette

PLAIN = 15.0
"""A colour difference (CIE76 ΔE) seen at a glance (Fusion's sunken grey: about 7; about 2
is the least an eye tells apart).
Not a luminance contrast: a navy face beside a grey one is plain to see at equal lightness."""


def lab(colour: QColor) -> tuple[float, float, float]:
    """*colour* in CIE L*a*b* (sRGB, D65)."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF())
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def difference(one: QColor, other: QColor) -> float:
    return sum((a - b) ** 2 for a, b in zip(lab(one), lab(other))) ** 0.5


def face(button: QToolButton) -> QColor:
    """The colour covering most of *button* (its face, not its text)."""
    settle()
    image = button.grab().toImage()
    counts = Counter(image.pixel(x, y) for x in range(2, image.width() - 2) for y in range(2, image.height() - 2))
    return QColor.fromRgb(counts.most_common(1)[0][0])


@pytest.fixture(params=["light", "dark"])
def scheme(request, window, qtbot):
    app = QApplication.instance()
    light = app.palette()
    if request.param == "dark":
        app.setPalette(dark_palette())
        settle()
    yield window
    app.setPalette(light)


def test_the_language_being_edited_looks_pressed(scheme) -> None:
    window = scheme
    toggle = window.language_toggle.buttons
    pressed, unpressed = toggle[window.document.language], toggle["zh"]
    assert pressed.isChecked() and not unpressed.isChecked()
    assert difference(face(pressed), face(unpressed)) >= PLAIN
    text = pressed.palette().color(QPalette.ColorRole.ButtonText)
    assert contrast(text, face(pressed)) >= 4.5


def test_translation_view_looks_pressed_while_on(scheme) -> None:
    window = scheme
    button = window.toolbar.widgetForAction(window.translation.view_action)
    assert isinstance(button, QToolButton)
    off = face(button)
    window.translation.view_action.trigger()
    assert button.isChecked()
    on = face(button)
    assert difference(on, off) >= PLAIN
    assert contrast(button.palette().color(QPalette.ColorRole.ButtonText), on) >= 4.5
    window.translation.view_action.trigger()
    assert difference(face(button), off) < 2  # off again: as before


def test_language_buttons_made_later_look_pressed_too(window, prompts) -> None:
    prompts.save_choice = "discard"
    window.files.new_from_example()  # another résumé: the toggle makes its buttons anew
    buttons = window.language_toggle.buttons
    settle()
    pressed = buttons[window.document.language]
    assert pressed.isChecked()
    unpressed = next(button for tag, button in buttons.items() if tag != window.document.language)
    assert difference(face(pressed), face(unpressed)) >= PLAIN
