"""Fields and checks shared by several entry kinds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from pydantic import AfterValidator, Field, model_validator

from ..base import VitaeModel, empty_list
from ..dates import EndDate, PartialDate, date_key
from ..text import LangTag, LocalText, Text
from ..variant import Tag

SAFE_LINK = ("http://", "https://", "mailto:", "tel:")


def _check_url(url: str) -> str:
    url = url.strip()
    if not url.lower().startswith(SAFE_LINK):
        raise ValueError(f"a link must start with https://, http://, mailto: or tel:, got {url!r}")
    if any(ch.isspace() for ch in url):
        raise ValueError(f"a link cannot contain spaces, got {url!r}")
    return url


Url = Annotated[
    Text,
    AfterValidator(_check_url),
    Field(description="A web link (https://…), or mailto:/tel:.", examples=["https://example.org"]),
]

Highlights = Annotated[
    list[LocalText],
    Field(
        default_factory=empty_list,
        description="Bullet points. Inline **bold**, *italic* and [label](url) are allowed.",
        examples=[["**Lead-in:** what was built and the measured result."]],
    ),
]


class EntryBase(VitaeModel):
    """What every entry has: a visibility flag and an optional language limit."""

    if TYPE_CHECKING:
        # Each kind declares its own ``kind: Literal[...]`` (pydantic's tag); the type
        # checker, which sees the union of model/kinds.py as this base, reads it here.
        kind: str

    visible: bool = Field(True, description="Hidden entries stay in the file but are not rendered.")
    languages: list[LangTag] | None = Field(
        None,
        description="Render this entry only in these languages (all languages when empty).",
        examples=[["en"], ["zh"]],
    )
    tags: list[Tag] = Field(default_factory=list,
                            description="Free words that variants include or exclude.", examples=[["industry"]])


class DatedEntry(EntryBase):
    """An entry with a start, an end (or ``present``) and an "expected" flag."""

    start: PartialDate | None = Field(None, description="When it started.", examples=["2021-09"])
    end: EndDate | None = Field(
        None, description="When it ended, or 'present'.", examples=["2025-06", "present"]
    )
    expected: bool = Field(False, description="The end date is expected, not yet reached.")

    @model_validator(mode="after")
    def _end_after_start(self) -> "DatedEntry":
        if self.start and self.end and self.end != "present":
            if date_key(self.end) < date_key(self.start):
                raise ValueError(f"end {self.end} is before start {self.start}")
        return self


class Link(VitaeModel):
    label: LocalText = Field(description="The link's text.", examples=["PDF", "Code"])
    url: Url
