"""The résumé as an editable Word document (.docx) that looks like the PDF.

The same content rules as the PDF (:mod:`editor.model.content`) and the same
theme data (:mod:`editor.render.theme`), set with Word's own means: named
paragraph and character styles (one place to restyle the whole document;
capitals by style), a right tab stop at the text width for dates and places
(a two-cell row only when a title is too long to share its line,
:mod:`editor.render.docx_rows`), real numbering definitions for bullets and
numbered publications, ``w:hyperlink`` elements for links, paragraph borders
for heading rules, keep-with-next on headings and entry titles, separate
Latin and East Asian fonts (East Asian text never italic), each run's
language, and the fonts themselves embedded (:mod:`editor.render.docx_fonts`).

The words are :func:`editor.render.printed.printed`'s lines, which the PDF's
layouts choose: a line is a style, runs on the left and runs after a right
tab; this module only typesets them. User text only ever becomes run text
(python-docx escapes it); characters XML cannot hold are dropped.

The photo floats at the top right of the first page, the size of the
template's slot, described by the person's name. The sidebar template's two
columns are one table row (:mod:`editor.render.docx_columns`): the tinted
sidebar's cell, photo on top, then the main column's, so the text reads column
by column. Word has no contact icons: where the PDF draws them, words say what
each contact is.
"""

from __future__ import annotations

import functools
import io
from pathlib import Path
import re
from dataclasses import dataclass, replace
from typing import Any

from ..model import Resume
from ..model.text import text_or_fallback
from .docx_rows import GAP, SLACK, row_table, text_width, unbreakable
from .docx_fonts import FontUse, ask_for_embedding, east_asian_pieces, embed_fonts, word_name
from .fonts import family as bundled_family
from .docx_columns import SidebarColumns, band_behind_every_page, document_end, place_tables_by_border, sidebar_columns, two_column_table
from .printed import Line, Printed, Run, printed
from .printed.lines import link_groups
from .request import RenderRequest
from .theme import Theme

# ---- fonts and languages ---------------------------------------------------

LANG_TAGS = {"en": "en-US", "zh": "zh-CN", "zh-Hans": "zh-CN", "zh-Hant": "zh-TW", "ja": "ja-JP",
             "ko": "ko-KR", "de": "de-DE", "fr": "fr-FR", "es": "es-ES"}
CJK_LANGS = ("zh", "ja", "ko")
REGIONAL_EAST_ASIAN = {"ja": "NotoSansJP", "ko": "NotoSansKR"}
"""The bundled East Asian family of a language, as the PDF's font chain picks it."""

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")


def word_lang(lang: str) -> str:
    """``zh`` → ``zh-CN``: Word's spelling and line breaking want a region."""
    return LANG_TAGS.get(lang) or LANG_TAGS.get(lang.split("-")[0], lang)


def east_asian_family(theme: Theme, lang: str) -> str:
    """The bundled family East Asian text is set in (embedded in the file)."""
    return REGIONAL_EAST_ASIAN.get(lang.split("-")[0].lower(), theme.fonts.cjk)


def clean(text: str) -> str:
    """*text* as run text: characters XML 1.0 cannot hold are dropped; a tab
    (which would jump to the date column) becomes a space."""
    return _NOT_XML.sub("", text).replace("\t", " ").replace("\r", "")


# ---- Word XML -------------------------------------------------------------------

STYLE_NAMES = {
    "body": "Normal", "name": "Name", "headline": "Headline", "contact": "Contact", "heading": "Heading",
    "entry_title": "Entry Title", "entry_sub": "Entry Subtitle", "summary": "Summary", "bullet": "Bullet",
    "bullet_nested": "Nested Bullet", "line": "Entry Line", "text": "Body Text", "numbered": "Publication",
    "note": "Note", "dated": "Dated", "venue": "Venue", "footer": "Footer",
    "letter": "Letter Text", "letter_meta": "Letter Line", "letter_right": "Letter Right",
    "letter_subject": "Letter Subject", "letter_title": "Letter Title",
}
"""Theme style → Word paragraph style. ``entry_meta`` and ``entry_meta_sub`` are
character styles (the right-hand column of a line)."""
CHAR_STYLES = {"entry_meta": "Entry Meta", "entry_meta_sub": "Entry Meta Sub"}
RUN_STYLES = {**CHAR_STYLES, "contact_separator": "Contact Separator", "contact_label": "Contact Label"}
"""A run's style (:class:`~editor.render.printed.Run`) → Word character style. A contact
label is the word Word prints where the PDF draws a contact icon."""
BULLET_NUM, NESTED_LEVEL = 1, 1
PUBLICATION_ABSTRACT = 2


