from typing import Literal

from pydantic import Field

from .base import VitaeModel, empty_list
from .entries import Entry
from .text import LangTag, LocalText

SectionKind = Literal[
    "about", "education", "experience", "research", "projects", "publications",
    "awards", "skills", "news", "interests", "misc", "certifications", "volunteering", "languages",
    "references", "custom",
]
SECTION_KINDS: tuple[str, ...] = SectionKind.__args__  # type: ignore[attr-defined]


class Section(VitaeModel):
    """A titled, ordered group of entries."""

    kind: SectionKind = Field(description="What the section holds; sets its default title.")
    title: LocalText | None = Field(
        None, description="Overrides the default title of the kind.", examples=[{"en": "Research", "zh": "科研经历"}]
    )
    visible: bool = Field(True, description="Hidden sections stay in the file but are not rendered.")
    languages: list[LangTag] | None = Field(
        None, description="Render this section only in these languages (all when empty)."
    )
    entries: list[Entry] = Field(default_factory=empty_list, description="The entries, in order.")
