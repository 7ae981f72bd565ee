from typing import Literal

from pydantic import Field

from ..text import LocalText
from .common import DatedEntry, Highlights, Url


class EducationEntry(DatedEntry):
    """A degree at an institution."""

    kind: Literal["education"] = "education"
    institution: LocalText = Field(description="The school or university.", examples=["Lakeside University"])
    url: Url | None = Field(None, description="The institution's web page.")
    degree: LocalText | None = Field(None, description="The degree.", examples=["B.S.", "Ph.D."])
    field: LocalText | None = Field(None, description="Field of study.", examples=["Computer Science"])
    location: LocalText | None = Field(None, description="City, country.", examples=["Toronto, Canada"])
    highlights: Highlights