def _sid(name: str) -> str:
    return name.replace(" ", "")


def _twips(points: float) -> str:
    return str(round(points * 20))


def _half_points(points: float) -> str:
    return str(round(points * 2))


@dataclass(frozen=True)
class Geometry:
    page_w: float
    page_h: float
    left: float
    top: float
    bottom: float

    @property
    def text_width(self) -> float:
        return self.page_w - 2 * self.left


def geometry(theme: Theme) -> Geometry:
    mm = 72 / 25.4
    width, height = (595.276, 841.89) if theme.page.size == "A4" else (612.0, 792.0)
    side = theme.page.margin_mm * mm
    top = (theme.page.top_mm or theme.page.margin_mm) * mm
    bottom = (theme.page.bottom_mm or theme.page.margin_mm) * mm
    return Geometry(width, height, side, top, bottom)


def _resolved_specs(theme: Theme) -> dict[str, dict]:
    """Every style's values with its parent chain applied (as styles.py compiles them)."""
    specs = theme.style_specs()
    base = {"scale": 1.0, "bold": False, "italic": False, "colour": "text", "align": "left",
            "space_before": 0.0, "space_after": 0.0, "left_indent": 0.0, "leading": theme.fonts.leading}

    @functools.cache
    def values(name: str) -> tuple:
        spec = specs[name]
        parent = spec.parent or ("body" if name != "body" else None)
        out = dict(values(parent)) if parent and parent in specs else dict(base)
        out.update(spec.model_dump(exclude_none=True, exclude={"parent"}))
        return tuple(out.items())

    return {name: dict(values(name)) for name in specs}


def _ns() -> dict[str, str]:
    from docx.oxml.ns import nsmap

    return nsmap


def _run_props(values: dict, theme: Theme, size: float, *, colour: str | None = None, caps: bool = False) -> str:
    # Explicit on and off: a character style (the date column) must not take
    # the bold of the title paragraph it sits in.
    parts = []
    for flag, tags in (("bold", ("b", "bCs")), ("italic", ("i", "iCs"))):
        value = "" if values.get(flag) else ' w:val="0"'
        parts += [f"<w:{tag}{value}/>" for tag in tags]
    if caps:  # capitals by style: the text stays as typed (search, copy, a screen reader)
        parts.append("<w:caps/>")
    parts.append(f'<w:color w:val="{(colour or theme.colour(values.get("colour", "text")))[1:]}"/>')
    parts.append(f'<w:sz w:val="{_half_points(size)}"/><w:szCs w:val="{_half_points(size)}"/>')
    return "<w:rPr>" + "".join(parts) + "</w:rPr>"


def styles_xml(theme: Theme, lang: str, right_edge: float | None = None) -> str:
    """styles.xml: document defaults (fonts, language, no space after) and one
    style per theme style, all based on Normal. Dates and places sit on a
    right tab stop at *right_edge* (the text width unless a column is narrower)."""
    base = theme.fonts.size
    latin = _attr(word_name(bundled_family(theme.fonts.latin).name))
    east = _attr(word_name(east_asian_family(theme, lang)))
    cjk = lang.split("-")[0] in CJK_LANGS
    latin_lang = "en-US" if cjk else word_lang(lang)
    east_lang = word_lang(lang) if cjk else "zh-CN"
    geo = geometry(theme)
    resolved = _resolved_specs(theme)
    out = [
        f'<w:styles xmlns:w="{_ns()["w"]}"><w:docDefaults><w:rPrDefault><w:rPr>'
        f'<w:rFonts w:ascii="{latin}" w:hAnsi="{latin}" w:eastAsia="{east}" w:cs="{latin}"/>'
        f'<w:sz w:val="{_half_points(base)}"/><w:szCs w:val="{_half_points(base)}"/>'
        f'<w:lang w:val="{latin_lang}" w:eastAsia="{east_lang}" w:bidi="ar-SA"/>'
        '</w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:before="0" w:after="0"/></w:pPr>'
        '</w:pPrDefault></w:docDefaults>',
        '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont">'
        '<w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/>'
        '</w:style>',
        '<w:style w:type="numbering" w:default="1" w:styleId="NoList"><w:name w:val="No List"/>'
        '<w:semiHidden/><w:unhideWhenUsed/></w:style>',
    ]
    for key, name in STYLE_NAMES.items():
        if key not in resolved:
            continue
        v = resolved[key]
        size = base * v["scale"]
        ppr_xml = paragraph_properties(key, v, theme, size, right_edge or geo.text_width)
        based = "" if key == "body" else '<w:basedOn w:val="Normal"/>'
        default = ' w:default="1"' if key == "body" else ""
        out.append(f'<w:style w:type="paragraph"{default} w:styleId="{_sid(name)}"><w:name w:val="{name}"/>'
                   f'{based}<w:qFormat/>{ppr_xml}{_run_props(v, theme, size, caps=key in capitals(theme))}'
                   '</w:style>')
    for key, name in CHAR_STYLES.items():
        v = resolved[key]
        out.append(f'<w:style w:type="character" w:styleId="{_sid(name)}"><w:name w:val="{name}"/>'
                   f'<w:basedOn w:val="DefaultParagraphFont"/><w:qFormat/>'
                   f'{_run_props(v, theme, base * v["scale"])}</w:style>')
    out.append('<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/>'
               '<w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/>'
               f'<w:rPr><w:color w:val="{theme.colour(theme.colours.link)[1:]}"/></w:rPr></w:style>')
    out.append('<w:style w:type="character" w:styleId="ContactSeparator"><w:name w:val="Contact Separator"/>'
               '<w:basedOn w:val="DefaultParagraphFont"/>'
               f'<w:rPr><w:color w:val="{theme.colour("muted")[1:]}"/></w:rPr></w:style>')
    out.append('<w:style w:type="character" w:styleId="ContactLabel"><w:name w:val="Contact Label"/>'
               '<w:basedOn w:val="ContactSeparator"/></w:style>')
    out.append("</w:styles>")
    return "".join(out)


