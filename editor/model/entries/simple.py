"""Entry kinds with one or two fields: skills, news, text, list."""

from typing import Literal

from pydantic import Field

from ..base import empty_list
from ..dates import PartialDate
from ..text import LocalText
from .common import EntryBase


class SkillEntry(EntryBase):
    """A labelled group of skills: free text, items, or both."""

    kind: Literal["skill"] = "skill"
    label: LocalText | None = Field(None, description="The category.", examples=["Programming Languages"])
    details: LocalText | None = Field(None, description="Free text.", examples=["C/C++, Python, Go"])
    items: list[LocalText] = Field(default_factory=empty_list, description="Separate skills, joined when rendered.")


class NewsEntry(EntryBase):
    """A dated piece of news."""

    kind: Literal["news"] = "news"
    date: PartialDate = Field(description="When.", examples=["2025-05"])
    text: LocalText = Field(description="What happened.")


class TextEntry(EntryBase):
    """A paragraph, such as an About or summary section."""

    kind: Literal["text"] = "text"
    text: LocalText = Field(description="The paragraph.")


class ListEntry(EntryBase):
    """Simple items, such as research interests."""

    kind: Literal["list"] = "list"
    items: list[LocalText] = Field(default_factory=empty_list, description="One item each.")
