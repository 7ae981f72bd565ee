"""The export formats: one table that the command line (``vitae export
--format``), File → Export As and Export All all read.

Adding a format is one module that turns (résumé, request) into bytes plus
one row here. Each row names its function as ``module:attribute`` so that
listing the formats (building a menu, parsing arguments) imports none of
the exporters.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .model import Resume
    from .request import RenderRequest



@dataclass(frozen=True)
class Exported:
    data: bytes
    notes: list[str]
    """What the exporter changed or could not do, as sentences for the person
    (fit-to-pages: "font size 10 → 9.5 pt", "still 2 pages, not 1 page …")."""


Exporter = Callable[["Resume", "RenderRequest"], "bytes | Any"]


@dataclass(frozen=True)
class ExportFormat:
    key: str
    """What ``--format`` takes."""
    suffix: str
    """The file name's ending, with the dot."""
    label: str
    """The window's menu entry (``&`` marks the mnemonic)."""
    name_filter: str
    """The file dialog's filter."""
    exporter: str
    """``module:function`` below ``editor``, called as ``function(resume, request) -> bytes``."""
    per_template: bool = False
    """Whether the output looks like the chosen template (so a template choice applies)."""

    def export(self, resume: Resume, request: RenderRequest) -> bytes:
        return self.export_report(resume, request).data

    def export_report(self, resume: Resume, request: RenderRequest) -> Exported:
        """The bytes and the notes. An exporter returns bytes, or a report with
        the bytes in ``pdf`` and the notes in ``changes`` and ``warnings`` (the
        PDF renderer's: what fit-to-pages changed, what was left out)."""
        from .model.content import cut

        module, _, name = self.exporter.partition(":")
        function: Exporter = getattr(importlib.import_module(module, __package__), name)
        result = function(cut(resume, request.variant), request)  # every format, the same cut
        if isinstance(result, bytes):
            return Exported(result, [])
        return Exported(result.pdf, [*result.changes, *(f"warning: {w}" for w in getattr(result, "warnings", []))])


EXPORT_FORMATS: tuple[ExportFormat, ...] = (
    ExportFormat("pdf", ".pdf", "&PDF…", "PDF (*.pdf)", ".render:render_pdf_report", per_template=True),
    ExportFormat("docx", ".docx", "&Word…", "Word document (*.docx)", ".render.docx_export:export_docx",
                 per_template=True),
    ExportFormat("json", ".json", "&JSON Resume…", "JSON Resume (*.json)", ".formats.jsonresume_export:export_bytes"),
    ExportFormat("md", ".md", "&Markdown…", "Markdown (*.md)", ".formats.markdown:export_bytes"),
    ExportFormat("html", ".html", "&HTML…", "HTML (*.html *.htm)", ".formats.html:export_bytes"),
    ExportFormat("txt", ".txt", "Plain &Text (what an ATS reads)…", "Plain text (*.txt)",
                 ".formats.plain_text:export_bytes"),
)


def export_format(key: str) -> ExportFormat:
    """The row for *key*; an unknown key is an error, never a fall-through to another format."""
    for fmt in EXPORT_FORMATS:
        if fmt.key == key:
            return fmt
    raise KeyError(f"unknown export format {key!r}; choose one of: {', '.join(f.key for f in EXPORT_FORMATS)}")