def capitals(theme: Theme) -> set[str]:
    """The paragraph styles the template sets in capitals (``w:caps``)."""
    out = set()
    if theme.header.name_case == "upper":
        out.add("name")
    if theme.heading.case == "upper":
        out.add("heading")
    return out


_PPR_ORDER = ("keepNext", "numPr", "pBdr", "tabs", "spacing", "ind", "jc", "outlineLvl")
"""pPr children in the order the schema requires (Word refuses a file with others)."""
_ALIGN = {"left": "left", "center": "center", "right": "right", "justify": "both"}
RIGHT_COLUMN = ("entry_title", "entry_sub", "line", "bullet", "dated")
TABLE_ROWS = ("entry_title", "entry_sub", "line")
"""Styles whose title and dates become a two-cell table when they do not fit on one line."""
"""Styles whose lines may carry a right-hand column (dates, places)."""


def paragraph_properties(key: str, v: dict, theme: Theme, size: float, text_width: float) -> str:
    """The ``w:pPr`` of theme style *key* with resolved values *v*."""
    scale = theme.spacing.scale
    before, after = v["space_before"], v["space_after"]
    if key == "heading":  # the section spacing is the heading's, as in the PDF
        before, after = theme.spacing.section_before, theme.spacing.section_after
    props = {"spacing": f'<w:spacing w:before="{_twips(before * scale)}" w:after="{_twips(after * scale)}" '
                        f'w:line="{_twips(size * v["leading"])}" w:lineRule="exact"/>'}
    if v["align"] != "left":
        props["jc"] = f'<w:jc w:val="{_ALIGN[v["align"]]}"/>'
    tabs = []
    if key in ("bullet", "bullet_nested"):
        level = 1 if key == "bullet_nested" else 0
        props["numPr"] = f'<w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="{BULLET_NUM}"/></w:numPr>'
    elif key == "dated":  # the date hangs in its own column, then a tab to the text
        indent = _twips(v["left_indent"])
        tabs.append(f'<w:tab w:val="left" w:pos="{indent}"/>')
        props["ind"] = f'<w:ind w:left="{indent}" w:hanging="{indent}"/>'
    elif key == "numbered":
        column = _twips(number_column(theme))
        props["ind"] = f'<w:ind w:left="{column}" w:hanging="{column}"/>'
    elif v["left_indent"]:
        props["ind"] = f'<w:ind w:left="{_twips(v["left_indent"])}"/>'
    if key in RIGHT_COLUMN:
        tabs.append(f'<w:tab w:val="right" w:pos="{_twips(text_width)}"/>')
    if tabs:
        props["tabs"] = "<w:tabs>" + "".join(tabs) + "</w:tabs>"
    if key == "heading":
        props["keepNext"] = "<w:keepNext/>"
        props["outlineLvl"] = '<w:outlineLvl w:val="0"/>'  # listed in Word's navigation pane
        if theme.heading.rule != "none":
            width = max(2, round(theme.heading.rule_width * 8))  # eighths of a point
            props["pBdr"] = (f'<w:pBdr><w:bottom w:val="single" w:sz="{width}" w:space="1" '
                             f'w:color="{theme.colour(theme.colours.rule)[1:]}"/></w:pBdr>')
    return "<w:pPr>" + "".join(props[tag] for tag in _PPR_ORDER if tag in props) + "</w:pPr>"


