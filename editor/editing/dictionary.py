"""The English Hunspell dictionaries, through Enchant (the ``pyenchant`` package).

Enchant is a C library with a Hunspell back end; pyenchant loads it with
ctypes. Either may be missing (a machine without ``libenchant-2-2`` or
without an English Hunspell dictionary): then :func:`open_dictionary` says
why in one line and the editor works on without spelling.
"""

from __future__ import annotations

from dataclasses import dataclass

from .spelling import Dictionary

MISSING_HELP = "install the packages libenchant-2-2 and hunspell-en-us"


@dataclass(frozen=True)
class Opened:
    dictionary: Dictionary | None
    tag: str = ""
    problem: str = ""


def dictionary_tags(lang: str, chosen: str | None = None) -> list[str]:
    """Enchant's names to try, the closest first: the document's *chosen* dictionary, the
    region of the content language *lang* (``en-GB``), then American, British, any English."""
    region = lang.split("-")[1].upper() if "-" in lang else ""
    preferred = ([chosen] if chosen else []) + ([f"en_{region}"] if region else [])
    tags = [*preferred, "en_US", "en_GB", "en"]
    return list(dict.fromkeys(tags))


def installed_dictionaries() -> list[str]:
    """The English dictionaries Enchant has on this machine (``en_GB``, ``en_US``…); none
    when Enchant is missing."""
    try:
        import enchant

        tags = {tag for tag, _provider in enchant.Broker().list_dicts()}
    except Exception:  # noqa: BLE001 — no Enchant, or a broken one: nothing to offer
        return []
    return sorted(tag for tag in tags if tag == "en" or tag.startswith("en_"))


def open_dictionary(lang: str = "en", chosen: str | None = None) -> Opened:
    """The English dictionary for *lang* (the document's *chosen* one if installed), or
    why there is none (never raises)."""
    try:
        import enchant  # the C library is looked for here: ImportError when it is absent
    except ImportError:
        return Opened(None, problem=f"Spelling is off: the Enchant library is missing ({MISSING_HELP}).")
    except Exception as error:  # noqa: BLE001 — a broken install must not stop the editor
        return Opened(None, problem=f"Spelling is off: Enchant did not load ({error}).")
    for tag in dictionary_tags(lang, chosen):
        try:
            if enchant.dict_exists(tag):
                return Opened(enchant.Dict(tag), tag=tag)
        except Exception:  # noqa: BLE001 — a damaged dictionary file: try the next one
            continue
    return Opened(None, problem=f"Spelling is off: no English dictionary was found ({MISSING_HELP}).")
