"""Contracts of the patches to third-party internals (editor/patches.py): each
test fails when the library changes what its patch relies on, so an upgrade
says which patch to look at again."""

from __future__ import annotations

import inspect
import logging
import re

import pytest

from editor import patches


@pytest.mark.parametrize("name", sorted(patches.PATCHES))
@pytest.mark.skipif(patches.switched_off("any"), reason="VITAE_STOCK=1: every patch is off on purpose")
def test_every_patch_was_written_for_the_installed_version(name: str) -> None:
    patch = patches.PATCHES[name]
    assert patches.applies(name), (
        f"{name} ({patch.where}) was written for {patch.library} {patch.versions}, installed "
        f"{patches.installed_version(patch.library)}: check its contract below, then add the version")


def test_a_patch_for_another_version_is_skipped_and_logged(monkeypatch, caplog) -> None:
    monkeypatch.setitem(patches.PATCHES, "test-only", patches.Patch("reportlab", ("0.1.",), "nowhere", "nothing"))
    with caplog.at_level(logging.WARNING, logger="editor.patches"):
        assert not patches.applies("test-only")
    assert "not applying test-only" in caplog.text
    patches.applies.cache_clear()


def test_the_stock_switch_turns_every_patch_or_the_named_ones_off(monkeypatch) -> None:
    try:
        monkeypatch.setenv("VITAE_STOCK", "paragraph-memo, ascii-split")
        patches.applies.cache_clear()
        assert [name for name in patches.PATCHES if not patches.applies(name)] == ["ascii-split", "paragraph-memo"]
        monkeypatch.setenv("VITAE_STOCK", "1")
        patches.applies.cache_clear()
        assert not any(patches.applies(name) for name in patches.PATCHES)
    finally:
        monkeypatch.delenv("VITAE_STOCK")
        patches.applies.cache_clear()


_LONG_EXPORT = """
import hashlib, sys
from benchmarks.bench import big_resume
from editor.render import flowables, render_pdf_report
result = render_pdf_report(big_resume(6), lang="en")
assert result.page_count > 3
print(flowables.PARAGRAPH.__name__, hashlib.sha256(result.pdf).hexdigest())
"""


def test_the_paragraph_patch_falls_back_to_stock_paragraphs_entirely_with_the_same_pages() -> None:
    """Off, no method of the remembering paragraph is used (its splitting leans on reportlab's
    internals too, not only its parse); on, it prints the very bytes stock reportlab does."""
    import os
    import subprocess
    import sys

    from tests.helpers import ROOT

    def run(stock: str) -> list[str]:
        env = {**os.environ, "VITAE_STOCK": stock}
        return subprocess.run([sys.executable, "-c", _LONG_EXPORT], cwd=ROOT, env=env, capture_output=True,
                              text=True, check=True, timeout=120).stdout.split()

    patched, stock = run(""), run("paragraph-memo")
    assert (patched[0], stock[0]) == ("RememberingPara", "Para")
    assert patched[1] == stock[1]


def test_compressed_fonts_contract() -> None:
    from reportlab.pdfbase import pdfdoc

    from editor.render import render_pdf
    from editor.model import Resume

    render_pdf(Resume.model_validate({"basics": {"name": "Ada Example"}}))
    encode = pdfdoc.PDFZCompress.encode
    assert getattr(encode, "_vitae", False) and callable(encode.forget)
    assert isinstance(encode(b"x" * 10_000), bytes)


def test_number_arrays_contract() -> None:
    from reportlab.pdfbase import pdfdoc

    from editor.model import Resume
    from editor.render import render_pdf

    render_pdf(Resume.model_validate({"basics": {"name": "Ada Example"}}))
    format = pdfdoc.PDFArray.format
    assert getattr(format, "_vitae", False) and callable(format.forget)
    widths = pdfdoc.PDFArray([500, 0, 277.5, *range(300, 340)])
    compact = pdfdoc.PDFArrayCompact(list(range(40)))
    names = pdfdoc.PDFArray([pdfdoc.PDFName("Widths"), *range(40)])  # not only numbers: formatted as before
    for array in (widths, widths, compact, names):
        assert format(array, pdfdoc.PDFDocument()) == format.plain(array, pdfdoc.PDFDocument())
    assert format.cache_info().hits >= 1


