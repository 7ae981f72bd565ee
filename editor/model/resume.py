from typing import Final, Literal

from pydantic import Field, model_validator

from .base import VitaeModel, empty_list
from .basics import Basics
from .design import Design
from .section import Section
from .spelling import Spelling
from .text import LangTag
from .variant import Variant

SCHEMA_VERSION: Final = 1
MAX_LANGUAGES = 50
"""More would be no résumé: each language is a PDF, and `--lang all` writes them all."""


class Resume(VitaeModel):
    """A whole résumé in one or more languages."""

    schema_version: Literal[1] = Field(SCHEMA_VERSION, description="The file format's version.")
    languages: list[LangTag] = Field(
        default_factory=lambda: ["en"],
        min_length=1,
        max_length=MAX_LANGUAGES,
        description="The languages this résumé is written in; the first is the default, "
        "which plain (untagged) text belongs to.",
        examples=[["en", "zh"]],
    )
    basics: Basics = Field(description="Who the résumé is about and how to reach them.")
    sections: list[Section] = Field(default_factory=empty_list, description="The sections, in printed order.")
    design: Design = Field(default_factory=Design, description="Template and layout choices.")
    variants: list[Variant] = Field(default_factory=empty_list,
                                    description="Named cuts of this résumé (an academic and an industry one…).")
    spelling: Spelling = Field(default_factory=Spelling,
                               description="Words the spelling checker accepts in this résumé.")

    @property
    def default_language(self) -> str:
        return self.languages[0]

    @model_validator(mode="after")
    def _unique_languages(self) -> "Resume":
        if len(set(self.languages)) != len(self.languages):
            raise ValueError("languages: each language may be listed once")
        names = [variant.name for variant in self.variants]
        if len(set(names)) != len(names):
            raise ValueError("variants: each variant's name may be used once")
        for variant in self.variants:
            unknown = [lang for lang in variant.languages or [] if lang not in self.languages]
            if unknown:
                raise ValueError(f"variants: {variant.name!r} names languages the résumé does not have: "
                                 f"{', '.join(unknown)}")
        return self
