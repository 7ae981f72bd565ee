"""The render pipeline: theme → stylesheet → story → PDF, and fit to N pages."""

from __future__ import annotations

import datetime
import functools
from collections.abc import Iterator

from ..model import Resume
from . import RenderResult
from ..request import RenderRequest
from .context import RenderContext
from .page_checks import EndMark, last_page_warnings, margin_warnings
from .page_parts import PartsRecorder
from .pdf_file import PAGE_SIZES, Metadata, build_pdf
from .fonts import family
from .inline import FontChain, script_key
from .layouts.common import Layout
from .styles import Stylesheet
from .templates import check_template, layout_for
from .text_memory import kept
from .theme import Theme, load_theme

MIN_FONT_SIZE = 8.5
SPACING_STEPS = (0.8, 0.6, 0.45)
CJK_LANGS = ("zh", "ja", "ko")


def render(resume: Resume, request: RenderRequest) -> RenderResult:
    with kept(request.remember_text):
        return _render(resume, request)


def _render(resume: Resume, request: RenderRequest) -> RenderResult:
    if request.letter is not None:
        from .letter import render_letter

        return render_letter(resume, request)
    name = check_template(request.template or resume.design.template)
    lang = request.lang or resume.default_language
    today = request.today or datetime.date.today()
    design = resume.design.model_copy(update={
        key: value for key, value in (("fit_pages", request.fit_pages), ("page_numbers", request.page_numbers))
        if value is not None})
    layout = layout_for(name)
    theme = load_theme(name, design)
    target = design.fit_pages
    # A first look at some pages cannot tell how the whole fits: fit to pages lays out all.
    limit = request.story_limit if not target else None
    pdf, pages, ctx = _render_once(resume, layout, theme, lang, today, request,
                                   limit, request.pad_to_pages if limit is not None else 0)
    if not target or pages <= target:
        return RenderResult(pdf, pages, warnings=ctx.warnings, anchors=ctx.anchors, story_ends=ctx.story_ends,
                            page_parts=ctx.page_parts)
    changes: list[str] = []
    for candidate, changes in _tighter(theme):
        pdf, pages, ctx = _render_once(resume, layout, candidate, lang, today, request)
        if pages <= target:
            return RenderResult(pdf, pages, changes, ctx.warnings, ctx.anchors, ctx.story_ends, ctx.page_parts)
    noun = "page" if target == 1 else "pages"
    return RenderResult(pdf, pages, [*changes, f"still {pages} pages at the smallest readable size (asked for {target} {noun})"],
                        ctx.warnings, ctx.anchors, ctx.story_ends, ctx.page_parts)


def _tighter(theme: Theme) -> Iterator[tuple[Theme, list[str]]]:
    """Ever tighter variants of *theme*: first less space, then smaller type."""
    spacing = theme.spacing
    scale = spacing.scale
    for step in SPACING_STEPS:
        scale = spacing.scale * step
        yield _with(theme, scale=scale), [f"spacing reduced to {round(scale * 100)}%"]
    size = theme.fonts.size
    while size > MIN_FONT_SIZE:
        size = max(MIN_FONT_SIZE, size - 0.5)
        yield (_with(theme, scale=scale, size=size),
               [f"spacing reduced to {round(scale * 100)}%", f"font size {theme.fonts.size:g} → {size:g} pt"])


def _with(theme: Theme, *, scale: float, size: float | None = None) -> Theme:
    update: dict = {"spacing": theme.spacing.model_copy(update={"scale": scale})}
    if size is not None:
        update["fonts"] = theme.fonts.model_copy(update={"size": size})
    return theme.model_copy(update=update)


def _render_once(resume: Resume, layout: Layout, theme: Theme, lang: str, today: datetime.date,
                 request: RenderRequest, limit: int | None = None, pad_to: int = 0) -> tuple[bytes, int, RenderContext]:
    styles = stylesheet(theme.model_dump_json(), script_key(lang))
    ctx = RenderContext(resume, lang, styles, today, request.base_dir)
    story = layout.build(ctx, limit)
    name = ctx.text(resume.basics.name)
    meta = Metadata(
        title=f"{name} — CV" if name else "CV", author=name,
        subject=ctx.text(resume.basics.headline) or "Curriculum vitae", lang=lang, today=today,
    )
    # The story goes to build_pdf as the one list that holds it: the layout takes each
    # flowable off the list as it is drawn, so drawn pages are freed as it goes (a copy
    # kept here held every paragraph of a 200-page CV until the end, ~14 MiB).
    if limit is not None:
        del story[limit:]
    mark = EndMark() if limit is None else None  # a whole render: how full its last page is
    if mark is not None:
        story.append(mark)
    parts = PartsRecorder() if request.page_parts else None
    # A glance at the pages on screen is the preview's, never saved: it goes untagged.
    pdf, pages = build_pdf(story, styles, meta, layout.pages, pad_to=pad_to,
                           ends=ctx.story_ends, should_stop=request.should_stop,
                           tagged=request.tagged and limit is None, compressed=request.compressed,
                           source=request.embed_source if limit is None else None, parts=parts)
    if parts is not None:
        ctx.page_parts = parts.pages
    if mark is not None:
        ctx.warnings += margin_warnings(theme) + last_page_warnings(
            theme, pages, mark, PAGE_SIZES[theme.page.size][1], styles["body"].leading)
    return pdf, pages, ctx


def stylesheet(theme_json: str, lang: str) -> Stylesheet:
    """The compiled styles of a theme for text in *lang* (a primary subtag, or zh-Hant:
    Chinese, Japanese and Korean differ in glyph forms and line breaking)."""
    lang = script_key(lang)
    return _stylesheet(theme_json, lang if lang.split("-")[0] in CJK_LANGS else "")


@functools.lru_cache(maxsize=32)
def _stylesheet(theme_json: str, lang: str) -> Stylesheet:
    """Compiled once per theme and script."""
    theme = Theme.model_validate_json(theme_json)
    chain = font_chain(theme, lang)
    return Stylesheet(theme, chain, lang.split("-")[0] in CJK_LANGS)


def font_chain(theme: Theme, lang: str) -> FontChain:
    fonts = theme.fonts
    return FontChain.for_language(family(fonts.latin).name, family(fonts.cjk).name, family(fonts.fallback).name,
                                  script_key(lang))
