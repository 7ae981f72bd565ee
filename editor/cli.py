"""The ``vitae`` command.

Exit codes: 0 success, 2 bad input or usage, 1 internal error. Problems with
a file are printed one per line as ``file:line: field.path: what is wrong``;
a Python traceback never reaches the terminal (it goes to the log instead).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import sys
from collections.abc import Iterator
from pathlib import Path

EXIT_OK, EXIT_INTERNAL, EXIT_BAD_INPUT = 0, 1, 2
COMMANDS = ("export", "validate", "templates", "schema", "import", "check")
FORMAT_SUFFIX = {"pdf": ".pdf", "json": ".json", "md": ".md", "html": ".html"}


class UsageError(Exception):
    """Bad arguments or an output that cannot be written: exit 2."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="vitae", description="Edit and export résumés.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    export = sub.add_parser("export", help="write a PDF (or JSON Resume, Markdown, HTML)")
    export.add_argument("file", type=Path)
    export.add_argument("-o", "--output", type=Path, help="output file, or folder")
    export.add_argument("--template", help="template name (see `vitae templates`)")
    export.add_argument("--lang", help="language code, or 'all' for one file per language")
    export.add_argument("--format", choices=tuple(FORMAT_SUFFIX), default="pdf")
    export.add_argument("--fit-pages", type=int, metavar="N", help="tighten the layout to fit N pages")

    validate = sub.add_parser("validate", help="report every problem in a file")
    validate.add_argument("file", type=Path)

    sub.add_parser("templates", help="list the templates")
    sub.add_parser("schema", help="print the JSON Schema of the Vitae file")

    imp = sub.add_parser("import", help="convert JSON Resume or RenderCV to a Vitae file")
    imp.add_argument("file", type=Path)
    imp.add_argument("-o", "--output", type=Path, required=True)
    imp.add_argument("--from", dest="source", choices=("jsonresume", "rendercv"))
    imp.add_argument("--into", type=Path, help="a Vitae file: add the PDF as its --lang version")
    imp.add_argument("--lang", help="with --into: the language the PDF is in")

    check = sub.add_parser("check", help="export a PDF, read it back, report what does not come back")
    check.add_argument("file", type=Path)
    check.add_argument("--template", help="template name (see `vitae templates`)")
    check.add_argument("--lang", help="language code")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command in *argv*; without *argv*, this is the `vitae` program itself."""
    is_program = argv is None
    argv = sys.argv[1:] if argv is None else argv
    if is_program:
        from .lean_imports import without_pydantic_plugins

        without_pydantic_plugins()
    try:
        if not argv or argv[0] not in COMMANDS and not argv[0].startswith("-"):
            return _open_editor(argv)
        args = _parser().parse_args(argv)
        if args.command is None:
            _parser().print_help()
            return EXIT_OK
        with _collector_paused(ending_process=is_program):
            return _COMMANDS[args.command](args)
    except SystemExit as exit_:  # argparse: --help (0) or a usage error (2)
        return int(exit_.code or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 - the last line of defence
        from .formats import DocumentError

        if isinstance(error, DocumentError):
            for problem in error.problems:
                print(problem, file=sys.stderr)
            return EXIT_BAD_INPUT
        if isinstance(error, UsageError):
            print(f"vitae: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT
        from .logs import log_exception

        log_file = log_exception("vitae command failed")
        print(f"vitae: internal error: {error.__class__.__name__}: {error} (details in {log_file})", file=sys.stderr)
        return EXIT_INTERNAL


@contextlib.contextmanager
def _collector_paused(*, ending_process: bool) -> Iterator[None]:
    """Run a one-shot command without Python's cycle collector.

    A command builds a few hundred thousand long-lived objects (modules,
    pydantic validators, font tables) and almost no garbage cycles, so the
    collector's passes over them are pure overhead: about a tenth of a cold
    `vitae export`. Memory barely moves without it (a 40-page CV rendered
    three times: +7 MiB). When the process ends with the command, what it
    built is frozen first, so neither a last collection nor the interpreter's
    shutdown walks it all again. Called from a long-running process, the
    collector comes back as it was and nothing is frozen.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if ending_process:
            gc.freeze()
        if was_enabled:
            gc.enable()


def _open_editor(argv: list[str]) -> int:
    if len(argv) > 1:
        raise UsageError("usage: vitae [FILE] | vitae COMMAND …  (see vitae --help)")
    from .ui.app import run

    return run(Path(argv[0]) if argv else None)


def _cmd_validate(args: argparse.Namespace) -> int:
    from .formats import load

    load(args.file)
    print(f"{args.file}: ok")
    return EXIT_OK


def _cmd_templates(args: argparse.Namespace) -> int:
    from .render import list_templates

    templates = list_templates()
    width = max(map(len, templates))
    for name, description in templates.items():
        print(f"{name:<{width}}  {description}")
    return EXIT_OK


def _cmd_schema(args: argparse.Namespace) -> int:
    from .model.schema import json_schema_text

    sys.stdout.write(json_schema_text())
    return EXIT_OK


