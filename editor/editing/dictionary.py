"""The English Hunspell dictionary, through Enchant (the ``pyenchant`` package).

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


def dictionary_tags(lang: str) -> list[str]:
    """Enchant's names to try for a content language, the closest first."""
    region = lang.split("-")[1].upper() if "-" in lang else ""
    preferred = [f"en_{region}"] if region else []
    return [*preferred, *(tag for tag in ("en_US", "en_GB", "en") if tag not in preferred)]


def open_dictionary(lang: str = "en") -> Opened:
    """The English dictionary for *lang*, or why there is none (never raises)."""
    try:
        import enchant  # the C library is looked for here: ImportError when it is absent
    except ImportError:
        return Opened(None, problem=f"Spelling is off: the Enchant library is missing ({MISSING_HELP}).")
    except Exception as error:  # noqa: BLE001 — a broken install must not stop the editor
        return Opened(None, problem=f"Spelling is off: Enchant did not load ({error}).")
    for tag in dictionary_tags(lang):
        try:
            if enchant.dict_exists(tag):
                return Opened(enchant.Dict(tag), tag=tag)
        except Exception:  # noqa: BLE001 — a damaged dictionary file: try the next one
            continue
    return Opened(None, problem=f"Spelling is off: no English dictionary was found ({MISSING_HELP}).")
