"""The JSON Schema of the Vitae file, generated from the model."""

from __future__ import annotations

import json

from .resume import Resume


def json_schema() -> dict:
    schema = Resume.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Vitae résumé"
    author = schema["$defs"]["Author"]
    # An author is written as a plain name unless a flag is set (see Author).
    schema["$defs"]["Author"] = {"anyOf": [{"type": "string"}, author], "title": "Author"}
    return schema


def json_schema_text() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False, sort_keys=False) + "\n"
