from typing import Annotated

from pydantic import AfterValidator, Field

from .base import VitaeModel, empty_list
from .entries.common import Url
from .text import LocalText, Text
import re

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_PHONE = re.compile(r"^\+?[\d\s().\-]{5,}$")


def _check_email(value: str) -> str:
    value = value.strip()
    if not _EMAIL.match(value):
        raise ValueError(f"an e-mail address must look like name@example.org, got {value!r}")
    return value


def _check_phone(value: str) -> str:
    value = value.strip()
    if not _PHONE.match(value):
        raise ValueError(f"a phone number may hold digits, spaces, + ( ) . - only, got {value!r}")
    return value


Email = Annotated[Text, AfterValidator(_check_email), Field(examples=["jane@example.org"])]
Phone = Annotated[Text, AfterValidator(_check_phone), Field(examples=["+86 181 5566 1676"])]


class Profile(VitaeModel):
    """An account elsewhere (GitHub, LinkedIn, Google Scholar…)."""

    network: Text = Field(description="The site.", examples=["GitHub"])
    username: Text | None = Field(None, description="Your name there.", examples=["janedoe"])
    url: Url | None = Field(None, description="Link to the profile.")


class Basics(VitaeModel):
    """Who the résumé is about and how to reach them."""

    name: LocalText = Field(description="Your name as printed at the top.", examples=["Jane Doe"])
    headline: LocalText | None = Field(None, description="A one-line title under the name.")
    email: Email | None = Field(None, description="E-mail address.")
    phone: Phone | None = Field(None, description="Phone number, with country code.")
    website: Url | None = Field(None, description="Personal web site.")
    location: LocalText | None = Field(None, description="Where you live.", examples=["Beijing, China"])
    address: LocalText | None = Field(
        None, description="Street address, for the templates and formats that show one.",
        examples=["12 Rose Street"])
    postal_code: Text | None = Field(None, description="Postal code of the street address.", examples=["4050-262"])
    profiles: list[Profile] = Field(default_factory=empty_list, description="Accounts on other sites.")
    photo: Text | None = Field(None, description="Path to a photo, relative to the résumé file.")