def number_column(theme: Theme) -> float:
    """Where a publication's text starts after its number ("12." fits)."""
    return theme.bullet.indent + 4


def numbering_xml(theme: Theme) -> str:
    """Two list definitions: bullets (two levels) and decimal numbers for publications."""
    b = theme.bullet
    w = _ns()["w"]

    def level(ilvl: int, fmt: str, text: str, left: float, hang: float) -> str:
        return (f'<w:lvl w:ilvl="{ilvl}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
                f'<w:lvlText w:val="{_attr(text)}"/><w:lvlJc w:val="left"/>'
                f'<w:pPr><w:ind w:left="{_twips(left)}" w:hanging="{_twips(hang)}"/></w:pPr></w:lvl>')

    hang = b.indent - b.bullet_indent
    bullets_def = (f'<w:abstractNum w:abstractNumId="{BULLET_NUM}"><w:multiLevelType w:val="multilevel"/>'
                   + level(0, "bullet", b.char, b.indent, hang)
                   + level(1, "bullet", b.nested_char, 2 * b.indent, hang) + "</w:abstractNum>")
    numbers_def = (f'<w:abstractNum w:abstractNumId="{PUBLICATION_ABSTRACT}">'
                   '<w:multiLevelType w:val="singleLevel"/>'
                   + level(0, "decimal", "%1.", number_column(theme), number_column(theme)) + "</w:abstractNum>")
    return (f'<w:numbering xmlns:w="{w}">{bullets_def}{numbers_def}'
            f'<w:num w:numId="{BULLET_NUM}"><w:abstractNumId w:val="{BULLET_NUM}"/></w:num></w:numbering>')


def _attr(text: str) -> str:
    return (clean(text).replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
            .replace(">", "&gt;"))


@functools.lru_cache(maxsize=16)
def blank_document(theme_json: str, lang: str, right_edge: float | None = None) -> bytes:
    """A clean .docx for a theme and language: python-docx's default package
    with its extra parts dropped, and our styles, numbering and page set-up."""
    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.oxml import parse_xml

    theme = Theme.model_validate_json(theme_json)
    document = docx.Document()
    part = document.part
    keep = {RT.STYLES, RT.SETTINGS, RT.FONT_TABLE, RT.THEME, RT.NUMBERING}
    for rid, rel in list(part.rels.items()):
        if rel.reltype not in keep:
            part.drop_rel(rid)
    package = part.package
    for rid, rel in list(package.rels.items()):
        if rel.reltype == RT.THUMBNAIL:
            package.rels.pop(rid)
    part._styles_part._element = parse_xml(styles_xml(theme, lang, right_edge).encode())
    settings = document.settings.element
    ask_for_embedding(settings, _ns()["w"])
    place_tables_by_border(settings, _ns()["w"])  # compatibility mode 15: Word 2013 and later, no banner
    part.numbering_part._element = parse_xml(numbering_xml(theme).encode())
    geo = geometry(theme)
    section = document.sections[0]
    from docx.shared import Pt

    section.page_width, section.page_height = Pt(geo.page_w), Pt(geo.page_h)
    section.left_margin = section.right_margin = Pt(geo.left)
    section.top_margin, section.bottom_margin = Pt(geo.top), Pt(geo.bottom)
    section.header_distance = section.footer_distance = Pt(geo.bottom / 2)
    body = document.element.body
    for child in list(body):
        if child.tag != section._sectPr.tag:
            body.remove(child)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


