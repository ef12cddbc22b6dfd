"""Extend a bundle's lexicon with the month and weekday names of the babel installed here that it lacks (a newer
CLDR's new locales: Adyghe, Kaqchikel, Shan...), keeping every phrase it has as it is, and short ASCII names (common
words elsewhere) only for their own languages' stated locales (`generate.lexicon.extend_lexicon`); then drop the
formats of its formats.json whose shape the new names read otherwise, so that formats still give the model's own
answer. Prints what it added and dropped; the bundle's meta records the babel version.

    python scripts/extend_lexicon.py --model datenorm/models/base
"""

from __future__ import annotations

import json
from pathlib import Path

import babel
import click

from datenorm.bundle import BUNDLE_JSON, FORMATS_JSON, load_bundle, resolve, save_formats
from datenorm.errors import DatenormError
from datenorm.generate.lexicon import extend_lexicon


@click.command()
@click.option("--model", default="base", show_default=True, help="A shipped model's name or a bundle directory.")
def main(model):
    """Add the installed babel's missing names to MODEL's lexicon, in place."""
    try:
        directory = resolve(model)
        bundle = load_bundle(directory)
    except DatenormError as exc:
        raise click.ClickException(str(exc)) from None
    if bundle.lexicon is None:
        raise click.ClickException(f"{directory}: its model reads no lexicon; nothing to extend")
    lexicon, added, local = extend_lexicon(bundle.lexicon)
    # A format compiled where a word of its shape named nothing (or less) is read by the model now with new bits.
    kept = [entry for entry in bundle.formats
            if bundle.lexicon.char_bits(entry["shape"]) == lexicon.char_bits(entry["shape"])]
    path = Path(directory) / BUNDLE_JSON
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["lexicon"] = lexicon.to_dict()
    if added or local:
        doc.setdefault("meta", {}).setdefault("lexicon_extended", []).append(
            {"babel": babel.__version__, "phrases_added": added, "language_names_added": local})
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    if len(kept) < len(bundle.formats):
        save_formats(directory, kept)
    load_bundle(directory)  # what was written loads and validates
    click.echo(f"{directory}: {added:,} phrases added from babel {babel.__version__} ({len(lexicon):,} in all) and "
               f"{local:,} short names for their own languages' stated locales alone; "
               f"{len(bundle.formats) - len(kept)} of {len(bundle.formats):,} formats dropped ({FORMATS_JSON})")


if __name__ == "__main__":
    main()
