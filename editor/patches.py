"""Every place Vitae reaches into a third-party library's internals, in one list.

Each patch names the library and the versions it was written and tested for.
Before a patch is applied, its site asks :func:`applies`; on any other version
the patch is skipped, the library's stock behaviour stands (a render is a
little slower, a guard is not installed) and the log says so once. Each patch
has a contract test in ``tests/test_patches.py`` that fails when the library
changes the internals it relies on, and ``pyproject.toml`` pins the minor
versions these were written for.

``VITAE_STOCK=1`` in the environment turns every patch off, ``VITAE_STOCK=NAME,NAME``
the ones named (:func:`switched_off`, the one place it is read): the render tests run
with every patch off too (``scripts/test.sh``), so the output is known to hold without
any of them. Each patch's ``why`` ends with what it buys: a figure measured by
switching it off alone (``benchmarks/patches.py``: CPU time, the lower quartile of
repeated runs, on a shared 2-core machine, so a difference under ~10% is noise), or what
goes wrong without it.

Version look-ups use the libraries' own version attributes, never
``importlib.metadata`` (which scans every installed package: a cold export
would pay 15-20 ms for it).
"""

from __future__ import annotations

import functools
import importlib
import logging
import os
import sys
from dataclasses import dataclass

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Patch:
    library: str
    """The module whose version is checked (``reportlab``, ``PySide6``…; ``python`` for the interpreter)."""
    versions: tuple[str, ...]
    """Version prefixes it was written and tested for (``"5.1."`` matches 5.1.0 and 5.1.3)."""
    where: str
    why: str


