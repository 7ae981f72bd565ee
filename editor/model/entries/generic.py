from typing import Literal

from pydantic import Field

from ..text import LocalText
from .common import DatedEntry, Highlights, Url


class GenericEntry(DatedEntry):
    """Anything the other kinds do not fit: a title, a subtitle, dates, bullets."""

    kind: Literal["generic"] = "generic"
    title: LocalText = Field(description="The heading.")
    subtitle: LocalText | None = Field(None, description="The line under it.")
    url: Url | None = None
    location: LocalText | None = None
    summary: LocalText | None = None
    highlights: Highlights
