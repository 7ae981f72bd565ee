"""A résumé's lines in the order they print: the header (name, headline,
contact line), then each section's heading and entries, as the layout
chooses their words (:mod:`editor.render.layouts.common` for the PDF)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ...model import content, row_for
from ...model.l10n import contact_label
from ...model.markup import is_safe_url
from ..layouts.arrangement import in_sidebar, labelled_handle, objective_label
from .common import Printer
from .context import Ctx
from .lines import Line, Run


@dataclass(frozen=True)
class PrintedLayout:
    """What a PDF layout chooses, for every backend that prints its lines."""

    printers: dict[str, Printer]
    """Entry kind → its lines."""
    objective: bool = False
    """The headline follows the objective label ("求职意向：", jianli)."""
    details: bool = False
    """The person's details (birth date, home town…) two to a row under the contact line (jianli)."""
    rank: Callable[[str], int] | None = None
    """The sections' order by kind (jianli's conventional order); None keeps the document's."""
    heading_bars: bool = False
    """Section headings on a tinted bar with an accent stripe (jianli)."""
    sidebar: bool = False
    """Two columns: the sidebar (header, contact items a line, its sections) and the main column."""


def display_url(url: str) -> str:
    for prefix in ("https://", "http://", "mailto:", "tel:"):
        if url.lower().startswith(prefix):
            url = url[len(prefix):]
            break
    return url.rstrip("/")


@dataclass(frozen=True)
class Contact:
    """One item of the contact line, as the template's contact style prints it."""

    text: str
    url: str | None
    kind: str
    """``email``, ``phone``, ``website``, ``profile`` or ``location``: what an icon or a word says it is."""
    network: str = ""
    """A profile's network ("GitHub"), its icon or its word."""


def contacts(ctx: Ctx) -> list[Contact]:
    """The contact items in order. Without an icon a bare "linwei" or
    "fangjin.site" says nothing on paper or to a reader that ignores links:
    a handle gets its network, a site its scheme."""
    basics = ctx.resume.basics
    short = ctx.theme.header.contact_style == "short"
    bare = short and not ctx.theme.header.contact_icons
    items: list[Contact] = []
    if basics.email:
        items.append(Contact(basics.email, f"mailto:{basics.email}", "email"))
    if basics.phone:
        tel = "tel:" + "".join(ch for ch in basics.phone if ch.isdigit() or ch == "+")
        items.append(Contact(basics.phone, tel, "phone"))
    if basics.website:
        items.append(Contact(display_url(basics.website) if short and not bare else basics.website,
                             basics.website, "website"))
    for profile in basics.profiles:
        if bare:
            text = labelled_handle(profile.network, profile.username, ctx.locale.colon) or profile.url or ""
        elif short:
            text = profile.username or display_url(profile.url or "")
        else:
            text = profile.url or profile.username or ""
        if text:
            items.append(Contact(text, profile.url, "profile", profile.network.strip()))
    location = ctx.text(basics.location)
    if location:
        items.append(Contact(location, None, "location"))
    return items


def contact_runs(ctx: Ctx) -> list[Run]:
    """The contact items joined by the theme's separator. Where the PDF draws
    icons, a word says what each item is ("Email: …", "GitHub: linwei"), in the
    ``contact_label`` style a backend that draws icons leaves out."""
    icons = ctx.theme.header.contact_icons
    colon = ctx.locale.colon
    out: list[Run] = []
    for item in contacts(ctx):
        if out:
            out.append(Run(ctx.theme.header.contact_separator, style="contact_separator"))
        if icons and item.kind != "location":
            word = item.network or contact_label(item.kind, ctx.lang)
            out.append(Run(word + colon.rstrip(), style="contact_label"))
            out.append(Run(colon[len(colon.rstrip()):] or "", style="contact_label"))
        out.append(Run(item.text, url=item.url if item.url and is_safe_url(item.url) else None))
    return out


def story(ctx: Ctx, layout: PrintedLayout) -> list[Line]:
    """A one-column layout's lines: the header, then every section."""
    sections = list(content.shown_sections(ctx.resume, ctx.lang))
    if layout.rank is not None:  # sorted() is stable: sections of one rank keep their order
        sections.sort(key=lambda pair: layout.rank(pair[0].kind))  # type: ignore[misc]
    return header_lines(ctx, layout) + section_lines(ctx, layout, sections)