PATCHES: dict[str, Patch] = {
    "compressed-fonts": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/pdf_file.py",
        "wraps pdfdoc.PDFZCompress.encode to deflate each embedded font program and ToUnicode map "
        "once per process: a 57 KB Chinese subset saved again costs 0 ms instead of 2.1 ms, a map "
        "0 ms instead of ~0.1 ms"),
    "frame-copy": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/pdf_file.py",
        "replaces the deepcopy reportlab.platypus.flowables calls with one that copies a Frame's "
        "atomic attributes by reference (what deepcopy does with them) instead of one by one: "
        "_listWrapOn copies the frame for every kept-together entry, ~20 µs each"),
    "number-arrays": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/pdf_file.py",
        "wraps pdfdoc.PDFArray.format to write each array of 32 or more numbers (a font subset's "
        "glyph widths) once per process: the 2-page preview's first page renders in ~1 ms less "
        "(of ~9 ms; ~750 numbers formatted one by one each time)"),
    "subset-memo": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/fonts.py",
        "replaces TTFontFace.makeSubset per face with a memo of the subsets it cut: a 256-glyph "
        "Chinese subset cut again costs 0 ms instead of 0.7 ms"),
    "ascii-split": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/fonts.py",
        "answers TTFont.splitString for printable ASCII text without its per-character walk, "
        "relying on State giving ASCII its own codes in subset 0 when _asciiReadable: encoding the "
        "174 ASCII lines of s001_003 takes 0.13 ms instead of 1.3 ms"),
    "font-state": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/font_cache.py",
        "rebuilds TTFont objects from cached tables through _ttf_data, _pdfScale and _asciiReadable: "
        "NotoSansSC-Regular registers in 5.9 ms instead of 24.6 ms; a cold `vitae export` of "
        "s001_003 in Chinese takes 642 ms of CPU instead of 728 ms"),
    "cjk-line-rules": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/cjk.py",
        "extends paragraph.ALL_CANNOT_START and wraps paragraph.sameFrag: of ~1,950 lines of hanzi "
        "with closing marks at every position (43 widths), 49 start with ” ， ： and the like instead "
        "of 113 (the rest: two marks in a row, of which reportlab hangs one)"),
    "paragraph-memo": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/flowables.py",
        "RememberingPara overrides Paragraph._setup, wrap and split and reuses blPara line breaks "
        "across renders: a warm export of s001_003 (academic) takes 26 ms of CPU instead of 50-80 ms "
        "in English, 35 ms instead of 67-106 ms in Chinese; the same bytes"),
    "tagged-pdf": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/tagging.py, editor/render/pdf_file.py",
        "writes marked content into Canvas._code, gives pages /StructParents and /Tabs through "
        "Canvas._setAnnotations and a per-object __NoDefault__, reads Canvas._annotationrefs: every "
        "export is a tagged PDF (reading order, headings, lists, links, figures for screen readers "
        "and PDF/UA checkers; tests/render/test_tagged_pdf.py), at no cost the benchmarks can tell"),
    "list-labels": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/tagging.py",
        "wraps paragraph._drawBullet so a tagged list item's bullet is its Lbl, apart from its text "
        "(a screen reader reads each bullet item once, without the bullet glyph in its words)"),
    "source-attachment": Patch(
        "reportlab", ("5.0.", "5.1."), "editor/render/attachment.py",
        "adds /AF to the catalog through a per-object __NoDefault__ (else only /Names lists the file, "
        "and a PDF/A-3 reader does not know the attached résumé is the PDF's source)"),
    "deferred-patterns": Patch(
        "python", ("3.11.", "3.12.", "3.13."), "editor/lean_imports.py",
        "swaps re.compile while third-party modules import, compiling wide patterns on first use: "
        "a cold `vitae export` of s001_003 in Chinese takes 642 ms of CPU instead of 716 ms"),
    "generated-code": Patch(
        "python", ("3.11.", "3.12.", "3.13."), "editor/generated_code.py",
        "gives dataclasses an exec, typing a compile and re._compiler a compile of their own that keep "
        "what they compile (each class's methods, string annotations, pattern programs) in the user's "
        "cache: a cold JSON export of the example runs 591 M instructions instead of 757 M, a PDF export "
        "1,107 M instead of 1,356 M, a window's start 2,131 M instead of 2,508 M (valgrind)"),
    "no-pydantic-plugins": Patch(
        "pydantic", ("2.",), "editor/lean_imports.py",
        "stands in for pydantic.plugin._loader in the vitae program: a cold `vitae export` takes "
        "642 ms of CPU instead of 653 ms (the plugin search imports importlib.metadata and email)"),
    "pdf-band-clip": Patch(
        "PySide6", ("6.12.",), "editor/ui/page_frames.py",
        "asks QPdfDocument.render for a band with a clip rectangle one pixel wider and taller than "
        "the image, undoing its scale of (clip right - left) / width (QRect's inclusive edges): "
        "after an edit only the band of a page that changed is rasterised, not the page"),
    "stale-popup-keys": Patch(
        "PySide6", ("6.12.",), "editor/ui/stale_popup.py",
        "hands on the keys an X11 keyboard grab sends to a menu already closed (a stale map "
        "handled after the menu closed) and releases that grab: without it the words typed into the "
        "field the Add menu made vanish"),
    "none-refcount-guard": Patch(
        "PySide6", ("6.12.",), "editor/ui/qt_compat.py",
        "keeps None's reference count from running out on CPython 3.11 (a PySide6 6.12 bug): without "
        "it a few minutes of typing end in 'Fatal Python error: none_dealloc'"),
    "pyside-feature-scan": Patch(
        "PySide6", ("6.12.",), "editor/ui/qt_compat.py",
        "answers PySide6.support.feature._mod_uses_pyside with 'no' instead of reading the source of "
        "every module imported after Qt (looking for `from __feature__ import`, which Vitae never "
        "uses): a window's start reads ~250 modules' source for it, 65-80 ms of a 0.9 s start"),
    "bounded-inflate": Patch(
        "pdfminer", ("2025", "2026"), "editor/formats/pdf_import/inflate.py",
        "swaps pdfminer.pdftypes.zlib, rldecode and lzwdecode for decoders that stop at the caps, "
        "and wraps PDFObjRef.resolve to refuse a chain of references that leads back to itself: "
        "without it a few kilobytes that inflate to gigabytes take all the memory"),
}


STOCK_SWITCH = "VITAE_STOCK"


def switched_off(name: str) -> bool:
    """Whether the environment asks for stock behaviour instead of patch *name*:
    ``VITAE_STOCK=1`` (every patch) or a comma-separated list of names."""
    value = os.environ.get(STOCK_SWITCH, "").strip()
    if value in ("", "0"):
        return False
    return value == "1" or name in {part.strip() for part in value.split(",")}


def installed_version(library: str) -> str:
    if library == "python":
        return ".".join(str(part) for part in sys.version_info[:3])
    # pydantic's package answers VERSION through its migration shim (17 ms): ask the module itself.
    module = importlib.import_module({"pydantic": "pydantic.version"}.get(library, library))
    for attribute in ("__version__", "Version", "VERSION"):
        value = getattr(module, attribute, None)
        if isinstance(value, str):
            return value
    return "unknown"


@functools.cache
def applies(name: str) -> bool:
    """Whether patch *name* is to be applied: it was written for the installed version of
    its library, and the environment does not ask for stock behaviour."""
    patch = PATCHES[name]
    if switched_off(name):
        log.info("not applying %s: %s asks for the library's stock behaviour", name, STOCK_SWITCH)
        return False
    version = installed_version(patch.library)
    if version.startswith(patch.versions):
        return True
    log.warning("not applying %s (%s): written for %s %s, installed %s", name, patch.why, patch.library,
                " or ".join(patch.versions), version)
    return False
