"""Every entry kind and every section kind, once, as data.

The ``Entry`` union, the section's ``kind`` values, the window's labels and Add-menu
keys, the blank entry of a new section and the words a PDF's headings use for each
section are all built from these two tables; adding a kind is one row here (and, for
an entry kind, its model module in ``entries/``). What each exporter prints for a kind
stays in the exporter's own kind → function table (``tests/test_kind_tables.py`` names
the table that misses a kind); a section kind's printed heading per language is in
``resources/locales/TAG.yaml``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, TypeVar, Union

from pydantic import Field

from .entries.award import AwardEntry
from .entries.common import EntryBase
from .entries.education import EducationEntry
from .entries.experience import ExperienceEntry
from .entries.generic import GenericEntry
from .entries.project import ProjectEntry
from .entries.publication import PublicationEntry
from .entries.simple import ListEntry, NewsEntry, SkillEntry, TextEntry
from .entries.talk import TalkEntry


@dataclass(frozen=True)
class EntryKind:
    model: type[EntryBase]
    """The entry's model; its ``kind`` literal is the kind's name."""
    label: str
    """The window's name for one entry of the kind (Add menu, outline, undo texts)."""
    key: str
    """Its access key in the Add menu's entry list: a letter of *label*, unique there."""
    prints_as: Mapping[str, str] | None = None
    """For a kind printed as a generic entry (title, subtitle, place, dates, summary,
    bullets): each generic field and the field of this kind that fills it. Every exporter,
    the PDF and Word lines and the PDF reader's recall then print and check the kind as
    that generic entry, with no row of their own; an exporter may still give it one."""

    @property
    def name(self) -> str:
        return str(self.model.model_fields["kind"].default)


@dataclass(frozen=True)
class SectionKind:
    name: str
    entry: str
    """The entry kind a new section of this kind starts with (and "Add entry" adds)."""
    key: str
    """Its access key in the Add menu's section list, unique there."""
    words: Mapping[str, tuple[str, ...]]
    """Headings résumés print for such a section, by language (lower case): how the PDF
    import knows a section of this kind."""


ENTRY_KIND_TABLE: tuple[EntryKind, ...] = (  # the order of the Add menu and of the schema's union
    EntryKind(EducationEntry, "Education", "E"),
    EntryKind(ExperienceEntry, "Experience", "X"),
    EntryKind(ProjectEntry, "Project", "P"),
    EntryKind(PublicationEntry, "Publication", "U"),
    EntryKind(AwardEntry, "Award", "A"),
    EntryKind(SkillEntry, "Skill group", "S"),
    EntryKind(NewsEntry, "News item", "N"),
    EntryKind(TextEntry, "Paragraph", "G"),
    EntryKind(ListEntry, "List", "L"),
    EntryKind(GenericEntry, "Other entry", "O"),
    EntryKind(TalkEntry, "Talk", "T", prints_as={"title": "title", "subtitle": "event", "start": "date",
                                                 "location": "location", "url": "url", "summary": "summary"}),
)

