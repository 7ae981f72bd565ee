"""A dark system scheme: the window takes the palette and stays legible; the
preview's pages stay white paper. The scheme is switched while the window is
open, as a user does in the system settings."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from editor.ui.colours import contrast
from tests.ui.keyboard import click_into, type_here
from tests.ui.test_bilingual import ENGLISH_ONLY, PUBLICATION, switch

READABLE = 4.5  # WCAG's contrast for body text


def dark_palette() -> QPalette:
    """What a dark desktop theme hands Qt (the colours of GTK's Adwaita dark)."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, colour in ((roles.Window, "#323232"), (roles.WindowText, "#ffffff"), (roles.Base, "#2a2a2a"),
                         (roles.AlternateBase, "#353535"), (roles.Text, "#ffffff"), (roles.Button, "#3c3c3c"),
                         (roles.ButtonText, "#ffffff"), (roles.PlaceholderText, "#a8a8a8"),
                         (roles.Highlight, "#15539e"), (roles.HighlightedText, "#ffffff"),
                         (roles.ToolTipBase, "#202020"), (roles.ToolTipText, "#ffffff"), (roles.Light, "#4a4a4a"),
                         (roles.Midlight, "#404040"), (roles.Mid, "#2c2c2c"), (roles.Dark, "#1c1c1c"),
                         (roles.Shadow, "#000000"), (roles.BrightText, "#ffffff"), (roles.Link, "#8ab4f8")):
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def dark(window, qtbot):
    """The system turns dark while the window is open (and light again afterwards)."""
    app = QApplication.instance()
    light = app.palette()
    app.setPalette(dark_palette())
    qtbot.wait(1)
    yield window
    app.setPalette(light)


def style_colour(style: str, name: str) -> QColor:
    match = re.search(rf"(?<![-\w]){name}:\s*(#[0-9a-fA-F]{{6}})", style)
    assert match, style
    return QColor(match.group(1))


def test_outline_text_reads_on_its_dark_background(dark, qtbot) -> None:
    window = dark  # items made in the light scheme, before it turned dark
    tree = window.outline.tree
    background = tree.palette().color(QPalette.ColorRole.Base)
    assert background.lightnessF() < 0.5
    items = [window.outline.item_for(path) for path in window.outline._items]
    for item in items:
        brush = item.foreground(0)
        colour = brush.color() if brush.style() != Qt.BrushStyle.NoBrush else tree.palette().color(QPalette.ColorRole.Text)
        assert contrast(colour, background) >= READABLE, item.text(0)
    window.outline.item_for(ENGLISH_ONLY).setCheckState(0, Qt.CheckState.Unchecked)  # hidden: greyed
    greyed = window.outline.item_for(ENGLISH_ONLY).foreground(0).color()
    assert 2.5 <= contrast(greyed, background) < contrast(window.outline.palette().color(QPalette.ColorRole.Text), background)


def test_complaints_and_missing_translations_read_in_a_dark_scheme(dark, qtbot) -> None:
    window = dark
    window.outline.select(("basics",))
    email = window.form.editor("email")
    email.input.clear()
    click_into(qtbot, email.input)
    type_here("jane")
    assert email.error
    window_colour = email.palette().color(QPalette.ColorRole.Window)
    assert contrast(style_colour(email.error_label.styleSheet(), "color"), window_colour) >= READABLE

    switch(window, qtbot, "zh")
    window.translation.view_action.trigger()
    window.outline.select(PUBLICATION)
    title = PUBLICATION + ("title",)
    assert window.translation.view.is_marked(title)
    tinted = window.form.editor("title").input
    text = window.form.palette().color(QPalette.ColorRole.Text)
    assert contrast(style_colour(tinted.styleSheet(), "background-color"), text) >= READABLE


def test_the_preview_stays_white_paper(dark, qtbot) -> None:
    window = dark
    window.preview.refresh_now()
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        pass
    view = window.preview.view
    qtbot.waitUntil(lambda: view.viewport().width() > 100, timeout=2000)
    image = view.viewport().grab().toImage()
    margins = view.documentMargins()
    # The top middle of page 1 lies in its top margin: blank paper.
    paper = image.pixelColor(QPoint(image.width() // 2, margins.top() + 4))
    assert paper == QColor("white")
    assert image.pixelColor(QPoint(1, 1)).lightnessF() < 0.5  # around the pages: the dark scheme