def test_frame_copy_contract() -> None:
    import copy

    from reportlab.platypus import KeepTogether, Paragraph, flowables
    from reportlab.platypus.frames import Frame

    import editor.render.pdf_file  # noqa: F401  (installs the patch)

    assert getattr(flowables.deepcopy, "_vitae", False)
    assert "deepcopy(doct_frame)" in inspect.getsource(flowables._listWrapOn)  # the call it speeds up
    frame = Frame(10, 20, 300, 400, id="body")
    frame._frameBGs = [["a background"]]
    twin = flowables.deepcopy(frame)
    assert type(twin) is Frame and twin is not frame and vars(twin) == vars(copy.deepcopy(frame))
    assert twin._frameBGs is not frame._frameBGs and twin._frameBGs[0] is not frame._frameBGs[0]
    group = KeepTogether([Paragraph("a"), Paragraph("b")])
    assert flowables.deepcopy([group])[0] is not group  # anything else: copy.deepcopy


def test_subset_memo_and_font_state_contract() -> None:
    from reportlab.pdfbase.ttfonts import TTFont, TTFontFace

    from editor.paths import FONTS

    assert list(inspect.signature(TTFontFace.makeSubset).parameters)[:2] == ["self", "subset"]
    font = TTFont("ContractProbe", str(FONTS / "NotoSans-Regular.ttf"))
    for attribute in ("_ttf_data", "_pdfScale", "unitsPerEm", "charToGlyph"):
        assert hasattr(font.face, attribute), attribute
    assert hasattr(font, "_asciiReadable")


def test_cjk_line_rules_contract() -> None:
    from reportlab.lib import textsplit
    from reportlab.platypus import paragraph

    assert isinstance(paragraph.ALL_CANNOT_START, str) and isinstance(textsplit.ALL_CANNOT_START, str)
    from reportlab.platypus.paraparser import ParaFrag

    frag = ParaFrag(fontName="Helvetica", fontSize=10, rise=0, textColor=None, underline=0, strike=0, link=None)
    assert paragraph.sameFrag(frag, frag) in (True, False, 0, 1)  # sameFrag(f, g): still two fragments


def test_paragraph_memo_contract() -> None:
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    parameters = list(inspect.signature(Paragraph._setup).parameters)
    assert parameters == ["self", "text", "style", "bulletText", "frags", "cleaner"]
    paragraph = Paragraph("a few words to break", ParagraphStyle("probe"))
    paragraph.wrap(40, 1000)
    assert hasattr(paragraph, "blPara") and hasattr(paragraph, "frags")


def test_deferred_patterns_contract() -> None:
    assert re.compile is re.__dict__["compile"] and callable(re.compile)


def test_no_pydantic_plugins_contract() -> None:
    from pydantic.plugin import _loader

    assert callable(_loader.get_plugins)


def test_bounded_inflate_contract() -> None:
    from pdfminer import pdftypes

    assert hasattr(pdftypes, "zlib"), "pdfminer no longer looks zlib up in pdftypes: the bomb guard would not apply"
    for name in ("rldecode", "lzwdecode"):  # looked up in pdftypes when a stream is decoded
        assert callable(getattr(pdftypes, name, None)), f"pdfminer no longer looks {name} up in pdftypes"
    import inspect

    assert "rldecode(data)" in inspect.getsource(pdftypes.PDFStream.decode)
    assert "x.resolve(default=default)" in inspect.getsource(pdftypes.resolve1), "resolve1 no longer calls resolve"


