"""Entry kinds, one module each, joined into one tagged union on ``kind``."""

from typing import Annotated

from pydantic import Field

from .award import AwardEntry
from .common import DatedEntry, EntryBase, Link, Url
from .education import EducationEntry
from .experience import ExperienceEntry
from .generic import GenericEntry
from .project import ProjectEntry
from .publication import Author, PublicationEntry
from .simple import ListEntry, NewsEntry, SkillEntry, TextEntry

ENTRY_TYPES = (
    EducationEntry,
    ExperienceEntry,
    ProjectEntry,
    PublicationEntry,
    AwardEntry,
    SkillEntry,
    NewsEntry,
    TextEntry,
    ListEntry,
    GenericEntry,
)

Entry = Annotated[
    EducationEntry
    | ExperienceEntry
    | ProjectEntry
    | PublicationEntry
    | AwardEntry
    | SkillEntry
    | NewsEntry
    | TextEntry
    | ListEntry
    | GenericEntry,
    Field(discriminator="kind"),
]

ENTRY_KINDS: dict[str, type[EntryBase]] = {t.model_fields["kind"].default: t for t in ENTRY_TYPES}

__all__ = [
    "ENTRY_KINDS", "ENTRY_TYPES", "Author", "AwardEntry", "DatedEntry", "EducationEntry",
    "Entry", "EntryBase", "ExperienceEntry", "GenericEntry", "Link", "ListEntry", "NewsEntry",
    "ProjectEntry", "PublicationEntry", "SkillEntry", "TextEntry", "Url",
]
