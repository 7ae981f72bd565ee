"""The ``vitae`` command.

Exit codes: 0 success, 2 bad input or usage, 1 internal error. Problems with
a file are printed one per line as ``file:line: field.path: what is wrong``;
a Python traceback never reaches the terminal (it goes to the log instead).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .exports import EXPORT_FORMATS, export_format

EXIT_OK, EXIT_INTERNAL, EXIT_BAD_INPUT = 0, 1, 2
COMMANDS = ("export", "validate", "templates", "schema", "import", "check", "translations")
# editor.formats.detect.FORMATS without importing it (the parser is built on every run).
IMPORT_FORMATS = ("vitae", "jsonresume", "rendercv", "reactive-resume", "linkedin", "linkedin-csv", "academicpages",
                  "pdf")


class UsageError(Exception):
    """Bad arguments or an output that cannot be written: exit 2."""


def _parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = argparse.ArgumentParser(prog="vitae", description="Edit and export résumés.")
    parser.add_argument("--version", action="version", version=f"vitae {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    export = sub.add_parser("export", help="write a PDF (or JSON Resume, Markdown, HTML)")
    export.add_argument("file", type=Path)
    export.add_argument("-o", "--output", type=Path, help="output file, or folder; '-' for standard output")
    export.add_argument("--template", help="template name (see `vitae templates`)")
    export.add_argument("--lang", help="language code, or 'all' for one file per language")
    export.add_argument("--format", choices=tuple(fmt.key for fmt in EXPORT_FORMATS), default="pdf")
    export.add_argument("--fit-pages", type=int, metavar="N", help="tighten the layout to fit N pages")
    export.add_argument("--page-size", type=lambda v: {"a4": "A4", "letter": "Letter"}.get(v.lower(), v),
                        choices=("A4", "Letter"), help="paper size, whatever the file or its template says")
    export.add_argument("--variant", help="a variant of the résumé, or 'all' for every one (files <name>-<variant>-<lang>)")
    export.add_argument("--letter", help="a cover letter of the résumé, or 'all' (files <name>-letter-<letter>-<lang>.pdf)")
    export.add_argument("--embed-source", action="store_true",
                        help="attach the résumé file (every language, whole) to the PDF, so `vitae import` gives it back")

    validate = sub.add_parser("validate", help="report every problem in a file")
    validate.add_argument("file", type=Path)

    sub.add_parser("templates", help="list the templates")
    sub.add_parser("schema", help="print the JSON Schema of the Vitae file")

    imp = sub.add_parser("import", help="convert a PDF, JSON Resume, RenderCV, Reactive Resume, a LinkedIn "
                                        "export or an academicpages cv.md to a Vitae file")
    imp.add_argument("file", type=Path)
    imp.add_argument("-o", "--output", type=Path, required=True, help="the Vitae file to write; '-' for standard output")
    imp.add_argument("--from", dest="source", choices=IMPORT_FORMATS)
    imp.add_argument("--into", type=Path, help="a Vitae file: add the imported résumé as its --lang version")
    imp.add_argument("--lang", help="with --into: the language the imported file is in")

    check = sub.add_parser("check", help="export a PDF, read it back, report what does not come back "
                                         "(and hints on the conventions of the language's market)")
    check.add_argument("file", type=Path)
    check.add_argument("--template", help="template name (see `vitae templates`)")
    check.add_argument("--lang", help="language code")

    translations = sub.add_parser("translations", help="list the fields missing or outdated in each language")
    translations.add_argument("file", type=Path)
    translations.add_argument("--lang", help="only this language")
    translations.add_argument("--accept", action="store_true", help="record the present translations as current")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command in *argv*; without *argv*, this is the `vitae` program itself."""
    is_program = argv is None
    argv = sys.argv[1:] if argv is None else argv
    if is_program:
        from .generated_code import remember_generated_code
        from .lean_imports import without_pydantic_plugins

        remember_generated_code()  # before pydantic makes its dataclasses and schema types
        without_pydantic_plugins()
    try:
        if not argv or argv[0] not in COMMANDS and not argv[0].startswith("-"):
            return _open_editor(argv)
        args = _parser().parse_args(argv)
        if args.command is None:
            _parser().print_help()
            return EXIT_OK
        from .collector import collector_paused

        # A process that ends with the command need not collect what it built.
        with collector_paused(freeze=is_program):
            return _COMMANDS[args.command](args)
    except SystemExit as exit_:  # argparse: --help (0) or a usage error (2)
        return int(exit_.code or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 - the last line of defence
        from .formats.errors import DocumentError, os_problem, printable

        if isinstance(error, DocumentError):
            for line in error.lines():
                print(line, file=sys.stderr)
            return EXIT_BAD_INPUT
        if isinstance(error, UsageError):
            print(f"vitae: {printable(str(error))}", file=sys.stderr)
            return EXIT_BAD_INPUT
        if isinstance(error, OSError):  # a file or folder the system would not let us read or write
            where = printable(str(error.filename)) + ": " if error.filename else ""
            print(f"vitae: {where}{os_problem(error)}", file=sys.stderr)
            return EXIT_BAD_INPUT
        from .logs import log_exception

        log_file = log_exception("vitae command failed")
        message = printable(str(error))[:400]
        print(f"vitae: internal error: {error.__class__.__name__}: {message} (details in {log_file})", file=sys.stderr)
        return EXIT_INTERNAL


def _open_editor(argv: list[str]) -> int:
    if len(argv) > 1:
        raise UsageError("usage: vitae [FILE] | vitae COMMAND …  (see vitae --help)")
    from .ui.app import run

    return run(Path(argv[0]) if argv else None)


def _cmd_validate(args: argparse.Namespace) -> int:
    """Everything `export` would check, and a render of every language in
    memory: a file that validates exports."""
    from .formats import DocumentError
    from .render import RenderError, RenderRequest, render_pdf_report

    resume = _exportable(args.file)
    for lang in resume.languages:
        try:
            report = render_pdf_report(resume, RenderRequest(lang=lang, base_dir=args.file.parent))
        except RenderError as error:
            raise DocumentError.single(args.file, f"cannot be exported in {lang!r}: {error}") from None
        for warning in report.warnings:  # a missing photo: the export still works
            _say(f"{args.file}: {lang}: warning: {warning}", file=sys.stderr)
    from .model.letter_text import letter_languages

    for index, letter in enumerate(resume.letters):  # and each cover letter, in each of its languages
        for lang in letter_languages(resume, letter):
            try:
                render_pdf_report(resume, RenderRequest(lang=lang, base_dir=args.file.parent, letter=letter.name))
            except RenderError as error:
                raise DocumentError.single(args.file, f"letters[{index}] cannot be exported in {lang!r}: {error}") from None
    _warn_missing_glyphs(resume, args.file)
    from .editing.translation import states
    from .formats.translation_report import path_text

    for field, lang, state in states(resume):  # a translation whose source changed since: a warning
        if state == "outdated":
            _say(f"{args.file}: warning: {path_text(field)}: {lang}: outdated translation", file=sys.stderr)
    _say(f"{args.file}: ok")
    return EXIT_OK


def _warn_missing_glyphs(resume, path: Path, languages: list[str] | None = None) -> None:
    """A warning on standard error for each field with a character no font can draw
    (in the text of *languages*; all of the résumé's by default)."""
    from .formats.errors import printable
    from .render.glyphs import missing_glyphs

    for missing in missing_glyphs(resume, languages=languages):
        print(f"{printable(str(path))}: warning: {printable(missing.message())}", file=sys.stderr)


def _exportable(path: Path, *, styles: bool = True, templates: bool = True):
    """Read *path* and check everything an export of it depends on before
    any rendering: the model, then the template, theme and fonts its design
    names (the styles of every language; with ``styles=False`` none, which an
    export checks per language in :func:`_export_bytes`; with ``templates=False``
    no template either: a text format prints none). Problems name the file,
    line and field."""
    from .formats.native import loads, remember_source
    from .formats.reading import read_input

    raw = read_input(path)
    resume = loads(raw, str(path))
    remember_source(resume, path)
    if templates:
        _check_templates(resume, path, raw)
    if styles:
        _check_styles(resume, path, resume.languages)
    return resume


def _check_templates(resume, path: Path, raw: bytes) -> None:
    """The document's template and each variant's can be loaded; else the problem
    names the file, the line and the field."""
    from .formats import DocumentError, FileProblem
    from .formats.native import parse
    from .render import RenderError
    from .render.templates import check_template

    named = [("design.template", ("design", "template"), resume.design.template)] + [
        (f"variants[{index}].template", ("variants", index, "template"), variant.template)
        for index, variant in enumerate(resume.variants) if variant.template is not None]
    for field, where, template in named:
        try:
            check_template(template)
        except RenderError as error:
            lines = parse(raw, str(path))[1]  # where the field is, read only for the message
            raise DocumentError([FileProblem(str(path), lines.get(where, lines.get(where[:1])),
                                             field, str(error))]) from None


def _check_styles(resume, path: Path, languages, lines: dict | None = None) -> None:
    """Build the theme and the styles (fonts included) each of *languages* is set in,
    as a render does first (this loads reportlab). A problem names the file, line and
    field; *lines* (the file's field → line map) is read again only then."""
    from .formats import DocumentError, FileProblem
    from .render import RenderError, _pipeline
    from .render.theme import load_theme

    try:
        pipeline = _pipeline()  # imported the way a render imports it
        theme_json = load_theme(resume.design.template, resume.design).model_dump_json()
        for lang in dict.fromkeys(languages):
            pipeline.stylesheet(theme_json, lang)
    except RenderError as error:
        design = resume.design
        field = "design.latin_font" if design.latin_font and repr(design.latin_font) in str(error) else "design"
        if lines is None:
            from .formats.native import parse
            from .formats.reading import read_input

            lines = parse(read_input(path), str(path))[1]
        line = lines.get(tuple(field.split(".")), lines.get(("design",)))
        raise DocumentError([FileProblem(str(path), line, field, str(error))]) from None


def _say(text: object, file=None) -> None:
    """Print one line naming a file: a newline or escape code in the name is shown escaped."""
    from .formats.errors import printable

    print(printable(str(text)), file=file or sys.stdout)


def _cmd_templates(args: argparse.Namespace) -> int:
    """The usable templates (the person's own marked with where they are),
    then every theme file that cannot be used, with its problem."""
    from .formats.errors import printable
    from .render.templates import broken_templates, list_templates, template_info, theme_folders
    from .render.theme import theme_file_problem

    usable, broken = [], [(item.path, item.problem) for item in broken_templates()]
    for name in list_templates():
        problem = theme_file_problem(name)
        if problem is None:
            usable.append(template_info(name))
        else:
            broken.append((template_info(name).path, problem))
    width = max((len(info.name) for info in usable), default=0)
    for info in usable:
        where = f"  (yours: {info.path})" if info.origin == "yours" else ""
        print(f"{info.name:<{width}}  {info.description}{where}")
    if not usable:
        print("no templates found in " + " or ".join(str(folder) for _, folder in theme_folders()))
    for path, problem in sorted(broken):
        print(printable(f"cannot be used: {path}: {problem}"))
    return EXIT_OK


def _cmd_schema(args: argparse.Namespace) -> int:
    from .model.schema import json_schema_text

    sys.stdout.write(json_schema_text())
    return EXIT_OK


def _cmd_export(args: argparse.Namespace) -> int:
    per_template = export_format(args.format).per_template  # a text format needs no template or styles
    resume = _exportable(args.file, styles=False, templates=per_template)

    if args.page_size is not None:  # the paper: every language, variant and letter of this export
        resume = resume.model_copy(update={"design": resume.design.model_copy(update={"page_size": args.page_size})})
    if args.fit_pages is not None and not 1 <= args.fit_pages <= 20:
        raise UsageError(f"--fit-pages must be 1–20, got {args.fit_pages}")
    if args.template is not None:
        from .render import RenderError
        from .render.templates import check_template

        try:
            check_template(args.template)
        except RenderError as error:
            raise UsageError(f"--template: {error}") from None
    if args.embed_source and args.format != "pdf":
        raise UsageError(f"--embed-source attaches the résumé to a PDF, not to {args.format}")
    languages = _languages(args, resume)
    if per_template:  # before the glyph check, which needs the fonts too
        _check_styles(resume, args.file, languages)
    if export_format(args.format).suffix == ".pdf":
        _warn_missing_glyphs(resume, args.file, languages)
    if args.letter is not None:
        return _export_letters(resume, args)
    if args.variant is not None:
        return _export_variants(resume, args, languages)
    many = args.lang == "all"
    if _is_stdout(args.output) and many:
        raise UsageError("-o - writes one file to standard output; with --lang all, -o must name a folder")
    if many:
        return _export_all(resume, args, languages)
    return _export_one(resume, args, languages[0])


def _export_one(resume, args: argparse.Namespace, lang: str, letter: str | None = None) -> int:
    """One file: to standard output for `-o -`, else to -o or beside the résumé (checked before the work)."""
    if _is_stdout(args.output):
        return _to_stdout(_export_bytes(resume, args, lang, letter=letter))
    out = _single_output(args, lang)
    _check_output(out, args.file)
    _write(out, _export_bytes(resume, args, lang, letter=letter))
    _say(out)
    return EXIT_OK


def _export_all(resume, args: argparse.Namespace, languages: list[str]) -> int:
    """One file per language, all or none (see :func:`_write_set`)."""
    folder = _output_folder(args, "--lang all")
    suffix = export_format(args.format).suffix
    return _write_set(args, folder, [(folder / f"{args.file.stem}-{lang}{suffix}", resume, lang, None)
                                     for lang in languages])


def _output_folder(args: argparse.Namespace, option: str) -> Path:
    """The folder a set of files goes into (made if missing): -o, or the résumé's own."""
    folder = args.file.parent if args.output is None else args.output
    try:
        if not folder.exists() and folder.suffix.lower() in {fmt.suffix for fmt in EXPORT_FORMATS}:
            raise UsageError(f"-o {folder} names a file, but {option} makes several files here; "
                             f"let -o name a folder, or choose one language with --lang")
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"{folder}: with {option}, -o must name a folder, and this is a file")
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"cannot make the folder {folder}: {_os_problem(error)}") from None
    return folder


