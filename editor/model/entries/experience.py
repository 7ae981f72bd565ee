from typing import Literal

from pydantic import Field

from ..text import LocalText
from .common import DatedEntry, Highlights, Url


class ExperienceEntry(DatedEntry):
    """A job, research position or internship."""

    kind: Literal["experience"] = "experience"
    organisation: LocalText = Field(description="Employer or lab.", examples=["Northwind Analytics"])
    url: Url | None = Field(None, description="The organisation's web page.")
    team: LocalText | None = Field(None, description="Team or department.", examples=["Data Platform"])
    role: LocalText | None = Field(None, description="Your position.", examples=["Research Intern"])
    location: LocalText | None = Field(None, description="City, country.", examples=["Toronto, Canada"])
    summary: LocalText | None = Field(None, description="A sentence or paragraph about the work.")
    highlights: Highlights