class Writer:
    """Appends lines to a document as ``w:p`` elements."""

    def __init__(self, document: Any, theme: Theme, lang: str, right_edge: float) -> None:
        from docx.opc.constants import RELATIONSHIP_TYPE as RT

        self.body_size = theme.fonts.size
        self.theme = theme
        from docx.oxml import OxmlElement
        from docx.oxml.ns import qn

        self.document, self.part, self.RT = document, document.part, RT
        self.qn, self.el = qn, OxmlElement
        self.body = document.element.body
        self.sect = self.body[-1]
        cjk = lang.split("-")[0] in CJK_LANGS
        self.lang_attrs = {qn("w:val"): "en-US" if cjk else word_lang(lang),
                           qn("w:eastAsia"): word_lang(lang) if cjk else "zh-CN"}
        self.hint = cjk
        self.fonts = FontUse(bundled_family(theme.fonts.latin).name, east_asian_family(theme, lang))
        """The characters set in each face: what the file embeds."""
        self.specs = _resolved_specs(theme)
        self.caps = capitals(theme)
        self.style = "body"
        """The style of the paragraph being written (its runs' bold and italic)."""
        self.links: dict[str, str] = {}
        self.numbers: dict[int, str] = {}
        self.right_edge = right_edge
        """Where the styles put the right tab stop."""

    def paragraph(self, line: Line, into: Any = None, right_edge: float | None = None) -> None:
        """Appends *line* to the body, or to the end of *into* (a table cell);
        *right_edge* moves its right tab stop (a column narrower than the one
        the styles were made for)."""
        qn, el = self.qn, self.el
        if line.right:
            line = replace(line, right=[replace(run, text=unbreakable(run.text)) for run in line.right])
            if line.style in TABLE_ROWS and not line.hanging and self.row_as_table(line, into, right_edge):
                return
        p = el("w:p")
        ppr = el("w:pPr")
        style = el("w:pStyle")
        style.set(qn("w:val"), _sid(STYLE_NAMES[line.style]))
        ppr.append(style)
        if line.keep:
            ppr.append(el("w:keepNext"))
        if line.numbered is not None:
            num = el("w:numPr")
            ilvl, num_id = el("w:ilvl"), el("w:numId")
            ilvl.set(qn("w:val"), "0")
            num_id.set(qn("w:val"), self.number(line.numbered))
            num.append(ilvl)
            num.append(num_id)
            ppr.append(num)
        if line.rule:
            ppr.append(self._xml(
                f'<w:pBdr xmlns:w="{_ns()["w"]}"><w:bottom w:val="single" w:sz="6" w:space="0" '
                f'w:color="{line.rule.lstrip("#").upper()}"/></w:pBdr>'))
        if line.half and line.right:
            ppr.append(self._xml(f'<w:tabs xmlns:w="{_ns()["w"]}"><w:tab w:val="left" '
                                 f'w:pos="{_twips((right_edge or self.right_edge) / 2)}"/></w:tabs>'))
        if right_edge is not None and line.right and line.style in RIGHT_COLUMN:
            ppr.append(self._xml(
                f'<w:tabs xmlns:w="{_ns()["w"]}"><w:tab w:val="clear" w:pos="{_twips(self.right_edge)}"/>'
                f'<w:tab w:val="right" w:pos="{_twips(right_edge)}"/></w:tabs>'))
        if line.space_before is not None or line.rule:
            spacing = el("w:spacing")
            spacing.set(qn("w:before"), _twips(line.space_before or 0))
            if line.rule:  # a rule, not a line of text: as thin as Word draws it
                spacing.set(qn("w:after"), "0")
                spacing.set(qn("w:line"), "20")
                spacing.set(qn("w:lineRule"), "exact")
            ppr.append(spacing)
        if line.indent_chars:
            indent = el("w:ind")  # in characters, as Word's paragraph dialog sets a CJK indent;
            indent.set(qn("w:firstLineChars"), str(100 * line.indent_chars))  # LibreOffice reads the length
            indent.set(qn("w:firstLine"), _twips(line.indent_chars * self.body_size))
            ppr.append(indent)
        p.append(ppr)
        self.style = line.style
        numbering = {"bullet": self.bullets, "bullet_nested": self.bullets, "numbered": "0123456789."}
        if line.style in numbering or line.numbered is not None:  # the list's own marks, in the paragraph's face
            spec = self.specs.get(line.style, {})
            self.fonts.add(numbering.get(line.style, "0123456789."), bold=bool(spec.get("bold")),
                           italic=bool(spec.get("italic")))
        if line.hanging:
            self.runs(p, line.hanging)
            self.tab(p)
        self.runs(p, line.left)
        if line.right:
            self.tab(p)
            self.runs(p, line.right)
        if into is None:
            self.sect.addprevious(p)
        else:
            into.append(p)

    def width(self, runs: list[Run], style: str) -> float:
        """How wide *runs* are in a paragraph of *style*, in the embedded fonts."""
        base = self.theme.fonts.size
        spec = self.specs.get(style, {})
        total = 0.0
        for run in runs:
            own = self.specs.get(run.style or "", spec) if run.style in CHAR_STYLES else spec
            total += text_width(clean(run.text), self.fonts.latin, self.fonts.east, base * own.get("scale", 1.0),
                                bold=run.bold or bool(own.get("bold")), italic=run.italic or bool(own.get("italic")))
        return total

    def row_as_table(self, line: Line, into: Any, right_edge: float | None) -> bool:
        """A line whose title and dates do not fit side by side, as the PDF's
        Row: a two-cell table (:mod:`.docx_rows`). False when they fit."""
        indent = self.specs.get(line.style, {}).get("left_indent", 0.0)
        available = (right_edge if right_edge is not None else self.right_edge) - indent
        right = self.width(line.right, line.style) + SLACK
        if self.width(line.left, line.style) + GAP + right <= available or right > available / 2:
            return False
        table, title, dates = row_table(_ns()["w"], indent, available - right, right)
        if into is None:
            self.sect.addprevious(table)
        else:
            into.append(table)
        self.paragraph(replace(line, right=[]), title)
        self.paragraph(Line(line.style, line.right, keep=line.keep, space_before=line.space_before), dates)
        dates[-1].find(self.qn("w:pPr")).append(self._xml(f'<w:jc xmlns:w="{_ns()["w"]}" w:val="right"/>'))
        return True

    def number(self, instance: int) -> str:
        """A numbering instance that restarts at 1 for each numbered list."""
        if instance not in self.numbers:
            num_id = str(BULLET_NUM + 1 + len(self.numbers))
            numbering = self.part.numbering_part.element
            numbering.append(self._xml(
                f'<w:num xmlns:w="{_ns()["w"]}" w:numId="{num_id}"><w:abstractNumId w:val="{PUBLICATION_ABSTRACT}"/>'
                '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'))
            self.numbers[instance] = num_id
        return self.numbers[instance]

    def _xml(self, xml: str) -> Any:
        from docx.oxml import parse_xml

        return parse_xml(xml)

    def tab(self, p: Any) -> None:
        r = self.el("w:r")
        r.append(self.el("w:tab"))
        p.append(r)

    def runs(self, p: Any, runs: list[Run]) -> None:
        qn, el = self.qn, self.el
        for url, group in link_groups(runs):
            parent = p
            if url:
                parent = el("w:hyperlink")
                parent.set(qn("r:id"), self.link_id(url))
                p.append(parent)
            for run in group:
                self.run(parent, run, hyperlink=bool(url))

    def link_id(self, url: str) -> str:
        if url not in self.links:
            self.links[url] = self.part.relate_to(url, self.RT.HYPERLINK, is_external=True)
        return self.links[url]

    @property
    def bullets(self) -> str:
        bullet = self.theme.bullet
        return bullet.char + bullet.nested_char

    def run(self, parent: Any, run: Run, *, hyperlink: bool) -> None:
        text = clean(run.text)
        if not text:
            return
        spec = self.specs.get(self.style, {})
        char_spec = self.specs.get(run.style or "", spec) if run.style in CHAR_STYLES else spec
        bold, italic = run.bold or bool(char_spec.get("bold")), run.italic or bool(char_spec.get("italic"))
        shown = text.upper() if self.style in self.caps else text
        self.fonts.add(shown, bold=bold, italic=italic, east_hint=self.hint)
        if not italic:
            self._run(parent, run, text, hyperlink=hyperlink, upright=False)
            return
        for piece, east in east_asian_pieces(text):  # Chinese has no italic: its characters stay upright
            self._run(parent, run, piece, hyperlink=hyperlink, upright=east)

    def _run(self, parent: Any, run: Run, text: str, *, hyperlink: bool, upright: bool) -> None:
        qn, el = self.qn, self.el
        r = el("w:r")
        rpr = el("w:rPr")
        style = run.style or ("Hyperlink" if hyperlink else None)
        if style:
            rs = el("w:rStyle")
            rs.set(qn("w:val"), _sid(RUN_STYLES.get(style, style)))
            rpr.append(rs)
        if self.hint:
            fonts = el("w:rFonts")
            fonts.set(qn("w:hint"), "eastAsia")
            rpr.append(fonts)
        if run.bold:
            rpr.append(el("w:b"))
            rpr.append(el("w:bCs"))
        if upright:
            for tag in ("w:i", "w:iCs"):
                off = el(tag)
                off.set(qn("w:val"), "0")
                rpr.append(off)
        elif run.italic:
            rpr.append(el("w:i"))
            rpr.append(el("w:iCs"))
        lang = el("w:lang")
        for key, value in self.lang_attrs.items():
            lang.set(key, value)
        rpr.append(lang)
        r.append(rpr)
        for number, piece in enumerate(text.split("\n")):
            if number:
                r.append(el("w:br"))
            if piece:
                t = el("w:t")
                t.text = piece
                if piece != piece.strip():
                    t.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
                r.append(t)
        parent.append(r)


