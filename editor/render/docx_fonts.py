"""The fonts of a Word export, embedded as Word embeds them.

A recipient rarely has Noto Sans SC (or Noto Sans) installed; without it Word
substitutes another face and LibreOffice draws every Chinese character as an
empty box. So the export carries the faces it uses, cut to the characters it
sets in each (fontTools' subsetter), as Word's own "Embed fonts in the file"
with "Embed only the characters used" writes them (ECMA-376 Part 1, §17.8.1):

* each face is a part ``word/fonts/fontN.odttf`` related to the font table,
  *obfuscated*: its first 32 bytes XORed with a 16-byte key, the GUID named by
  ``w:fontKey`` read backwards (§17.8.1, "Font Embedding");
* ``fontTable.xml`` names each family with what Word needs to match or
  substitute it (``w:altName`` with faces Word has, PANOSE, character set,
  family class, pitch, Unicode and code-page signature) and its embedded faces
  (``w:embedRegular``/``w:embedBold``… with ``r:id`` and ``w:fontKey``);
* ``settings.xml`` says the document embeds TrueType fonts, as subsets.

Each face's subset depends on the text only, so it is remembered for the
next export of the same text. The fonts are Vitae's bundled ones, whose
licences (SIL OFL 1.1, Bitstream Vera) allow embedding (``fsType`` 0).
"""

from __future__ import annotations

import functools
import hashlib
import io
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .fonts import family as bundled_family

ODTTF = "application/vnd.openxmlformats-officedocument.obfuscatedFont"
FONT_RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/font"
FACES = (("Regular", "embedRegular"), ("Bold", "embedBold"), ("Italic", "embedItalic"),
         ("BoldItalic", "embedBoldItalic"))
"""Face → its ``w:font`` child, in the schema's order."""

ALTERNATES = {
    "NotoSans": "Calibri,Arial",
    "NotoSerif": "Cambria,Times New Roman",
    "DejaVuSans": "Verdana,Arial",
    "NotoSansSC": "Microsoft YaHei,PingFang SC,Noto Sans CJK SC",
    "NotoSansJP": "Yu Gothic,Hiragino Sans,Noto Sans CJK JP",
    "NotoSansKR": "Malgun Gothic,Apple SD Gothic Neo,Noto Sans CJK KR",
}
"""Faces a recipient's Word has, for a family whose embedded faces it cannot
use (an editor that ignores embedded fonts): ``w:altName``'s comma-separated list."""
CHARSETS = {"NotoSansSC": "86", "NotoSansJP": "80", "NotoSansKR": "81"}
"""Windows character sets (GB2312, Shift JIS, Hangul); ANSI (00) for the others."""

_EAST_ASIAN = (
    (0x1100, 0x11FF),  # Hangul jamo
    (0x2E80, 0x2FDF),  # CJK radicals
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x31FF),  # kana, bopomofo, Hangul compatibility jamo, kanbun, strokes
    (0x3200, 0x4DBF),  # enclosed CJK, compatibility, extension A
    (0x4E00, 0x9FFF),  # unified ideographs
    (0xA960, 0xA97F), (0xAC00, 0xD7FF),  # Hangul
    (0xF900, 0xFAFF),  # compatibility ideographs
    (0xFE30, 0xFE4F),  # CJK compatibility forms
    (0xFF00, 0xFFEF),  # half-width and full-width forms
    (0x20000, 0x3FFFF),  # supplementary ideographs
)


def is_east_asian(ch: str) -> bool:
    """Whether Word sets *ch* in the East Asian font (and Chinese has no italic for it)."""
    cp = ord(ch)
    return cp >= 0x1100 and any(low <= cp <= high for low, high in _EAST_ASIAN)


def east_asian_pieces(text: str) -> list[tuple[str, bool]]:
    """*text* cut into (piece, is East Asian) runs, in order."""
    pieces: list[tuple[str, bool]] = []
    for ch in text:
        east = is_east_asian(ch)
        if pieces and pieces[-1][1] == east:
            pieces[-1] = (pieces[-1][0] + ch, east)
        else:
            pieces.append((ch, east))
    return pieces


