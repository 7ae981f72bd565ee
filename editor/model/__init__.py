"""The résumé model: pydantic only, no Qt, no reportlab, no file I/O."""

from .basics import Basics, PhotoCrop, Profile
from .dates import DateParts, parse_date
from .design import Design
from .entries import Author, EntryBase, Link
from .kinds import ENTRY_KIND_TABLE, ENTRY_KINDS, SECTION_KIND_TABLE, SECTION_KINDS, Entry, as_printed, row_for
from .resume import SCHEMA_VERSION, Resume
from .section import Section
from .text import LocalText, text_in, text_or_fallback, with_text

__all__ = [
    "ENTRY_KIND_TABLE", "ENTRY_KINDS", "SCHEMA_VERSION", "SECTION_KIND_TABLE", "SECTION_KINDS", "Author", "Basics", "DateParts",
    "Design", "Entry", "EntryBase", "Link", "LocalText", "PhotoCrop", "Profile", "Resume", "Section",
    "as_printed", "parse_date", "row_for", "text_in", "text_or_fallback", "with_text",
]