def section_bars(document: Any, theme: Theme) -> None:
    """jianli's section headings on a tinted bar with an accent stripe at its
    left, as the PDF draws them: the Heading style's shading and left border."""
    from docx.oxml.ns import qn

    style = document.styles["Heading"].element
    ppr = style.find(qn("w:pPr"))
    w = _ns()["w"]
    stripe = max(2, round(theme.fonts.size * 1.12 * 0.3 * 8))  # eighths of a point, the PDF's stripe
    border = parse_xml_fragment(
        f'<w:pBdr xmlns:w="{w}"><w:left w:val="single" w:sz="{min(stripe, 96)}" w:space="8" '
        f'w:color="{theme.colour("accent")[1:].upper()}"/></w:pBdr>')
    shading = parse_xml_fragment(f'<w:shd xmlns:w="{w}" w:val="clear" w:color="auto" '
                                 f'w:fill="{theme.colour(theme.colours.panel)[1:].upper()}"/>')
    after = ppr.find(qn("w:keepNext"))
    old = ppr.find(qn("w:pBdr"))
    if old is not None:
        ppr.remove(old)
    if after is None:
        ppr.insert(0, border)
    else:
        after.addnext(border)
    border.addnext(shading)


def parse_xml_fragment(xml: str) -> Any:
    from docx.oxml import parse_xml

    return parse_xml(xml)


