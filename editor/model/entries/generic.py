from typing import Literal

from pydantic import Field

from ..text import LocalText
from .common import DatedEntry, Highlights, Url


class GenericEntry(DatedEntry):
    """Anything the other kinds do not fit: a title, a subtitle, dates, bullets."""

    kind: Literal["generic"] = "generic"
    title: LocalText = Field(description="The heading.")
    subtitle: LocalText | None = Field(None, description="The line under it.")
    url: Url | None = Field(None, description="A link for the title.")
    location: LocalText | None = Field(None, description="City, country.")
    summary: LocalText | None = Field(None, description="A sentence or paragraph under the heading.")
    highlights: Highlights