@dataclass
class FontUse:
    """Which characters the document sets in which bundled face."""

    latin: str
    """The bundled Latin family (``NotoSans``)."""
    east: str
    """The bundled East Asian family (``NotoSansSC``)."""
    chars: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    """(family, face) → characters."""

    def add(self, text: str, *, bold: bool, italic: bool, east_hint: bool = False) -> None:
        """*text* set bold/italic; East Asian characters go to the East Asian
        family (upright: it has no italic). With *east_hint* (a CJK document's
        runs carry ``w:hint="eastAsia"``) Word may draw punctuation shared by
        both scripts (quotes, dashes, the middle dot) with the East Asian face
        too, so non-ASCII characters are kept in both."""
        latin_face = ("Bold" if bold else "") + ("Italic" if italic else "") or "Regular"
        east_face = "Bold" if bold else "Regular"
        for piece, east in east_asian_pieces(text):
            if east:
                self.chars.setdefault((self.east, east_face), set()).update(piece)
                continue
            self.chars.setdefault((self.latin, latin_face), set()).update(piece)
            if east_hint and not piece.isascii():
                self.chars.setdefault((self.east, east_face), set()).update(ch for ch in piece if not ch.isascii())


@dataclass(frozen=True)
class Embedded:
    family: str
    """Bundled family name."""
    face: str
    key: str
    """The ``w:fontKey`` GUID, ``{XXXXXXXX-…}``."""
    data: bytes
    """The obfuscated subset."""


def obfuscate(font: bytes, key: str) -> bytes:
    """ECMA-376 Part 1 §17.8.1: the GUID's 32 hex digits read as 16 bytes from the
    last pair to the first, XORed over the font's first 32 bytes (twice over the
    key). The same operation reverses it."""
    digits = key.strip("{}").replace("-", "")
    mask = bytes.fromhex(digits)[::-1]
    head = bytes(byte ^ mask[index % 16] for index, byte in enumerate(font[:32]))
    return head + font[32:]


def _font_path(family: str, face: str) -> Path | None:
    return bundled_family(family).styles.get(face)