def page_number_footer(document: Any) -> None:
    """"3 / 5" centred in the footer, as Word fields (they count the pages Word lays out)."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import qn

    paragraph = document.sections[0].footer.paragraphs[0]
    paragraph._p.get_or_add_pPr().get_or_add_pStyle().set(qn("w:val"), _sid(STYLE_NAMES["footer"]))
    w = _ns()["w"]
    for xml in ('<w:fldSimple xmlns:w="{w}" w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple>',
                '<w:r xmlns:w="{w}"><w:t xml:space="preserve"> / </w:t></w:r>',
                '<w:fldSimple xmlns:w="{w}" w:instr="NUMPAGES"><w:r><w:t>1</w:t></w:r></w:fldSimple>'):
        paragraph._p.append(parse_xml(xml.format(w=w)))


def export_docx(resume: Resume, request: RenderRequest) -> bytes:
    """The export registry's entry point (``editor.exports``): the .docx bytes of
    :func:`~editor.render.printed.printed`'s lines, typeset with Word's means."""
    import datetime

    import docx

    doc = printed(resume, request)
    theme, lang = doc.theme, doc.lang
    geo = geometry(theme)
    columns = sidebar_columns(geo.left, geo.text_width) if doc.side is not None else None
    right_edge = columns.main if columns else None
    document = docx.Document(io.BytesIO(blank_document(theme.model_dump_json(), lang, right_edge)))
    writer = Writer(document, theme, lang, right_edge or geo.text_width)
    if columns is not None:
        write_sidebar(document, writer, doc, resume, columns, request.base_dir)
    else:
        for line in doc.lines or [Line("body", [])]:  # Word wants a paragraph even in an empty document
            writer.paragraph(line)
        add_photo(document, resume, lang, theme, request.base_dir)
    if doc.heading_bars:
        section_bars(document, theme)
    if theme.page_numbers:
        page_number_footer(document)
        footer = writer.specs.get("footer", {})
        writer.fonts.add("0123456789 /", bold=bool(footer.get("bold")), italic=bool(footer.get("italic")))
    embed_fonts(document, writer.fonts, (writer.fonts.latin, writer.fonts.east))
    props = document.core_properties
    what = (doc.subject or "Cover letter") if doc.letter else "CV"
    props.title = clean(f"{doc.name} — {what}" if doc.name else what)
    props.author = props.last_modified_by = clean(doc.name)
    props.subject = clean(what if doc.letter else doc.subject) or "Curriculum vitae"
    props.language = word_lang(lang)
    props.comments = props.keywords = props.category = ""
    moment = datetime.datetime.combine(doc.today, datetime.time())
    props.created = props.modified = moment
    props.revision = 1
    return saved_bytes(document)


def saved_bytes(document: Any) -> bytes:
    """The .docx as bytes, the same for the same document: python-docx stamps each
    part of the ZIP with the current time, so two exports a second apart differed."""
    import zipfile

    made = io.BytesIO()
    document.save(made)
    out = io.BytesIO()
    with zipfile.ZipFile(made) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            target.writestr(zipfile.ZipInfo(item.filename, date_time=(1980, 1, 1, 0, 0, 0)),
                            source.read(item), compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def write_sidebar(document: Any, writer: Writer, doc: Printed, resume: Resume, columns: SidebarColumns,
                  base_dir: Path | None) -> None:
    """The sidebar template: one table row, the tinted sidebar's cell (the
    photo on top) before the main column's, so the text reads column by column."""
    from docx.text.paragraph import Paragraph

    side, main = doc.side or [], doc.lines
    w = _ns()["w"]
    theme = doc.theme
    tint = theme.colour(theme.colours.panel)
    table, side_cell, main_cell = two_column_table(columns, tint, w)
    writer.sect.addprevious(table)
    photo = photo_jpeg(resume, doc.lang, theme, base_dir)
    if photo is not None:
        from docx.shared import Mm, Pt

        writer.paragraph(Line("body", [], space_before=0), side_cell)
        picture = Paragraph(side_cell[-1], document._body)
        picture.paragraph_format.space_after = Pt(8 * theme.spacing.scale)
        picture.paragraph_format.line_spacing = 1.0  # the body's exact line height would crop it
        width, height = theme.header.photo_mm
        run = picture.add_run()
        run.add_picture(io.BytesIO(photo), width=Mm(width), height=Mm(height))
        describe_photo(run._r, doc.name)
    for line in side or ([] if photo else [Line("body", [])]):  # a cell ends with a paragraph
        writer.paragraph(line, side_cell, right_edge=columns.side)
    for line in main or [Line("body", [])]:
        writer.paragraph(line, main_cell)
    writer.sect.addprevious(document_end(w))
    place_tables_by_border(document.settings.element, w)
    band_behind_every_page(document.sections[0].header.paragraphs[0], columns, tint, geometry(theme).page_h)


