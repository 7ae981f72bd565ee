"""Tagged PDF (PDF/UA-1), read back with pypdf: every template × language of
the fixtures has its structure tree (headings, lists, links, the photo),
marked content for everything it paints, /Lang, XMP with the PDF/UA
identifier, a bookmark per section and the document title shown; and each
page draws exactly what the untagged page draws (the same operators once the
marking is taken out, and the same pixels through pdftoppm)."""

from __future__ import annotations

import functools
import io
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from editor.render import RenderRequest, list_templates, render_pdf_report
from tests.helpers import FIXTURES, ROOT, needs_patch
from tests.render.support import TODAY

pytestmark = needs_patch("tagged-pdf", "list-labels")  # without them reportlab writes a PDF untagged

pypdf = pytest.importorskip("pypdf")

DOCUMENTS = sorted((FIXTURES / "seeds").glob("*.yaml")) + [ROOT / "resources" / "examples" / "example.yaml",
                                                          FIXTURES / "photo" / "bilingual.yaml"]
PAINTING = {b"Tj", b"TJ", b"'", b'"', b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*", b"Do", b"sh"}
MARKING = re.compile(rb"^(/\w+ <<[^>]*>> BDC|/\w+ BMC|EMC)$")


@functools.cache
def _resume(path: Path):  # type: ignore[no-untyped-def]
    import editor

    return editor.load(path)


def _cases() -> list[tuple[Path, str, str]]:
    return [(path, template, lang) for path in DOCUMENTS for template in sorted(list_templates())
            for lang in _resume(path).languages]


@functools.cache
def _render(path: Path, template: str, lang: str, *, tagged: bool = True) -> bytes:
    request = RenderRequest(template=template, lang=lang, today=TODAY, base_dir=path.parent, tagged=tagged)
    return render_pdf_report(_resume(path), request).pdf


def _ids(case: tuple[Path, str, str]) -> str:
    return "-".join((case[0].stem, *case[1:]))


def _elements(node, out: list) -> list:  # type: ignore[no-untyped-def]
    """Every structure element under *node*, depth first."""
    kids = node.get("/K")
    for kid in kids if isinstance(kids, list) else [kids] if kids is not None else []:
        kid = kid.get_object() if hasattr(kid, "get_object") else kid
        if isinstance(kid, dict) and kid.get("/Type") == "/StructElem":
            out.append(kid)
            _elements(kid, out)
    return out


def _unmarked_painting(content: bytes) -> list[bytes]:
    """Painting operators outside any marked-content sequence (real content or artifact)."""
    depth, loose = 0, []
    for _, operator in _operations(content):
        if operator in (b"BDC", b"BMC"):
            depth += 1
        elif operator == b"EMC":
            depth -= 1
            assert depth >= 0, "EMC without its BDC"
        elif operator in PAINTING and depth == 0:
            loose.append(operator)
    assert depth == 0, "a marked-content sequence is left open at the end of the page"
    return loose


def _operations(content: bytes) -> list[tuple[list, bytes]]:
    from pypdf.generic import ContentStream, DecodedStreamObject

    stream = DecodedStreamObject()
    stream.set_data(content)
    return ContentStream(stream, None).operations


@pytest.mark.parametrize("case", _cases(), ids=_ids)
def test_every_export_is_tagged(case: tuple[Path, str, str]) -> None:
    path, template, lang = case
    reader = pypdf.PdfReader(io.BytesIO(_render(path, template, lang)))
    catalog = reader.trailer["/Root"]
    assert bool(catalog["/MarkInfo"]["/Marked"])
    assert catalog["/Lang"] == lang
    assert bool(catalog["/ViewerPreferences"]["/DisplayDocTitle"])
    xmp = catalog["/Metadata"].get_object().get_data().decode("utf-8")
    assert "<pdfuaid:part>1</pdfuaid:part>" in xmp and "<dc:title>" in xmp and f"<rdf:li>{lang}</rdf:li>" in xmp
    assert reader.metadata.title and reader.metadata.title in xmp

    root = catalog["/StructTreeRoot"]
    document = root["/K"].get_object()
    assert document["/S"] == "/Document"
    elements = _elements(document, [])
    roles = [element["/S"] for element in elements]
    headings = [role for role in roles if role in ("/H1", "/H2")]
    if _resume(path).basics.name:
        assert headings[0] == "/H1" and headings.count("/H1") == 1, "the name, then the sections"
    else:
        assert set(headings) == {"/H1"}, "without a name the sections are the top level"
    assert len(headings) >= 3 and {"/L", "/LI", "/LBody", "/Sect"} <= set(roles), roles
    if template != "plain" or "publications" in path.read_text(encoding="utf-8"):
        assert "/P" in roles
    for element in elements:
        if element["/S"] in ("/LI",):
            assert [kid.get_object()["/S"] for kid in _kids(element)][-1] == "/LBody"
        if element["/S"] == "/Figure":
            assert element["/Alt"], "the photo is described"

    # Sections: one bookmark each, titled as the heading reads.
    assert len(reader.outline) == roles.count("/Sect")

    # Links: each annotation sits in a Link element (OBJR one way, /StructParent the other),
    # described by its text.
    nums = root["/ParentTree"]["/Nums"]
    parents = {nums[i]: nums[i + 1] for i in range(0, len(nums), 2)}
    annotations = 0
    for number, page in enumerate(reader.pages):
        content = page.get_contents().get_data()
        assert not _unmarked_painting(content), f"page {number + 1} paints outside marked content"
        mcids = [int(m) for m in re.findall(rb"/MCID (\d+)", content)]
        assert mcids == list(range(len(mcids)))
        if mcids:
            owners = parents[page["/StructParents"]]
            assert len(owners) == len(mcids)
        links = [a.get_object() for a in page.get("/Annots", [])]
        if links:
            assert page["/Tabs"] == "/S"
        for link in links:
            annotations += 1
            assert link["/Contents"]
            owner = parents[link["/StructParent"]].get_object()
            assert owner["/S"] == "/Link"
            assert any(kid.get_object().get("/Type") == "/OBJR" and kid.get_object()["/Obj"].get_object() == link
                       for kid in _kids(owner) if not isinstance(kid.get_object(), int))
    assert annotations == roles.count("/Link")


def _kids(element) -> list:  # type: ignore[no-untyped-def]
    kids = element.get("/K")
    return kids if isinstance(kids, list) else [kids] if kids is not None else []


def test_the_photo_is_a_described_figure() -> None:
    from editor.render.photo import photo_alt

    path = FIXTURES / "photo" / "bilingual.yaml"  # a photo in Chinese only
    for lang, count in (("zh", 1), ("en", 0)):
        reader = pypdf.PdfReader(io.BytesIO(_render(path, "jianli", lang)))
        figures = [e for e in _elements(reader.trailer["/Root"]["/StructTreeRoot"]["/K"].get_object(), [])
                   if e["/S"] == "/Figure"]
        assert len(figures) == count and all(figure["/Alt"] == "乔琳的照片" for figure in figures)
    assert photo_alt("Ada Example", "en-GB") == "Photo of Ada Example" and photo_alt("", "zh") == "照片"


def test_a_bullet_is_the_label_of_its_item() -> None:
    reader = pypdf.PdfReader(io.BytesIO(_render(FIXTURES / "seeds" / "s002.yaml", "plain", "en")))
    items = [e for e in _elements(reader.trailer["/Root"]["/StructTreeRoot"]["/K"].get_object(), [])
             if e["/S"] == "/LI"]
    assert items and all([k.get_object()["/S"] for k in _kids(item)][:2] == ["/Lbl", "/LBody"] for item in items)
    nested = [e for e in items if e["/P"].get_object()["/P"].get_object()["/S"] == "/LBody"]
    assert nested, "plain's nested bullets are lists inside the body of their item"


@pytest.mark.parametrize("case", _cases(), ids=_ids)
def test_the_page_draws_what_it_drew_untagged(case: tuple[Path, str, str]) -> None:
    """The same drawing operators, once the marked-content operators are taken out."""
    path, template, lang = case
    tagged = pypdf.PdfReader(io.BytesIO(_render(path, template, lang)))
    plain = pypdf.PdfReader(io.BytesIO(_render(path, template, lang, tagged=False)))
    assert len(tagged.pages) == len(plain.pages)
    for number, (page, before) in enumerate(zip(tagged.pages, plain.pages)):
        lines = [line for line in page.get_contents().get_data().splitlines() if not MARKING.match(line)]
        assert lines == before.get_contents().get_data().splitlines(), f"page {number + 1}"
    assert "/StructTreeRoot" not in plain.trailer["/Root"], "an untagged render (the preview's) carries no tree"


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) is not installed")
@pytest.mark.parametrize("case", _cases(), ids=_ids)
def test_the_page_looks_as_it_did_untagged(case: tuple[Path, str, str]) -> None:
    """Pixel for pixel, through poppler."""
    from PIL import Image, ImageChops

    path, template, lang = case
    with tempfile.TemporaryDirectory() as folder:
        pictures = []
        for tagged in (True, False):
            pdf = Path(folder) / f"{tagged}.pdf"
            pdf.write_bytes(_render(path, template, lang, tagged=tagged))
            subprocess.run(["pdftoppm", "-r", "50", "-png", str(pdf), str(Path(folder) / str(tagged))], check=True)
            pictures.append(sorted(Path(folder).glob(f"{tagged}-*.png")))
        assert len(pictures[0]) == len(pictures[1]) > 0
        for after, before in zip(*pictures):
            with Image.open(after) as a, Image.open(before) as b:
                assert a.size == b.size and ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is None


