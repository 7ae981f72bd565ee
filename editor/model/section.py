from typing import TYPE_CHECKING, Literal

from pydantic import Field

from .base import VitaeModel, empty_list
from .kinds import SECTION_KINDS, Entry
from .text import LangTag, LocalText
from .variant import Tag

if TYPE_CHECKING:
    SectionKindName = str
else:  # the kinds of model/kinds.py, as the schema's enum
    SectionKindName = Literal[SECTION_KINDS]


class Section(VitaeModel):
    """A titled, ordered group of entries."""

    kind: SectionKindName = Field(description="What the section holds; sets its default title.")
    title: LocalText | None = Field(
        None, description="Overrides the default title of the kind.", examples=[{"en": "Research", "zh": "科研经历"}]
    )
    visible: bool = Field(True, description="Hidden sections stay in the file but are not rendered.")
    languages: list[LangTag] | None = Field(
        None, description="Render this section only in these languages (all when empty)."
    )
    tags: list[Tag] = Field(default_factory=empty_list,
                            description="Free words that variants include or exclude.", examples=[["academic"]])
    entries: list[Entry] = Field(default_factory=empty_list, description="The entries, in order.")
