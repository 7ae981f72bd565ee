"""A cover letter as a PDF, under the résumé template's own header.

The header (name, headline, contact line, photo where the template has one)
is the template's, and a rule in its accent colour sets it off, so the letter
and the CV it goes with look like one application. What the letter says is
:func:`editor.model.letter_text.letter_text`; where its parts go follows the
language's letter layout: a Western letter has the date and the recipient
above the salutation and "Sincerely," with the name at the left after the
body; a Chinese one indents each paragraph two characters, sets 此致 under the
body indented and 敬礼！ flush left on the next line, then the name and the
date at the right.
"""

from __future__ import annotations

import datetime

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, HRFlowable, Spacer

from ..model import Resume
from ..model.content import cut
from ..model.letter_text import LetterText, letter_languages, letter_named, letter_text
from . import RenderResult
from .context import RenderContext
from .pdf_file import Metadata, build_pdf
from ..request import RenderRequest
from .tagging import artifact
from .templates import check_template, layout_for
from .theme import load_theme


def render_letter(resume: Resume, request: RenderRequest) -> RenderResult:
    """The PDF of the letter *request.letter* names, in *request.lang* (the
    letter's first language when ``None``), in its variant's template unless
    the request names one."""
    from .pipeline import stylesheet

    assert request.letter is not None
    letter = letter_named(resume, request.letter)
    languages = letter_languages(resume, letter)
    lang = request.lang or (languages[0] if languages else resume.default_language)
    design = cut(resume, letter.variant).design
    name = check_template(request.template or design.template)
    today = request.today or datetime.date.today()
    theme = load_theme(name, design)
    styles = stylesheet(theme.model_dump_json(), lang)
    ctx = RenderContext(resume, lang, styles, today, request.base_dir)
    text = letter_text(resume, letter, lang, today)
    story = [*layout_for(name).header(ctx), *_accent_rule(ctx), *_letter(ctx, text)]
    signer = text.signature
    meta = Metadata(title=f"{signer} — {text.subject or 'Cover letter'}" if signer else text.subject or "Cover letter",
                    author=signer, subject=text.subject or "Cover letter", lang=lang, today=today)
    pdf, pages = build_pdf(story, styles, meta, tagged=request.tagged, compressed=request.compressed,
                           source=request.embed_source)
    return RenderResult(pdf, pages, warnings=ctx.warnings)


class _Rule(HRFlowable):
    """The accent rule: decoration (an artifact of a tagged PDF)."""

    def draw(self) -> None:
        with artifact(self.canv):
            super().draw()


def _accent_rule(ctx: RenderContext) -> list[Flowable]:
    colour = ctx.styles.colour(ctx.theme.colours.rule)
    return [_Rule(width="100%", thickness=0.8, color=colour, spaceBefore=ctx.space(6), spaceAfter=ctx.space(14))]


def _letter(ctx: RenderContext, text: LetterText) -> list[Flowable]:
    chinese = text.style == "chinese"
    out: list[Flowable] = []
    if chinese and text.subject:  # a Chinese letter's subject is its title, centred above it
        out.append(ctx.p("letter_title", text.subject, parse=False))
    if not chinese:
        out.append(ctx.p("letter_meta", text.date, parse=False))
        out.append(Spacer(0, ctx.space(10)))
    out += [ctx.p("letter_meta", line, parse=False) for line in text.recipient]
    if text.recipient:
        out.append(Spacer(0, ctx.space(10)))
    if text.subject and not chinese:
        out.append(ctx.p("letter_subject", text.subject, parse=False))
    out.append(ctx.p("letter", text.salutation, parse=False))
    out += [_indented(ctx, "letter", paragraph) if chinese else ctx.p("letter", paragraph)
            for paragraph in text.paragraphs]
    if chinese:
        first, *rest = text.closing or [""]
        out.append(_indented(ctx, "letter_meta", first, parse=False))
        out += [ctx.p("letter_meta", line, parse=False) for line in rest]
        out.append(Spacer(0, ctx.space(16)))
        out += [ctx.p("letter_right", line, parse=False) for line in (text.signature, text.date) if line]
    else:
        out += [ctx.p("letter_meta", line, parse=False) for line in text.closing]
        out.append(Spacer(0, ctx.space(22)))
        if text.signature:
            out.append(ctx.p("letter_meta", text.signature, parse=False))
    return out


def _indented(ctx: RenderContext, name: str, text: str, *, parse: bool = True) -> Flowable:
    """A paragraph in *name* with its first line indented two characters, as Chinese prose is."""
    para = ctx.p(name, text, parse=parse)
    para.style = ParagraphStyle(f"{para.style.name}-indented", parent=para.style,
                                firstLineIndent=2 * para.style.fontSize)
    return para
