from typing import Literal

from pydantic import Field

from ..text import LocalText
from .common import DatedEntry, Highlights, Url


class ProjectEntry(DatedEntry):
    """A project, with or without an organisation behind it."""

    kind: Literal["project"] = "project"
    name: LocalText = Field(description="The project's name.", examples=["RDMA Server"])
    url: Url | None = Field(None, description="Where the project lives.")
    organisation: LocalText | None = Field(None, description="Who it was done for.")
    role: LocalText | None = Field(None, description="Your role.", examples=["Main Developer"])
    location: LocalText | None = Field(None, description="City, country.")
    summary: LocalText | None = Field(None, description="What the project is.")
    highlights: Highlights
