"""A Word file that needs no fonts on the other side (editor.render.docx_fonts):
the faces it uses embedded as Word embeds them, a font table Word can
substitute from, Chinese never italic, compatibility mode 15, capitals by
style and the photo described — read back from the .docx's XML, and once
through LibreOffice on a machine whose only fonts are DejaVu."""

from __future__ import annotations

import io
import os
import subprocess
import zipfile
from pathlib import Path

import pytest
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml.ns import qn
from fontTools.ttLib import TTFont

import editor
from editor.render import RenderRequest, list_templates
from editor.render.docx_export import export_docx
from editor.render.docx_fonts import is_east_asian, obfuscate
from tests.helpers import FIXTURES, SOFFICE_MISSING, soffice
from tests.render.support import TODAY, every_kind
from tests.render.test_docx_export import open_docx

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
CHINESE = FIXTURES / "seeds" / "s001_003.yaml"


def _export(resume, template: str, lang: str) -> bytes:
    return export_docx(resume, RenderRequest(template=template, lang=lang, today=TODAY))


def embedded_fonts(data: bytes) -> dict[str, dict[str, TTFont]]:
    """fontTable.xml's families → face element (embedRegular…) → the de-obfuscated font."""
    document = open_docx(data)
    table = document.part.part_related_by(RT.FONT_TABLE)
    from lxml import etree

    root = etree.fromstring(table.blob)
    out: dict[str, dict[str, TTFont]] = {}
    for font in root.iter(f"{W}font"):
        faces = {}
        for child in font:
            if child.tag.startswith(f"{W}embed"):
                part = table.related_parts[child.get(qn("r:id"))]
                assert part.content_type == "application/vnd.openxmlformats-officedocument.obfuscatedFont"
                assert part.partname.endswith(".odttf")
                key = child.get(f"{W}fontKey")
                faces[child.tag[len(W):]] = TTFont(io.BytesIO(obfuscate(part.blob, key)))
        out[font.get(f"{W}name")] = faces
    return out


@pytest.fixture(scope="module")
def chinese() -> bytes:
    return _export(editor.load(CHINESE), "sidebar", "zh")


def test_the_faces_the_document_uses_are_embedded_obfuscated_and_cut_to_its_text(chinese):
    fonts = embedded_fonts(chinese)
    assert set(fonts) >= {"Noto Sans", "Noto Sans SC"}
    east = fonts["Noto Sans SC"]
    assert {"embedRegular", "embedBold"} <= set(east)
    regular = east["embedRegular"]
    assert regular["name"].getBestFamilyName() == "Noto Sans SC"
    cmap = regular.getBestCmap()
    document = open_docx(chinese)
    text = "".join(t.text or "" for t in document.element.body.iter(qn("w:t")))
    used = {ch for ch in text if is_east_asian(ch)}
    assert len(used) > 100
    assert used <= {chr(cp) for cp in cmap} | {chr(cp) for face in east.values() for cp in face.getBestCmap()}
    assert len(cmap) < 1200, "a subset, not the 8000-character face"
    raw = zipfile.ZipFile(io.BytesIO(chinese))
    odttf = [name for name in raw.namelist() if name.endswith(".odttf")]
    assert odttf and all(raw.read(name)[:4] not in (b"\x00\x01\x00\x00", b"true", b"OTTO") for name in odttf), \
        "obfuscated: no font header in the clear"


def test_settings_embed_truetype_subsets_in_compatibility_mode_15(chinese):
    settings = open_docx(chinese).settings.element
    names = [child.tag[len(W):] for child in settings]
    assert "embedTrueTypeFonts" in names and "saveSubsetFonts" in names
    assert names.index("zoom") < names.index("embedTrueTypeFonts") < names.index("proofState")
    modes = [s.get(f"{W}val") for s in settings.iter(f"{W}compatSetting") if s.get(f"{W}name") == "compatibilityMode"]
    assert modes == ["15"]


def test_the_font_table_lets_word_substitute(chinese):
    from lxml import etree

    table = etree.fromstring(open_docx(chinese).part.part_related_by(RT.FONT_TABLE).blob)
    (east,) = [f for f in table.iter(f"{W}font") if f.get(f"{W}name") == "Noto Sans SC"]
    alternates = east.find(f"{W}altName").get(f"{W}val").split(",")
    assert alternates[:3] == ["Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC"]
    assert east.find(f"{W}charset").get(f"{W}val") == "86"
    assert east.find(f"{W}family").get(f"{W}val") == "swiss"
    assert len(east.find(f"{W}panose1").get(f"{W}val")) == 20
    assert east.find(f"{W}sig").get(f"{W}csb0") not in (None, "00000000")
    order = [child.tag[len(W):] for child in east]
    assert order[:6] == ["altName", "panose1", "charset", "family", "pitch", "sig"]