def _cmd_export(args: argparse.Namespace) -> int:
    from .formats import load
    from .formats.atomic import atomic_write

    resume = load(args.file)
    if args.fit_pages is not None:
        if not 1 <= args.fit_pages <= 20:
            raise UsageError(f"--fit-pages must be 1–20, got {args.fit_pages}")
        resume = resume.model_copy(update={"design": resume.design.model_copy(update={"fit_pages": args.fit_pages})})
    languages = _languages(args, resume)
    outputs = _output_paths(args, languages)
    rendered = [(out, _export_bytes(resume, args, lang)) for out, lang in zip(outputs, languages)]
    for out, data in rendered:  # render everything first: one bad language writes nothing
        try:
            atomic_write(out, data)
        except OSError as error:
            raise UsageError(f"cannot write {out}: {error.strerror or error}") from None
        print(out)
    return EXIT_OK


def _languages(args: argparse.Namespace, resume) -> list[str]:
    if args.lang in (None, ""):
        return [resume.default_language]
    if args.lang == "all":
        return list(resume.languages)
    if args.lang not in resume.languages:
        raise UsageError(f"{args.file}: languages: no {args.lang!r} in this résumé (it has {', '.join(resume.languages)})")
    return [args.lang]


def _output_paths(args: argparse.Namespace, languages: list[str]) -> list[Path]:
    suffix = FORMAT_SUFFIX[args.format]
    stem = args.file.stem
    many = len(languages) > 1 or args.lang == "all"
    if args.output is None:
        folder = args.file.parent
    elif many or args.output.is_dir():
        folder = args.output
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"{folder}: with --lang all, -o must name a folder")
        folder.mkdir(parents=True, exist_ok=True)
    else:
        if not args.output.parent.is_dir():
            raise UsageError(f"cannot write {args.output}: folder {args.output.parent} does not exist")
        return [args.output]
    return [folder / f"{stem}-{lang}{suffix}" for lang in languages]


def _export_bytes(resume, args: argparse.Namespace, lang: str) -> bytes:
    if args.format == "pdf":
        from .render import RenderError, render_pdf

        try:
            return render_pdf(resume, template=args.template, lang=lang)
        except RenderError as error:
            raise UsageError(str(error)) from None
    if args.format == "json":
        import json

        from .formats.jsonresume import export_jsonresume

        return (json.dumps(export_jsonresume(resume, lang), indent=2, ensure_ascii=False) + "\n").encode()
    if args.format == "md":
        from .formats.markdown import export_markdown

        return export_markdown(resume, lang).encode()
    from .formats.html import export_html

    return export_html(resume, lang).encode()


def _cmd_import(args: argparse.Namespace) -> int:
    from .formats import DocumentError, dumps
    from .formats.atomic import atomic_write
    from .formats.detect import detect_format, import_file

    try:
        raw = args.file.read_bytes()
    except OSError as error:
        raise DocumentError.single(args.file, error.strerror or str(error)) from None
    if args.source is None and _is_pdf(raw):
        return _import_pdf(raw, args)
    source = args.source or detect_format(raw, str(args.file))
    result = import_file(raw, str(args.file), source)
    for note in result.notes:
        print(f"{args.file}: note: {note}", file=sys.stderr)
    try:
        atomic_write(args.output, dumps(result.resume).encode("utf-8"))
    except OSError as error:
        raise UsageError(f"cannot write {args.output}: {error.strerror or error}") from None
    print(args.output)
    return EXIT_OK


def _is_pdf(raw: bytes) -> bool:
    from .formats.pdf_import import is_pdf

    return is_pdf(raw)


def _import_pdf(raw: bytes, args: argparse.Namespace) -> int:
    from .formats import dumps
    from .formats.atomic import atomic_write
    from .formats.pdf_import import read_pdf

    result = read_pdf(raw, args.file, lang=args.lang)
    for path, reason in result.unsure:
        print(f"{args.file}: unsure: {path}: {reason}", file=sys.stderr)
    resume = result.resume
    if args.into is not None:
        from .formats import load
        from .formats.pdf_import.merge import as_language

        try:
            resume = as_language(load(args.into), resume, args.lang or resume.default_language)
        except ValueError as error:
            raise UsageError(f"{args.into}: languages: {error}") from None
    try:
        atomic_write(args.output, dumps(resume).encode("utf-8"))
    except OSError as error:
        raise UsageError(f"cannot write {args.output}: {error.strerror or error}") from None
    print(args.output)
    return EXIT_OK


def _cmd_check(args: argparse.Namespace) -> int:
    from .formats import load
    from .formats.pdf_import.check import check_report
    from .render import RenderError, render_pdf
    from .render.fonts import coverage, families

    resume = load(args.file)
    lang = _languages(args, resume)[0]
    try:
        pdf = render_pdf(resume, template=args.template, lang=lang)
    except RenderError as error:
        raise UsageError(str(error)) from None
    covered = frozenset().union(*(coverage(name) for name in families()))
    report = check_report(resume, pdf, lang, covered)
    for line in report:
        print(f"{args.file}: {line}")
    if not report:
        print(f"{args.file}: ok (every field comes back from the {lang} PDF)")
    return EXIT_OK


_COMMANDS = {
    "export": _cmd_export,
    "validate": _cmd_validate,
    "templates": _cmd_templates,
    "schema": _cmd_schema,
    "import": _cmd_import,
    "check": _cmd_check,
}

if __name__ == "__main__":
    sys.exit(main())