def _write_set(args: argparse.Namespace, folder: Path, jobs: list) -> int:
    """Each (output, résumé, language, variant[, letter]) job rendered and written in turn
    into a temporary folder, and the set moved into place only when all succeeded."""
    from functools import partial

    from .formats.atomic import PartlyWritten, write_all_or_nothing

    for out, *_ in jobs:
        _check_output(out, args.file)
    files = [(out, partial(_export_bytes, resume, args, *job)) for out, resume, *job in jobs]
    try:
        write_all_or_nothing(files, folder)
    except PartlyWritten as error:  # a rename failed after others succeeded: say exactly which
        done = ", ".join(str(path) for path in error.written) or "none"
        raise UsageError(f"cannot write {error.filename}: {_os_problem(error)}; written before it: {done}") from None
    except OSError as error:
        raise UsageError(f"cannot write into {folder}: {_os_problem(error)}; nothing was written") from None
    for out, *_ in jobs:
        _say(out)
    return EXIT_OK


def _export_variants(resume, args: argparse.Namespace, languages: list[str]) -> int:
    """Each asked variant in each asked language (a variant's own languages when it
    names some and `--lang` does not), all or none, named <document>-<variant>-<lang>."""
    variants = _chosen(args, resume.variants, args.variant, "variant")
    if _is_stdout(args.output):
        raise UsageError("-o - writes one file; with --variant, -o names a folder")
    folder = _output_folder(args, "--variant")
    suffix = export_format(args.format).suffix
    return _write_set(args, folder, [
        (folder / f"{args.file.stem}-{variant.name}-{lang}{suffix}", resume, lang, variant.name)
        for variant in variants
        for lang in (variant.languages if variant.languages and args.lang in (None, "") else languages)])