def photo_jpeg(resume: Resume, lang: str, theme: Theme, base_dir: Path | None) -> bytes | None:
    """The photo this language prints, cropped to the template's slot; None when
    the template has no slot or the photo cannot be read, as in the PDF
    (``vitae export`` of the PDF says why)."""
    from ..model.content import photo_in
    from .photo import PhotoProblem, cleaned_photo, crop_of

    source = photo_in(resume.basics, lang)
    if source is None or theme.header.photo == "none":
        return None
    width, height = theme.header.photo_mm
    try:
        return cleaned_photo(source, base_dir, width / height, crop_of(resume.basics)).jpeg
    except PhotoProblem:
        return None


def add_photo(document: Any, resume: Resume, lang: str, theme: Theme, base_dir: Path | None) -> None:
    """The photo floating at the top right of the first page (text wraps
    around it), when the template has a slot."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls
    from docx.shared import Mm

    photo = photo_jpeg(resume, lang, theme, base_dir)
    if photo is None or not document.paragraphs:
        return
    width, height = theme.header.photo_mm
    run = document.paragraphs[0].add_run()
    run.add_picture(io.BytesIO(photo), width=Mm(width), height=Mm(height))
    describe_photo(run._r, text_or_fallback(resume.basics.name, lang, resume.default_language).strip())
    inline = run._r.xpath(".//wp:inline")[0]
    # An inline picture would push the name down; Word floats a header photo instead.
    anchor = parse_xml(
        f'<wp:anchor {nsdecls("wp")} distT="0" distB="0" distL="114300" distR="0" simplePos="0" '
        'relativeHeight="2" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="0">'
        '<wp:simplePos x="0" y="0"/>'
        '<wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH>'
        '<wp:positionV relativeFrom="margin"><wp:posOffset>0</wp:posOffset></wp:positionV>'
        '</wp:anchor>')
    for child in list(inline):
        tag = child.tag.split("}")[1]
        if tag == "docPr":
            anchor.append(parse_xml(f'<wp:wrapSquare {nsdecls("wp")} wrapText="left"/>'))
        anchor.append(child)
    inline.getparent().replace(inline, anchor)
    _clear_header_of(document, height)


def describe_photo(run: Any, name: str) -> None:
    """The photo's alternative text is whose photo it is (python-docx calls it
    "Picture 1"), for a screen reader and for Word's accessibility check."""
    for element in run.xpath(".//wp:docPr | .//pic:cNvPr"):
        element.set("name", "Photo")
        element.set("descr", clean(name) or "Photo")


def _clear_header_of(document: Any, photo_mm: float) -> None:
    """Room under the header for a photo taller than it: Word keeps a right tab
    stop (the dates of the first entry) under a floating picture, so the first
    section starts below the photo, as in the PDF."""
    from docx.shared import Mm, Pt

    header = []
    for paragraph in document.paragraphs:
        if paragraph.style is not None and paragraph.style.name == "Heading":
            break
        header.append(paragraph)
    if not header:
        return
    points = 0.0
    for paragraph in header:
        size = paragraph.style.font.size if paragraph.style is not None and paragraph.style.font.size else Pt(10)
        fmt = paragraph.paragraph_format
        points += size.pt * 1.25 + (fmt.space_before.pt if fmt.space_before else 0) \
            + (fmt.space_after.pt if fmt.space_after else 0)
    missing = Mm(photo_mm).pt - points
    if missing > 0:
        last = header[-1].paragraph_format
        last.space_after = Pt((last.space_after.pt if last.space_after else 0) + missing)