@functools.lru_cache(maxsize=64)
def subset_font(path: str, chars: str) -> bytes:
    """The face at *path* cut to *chars* (and .notdef), without OpenType layout
    tables: the PDF sets text without kerning or ligatures, and so should Word
    to break lines where the PDF does. Same input, same bytes (no timestamp)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    options = subset.Options()
    options.layout_features = []
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6]
    options.notdef_outline = True
    font = TTFont(path, lazy=True, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=chars)
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


@dataclass(frozen=True)
class FaceFacts:
    name: str
    """The family name Word and LibreOffice match embedded faces by (name ID 1)."""
    panose: str
    family_class: str
    signature: dict[str, str]


@functools.lru_cache(maxsize=16)
def face_facts(path: str) -> FaceFacts:
    """What ``fontTable.xml`` says about a face, from its own tables."""
    from fontTools.ttLib import TTFont

    font = TTFont(path, lazy=True)
    os2 = font["OS/2"]
    p = os2.panose
    panose = "".join(f"{value:02X}" for value in (
        p.bFamilyType, p.bSerifStyle, p.bWeight, p.bProportion, p.bContrast, p.bStrokeVariation,
        p.bArmStyle, p.bLetterForm, p.bMidline, p.bXHeight))
    sans = p.bFamilyType == 2 and p.bSerifStyle in (11, 12, 13) or "Sans" in Path(path).stem
    signature = {"usb0": os2.ulUnicodeRange1, "usb1": os2.ulUnicodeRange2, "usb2": os2.ulUnicodeRange3,
                 "usb3": os2.ulUnicodeRange4, "csb0": os2.ulCodePageRange1, "csb1": os2.ulCodePageRange2}
    name = font["name"].getBestFamilyName() or Path(path).stem.split("-")[0]
    return FaceFacts(str(name), panose, "swiss" if sans else "roman",
                     {key: f"{value:08X}" for key, value in signature.items()})


def word_name(family: str) -> str:
    """The name documents use for bundled *family* (``NotoSansSC`` → ``Noto Sans SC``)."""
    path = _font_path(family, "Regular")
    return face_facts(str(path)).name if path else family


ASCII_ALWAYS = frozenset(map(chr, range(0x20, 0x7F)))
"""Kept in every Latin face whatever the text: LibreOffice registers embedded faces
by name for its whole session, so the second résumé opened beside another
would borrow the first one's subset and draw its other letters in a fallback
face. With all of ASCII, English text never does (the cost: ~10 KB a face)."""


def embedded_faces(use: FontUse) -> list[Embedded]:
    """Each face the document sets text in, cut to its characters and obfuscated."""
    out = []
    for (family, face), chars in sorted(use.chars.items()):
        if family == use.latin:  # all of ASCII: see ASCII_ALWAYS
            chars = chars | ASCII_ALWAYS
        printable = "".join(sorted(ch for ch in chars if ch.isprintable() or ch == " "))
        path = _font_path(family, face)
        if not printable or path is None:
            continue
        data = subset_font(str(path), printable)
        key = "{" + str(uuid.UUID(bytes=hashlib.sha256(data).digest()[:16])).upper() + "}"
        out.append(Embedded(family, face, key, obfuscate(data, key)))
    return out


def _attr(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def font_table_xml(families: Iterable[str], faces: list[Embedded], rel_ids: dict[Embedded, str]) -> str:
    """``fontTable.xml``: one ``w:font`` per family, with its embedded faces."""
    w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    r = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    out = [f'<w:fonts xmlns:w="{w}" xmlns:r="{r}">']
    for family in dict.fromkeys(families):
        path = _font_path(family, "Regular")
        if path is None:
            continue
        facts = face_facts(str(path))
        sig = "".join(f' w:{key}="{value}"' for key, value in facts.signature.items())
        out.append(f'<w:font w:name="{_attr(facts.name)}">')
        if family in ALTERNATES:
            out.append(f'<w:altName w:val="{_attr(ALTERNATES[family])}"/>')
        out.append(f'<w:panose1 w:val="{facts.panose}"/><w:charset w:val="{CHARSETS.get(family, "00")}"/>'
                   f'<w:family w:val="{facts.family_class}"/><w:pitch w:val="variable"/><w:sig{sig}/>')
        mine = {face.face: face for face in faces if face.family == family}
        for face, element in FACES:
            if face in mine:
                out.append(f'<w:{element} r:id="{rel_ids[mine[face]]}" w:fontKey="{mine[face].key}" '
                           'w:subsetted="1"/>')
        out.append("</w:font>")
    out.append("</w:fonts>")
    return "".join(out)


def embed_fonts(document: Any, use: FontUse, families: Iterable[str]) -> list[Embedded]:
    """Puts the faces *use* needs into *document* (a python-docx Document) and
    rewrites its font table for *families* (every family its styles name)."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part

    font_table = document.part.part_related_by(RT.FONT_TABLE)
    package = document.part.package
    faces = embedded_faces(use)
    rel_ids = {}
    for number, face in enumerate(faces, 1):
        part = Part(PackURI(f"/word/fonts/font{number}.odttf"), ODTTF, face.data, package)
        rel_ids[face] = font_table.relate_to(part, FONT_RELATIONSHIP)
    font_table._blob = font_table_xml(families, faces, rel_ids).encode()
    return faces


EMBED_SETTINGS = ("embedTrueTypeFonts", "saveSubsetFonts")
_BEFORE_EMBED = ("writeProtection", "view", "zoom", "removePersonalInformation", "removeDateAndTime",
                 "doNotDisplayPageBoundaries", "displayBackgroundShape", "printPostScriptOverText",
                 "printFractionalCharacterWidth", "printFormsData")


def ask_for_embedding(settings: Any, w_namespace: str) -> None:
    """``w:embedTrueTypeFonts`` and ``w:saveSubsetFonts`` in settings.xml, where
    the schema puts them (after the zoom, before the proofing state)."""
    from docx.oxml import parse_xml

    after = None
    for child in settings:
        if child.tag.rsplit("}", 1)[-1] in _BEFORE_EMBED:
            after = child
    for name in reversed(EMBED_SETTINGS):
        element = parse_xml(f'<w:{name} xmlns:w="{w_namespace}"/>')
        if after is None:
            settings.insert(0, element)
        else:
            after.addnext(element)
