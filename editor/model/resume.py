from typing import Annotated, Final, Literal

from pydantic import Field, StringConstraints, model_validator

from .application import Application
from .base import VitaeModel, empty_list
from .basics import Basics
from .design import Design
from .letter import Letter
from .section import Section
from .spelling import Spelling
from .text import LangTag, Text
from .variant import Variant

SCHEMA_VERSION: Final = 2
"""2 added letters (and the fields that came with them); a version-1 file reads
as it is, and a file of a later version is refused by name, not by its fields."""
Fingerprint = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{8}$")]
"""The first 8 hexadecimal digits of a text's SHA-256: enough to tell a text changed."""
Fingerprints = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{8}( [0-9a-f]{8})*$")]
"""Fingerprints separated by spaces: one line of the file however many."""
GlossaryName = Annotated[Text, StringConstraints(strip_whitespace=True, min_length=1)]
GlossaryEntry = Annotated[dict[LangTag, GlossaryName], Field(min_length=2)]
"""One name in each of its languages: ``{en: Zhejiang University, zh: 浙江大学}``."""
MAX_LANGUAGES = 50
"""More would be no résumé: each language is a PDF, and `--lang all` writes them all."""


class Resume(VitaeModel):
    """A whole résumé in one or more languages."""

    schema_version: Literal[2] = Field(SCHEMA_VERSION, description="The file format's version.")
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
    # Defaults made without validation (what a default is anyway): an empty résumé then
    # needs no validator, and a window shows its first file before building any.
    design: Design = Field(default_factory=lambda: Design.model_construct(), description="Template and layout choices.")
    variants: list[Variant] = Field(default_factory=empty_list,
                                    description="Named cuts of this résumé (an academic and an industry one…).")
    letters: list[Letter] = Field(default_factory=empty_list, description="Cover letters that go with it.")
    applications: list[Application] = Field(default_factory=empty_list,
                                            description="Where it was sent, with the files' fingerprints.")
    spelling: Spelling = Field(default_factory=lambda: Spelling.model_construct(),
                               description="Words the spelling checker accepts in this résumé, and its dictionary.")
    glossary: list[GlossaryEntry] = Field(
        default_factory=empty_list,
        description="Official names (an organisation, a degree) in each language: typing one in a field "
        "whose other language is empty, the translation view offers the other name.",
        examples=[[{"en": "Zhejiang University", "zh": "浙江大学"}]],
    )
    translated_from: dict[LangTag, dict[Fingerprint, Fingerprints]] = Field(
        default_factory=dict,
        description="What each language's texts were translated from: per language, a translation's "
        "fingerprint and the fingerprints of the default-language texts it was made from. A translation "
        "whose source text has changed since is outdated; one not listed here counts as current.",
        examples=[{"zh": {"3f9a1c2b": "7d0e44aa"}}],
    )

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
        letter_names = [letter.name for letter in self.letters]
        if len(set(letter_names)) != len(letter_names):
            raise ValueError("letters: each letter's name may be used once")
        for letter in self.letters:
            if letter.variant is not None and letter.variant not in names:
                raise ValueError(f"letters: {letter.name!r} goes with variant {letter.variant!r}, "
                                 f"which the résumé does not have")
            unknown = [lang for lang in letter.languages or [] if lang not in self.languages]
            if unknown:
                raise ValueError(f"letters: {letter.name!r} names languages the résumé does not have: "
                                 f"{', '.join(unknown)}")
            if f"letter-{letter.name}" in names:  # both export as <document>-letter-<name>-<lang>
                raise ValueError(f"letters: {letter.name!r} and variant 'letter-{letter.name}' would write the "
                                 f"same files (…-letter-{letter.name}-<lang>.pdf); rename one of them")
        return self