def test_an_english_document_embeds_no_chinese_face():
    fonts = embedded_fonts(_export(editor.load(FIXTURES / "seeds" / "s000.yaml"), "classic", "en"))
    assert fonts["Noto Sans SC"] == {} and fonts["Noto Sans"]


def _italic(element, styles: dict[str, bool]) -> bool:
    """Whether a run is italic: its own w:i, else its character style's, else its paragraph style's."""
    rpr = element.find(f"{W}rPr")
    own = rpr.find(f"{W}i") if rpr is not None else None
    if own is not None:
        return own.get(f"{W}val") not in ("0", "false")
    rstyle = rpr.find(f"{W}rStyle") if rpr is not None else None
    if rstyle is not None and rstyle.get(f"{W}val") in styles:
        return styles[rstyle.get(f"{W}val")]
    paragraph = next(a for a in element.iterancestors() if a.tag == f"{W}p")
    pstyle = paragraph.find(f"{W}pPr/{W}pStyle")
    return styles.get(pstyle.get(f"{W}val") if pstyle is not None else "Normal", False)


@pytest.mark.parametrize("template", sorted(list_templates()))
def test_no_run_of_east_asian_text_is_italic(template):
    data = _export(editor.load(CHINESE), template, "zh")
    document = open_docx(data)
    styles = {}
    for style in document.styles.element.iter(f"{W}style"):
        i = style.find(f"{W}rPr/{W}i")
        styles[style.get(f"{W}styleId")] = i is not None and i.get(f"{W}val") not in ("0", "false")
    italic_latin = 0
    for run in document.element.body.iter(f"{W}r"):
        text = "".join(t.text or "" for t in run.iter(f"{W}t"))
        if not text or not _italic(run, styles):
            continue
        assert not any(is_east_asian(ch) for ch in text), f"italic Chinese: {text!r}"
        italic_latin += 1
    assert italic_latin or template in ("plain", "profile", "jianli", "academic"), "Latin text keeps its italic"


def test_capitals_come_from_the_style_not_the_text():
    document = open_docx(_export(every_kind(), "academic", "en"))
    heading = next(p for p in document.paragraphs if p.style.name == "Heading")
    assert heading.text == "Education", "the text as written"
    assert document.styles["Heading"].element.find(f"{W}rPr/{W}caps") is not None
    name = next(p for p in document.paragraphs if p.style.name == "Name")
    assert name.text == "Ada Example"


def test_the_photo_is_described_by_whose_photo_it_is():
    source = FIXTURES / "photo" / "bilingual.yaml"
    resume = editor.load(source)
    for template, lang, name in (("jianli", "zh", "乔琳"), ("sidebar", "zh", "乔琳")):
        data = export_docx(resume, RenderRequest(template=template, lang=lang, today=TODAY, base_dir=source.parent))
        (described,) = open_docx(data).element.body.xpath(".//wp:docPr")
        assert described.get("descr") == name
        assert "Picture" not in described.get("name")


@pytest.mark.slow
@pytest.mark.skipif(soffice() is None, reason=SOFFICE_MISSING)
def test_with_dejavu_alone_libreoffice_draws_the_chinese_in_the_embedded_face_upright(chinese, tmp_path: Path):
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTChar

    conf = tmp_path / "fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
                    "  <dir>/usr/share/fonts/truetype/dejavu</dir>\n"
                    f"  <cachedir>{tmp_path / 'cache'}</cachedir>\n</fontconfig>\n", encoding="utf-8")
    source = tmp_path / "cv.docx"
    source.write_bytes(chinese)
    result = subprocess.run(
        [soffice(), f"-env:UserInstallation={(tmp_path / 'profile').as_uri()}", "--headless", "--norestore",
         "--convert-to", "pdf", "--outdir", str(tmp_path), str(source)],
        capture_output=True, text=True, timeout=300, env={**os.environ, "FONTCONFIG_FILE": str(conf)})
    assert result.returncode == 0, result.stderr
    chars = []

    def walk(item) -> None:
        if isinstance(item, LTChar):
            chars.append(item)
        elif hasattr(item, "__iter__"):
            for child in item:
                walk(child)

    for page in extract_pages(str(tmp_path / "cv.pdf")):
        walk(page)
    han = [c for c in chars if is_east_asian(c.get_text())]
    assert len(han) > 300
    assert all("NotoSansSC" in c.fontname for c in han), {c.fontname for c in han}
    assert all(abs(c.matrix[2]) < 1e-3 for c in han), "upright: no slant"
    assert any(abs(c.matrix[2]) > 1e-3 or "Italic" in c.fontname for c in chars if c.get_text().isascii()), \
        "the Latin italic is still italic"
