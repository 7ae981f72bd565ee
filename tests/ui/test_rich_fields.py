"""Bold, italic and links show as such in the form's fields, and toggle as in a word
processor; the résumé still stores the inline syntax (``**bold**``, ``*italic*``,
``[text](url)``). Every key goes where the keyboard focus is (``tests.ui.keyboard``)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from editor.model.markup import Span, canonical, to_markup
from editor.render import render_pdf
from editor.ui.forms.rich_text import format_at, is_bold, is_italic, link_of
from editor.ui.forms.text_widgets import BulletTextEdit, OneLineTextEdit
from tests.helpers import pdf_text
from tests.model.strategies import any_text
from tests.ui.conftest import activate
from tests.ui.keyboard import click_into, focused, press_here, type_here

ENTRY = ("sections", 1, "entries", 0)  # Bytedance: "Implemented **AllGather** over RDMA verbs", "Cut NICs…"
Key = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _headline(window, qtbot, text: str) -> OneLineTextEdit:
    """The headline, holding *text* as typed, the caret at its start."""
    activate(window, qtbot)
    headline = window.form.editor("headline").input
    click_into(qtbot, headline)
    headline.selectAll()
    type_here(text)
    press_here(Key.Key_Home)
    return headline


def _link_dialog(window, qtbot):
    """The link dialog Ctrl+K opened, once it has the keys (under X that takes a turn
    of the event loop, as for a person: nobody types into a dialog not yet there)."""
    dialog = window.format.link_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog and dialog.isAncestorOf(focused()), timeout=3000)
    return dialog


def _stored(window) -> str:
    return window.document.resume.basics.headline["en"]


def test_ctrl_b_on_a_word_taken_with_ctrl_shift_right_bolds_the_word_and_again_unbolds_it(window, qtbot) -> None:
    headline = _headline(window, qtbot, "Built the")
    press_here(Key.Key_Right, CTRL_SHIFT)  # "Built " with the space after it
    press_here(Key.Key_B, CTRL)
    assert _stored(window) == "**Built** the"  # the space stays outside
    assert headline.toPlainText() == "Built the"  # no stars in the field: bold shows as bold
    assert is_bold(format_at(headline.document(), 0)) and not is_bold(format_at(headline.document(), 5))
    assert headline.textCursor().selectedText() == "Built"
    press_here(Key.Key_B, CTRL)  # all of the selection is bold: bold goes
    assert _stored(window) == "Built the"
    assert not is_bold(format_at(headline.document(), 0))
    window.undo_action.trigger()
    assert _stored(window) == "**Built** the"  # each toggle is its own undo step
    window.undo_action.trigger()
    assert _stored(window) == "Built the"


def test_ctrl_b_twice_with_nothing_selected_writes_no_empty_markers(window, qtbot) -> None:
    headline = _headline(window, qtbot, "Built")
    press_here(Key.Key_End)
    press_here(Key.Key_B, CTRL)
    press_here(Key.Key_B, CTRL)
    assert _stored(window) == "Built"
    type_here(" it ")
    press_here(Key.Key_B, CTRL)  # bold on for what is typed next
    type_here("fast")
    press_here(Key.Key_B, CTRL)  # and off again
    type_here(" now")
    assert _stored(window) == "Built it **fast** now"
    assert headline.toPlainText() == "Built it fast now"
    text = pdf_text(render_pdf(window.document.resume, lang="en"))
    assert "Built it fast now" in text and "*" not in text


def test_ctrl_i_toggles_italic_in_a_bullet(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(ENTRY)
    row = window.form.editor("highlights").rows[1]  # "Cut NICs per machine from 8 to 2"
    click_into(qtbot, row, 0)
    press_here(Key.Key_Right, CTRL_SHIFT)
    press_here(Key.Key_I, CTRL)
    item = ENTRY + ("highlights", 1)
    assert window.document.text_at(item) == "*Cut* NICs per machine from 8 to 2"
    assert row.toPlainText() == "Cut NICs per machine from 8 to 2"
    assert is_italic(format_at(row.document(), 0))
    press_here(Key.Key_I, CTRL)
    assert window.document.text_at(item) == "Cut NICs per machine from 8 to 2"


def test_italic_on_bold_text_makes_it_both(window, qtbot) -> None:
    headline = _headline(window, qtbot, "Built the")
    press_here(Key.Key_Right, CTRL_SHIFT)
    press_here(Key.Key_B, CTRL)
    press_here(Key.Key_I, CTRL)
    assert _stored(window) == "***Built*** the"
    fmt = format_at(headline.document(), 0)
    assert is_bold(fmt) and is_italic(fmt)


def test_the_fields_show_stored_markup_as_formatting(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(ENTRY)
    row = window.form.editor("highlights").rows[0]
    assert row.toPlainText() == "Implemented AllGather over RDMA verbs"
    assert row.text() == "Implemented **AllGather** over RDMA verbs"
    start = len("Implemented ")
    assert is_bold(format_at(row.document(), start)) and not is_bold(format_at(row.document(), start - 1))


def test_ctrl_k_makes_a_link_in_a_small_dialog_and_removes_it(window, qtbot) -> None:
    headline = _headline(window, qtbot, "Built the")
    press_here(Key.Key_Right, CTRL_SHIFT)
    press_here(Key.Key_K, CTRL)
    dialog = _link_dialog(window, qtbot)
    assert dialog.text_input.text() == "Built" and dialog.remove_button is None
    type_here("example.org/built")
    press_here(Key.Key_Return)
    assert _stored(window) == "[Built](https://example.org/built) the"
    assert headline.toPlainText() == "Built the"
    assert link_of(format_at(headline.document(), 2)) == "https://example.org/built"
    assert focused() is headline
    type_here("!")  # typed right after the link: not part of it
    assert _stored(window) == "[Built](https://example.org/built)! the"
    headline.setCursorPosition(2)  # the caret inside the link: Ctrl+K edits the whole link
    press_here(Key.Key_K, CTRL)
    dialog = _link_dialog(window, qtbot)
    assert dialog.text_input.text() == "Built" and dialog.address_input.text() == "https://example.org/built"
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    assert _stored(window) == "Built! the"
    window.undo_action.trigger()
    assert _stored(window) == "[Built](https://example.org/built)! the"


def test_links_take_the_link_colour_of_a_new_palette(qapp) -> None:
    field = OneLineTextEdit()
    field.setText("see [GOAT](https://example.org) now")
    palette = field.palette()
    palette.setColor(QPalette.ColorRole.Link, QColor("#ff8800"))
    field.setPalette(palette)  # the system turned dark
    assert format_at(field.document(), 5).foreground().color() == QColor("#ff8800")
    assert format_at(field.document(), 1).foreground().style() == Qt.BrushStyle.NoBrush
    assert field.text() == "see [GOAT](https://example.org) now"
    field.deleteLater()


def test_ctrl_k_with_nothing_selected_inserts_the_text_given(window, qtbot) -> None:
    headline = _headline(window, qtbot, "See ")
    press_here(Key.Key_End)
    press_here(Key.Key_K, CTRL)
    dialog = _link_dialog(window, qtbot)
    press_here(Key.Key_Backtab)  # from the address to the text
    type_here("my site")
    press_here(Key.Key_Tab)
    type_here("https://example.org")
    press_here(Key.Key_Return)
    assert _stored(window) == "See [my site](https://example.org)"
    assert headline.toPlainText() == "See my site"


def test_a_typed_star_or_bracket_is_text(window, qtbot) -> None:
    headline = _headline(window, qtbot, "5* hotel [draft]")
    assert _stored(window) == "5\\* hotel \\[draft\\]"
    assert headline.toPlainText() == "5* hotel [draft]"
    assert "5* hotel [draft]" in pdf_text(render_pdf(window.document.resume, lang="en"))


def test_a_name_prints_as_typed_so_its_field_edits_plain_text(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(("basics",))
    name = window.form.editor("name").input
    click_into(qtbot, name)
    type_here(" *Jr.*")
    assert window.document.text_at(("basics", "name")) == "Jane Doe *Jr.*"  # no escapes: printed as typed
    qtbot.waitUntil(lambda: not window.format.bold_action.isEnabled())
    name.selectAll()
    press_here(Key.Key_B, CTRL)
    assert window.document.text_at(("basics", "name")) == "Jane Doe *Jr.*"


def test_enter_in_a_bold_word_splits_the_bullet_and_both_halves_stay_bold(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(ENTRY)
    row = window.form.editor("highlights").rows[0]
    click_into(qtbot, row, len("Implemented All"))
    press_here(Key.Key_Return)
    items = ENTRY + ("highlights",)
    assert window.document.text_at(items + (0,)) == "Implemented **All**"
    assert window.document.text_at(items + (1,)) == "**Gather** over RDMA verbs"
    press_here(Key.Key_Backspace)  # joined again, one bold word
    assert window.document.text_at(items + (0,)) == "Implemented **AllGather** over RDMA verbs"


def test_copy_and_paste_between_fields_keeps_the_formatting(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(ENTRY)
    rows = window.form.editor("highlights").rows
    click_into(qtbot, rows[0], len("Implemented "))
    press_here(Key.Key_Right, CTRL_SHIFT)  # "AllGather "
    press_here(Key.Key_C, CTRL)
    click_into(qtbot, rows[1])
    press_here(Key.Key_V, CTRL)
    assert window.document.text_at(ENTRY + ("highlights", 1)) == "Cut NICs per machine from 8 to 2**AllGather** "


@settings(max_examples=150, deadline=None)
@given(st.one_of(any_text, st.lists(st.builds(
    Span, st.sampled_from(["Built", " the", "*", "[x]", "\\", "a b", "(", "\n", "中文"]),
    st.booleans(), st.booleans(),
    st.sampled_from([None, None, "https://example.org", "mailto:j@example.org"])), max_size=6).map(to_markup)))
def test_a_field_gives_back_what_it_was_given(qapp, text: str) -> None:
    for field in (OneLineTextEdit(), BulletTextEdit()):
        field.setText(text)
        assert field.text() == canonical(text)
        field.deleteLater()
