"""Longer texts with dates inside, for `find`: generated date rows and non-dates set in sentences, log lines,
e-mail headers and notes, with the span and ISO reading of every date known by construction. None, one or
several dates per text; the numbers around them (times, prices, versions, ids) are the generator's own
non-dates, less its spans of two dates: inside a text each end of a span is a date to find, as the
hand-written texts count them, and a filler must hold none."""

from __future__ import annotations

import random

from datenorm.generate.context import Context, build_pools, check_settings, derive
from datenorm.generate.draw import generate_examples
from datenorm.generate.negatives import NEGATIVE_KINDS, Negatives, reads_as_date
from datenorm.vocab import normalize

_BEFORE = {  # language: what comes before a date
    "en": ("The meeting was moved to", "Signed on", "We received your payment on", "Invoice issued", "Shipped",
           "Last login:", "Updated", "She was born", "Valid until", "The report from", "Posted", "Due"),
    "fr": ("La réunion est reportée au", "Signé le", "Paiement reçu le", "Facture émise le", "Mis à jour le"),
    "de": ("Die Sitzung wurde verschoben auf", "Unterschrieben am", "Zahlung erhalten am", "Rechnung vom"),
    "es": ("La reunión se movió al", "Firmado el", "Pago recibido el", "Factura emitida el"),
    "und": ("[INFO]", "ts=", "Date:", "log:", ">>", "--"),
}  # fmt: skip
_BETWEEN = {
    "en": (", and the next one is", "; the deadline is", "and expires", ", renewed", ", then again"),
    "fr": (", et la suivante le", "; échéance", ", renouvelé le"), "de": (", die nächste am", "; Frist"),
    "es": (", y la siguiente el", "; vence"), "und": (" | ", " -> ", " ; ", " next="),
}  # fmt: skip
_AFTER = {
    "en": ("Please confirm.", "Thanks!", "See you then.", "Call me if anything changes.", "Ref attached."),
    "fr": ("Merci de confirmer.", "Cordialement.", "À bientôt."), "de": ("Bitte bestätigen.", "Danke!"),
    "es": ("Por favor confirme.", "¡Gracias!"), "und": ("status=200", "OK", "done", "exit 0"),
}  # fmt: skip


def framed_texts(n: int, *, seed: int) -> list[dict]:
    """`n` texts as {"text", "dates": [{"text", "iso"}], "language"}; a sixth have no date, a third several."""
    rng = random.Random(seed)
    rows = generate_examples(n * 6, seed=seed, workers=1)
    dates = [r for r in rows if r.target and not r.ambiguous and 6 <= len(r.input) <= 40 and r.input == r.input.strip()
             and not _twin(r.input, r.target)]
    others = _fillers(n * 2, seed=seed)
    texts = []
    for _ in range(n):
        lang = rng.choice(sorted(_BEFORE))
        count = rng.choices((0, 1, 2, 3), (0.17, 0.5, 0.25, 0.08))[0]
        parts: list[tuple[str, str | None]] = [(rng.choice(_BEFORE[lang]), None)]
        for k in range(count):
            row = dates.pop(rng.randrange(len(dates)))
            if k:
                parts.append((rng.choice(_BETWEEN[lang]), None))
            parts.append((row.input, row.target))
            if rng.random() < 0.5:
                parts.append((rng.choice(others), None))
        if not count:
            parts += [(rng.choice(others), None) for _ in range(rng.randint(1, 3))]
        parts.append((rng.choice(_AFTER[lang]), None))
        text, spans = "", []
        for piece, iso in parts:
            text += (" " if text else "") + piece
            if iso:
                spans.append({"text": piece, "iso": iso, "start": len(text) - len(piece), "end": len(text)})
        texts.append({"text": text, "dates": spans, "language": lang})
    return texts


def _twin(text: str, iso: str) -> bool:
    """Whether a row writes its date twice, once in ISO form ('17 Mar 1996 (1996-03-17)'): one date to `translate`,
    two to find, as the hand-written texts count dates side by side."""
    return iso in text and iso[2:4] in text.replace(iso, "")


def _fillers(n: int, *, seed: int) -> list[str]:
    """`n` non-dates of up to 40 characters, of every kind the generator draws but its spans of two dates."""
    ctx = Context(random.Random(derive(seed, "fillers")), build_pools(None))
    negatives = Negatives(ctx, check_settings(), (seed, "fillers"))
    kinds = [kind for kind in NEGATIVE_KINDS if kind != "interval"]
    out: list[str] = []
    while len(out) < n:
        made = getattr(negatives, ctx.rng.choices(kinds, weights=[NEGATIVE_KINDS[k] for k in kinds])[0])()
        if made and len(made[0]) <= 40 and "\n" not in made[0] and not reads_as_date(normalize(made[0])):
            out.append(made[0])
    return out