def _export_letters(resume, args: argparse.Namespace) -> int:
    """Each asked letter in each of its languages (or the one `--lang` names):
    one file, or a set written all or none, named <document>-letter-<letter>-<lang>.pdf (or .docx)."""
    from .model.letter_text import letter_languages

    if args.format not in ("pdf", "docx"):
        raise UsageError(f"--letter: letters export as PDF or Word (docx), not {args.format}")
    if args.variant is not None:
        raise UsageError("--letter takes the variant the letter names; leave out --variant")
    letters = _chosen(args, resume.letters, args.letter, "letter")
    jobs = []
    for letter in letters:
        written_in = letter_languages(resume, letter)
        wanted = written_in if args.lang in (None, "all", "") else [args.lang]
        if not set(wanted) <= set(written_in):
            raise UsageError(f"{args.file}: letters: {letter.name!r} is not written in {args.lang} "
                             f"(it is in {', '.join(written_in) or 'no language'})")
        jobs += [(letter.name, lang) for lang in wanted]
    if len(jobs) == 1 and (_is_stdout(args.output) or args.output is not None and not args.output.is_dir()):
        name, lang = jobs[0]
        return _export_one(resume, args, lang, letter=name)
    if _is_stdout(args.output):
        raise UsageError("-o - writes one file; these letters make several, so -o names a folder")
    folder = _output_folder(args, "--letter")
    suffix = export_format(args.format).suffix
    return _write_set(args, folder, [(folder / f"{args.file.stem}-letter-{name}-{lang}{suffix}", resume, lang, None, name)
                                     for name, lang in jobs])


