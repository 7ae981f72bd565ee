"""Vitae's own data files in YAML (themes, language files): one parser for
them and one wording of their problems, which name the line.

The résumé file has a stricter reader of its own (``formats/safe_yaml.py``:
bounded, keys kept as written); these files are Vitae's or a person's
additions to it, read with PyYAML's safe loader."""

from __future__ import annotations


class YamlDataError(ValueError):
    """The text is not valid YAML; the message says where and why."""


def yaml_data(text: str) -> object:
    from .lean_imports import deferred_compiles

    with deferred_compiles():  # PyYAML's wide regular expressions: ~60 ms at import, unused here
        import yaml

    try:
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"line {mark.line + 1}: " if mark else ""
        raise YamlDataError(f"{where}not valid YAML: {error.problem or error}") from None
    except yaml.YAMLError as error:
        raise YamlDataError(f"not valid YAML: {' '.join(str(error).split())}") from None