def identity_lines(ctx: Ctx, objective: bool = False) -> list[Line]:
    """The name (in capitals where the template's style has them) and the headline
    (after the objective label where the layout prints one)."""
    lines: list[Line] = []
    if name := ctx.text(ctx.resume.basics.name):
        lines.append(Line("name", [Run(name)]))
    if headline := ctx.text(ctx.resume.basics.headline):
        lead = labelled(ctx, objective_label(ctx.lang)) if objective else []
        lines.append(Line("headline", lead + ctx.runs(headline)))
    return lines


def header_lines(ctx: Ctx, layout: PrintedLayout) -> list[Line]:
    """The name, the headline, the contact line (and jianli's personal details)."""
    lines = identity_lines(ctx, layout.objective)
    if contact := contact_runs(ctx):
        lines.append(Line("contact", contact))
    if layout.details:  # the person's details two to a row, as the PDF's grid
        details = detail_runs(ctx)
        for index in range(0, len(details), 2):
            pair = details[index:index + 2]
            lines.append(Line("contact", pair[0], pair[1] if len(pair) > 1 else [], half=True,
                              space_before=3 if index == 0 else None))
    return lines


def detail_runs(ctx: Ctx) -> list[list[Run]]:
    """The person's details that print in this language, each "**label：**value"."""
    return [[*labelled(ctx, label), *ctx.runs(value)]
            for label, value in content.personal_details(ctx.resume.basics, ctx.text)]


def labelled(ctx: Ctx, label: str) -> list[Run]:
    """"**Label：**" before a value, as the PDF sets it: the colon's space (English's) not bold."""
    colon = ctx.locale.colon
    return [Run(label + colon.rstrip(), bold=True), Run(colon[len(colon.rstrip()):])]


def section_lines(ctx: Ctx, layout: PrintedLayout, sections: Iterable) -> list[Line]:
    """Each section's heading and entries, in the layout's words: an entry's
    head is kept with its first line, the theme's gaps between entries."""
    theme, scale = ctx.theme, ctx.theme.spacing.scale
    lines: list[Line] = []
    for section, entries in sections:
        title = content.section_heading(section, ctx.lang, ctx.default_lang)
        if title:
            lines.append(Line("heading", [Run(title)], keep=True))  # capitals by style
        for index, entry in enumerate(entries):
            printer, shown = row_for(layout.printers, entry)
            block = printer(ctx, shown, index)
            head = [replace(line, keep=True) for line in block.head]
            entry_lines = head + block.body
            if not entry_lines:
                continue
            if index == 0 and not title:
                entry_lines[0] = replace(entry_lines[0], space_before=theme.spacing.section_before * scale)
            elif index and block.spaced:
                entry_lines[0] = replace(entry_lines[0], space_before=theme.spacing.entry_gap * scale)
            lines += entry_lines
    return lines


def sidebar_story(ctx: Ctx, layout: PrintedLayout) -> tuple[list[Line], list[Line]]:
    """(sidebar, main): as layouts/sidebar.py splits them. The sidebar has the
    name, headline and one contact item a line (a narrow column has no room
    for a contact row), then its sections; the main column starts at its top."""
    side = [line for line in header_lines(ctx, layout) if line.style != "contact"]
    item: list[Run] = []
    for run in [*contact_runs(ctx), Run("", style="contact_separator")]:
        if run.style == "contact_separator":
            if item:
                side.append(Line("contact", item))
            item = []
        else:
            item.append(run)
    sections = list(content.shown_sections(ctx.resume, ctx.lang))
    side_sections = [pair for pair in sections if in_sidebar(pair[0].kind, pair[1], ctx.text)]
    main_sections = [pair for pair in sections if not in_sidebar(pair[0].kind, pair[1], ctx.text)]
    side += section_lines(ctx, layout, side_sections)
    main = section_lines(ctx, layout, main_sections)
    if main:
        main[0] = replace(main[0], space_before=0)
    return side, main
