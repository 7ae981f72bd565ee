"""The sidebar template's two columns in Word: one table row of two cells.

Why a table and not a two-column section: Word flows section columns from
the first column to the second and then to the *first* column of the next
page, so a main column longer than a page would continue in the narrow
sidebar's slot. A table row that may break across pages keeps each column in
its own place on every page, as the PDF does, and it still reads column by
column (the whole first cell, then the whole second) — in Word, in
LibreOffice and in anything that reads the .docx's text in order.

The geometry is the PDF's (:mod:`editor.render.layouts.sidebar`, from the
same numbers in :mod:`editor.render.layouts.arrangement`): the tint runs from
the page's left edge to a little past the sidebar's text, the whole page high
on every page, then a white gap, then the main column up to the right margin.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .layouts.arrangement import BAND_PADDING, COLUMN_GAP, SIDE_SHARE


@dataclass(frozen=True)
class SidebarColumns:
    """Widths in points."""

    margin: float
    """The page's left margin: the sidebar's text starts there, its tint at the page edge."""
    side: float
    """The sidebar's text width."""
    main: float
    """The main column's text width (where its right tab stop sits)."""

    @property
    def band(self) -> float:
        """The tinted cell: the margin, the sidebar's text and the padding after it."""
        return self.margin + self.side + BAND_PADDING

    @property
    def main_cell(self) -> float:
        return COLUMN_GAP + self.main


def sidebar_columns(margin: float, text_width: float) -> SidebarColumns:
    side = text_width * SIDE_SHARE
    return SidebarColumns(margin, side, text_width - side - BAND_PADDING - COLUMN_GAP)


def _twips(points: float) -> int:
    return round(points * 20)


def borderless_table_properties(width: int, indent: int) -> str:
    """A table's ``w:tblPr`` (twips): *width* wide at *indent*, fixed layout, no borders, no
    cell padding, no table style: the layout tables of the Word export (sidebar, title rows)."""
    no_border = "".join(f'<w:{side} w:val="nil"/>' for side in ("top", "left", "bottom", "right",
                                                                "insideH", "insideV"))
    zero = "".join(f'<w:{side} w:w="0" w:type="dxa"/>' for side in ("top", "left", "bottom", "right"))
    return (f'<w:tblPr><w:tblW w:w="{width}" w:type="dxa"/><w:tblInd w:w="{indent}" w:type="dxa"/>'
            f'<w:tblBorders>{no_border}</w:tblBorders><w:tblLayout w:type="fixed"/>'
            f'<w:tblCellMar>{zero}</w:tblCellMar>'
            '<w:tblLook w:val="0000" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" '
            'w:noHBand="1" w:noVBand="1"/></w:tblPr>')


def two_column_table(columns: SidebarColumns, tint: str, w_namespace: str) -> tuple[Any, Any, Any]:
    """``(table, sidebar cell, main cell)``: a borderless one-row table whose
    first cell is tinted *tint* (``#rrggbb``) and bleeds into the left margin.
    The cells are empty; the caller fills them with paragraphs (a cell must
    end with one)."""
    from docx.oxml import parse_xml

    band, main, margin = _twips(columns.band), _twips(columns.main_cell), _twips(columns.margin)
    table = parse_xml(
        f'<w:tbl xmlns:w="{w_namespace}">{borderless_table_properties(band + main, -margin)}<w:tblGrid><w:gridCol w:w="{band}"/><w:gridCol w:w="{main}"/></w:tblGrid>'
        '<w:tr>'
        f'<w:tc><w:tcPr><w:tcW w:w="{band}" w:type="dxa"/>'
        f'<w:shd w:val="clear" w:color="auto" w:fill="{tint.lstrip("#").upper()}"/>'
        f'<w:tcMar><w:left w:w="{margin}" w:type="dxa"/>'
        f'<w:right w:w="{_twips(BAND_PADDING)}" w:type="dxa"/></w:tcMar></w:tcPr></w:tc>'
        f'<w:tc><w:tcPr><w:tcW w:w="{main}" w:type="dxa"/>'
        f'<w:tcMar><w:left w:w="{_twips(COLUMN_GAP)}" w:type="dxa"/></w:tcMar></w:tcPr></w:tc>'
        '</w:tr></w:tbl>')
    side_cell, main_cell = table.findall(f"{{{w_namespace}}}tr/{{{w_namespace}}}tc")
    return table, side_cell, main_cell


def place_tables_by_border(settings: Any, w_namespace: str) -> None:
    """Word 2013's table placement (compatibility mode 15): a table's indent
    is where its border is, not where its first cell's text is, so the tint
    reaches the page's edge in Word and in LibreOffice alike."""
    for setting in settings.iter(f"{{{w_namespace}}}compatSetting"):
        if setting.get(f"{{{w_namespace}}}name") == "compatibilityMode":
            setting.set(f"{{{w_namespace}}}val", "15")


def document_end(w_namespace: str) -> Any:
    """The paragraph Word wants after a table at the end of a document, one
    point high so it never starts a page of its own."""
    from docx.oxml import parse_xml

    paragraph = parse_xml(f'<w:p xmlns:w="{w_namespace}"/>')
    paragraph.append(_one_point_high(w_namespace))
    return paragraph


def _one_point_high(w_namespace: str) -> Any:
    from docx.oxml import parse_xml

    return parse_xml(f'<w:pPr xmlns:w="{w_namespace}"><w:spacing w:before="0" w:after="0" w:line="20" '
                     'w:lineRule="exact"/><w:rPr><w:sz w:val="2"/><w:szCs w:val="2"/></w:rPr></w:pPr>')


EMU_PER_POINT = 12700
WPS = "http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"


def band_behind_every_page(header_paragraph: Any, columns: SidebarColumns, tint: str, page_height: float) -> None:
    """The tint as the PDF draws it: a rectangle from the page's left edge to
    past the sidebar's text, the whole page high, behind the text of every
    page (it sits in the header, which every page repeats). The sidebar's
    cell is shaded too, so the column keeps its colour if the header goes."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    width, height = round(columns.band * EMU_PER_POINT), round(page_height * EMU_PER_POINT)
    paragraph = header_paragraph._p
    for old in paragraph.findall(f"{{{paragraph.nsmap['w']}}}pPr"):
        paragraph.remove(old)  # python-docx's "Header" style, which our clean styles do not have
    paragraph.insert(0, _one_point_high(paragraph.nsmap["w"]))
    # A shape, as Word writes one: the drawing for Word 2010 and later inside
    # a compatibility block (Word 2007 skips it; the cell keeps its shading).
    paragraph.append(parse_xml(
        f'<w:r {nsdecls("w", "wp", "a")} xmlns:mc="{MC}" xmlns:wps="{WPS}"><mc:AlternateContent>'
        '<mc:Choice Requires="wps"><w:drawing>'
        '<wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="0" behindDoc="1" '
        'locked="1" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/>'
        '<wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH>'
        '<wp:positionV relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionV>'
        f'<wp:extent cx="{width}" cy="{height}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/>'
        '<wp:docPr id="1000" name="Sidebar band"/><wp:cNvGraphicFramePr/>'
        f'<a:graphic><a:graphicData uri="{WPS}"><wps:wsp><wps:cNvSpPr/>'
        f'<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="{width}" cy="{height}"/></a:xfrm>'
        '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>'
        f'<a:solidFill><a:srgbClr val="{tint.lstrip("#").upper()}"/></a:solidFill><a:ln><a:noFill/></a:ln>'
        '</wps:spPr><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>'
        '</mc:Choice></mc:AlternateContent></w:r>'))