def test_a_glance_is_untagged() -> None:
    """The preview's first look at the pages on screen is never saved: no tree to build."""
    request = RenderRequest(template="classic", lang="en", today=TODAY, story_limit=3)
    pdf = render_pdf_report(_resume(DOCUMENTS[0]), request).pdf
    assert b"/StructTreeRoot" not in pdf and b"BDC" not in pdf


def test_a_paragraph_over_two_pages_is_one_element() -> None:
    from editor.model import Resume

    long = " ".join(["A sentence that goes on and on to fill the page with words."] * 160)
    resume = Resume.model_validate({"basics": {"name": "Ada Example"},
                                    "sections": [{"kind": "about", "entries": [{"kind": "text", "text": long}]}]})
    reader = pypdf.PdfReader(io.BytesIO(render_pdf_report(resume, RenderRequest(today=TODAY)).pdf))
    assert len(reader.pages) >= 2
    paragraphs = [e for e in _elements(reader.trailer["/Root"]["/StructTreeRoot"]["/K"].get_object(), [])
                  if e["/S"] == "/P"]
    spanning = [p for p in paragraphs if any(not isinstance(k.get_object(), int) and k.get_object().get("/Type") == "/MCR"
                                             for k in _kids(p))]
    assert len(spanning) == 1


def test_a_link_is_described_by_its_text() -> None:
    """The words that link, not the address: on a first render as on later ones
    (a first render's fragments are rebuilt when its lines are broken)."""
    from editor.render import forget_text

    path = FIXTURES / "seeds" / "s002.yaml"
    for _ in range(2):
        forget_text()
        pdf = render_pdf_report(_resume(path), RenderRequest(template="plain", lang="en", today=TODAY)).pdf
        contents = [a.get_object()["/Contents"] for page in pypdf.PdfReader(io.BytesIO(pdf)).pages
                    for a in page.get("/Annots", [])]
        assert contents[0] == "King Abdullah University of Science and Technology"
