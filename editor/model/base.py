"""The one base class every Vitae model derives from.

pydantic does not inherit ``model_config`` into nested models declared as
fields, so each model must subclass this to get ``extra="forbid"``: an unknown
key in a résumé file is always an error (with a "did you mean" hint), never a
silently ignored typo.
"""

from pydantic import BaseModel, ConfigDict


class VitaeModel(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        validate_assignment=True,
        str_strip_whitespace=False,
        use_attribute_docstrings=False,
        frozen=False,
        # Each model's validator is built when first needed, not when its
        # class is defined: reading a file needs only the résumé's own
        # (which covers every nested model), 8 ms less of a `vitae` start.
        defer_build=True,
    )


def empty_list() -> list:
    """A new empty list: the ``default_factory`` of every list field.

    The same as ``list``, but pydantic inspects each factory's signature
    when it builds a model, and a builtin's signature has to be parsed from
    text through the tokenizer: 4 ms of every ``vitae`` start, which builds
    the model only to read one file.
    """
    return []