def test_tagged_pdf_contract() -> None:
    """What editor/render/tagging.py and pdf_file.py's canvas rely on."""
    from reportlab.pdfbase import pdfdoc
    from reportlab.pdfgen.canvas import Canvas

    import io

    canvas = Canvas(io.BytesIO())
    assert isinstance(canvas._code, list) and isinstance(canvas._annotationrefs, list)
    assert list(inspect.signature(Canvas._setAnnotations).parameters) == ["self", "page"]
    assert "_setAnnotations(page)" in inspect.getsource(Canvas.showPage)
    assert "self.__NoDefault__" in inspect.getsource(pdfdoc.PDFCatalog.format)
    assert "StructTreeRoot" in pdfdoc.PDFCatalog.__NoDefault__ and "MarkInfo" in pdfdoc.PDFCatalog.__NoDefault__
    assert isinstance(canvas._doc.idToObjectNumberAndVersion, dict)
    assert canvas._doc.thisPageName() == "Page1"


def test_list_labels_contract() -> None:
    from reportlab.platypus import paragraph

    from editor.render.tagging import labels_apply

    assert labels_apply()
    assert getattr(paragraph._drawBullet, "_vitae", False)
    assert "_drawBullet(canvas" in inspect.getsource(paragraph.Paragraph.drawPara)


def test_ascii_split_contract() -> None:
    """reportlab gives printable ASCII its own codes in subset 0, whatever came first."""
    from reportlab.pdfbase.ttfonts import TTFont

    from editor.paths import FONTS

    class Document:  # reportlab keys a font's state by document, weakly
        pass

    font = TTFont("AsciiProbe", str(FONTS / "NotoSans-Regular.ttf"))
    doc = Document()
    assert TTFont.splitString(font, "é—中", doc)[0][0] == 0  # others first: they take the low codes
    text = "".join(chr(code) for code in range(32, 127))
    assert TTFont.splitString(font, text, doc) == [(0, text.encode("ascii"))]


def test_pdf_band_clip_contract(qapp) -> None:
    """A band of a page, asked for as page_frames.patched asks, has the whole page's pixels."""
    import io

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize
    from PySide6.QtPdf import QPdfDocument, QPdfDocumentRenderOptions
    from reportlab.pdfgen.canvas import Canvas

    out = io.BytesIO()
    canvas = Canvas(out, pagesize=(300, 400))
    for y in range(20, 400, 17):
        canvas.drawString(10, y, f"line {y} of a page cut into bands")
    canvas.save()
    buffer = QBuffer()
    buffer.setData(QByteArray(out.getvalue()))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    size = QSize(450, 600)
    whole = document.render(0, size)
    options = QPdfDocumentRenderOptions()
    options.setScaledSize(size)
    options.setScaledClipRect(QRect(0, 300, size.width() + 1, 61))
    band = document.render(0, QSize(size.width(), 60), options)
    assert band == whole.copy(0, 300, size.width(), 60)


def test_pyside_feature_scan_contract(qapp) -> None:
    """PySide6's import hook asks _mod_uses_pyside of each new module (the patch answers it),
    and no module of Vitae's selects a __feature__ (so 'no' is the truth)."""
    import sys
    from pathlib import Path

    feature = sys.modules["PySide6.support.feature"]
    assert "_mod_uses_pyside" in feature.feature_imported.__code__.co_names
    assert -1 in feature.feature_imported.__code__.co_consts  # "ignore this module"
    import re

    selects = re.compile(r"^\s*(from\s+__feature__\s+import|import\s+__feature__)", re.MULTILINE)
    package = Path(__file__).resolve().parents[1] / "editor"
    assert not [path for path in package.rglob("*.py") if selects.search(path.read_text(encoding="utf-8"))]


def test_the_feature_scan_is_skipped_in_a_started_window(qapp) -> None:
    import sys

    from editor.ui.qt_compat import _selects_no_feature, skip_feature_scan

    feature = sys.modules["PySide6.support.feature"]
    original = feature._mod_uses_pyside
    try:
        skip_feature_scan()
        assert feature._mod_uses_pyside is _selects_no_feature
    finally:
        feature._mod_uses_pyside = original