def _chosen(args: argparse.Namespace, items: list, asked: str, what: str) -> list:
    """The variants (or letters) `--variant`/`--letter` asks for: the one named, or every one for 'all'."""
    from .model.content import named

    try:
        chosen = list(items) if asked == "all" else [named(items, asked, what)]
    except KeyError as error:
        raise UsageError(f"{args.file}: {what}s: {error.args[0]}") from None
    if not chosen:
        raise UsageError(f"{args.file}: {what}s: the résumé has none (add some under `{what}s:`)")
    return chosen


def _is_stdout(output: Path | None) -> bool:
    return output is not None and str(output) == "-"


def _to_stdout(data: bytes) -> int:
    sys.stdout.flush()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
    return EXIT_OK


def _check_output(out: Path, source: Path) -> None:
    """Refuse, before any work, an output that is the input or not a regular file."""
    from .formats.atomic import output_target, refuse_same_file

    try:
        refuse_same_file(out, [source])
        output_target(out)
    except OSError as error:
        raise UsageError(f"cannot write {out}: {_os_problem(error)}") from None


def _write(out: Path, data: bytes) -> None:
    from .formats.atomic import atomic_write

    try:
        atomic_write(out, data)
    except OSError as error:
        raise UsageError(f"cannot write {out}: {_os_problem(error)}") from None


