"""Text set with wide, even letter spacing ("T O B I A S  R E N N E R"): each glyph
stands apart as a word would; the letters are read back as words."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics

from tests.formats.pdf_import.test_layouts import _read


def _spaced(x: float, y: float, text: str, size: float, bold: bool, tracking: float) -> list[tuple]:
    """One item per letter, *tracking* points apart (a space between words: the space's width too)."""
    font = "LayoutSans-Bold" if bold else "LayoutSans"
    items = []
    for ch in text:
        if ch != " ":
            items.append((x, y, ch, size, bold))
        x += pdfmetrics.stringWidth(ch, font, size) + tracking
    return items


def test_letter_spaced_headings_and_name_read_as_words() -> None:
    resume = _read([
        *_spaced(50, 50, "TOBIAS RENNER", 24, True, 9),
        (50, 72, "tobias@example.org", 10, False),
        *_spaced(50, 110, "EXPERIENCE", 14, True, 5),
        (50, 128, "Northwind Compute", 10, True), (400, 128, "2019 – 2022", 10, False),
        (50, 141, "• Kept the cluster busy.", 10, False),
        *_spaced(50, 170, "SKILLS", 14, True, 5),
        (50, 188, "Languages: C, Rust, Python", 10, False),
    ], header=False)
    assert resume.basics.name.lower() == "tobias renner"
    assert [(s.kind, s.title) for s in resume.sections] == [("experience", "EXPERIENCE"), ("skills", "SKILLS")]
    assert resume.sections[0].entries[0].organisation == "Northwind Compute"


def test_letters_of_ordinary_words_stay_as_they_are() -> None:
    from editor.formats.pdf_import.extract import Glyph
    from editor.formats.pdf_import.lines import _segments

    def glyphs(text: str, gaps: list[float]) -> list[Glyph]:
        out, x = [], 50.0
        for ch, gap in zip(text, gaps):
            out.append(Glyph(ch, x, x + 6, 700, 10, "F", False, False, ()))
            x += 6 + gap
        return out

    # single letters with uneven gaps ("a I b  c" in a formula) are no spaced word
    assert _segments(glyphs("aIbc", [3, 1.8, 5, 0]), [])[0].text == "a I b c"
    # even gaps: one word; a gap about two letter gaps and a space wider: the next word
    assert _segments(glyphs("ABCDEFG", [3, 3, 3, 8.5, 3, 3, 0]), [])[0].text == "ABCD EFG"
