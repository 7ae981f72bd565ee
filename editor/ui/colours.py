"""The few colours of our own, read from the palette so a dark scheme stays legible.

The window follows the system's light or dark scheme through Qt (the platform
theme hands Qt its palette); everything else takes the palette's roles. Only
these carry a meaning the palette has no role for: a field's complaint (red), a
field missing a translation (amber), one whose translation is outdated (violet),
the preview's failure banner. Each is
picked for the scheme in use; the preview's pages stay white paper either way.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

ERROR_ON_LIGHT, ERROR_ON_DARK = "#c62828", "#ff8a80"
AMBER = QColor("#ffb300")
VIOLET = QColor("#8e24aa")


def is_dark(palette: QPalette) -> bool:
    """Whether *palette* is a dark scheme's (light text on a dark window)."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def error_colour(palette: QPalette) -> QColor:
    """Text that says something is wrong: red that reads on the window's background."""
    return QColor(ERROR_ON_DARK if is_dark(palette) else ERROR_ON_LIGHT)


def error_style(palette: QPalette) -> str:
    return f"color: {error_colour(palette).name()};"


def missing_tint(palette: QPalette) -> QColor:
    """The background of a field missing a translation: the field's own background
    tinted amber, so the palette's text colour still reads on it."""
    return blend(palette.color(QPalette.ColorRole.Base), AMBER, 0.3 if is_dark(palette) else 0.2)


def outdated_tint(palette: QPalette) -> QColor:
    """The background of a field whose translation is outdated: violet, told apart from
    missing's amber at a glance (and by hue, not only lightness)."""
    return blend(palette.color(QPalette.ColorRole.Base), VIOLET, 0.3 if is_dark(palette) else 0.15)


def banner_style(palette: QPalette) -> str:
    """The preview's "could not update" banner."""
    background, text = ("#4a1c1c", "#ffd7d2") if is_dark(palette) else ("#fdecea", "#8a1c1c")
    return f"background: {background}; color: {text}; padding: 4px 8px; border-radius: 3px;"


def notice_style(palette: QPalette) -> str:
    """The preview's notice of what to check before printing (a nearly empty last page)."""
    background, text = ("#3d3417", "#f3e3b0") if is_dark(palette) else ("#fff6dc", "#5c4700")
    return f"background: {background}; color: {text}; padding: 4px 8px; border-radius: 3px;"


def contrast(one: QColor, other: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21; 4.5 reads as body text)."""
    def luminance(colour: QColor) -> float:
        def channel(c: float) -> float:
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def blend(one: QColor, other: QColor, share: float) -> QColor:
    """*one* with *share* (0 to 1) of *other* mixed in."""
    return QColor.fromRgbF(*(a * (1 - share) + b * share for a, b in (
        (one.redF(), other.redF()), (one.greenF(), other.greenF()), (one.blueF(), other.blueF()))))


def checked_tint(palette: QPalette) -> QColor:
    """The face of a button that stays pressed (EN | 中文, Translation View): the button's
    colour with the scheme's highlight mixed in, under the button's own text colour."""
    share = 0.45 if is_dark(palette) else 0.35
    return blend(palette.color(QPalette.ColorRole.Button), palette.color(QPalette.ColorRole.Highlight), share)