def _os_problem(error: OSError) -> str:
    from .formats.errors import os_problem

    return os_problem(error)


def _languages(args: argparse.Namespace, resume) -> list[str]:
    if args.lang in (None, ""):
        return [resume.default_language]
    if args.lang == "all":
        return list(resume.languages)
    if args.lang not in resume.languages:
        from .formats.errors import shorten

        raise UsageError(f"{args.file}: languages: no {shorten(args.lang)} in this résumé (it has {', '.join(resume.languages)})")
    return [args.lang]


def _single_output(args: argparse.Namespace, lang: str) -> Path:
    default_name = f"{args.file.stem}-{lang}{export_format(args.format).suffix}"
    if args.output is None:
        return args.file.parent / default_name
    try:
        if args.output.is_dir():
            return args.output / default_name
        if args.output.parent.exists() and not args.output.parent.is_dir():
            raise UsageError(f"cannot write {args.output}: {args.output.parent} is a file, not a folder")
        if not args.output.parent.is_dir():
            raise UsageError(f"cannot write {args.output}: folder {args.output.parent} does not exist")
    except OSError as error:
        raise UsageError(f"cannot write {args.output}: {_os_problem(error)}") from None
    return args.output


def _export_bytes(resume, args: argparse.Namespace, lang: str, variant: str | None = None,
                  letter: str | None = None) -> bytes:
    from .request import RenderRequest

    fmt = export_format(args.format)
    render_errors: tuple[type[Exception], ...] = ()  # a text format never loads the renderer
    if fmt.per_template:
        from .render import RenderError

        render_errors = (RenderError,)
        _check_styles(resume, args.file, [lang])  # the styles of this language only (reportlab)
    # A process that ends with its exports keeps of their text only what repeats.
    request = RenderRequest(template=args.template, lang=lang, base_dir=args.file.parent,
                            fit_pages=args.fit_pages, variant=variant, letter=letter,
                            embed_source=_source(resume) if getattr(args, "embed_source", False) else None,
                            remember_text=False)
    try:
        exported = fmt.export_report(resume, request)
    except render_errors as error:
        raise UsageError(str(error)) from None
    for note in exported.notes:  # what fit-to-pages changed, or that it could not
        _say(f"{args.file}: {lang}: {note}", file=sys.stderr)
    return exported.data


