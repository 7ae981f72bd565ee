"""Variants: named cuts of one résumé (industry and academic, one page and full).

Sections and entries carry free ``tags``; a variant says which tags it takes
in or leaves out, and may choose its own template, page limit and languages.
Editing text always edits the one source; a variant only chooses what
prints (see :func:`editor.model.content.cut`).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints, field_validator

from .base import VitaeModel, empty_list
from .text import LangTag, Text

TAG_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"
Tag = Annotated[str, StringConstraints(pattern=TAG_PATTERN)]
"""A tag or a variant's name: lower-case letters, digits, ``-`` and ``_`` (it names files)."""


class Variant(VitaeModel):
    """One cut of the résumé.

    A section or entry prints in the variant unless it carries a tag the
    variant excludes; when the variant lists tags to include, a tagged item
    prints only if it carries one of them (untagged items print in every
    variant).
    """

    name: Tag = Field(description="The variant's name; its files are <document>-<name>-<lang>.pdf.",
                      examples=["academic", "industry", "one-page"])
    description: Text | None = Field(None, description="What the variant is for.",
                                     examples=["For research positions"])
    include: list[Tag] = Field(default_factory=empty_list,
                               description="Tagged items print only with one of these tags (all when empty).",
                               examples=[["academic"]])
    exclude: list[Tag] = Field(default_factory=empty_list, description="Items with one of these tags never print.",
                               examples=[["industry"]])
    template: Text | None = Field(None, description="This variant's template (the document's when empty).")
    fit_pages: int | None = Field(None, ge=1, le=20, description="Tighten this variant to this many pages.")
    languages: list[LangTag] | None = Field(None, description="The languages this variant is made in (all when empty).")
    section_order: list[Tag] = Field(default_factory=empty_list,
                                     description="Section kinds this variant prints first, in this order "
                                                 "(the rest follow as in the document).",
                                     examples=[["publications", "education"]])

    @field_validator("section_order")
    @classmethod
    def _known_kinds(cls, kinds: list[str]) -> list[str]:
        from .kinds import SECTION_KINDS

        unknown = [kind for kind in kinds if kind not in SECTION_KINDS]
        if unknown:
            raise ValueError(f"not a section kind: {', '.join(unknown)} (kinds: {', '.join(SECTION_KINDS)})")
        if len(set(kinds)) != len(kinds):
            raise ValueError("each section kind may be listed once")
        return kinds

