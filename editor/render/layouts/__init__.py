"""One module per template: how each entry kind is laid out (styles named, never defined)."""