def _source(resume) -> bytes:
    """The whole résumé as its file, for --embed-source."""
    from .formats import dumps

    return dumps(resume).encode("utf-8")


def _cmd_import(args: argparse.Namespace) -> int:
    from .formats import dumps
    from .formats.detect import import_file, read_import

    if args.lang is not None and args.into is None:
        raise UsageError("--lang goes with --into (the language to add to that résumé)")
    to_stdout = _is_stdout(args.output)
    if not to_stdout:
        _check_output(args.output, args.file)
    raw = read_import(args.file)
    result = import_file(raw, str(args.file), args.source)
    for note in result.notes:
        _say(f"{args.file}: note: {note}", file=sys.stderr)
    resume = result.resume if args.into is None else _as_language_of(args, result.resume)
    data = dumps(resume).encode("utf-8")
    if to_stdout:
        return _to_stdout(data)
    _write(args.output, data)
    _say(args.output)
    return EXIT_OK


def _as_language_of(args: argparse.Namespace, imported):
    """*imported* added to the résumé in ``--into`` as its ``--lang`` version."""
    from .formats import load
    from .formats.pdf_import.merge import as_language

    try:
        return as_language(load(args.into), imported, args.lang or imported.default_language)
    except ValueError as error:
        raise UsageError(f"{args.into}: languages: {error}") from None


def _cmd_check(args: argparse.Namespace) -> int:
    from .formats.pdf_import.check import check_report
    from .render import RenderError, render_pdf
    from .render.fonts import coverage, families

    resume = _exportable(args.file)
    lang = _languages(args, resume)[0]
    try:
        pdf = render_pdf(resume, template=args.template, lang=lang)
    except RenderError as error:
        raise UsageError(str(error)) from None
    covered = frozenset().union(*(coverage(name) for name in families()))
    report = check_report(resume, pdf, lang, covered)
    for line in report:
        _say(f"{args.file}: {line}")
    if not report:
        _say(f"{args.file}: ok (every field comes back from the {lang} PDF)")
    from .editing.conventions import market_hints

    for hint in market_hints(resume, lang):  # the market's conventions: hints, never a failure
        _say(f"{args.file}: hint: {lang}: {hint}")
    return EXIT_OK


def _cmd_translations(args: argparse.Namespace) -> int:
    from .formats.translation_report import run

    return run(args.file, args.lang, args.accept, _say)


_COMMANDS = {
    "translations": _cmd_translations,
    "export": _cmd_export,
    "validate": _cmd_validate,
    "templates": _cmd_templates,
    "schema": _cmd_schema,
    "import": _cmd_import,
    "check": _cmd_check,
}

if __name__ == "__main__":
    sys.exit(main())
