"""The résumé model: pydantic only, no Qt, no reportlab, no file I/O."""

from .basics import Basics, PhotoCrop, Profile
from .dates import DateParts, parse_date
from .design import Design
from .entries import ENTRY_KINDS, Author, Entry, EntryBase, Link
from .resume import SCHEMA_VERSION, Resume
from .section import SECTION_KINDS, Section
from .text import LocalText, text_in, text_or_fallback, with_text

__all__ = [
    "ENTRY_KINDS", "SCHEMA_VERSION", "SECTION_KINDS", "Author", "Basics", "DateParts",
    "Design", "Entry", "EntryBase", "Link", "LocalText", "PhotoCrop", "Profile", "Resume", "Section",
    "parse_date", "text_in", "text_or_fallback", "with_text",
]
