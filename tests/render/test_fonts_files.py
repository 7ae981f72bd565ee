"""The fonts shipped in resources/fonts: loadable by reportlab, licensed, covering CV text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

FONTS = Path(__file__).resolve().parents[2] / "resources" / "fonts"
README = FONTS / "README.md"

CJK_REGULAR = FONTS / "NotoSansSC-Regular.ttf"
CJK_BOLD = FONTS / "NotoSansSC-Bold.ttf"
CJK_TEXT = "教育背景项目经历科研经历学术成果奖项荣誉至今预计，、（）"
ASCII_PRINTABLE = "".join(chr(c) for c in range(0x20, 0x7F))

# Family -> (regular, bold, italic, bold italic) files the templates register.
FAMILIES = {
    "NotoSans": ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf",
                 "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf"),
    "NotoSerif": ("NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf",
                  "NotoSerif-Italic.ttf", "NotoSerif-BoldItalic.ttf"),
    "NotoSansSC": ("NotoSansSC-Regular.ttf", "NotoSansSC-Bold.ttf", None, None),
    "DejaVuSans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", None, None),
}

ALL_TTF = sorted(FONTS.glob("*.ttf"))


def _face(path: Path):
    return TTFont(path.stem, str(path)).face


def _missing(path: Path, text: str) -> str:
    cmap = _face(path).charToGlyph
    return "".join(sorted({ch for ch in text if ord(ch) not in cmap}))


def test_expected_font_files_are_shipped():
    names = {p.name for p in ALL_TTF}
    expected = {f for files in FAMILIES.values() for f in files if f}
    assert expected <= names, f"missing: {sorted(expected - names)}"


@pytest.mark.parametrize("path", ALL_TTF, ids=lambda p: p.name)
def test_every_ttf_loads_in_reportlab(path):
    font = TTFont(f"test-{path.stem}", str(path))
    # reportlab read real metrics and a real cmap out of it
    assert len(font.face.charToGlyph) > 200
    assert font.stringWidth("Vitae", 10) > 0
    # TrueType outlines (reportlab refuses CFF, but check the sfnt tag too)
    assert path.read_bytes()[:4] == b"\x00\x01\x00\x00"


def _readme_rows() -> dict[str, str]:
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*`([^`]+\.ttf)`\s*\|(.*)", line)
        if m:
            rows[m.group(1)] = m.group(2)
    return rows


@pytest.mark.parametrize("path", ALL_TTF, ids=lambda p: p.name)
def test_every_ttf_has_a_licence_in_readme(path):
    rows = _readme_rows()
    assert path.name in rows, f"{path.name} is not listed in {README.name}"
    row = rows[path.name]
    assert re.search(r"OFL-1\.1|Bitstream-Vera|Apache-2\.0|MIT", row), row
    links = re.findall(r"\(LICENSES/([^)]+)\)", row)
    assert links, f"no licence file linked for {path.name}"
    for link in links:
        lic = FONTS / "LICENSES" / link
        assert lic.is_file(), lic
        text = lic.read_text(encoding="utf-8")
        assert path.name in text, f"{lic.name} does not name {path.name}"
        assert ("SIL OPEN FONT LICENSE Version 1.1" in text
                or "Permission is hereby granted, free of charge" in text), lic.name


def test_no_unlicensed_or_stray_files():
    rows = _readme_rows()
    assert set(rows) == {p.name for p in ALL_TTF}


@pytest.mark.parametrize("path", [CJK_REGULAR, CJK_BOLD], ids=lambda p: p.name)
def test_cjk_covers_cv_headings_and_ascii(path):
    assert _missing(path, CJK_TEXT) == ""
    assert _missing(path, ASCII_PRINTABLE) == ""


@pytest.mark.parametrize("path", [CJK_REGULAR, CJK_BOLD], ids=lambda p: p.name)
def test_cjk_covers_all_gb2312_hanzi(path):
    cmap = _face(path).charToGlyph
    hanzi = []
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                hanzi.append(bytes((hi, lo)).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    assert len(hanzi) == 6763
    missing = [h for h in hanzi if ord(h) not in cmap]
    assert not missing, "".join(missing[:50])


def test_cjk_bold_is_a_real_bold():
    regular, bold = _face(CJK_REGULAR), _face(CJK_BOLD)
    assert regular.name == b"NotoSansSC-Regular"
    assert bold.name == b"NotoSansSC-Bold"
    # reportlab derives stemV from the OS/2 weight class
    assert bold.stemV > regular.stemV


def test_cjk_bold_has_more_ink():
    """Bold outlines are different outlines, not the regular ones re-labelled."""
    from fontTools import ttLib as ttlib
    from fontTools.pens import areaPen as area_pen

    def ink(path):
        f = ttlib.TTFont(str(path))
        gs, cmap = f.getGlyphSet(), f.getBestCmap()
        total = 0.0
        for ch in "教育背景项目经历":
            pen = area_pen.AreaPen(gs)
            gs[cmap[ord(ch)]].draw(pen)
            total += abs(pen.value)
        return total

    assert ink(CJK_BOLD) > 1.3 * ink(CJK_REGULAR)


def test_fallback_covers_symbols():
    text = "✉☎→⇒∑∞≤αβγПривет┌─┐✔★•"
    assert _missing(FONTS / "DejaVuSans.ttf", text) == ""
    assert _missing(FONTS / "DejaVuSans-Bold.ttf", text) == ""


def test_latin_families_cover_western_names():
    text = ASCII_PRINTABLE + "ÀÉÎÕÜßàéîõüçñøåłŁżźśćęąőűčšžğışŞ–—‘’“”•…€"
    for files in FAMILIES.values():
        for name in files:
            if name and not name.startswith("NotoSansSC"):
                assert _missing(FONTS / name, text) == "", name


def test_pdf_embeds_cjk_regular_and_bold(tmp_path):
    for name, path in (("VitaeTestSC", CJK_REGULAR), ("VitaeTestSC-Bold", CJK_BOLD)):
        pdfmetrics.registerFont(TTFont(name, str(path)))
    out = tmp_path / "cjk.pdf"
    c = canvas.Canvas(str(out))
    c.setFont("VitaeTestSC", 14)
    c.drawString(72, 720, "教育背景 项目经历 至今 预计")
    c.setFont("VitaeTestSC-Bold", 14)
    c.drawString(72, 700, "教育背景 项目经历 至今 预计")
    c.save()
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    assert b"NotoSansSC-Regular" in data and b"NotoSansSC-Bold" in data
    assert b"/FontFile2" in data  # embedded as TrueType