SECTION_KIND_TABLE: tuple[SectionKind, ...] = (
    SectionKind("about", "text", "A", {
        "en": ("about", "about me", "summary", "profile", "professional summary", "personal statement",
               "objective", "career objective", "bio", "biography", "overview", "introduction"),
        "zh": ("个人简介", "自我评价", "个人总结", "简介", "关于我", "个人陈述", "求职意向", "自我介绍"),
    }),
    SectionKind("education", "education", "E", {
        "en": ("education", "educational background", "academic background", "education background",
               "studies", "academic qualifications", "qualifications"),
        "zh": ("教育背景", "教育经历", "学历", "教育"),
    }),
    SectionKind("experience", "experience", "X", {
        "en": ("experience", "work experience", "professional experience", "employment",
               "employment history", "work history", "career", "internships", "internship",
               "internship experience", "industry experience", "relevant experience", "positions",
               "appointments", "academic appointments", "academic positions", "professional appointments",
               "professional positions", "work", "employment experience", "experiences"),
        "zh": ("工作经历", "实习经历", "工作经验", "实习经验", "职业经历", "任职经历", "工作与实习经历"),
    }),
    SectionKind("research", "experience", "R", {
        "en": ("research", "research experience", "research projects", "research positions"),
        "zh": ("科研经历", "研究经历", "科研项目", "科研经验", "研究项目"),
    }),
    SectionKind("projects", "project", "P", {
        "en": ("projects", "project", "project experience", "selected projects", "related projects",
               "personal projects", "side projects", "open source", "open-source projects"),
        "zh": ("项目经历", "项目经验", "项目", "开源项目", "个人项目"),
    }),
    SectionKind("publications", "publication", "U", {
        "en": ("publications", "selected publications", "papers", "publication", "preprints",
               "journal articles", "conference papers", "peer-reviewed publications"),
        "zh": ("学术成果", "论文", "发表论文", "论文发表", "学术论文", "科研成果", "出版物"),
    }),
    SectionKind("awards", "award", "W", {
        "en": ("awards", "honors", "honours", "awards and honors", "honors and awards", "honours and awards",
               "achievements", "scholarships", "awards & honors", "honors & awards", "prizes",
               "certifications and awards", "grants and awards", "awards and grants", "grants", "fellowships",
               "awards and fellowships", "honors, awards and grants", "distinctions", "awards and achievements"),
        "zh": ("证书与荣誉", "荣誉与证书", "获奖与证书", "奖项与证书", "荣誉证书", "奖项荣誉", "获奖", "获奖情况",
               "获奖经历", "荣誉奖项", "荣誉", "奖项", "获奖荣誉", "所获荣誉"),
    }),
    SectionKind("skills", "skill", "S", {
        "en": ("skills", "technical skills", "skill", "core skills", "competencies", "expertise",
               "technologies", "tools", "languages and tools", "skills & interests", "skills and interests"),
        "zh": ("专业技能", "技能", "技能特长", "个人技能", "技术栈", "专业技能与其他"),
    }),
    SectionKind("news", "news", "N", {
        "en": ("news", "recent news", "updates", "latest news"),
        "zh": ("近期动态", "新闻", "动态"),
    }),
    SectionKind("interests", "list", "I", {
        "en": ("research interests", "interests", "hobbies"),
        "zh": ("研究兴趣", "研究方向", "兴趣爱好"),
    }),
    SectionKind("misc", "generic", "M", {
        "en": ("misc", "miscellaneous", "other", "others", "additional information", "activities",
               "service", "services", "academic service", "teaching", "leadership"),
        "zh": ("其他", "其它", "社会活动", "校园经历", "学术服务"),
    }),
    SectionKind("certifications", "award", "C", {
        "en": ("certifications", "certificates", "licenses and certifications", "licences and certifications",
               "certification", "licenses"),
        "zh": ("证书", "资格证书", "职业证书"),
    }),
    SectionKind("volunteering", "experience", "V", {
        "en": ("volunteering", "volunteer", "volunteer experience", "volunteer work"),
        "zh": ("志愿者经历", "志愿服务", "志愿经历"),
    }),
    SectionKind("languages", "skill", "L", {
        "en": ("languages", "language skills", "language"),
        "zh": ("语言能力", "语言"),
    }),
    SectionKind("references", "generic", "F", {
        "en": ("references", "referees"),
        "zh": ("推荐人",),
    }),
    SectionKind("custom", "generic", "T", {}),  # the section its title names: no words of its own
)

ENTRY_TYPES: tuple[type[EntryBase], ...] = tuple(row.model for row in ENTRY_KIND_TABLE)
ENTRY_KINDS: dict[str, type[EntryBase]] = {row.name: row.model for row in ENTRY_KIND_TABLE}
SECTION_KINDS: tuple[str, ...] = tuple(row.name for row in SECTION_KIND_TABLE)

if TYPE_CHECKING:
    # A checker cannot read a union built from a table; it sees the shared base.
    Entry = EntryBase
else:
    Entry = Annotated[Union[ENTRY_TYPES], Field(discriminator="kind")]  # noqa: UP007 (a tuple of types)


def entry_kind(name: str) -> EntryKind:
    """The row of entry kind *name*; an unknown name is an error."""
    for row in ENTRY_KIND_TABLE:
        if row.name == name:
            return row
    raise KeyError(f"unknown entry kind {name!r}; kinds: {', '.join(ENTRY_KINDS)}")


def as_printed(entry: EntryBase) -> EntryBase:
    """*entry* as what prints: itself, or for a kind that prints as a generic entry, the
    generic entry its fields fill (visibility, languages and tags carried over)."""
    fields = entry_kind(entry.kind).prints_as
    if fields is None:
        return entry
    values: dict[str, Any] = {"visible": entry.visible, "languages": entry.languages, "tags": entry.tags}
    values.update({generic: getattr(entry, own) for generic, own in fields.items()})
    return GenericEntry.model_construct(**values)  # already valid: the kind's own model checked each value


Row = TypeVar("Row")


def row_for(table: Mapping[str, Row], entry: EntryBase) -> tuple[Row, EntryBase]:
    """An exporter's row for *entry* and the entry to give it: the kind's own row, else,
    for a kind that prints as a generic entry, the generic row and that generic entry. A
    kind with neither is a ``KeyError`` naming it (``tests/test_kind_tables.py`` finds it first)."""
    if entry.kind in table:
        return table[entry.kind], entry
    printed = as_printed(entry)
    if printed is entry:
        raise KeyError(f"no row for entry kind {entry.kind!r} and it prints as no other kind")
    return table[printed.kind], printed


def section_kind(name: str) -> SectionKind:
    """The row of section kind *name*; an unknown name is an error."""
    for row in SECTION_KIND_TABLE:
        if row.name == name:
            return row
    raise KeyError(f"unknown section kind {name!r}; kinds: {', '.join(SECTION_KINDS)}")
