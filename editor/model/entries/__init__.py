"""Entry kinds, one module each; ``model/kinds.py`` lists them and joins them into one
tagged union on ``kind`` (``Entry``)."""

from .award import AwardEntry
from .common import DatedEntry, EntryBase, Link, Url
from .education import EducationEntry
from .experience import ExperienceEntry
from .generic import GenericEntry
from .project import ProjectEntry
from .publication import Author, PublicationEntry
from .simple import ListEntry, NewsEntry, SkillEntry, TextEntry

__all__ = [
    "Author", "AwardEntry", "DatedEntry", "EducationEntry", "EntryBase", "ExperienceEntry",
    "GenericEntry", "Link", "ListEntry", "NewsEntry", "ProjectEntry", "PublicationEntry",
    "SkillEntry", "TextEntry", "Url",
]
