from typing import Annotated

from pydantic import AfterValidator, Field, model_validator

from .base import VitaeModel, empty_list
from .entries.common import Url
from .text import LangTag, LocalText, Text
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


_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")
_WINDOWS_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")


def _check_photo(value: str) -> str:
    """A file next to the résumé (a relative path) or an http(s) link; nothing
    else, so a ``javascript:`` or ``file:`` value never reaches an export."""
    value = value.strip()
    if not value:
        raise ValueError("a photo needs a file name, e.g. photo.jpg")
    if any(ord(ch) < 32 or ch == "\x7f" for ch in value):
        raise ValueError("a photo path cannot contain control characters")
    lower = value.lower()
    if lower.startswith(("http://", "https://")):
        if any(ch.isspace() for ch in value):
            raise ValueError(f"a photo link cannot contain spaces, got {value!r}")
        return value
    if _WINDOWS_DRIVE.match(value) or value.startswith(("/", "\\")):
        raise ValueError(f"a photo must be a path relative to the résumé's folder (e.g. photo.jpg), got {value!r}")
    if _SCHEME.match(value):
        raise ValueError(f"a photo must be a file next to the résumé or an http(s):// link, got {value!r}")
    if ".." in re.split(r"[\\/]", value):
        raise ValueError(f"a photo must be in the résumé's folder or below it (no ../), got {value!r}")
    return value


PhotoPath = Annotated[Text, AfterValidator(_check_photo), Field(examples=["photo.jpg"])]
Email = Annotated[Text, AfterValidator(_check_email), Field(examples=["jane@example.org"])]
Phone = Annotated[Text, AfterValidator(_check_phone), Field(examples=["+1 202 555 0143"])]


class Profile(VitaeModel):
    """An account elsewhere (GitHub, LinkedIn, Google Scholar…)."""

    network: Text = Field(description="The site.", examples=["GitHub"])
    username: Text | None = Field(None, description="Your name there.", examples=["janedoe"])
    url: Url | None = Field(None, description="Link to the profile.")


class Detail(VitaeModel):
    """A personal detail a Chinese résumé lists under the name (出生年月, 籍贯…):
    the person names it, so none is required and none prints unless added."""

    label: LocalText = Field(description="What the detail is.", examples=[{"en": "Date of birth", "zh": "出生年月"}])
    value: LocalText = Field(description="The detail itself.", examples=["1998.05"])


class PhotoCrop(VitaeModel):
    """The part of the photo that prints, as fractions of the (upright) image's
    width and height: the original file stays untouched, and a crop made for
    one template still fits another (its centre is fitted to the new shape)."""

    x: float = Field(ge=0, le=1, description="Left edge, as a fraction of the image's width.", examples=[0.1])
    y: float = Field(ge=0, le=1, description="Top edge, as a fraction of the image's height.", examples=[0.05])
    w: float = Field(gt=0, le=1, description="Width, as a fraction of the image's width.", examples=[0.8])
    h: float = Field(gt=0, le=1, description="Height, as a fraction of the image's height.", examples=[0.9])

    @model_validator(mode="after")
    def _inside_the_image(self) -> "PhotoCrop":
        if self.x + self.w > 1 + 1e-6 or self.y + self.h > 1 + 1e-6:
            raise ValueError("a photo crop must lie inside the image (x + w and y + h at most 1)")
        return self


class Basics(VitaeModel):
    """Who the résumé is about and how to reach them."""

    name: LocalText = Field(description="Your name as printed at the top.", examples=["Jane Doe"])
    headline: LocalText | None = Field(None, description="A one-line title under the name.")
    email: Email | None = Field(None, description="E-mail address.")
    phone: Phone | None = Field(None, description="Phone number, with country code.")
    website: Url | None = Field(None, description="Personal web site.")
    location: LocalText | None = Field(None, description="Where you live.", examples=["Toronto, Canada"])
    address: LocalText | None = Field(
        None, description="Street address, for the templates and formats that show one.",
        examples=["12 Rose Street"])
    postal_code: Text | None = Field(None, description="Postal code of the street address.", examples=["4050-262"])
    profiles: list[Profile] = Field(default_factory=empty_list, description="Accounts on other sites.")
    photo: PhotoPath | None = Field(
        None, description="A JPEG or PNG photo: a path relative to the résumé's folder, or an http(s) link.")
    photo_languages: list[LangTag] | None = Field(
        None, description="Print the photo only in these languages (in every language when empty).",
        examples=[["zh"]])
    photo_crop: PhotoCrop | None = Field(
        None, description="The part of the photo that prints (the window's Crop dialog sets it); "
                          "the centre, fitted to the template's shape, when empty.")
    details: list[Detail] = Field(
        default_factory=empty_list,
        description="Personal details as label and value, for the templates that list them (jianli).")
