"""Right-to-left text in figure titles: which parts of a title read right to left, and how to write them so a
left-to-right text engine draws them in reading order.

A heatmap title is English, so left to right: '<input> → 1999-05-03 (confidence 0.998)'. The input may be
Arabic or Hebrew. Laid out as one paragraph its first letter would make the whole title right to left, and the
Unicode bidi rules would pull the answer's digits into the input's run. So the title is cut at its
separators (' → ', ': '); runs of right-to-left parts become one isolate, laid out in its own direction, and the
rest stays left to right.

matplotlib >= 3.11 lays text out with libraqm (bidi and HarfBuzz shaping): there the isolate is marked with
Unicode controls (`isolate_title`). Older ones draw code points left to right, one glyph each: there the title
is reordered here (`visual_title`, a small subset of the Unicode Bidirectional Algorithm, UAX #9, without
explicit embeddings) and Arabic letters get their contextual presentation forms (`shape_arabic`).
Other scripts that shape (Devanagari, Thai marks, Myanmar) still draw unshaped there.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["has_rtl", "direction", "title_parts", "isolate_title", "visual_title", "visual", "shape_arabic"]

LRM, RLI, PDI = "\u200e", "\u2067", "\u2069"
_SEPARATORS = re.compile(r"( → |: )")
_STRONG_RTL = ("R", "AL")
_NUMBERS = ("EN", "AN")
_MIRRORED = dict(zip("()[]{}<>«»‹›⁅⁆⟨⟩", ")(][}{><»«›‹⁆⁅⟩⟨"))
_ALEFS = ("\u0622", "\u0623", "\u0625", "\u0627")  # the alefs lam ligates with
_LAM = "\u0644"
_JOIN_CAUSING = ("\u0640", "\u200d")  # tatweel, zero width joiner


def has_rtl(text: str) -> bool:
    """Whether any character of `text` is a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko...)."""
    return any(unicodedata.bidirectional(c) in _STRONG_RTL for c in text)


def direction(text: str) -> str | None:
    """'R' or 'L' from the first strong letter of `text` (UAX #9 rules P2, P3), None if it has none."""
    for c in text:
        kind = unicodedata.bidirectional(c)
        if kind == "L":
            return "L"
        if kind in _STRONG_RTL:
            return "R"
    return None


def title_parts(title: str) -> list[tuple[str, bool]]:
    """[(text, right_to_left)]: the title cut at ' → ' and ': ', right-to-left parts and the separators between
    them joined into one, so an Arabic input holding ': ' stays one right-to-left run.

    '٣ مايو ١٩٩٩ → 1999-05-03' -> [('٣ مايو ١٩٩٩', True), (' → 1999-05-03', False)]
    """
    pieces = _SEPARATORS.split(title)  # text, separator, text, ...
    parts: list[list] = []
    for i, piece in enumerate(pieces):
        rtl = i % 2 == 0 and direction(piece) == "R"
        if parts and rtl and parts[-1][1]:
            parts[-1][0] += piece
        elif parts and rtl and len(parts) >= 2 and parts[-2][1] and direction(parts[-1][0]) is None:
            # A separator (or a part with no letter) between two right-to-left parts belongs to them.
            parts[-2][0] += parts.pop()[0] + piece
        elif parts and not rtl and not parts[-1][1]:
            parts[-1][0] += piece
        else:
            parts.append([piece, rtl])
    return [(text, rtl) for text, rtl in parts if text]


def isolate_title(title: str) -> str:
    """For a text engine with bidi (libraqm): a left-to-right title whose right-to-left parts are isolates."""
    if not has_rtl(title):
        return title
    return LRM + "".join(RLI + text + PDI if rtl else text for text, rtl in title_parts(title))


def visual_title(title: str) -> str:
    """For a text engine without bidi or shaping: the title in display order, Arabic in presentation forms."""
    if not has_rtl(title):
        return title
    return "".join(visual(shape_arabic(text), rtl=rtl) for text, rtl in title_parts(title))


# ----------------------------------------------------------------------------------------------- reorder


def visual(text: str, *, rtl: bool) -> str:
    """One line of `text` (logical order) in left-to-right display order, as UAX #9 lays out a paragraph of
    direction `rtl` without explicit embeddings: right-to-left runs reversed, numbers inside them kept in
    order, combining marks kept after their base, brackets in right-to-left runs mirrored."""
    text = "".join(c for c in text if unicodedata.bidirectional(c) not in ("LRE", "RLE", "LRO", "RLO", "PDF",
                                                                            "LRI", "RLI", "FSI", "PDI"))
    levels = _levels(text, rtl)
    # Clusters (a base and its marks) move as one, so a mark still follows the letter it sits on.
    clusters: list[tuple[str, int]] = []
    for c, level in zip(text, levels):
        if clusters and unicodedata.category(c)[0] == "M":
            clusters[-1] = (clusters[-1][0] + c, clusters[-1][1])
        else:
            clusters.append((_MIRRORED.get(c, c) if level % 2 else c, level))
    order = list(range(len(clusters)))
    top = max((lvl for _, lvl in clusters), default=0)
    lowest_odd = min((lvl for _, lvl in clusters if lvl % 2), default=top + 1)
    for level in range(top, lowest_odd - 1, -1):  # rule L2
        i = 0
        while i < len(order):
            if clusters[order[i]][1] >= level:
                j = i
                while j < len(order) and clusters[order[j]][1] >= level:
                    j += 1
                order[i:j] = order[i:j][::-1]
                i = j
            else:
                i += 1
    return "".join(clusters[k][0] for k in order)


def _levels(text: str, rtl: bool) -> list[int]:
    """Embedding level of each character: rules W1-W7, N1-N2, I1-I2 of UAX #9 for one isolating run."""
    base = 1 if rtl else 0
    sos = "R" if rtl else "L"
    types = [unicodedata.bidirectional(c) or "L" for c in text]
    previous = sos
    for i, kind in enumerate(types):  # W1: a mark takes its base's type
        types[i] = previous if kind == "NSM" else kind
        previous = types[i]
    strong = sos
    for i, kind in enumerate(types):  # W2, W3: European digits after Arabic letters are Arabic numbers
        if kind in ("L", "R", "AL"):
            strong = kind
        elif kind == "EN" and strong == "AL":
            types[i] = "AN"
    types = ["R" if kind == "AL" else kind for kind in types]
    for i in range(1, len(types) - 1):  # W4: one separator between two numbers of a kind joins them
        before, kind, after = types[i - 1], types[i], types[i + 1]
        if before == after == "EN" and kind in ("ES", "CS") or before == after == "AN" and kind == "CS":
            types[i] = before
    for i, kind in enumerate(types):  # W5: currency and percent signs next to European digits
        if kind == "ET":
            j = i
            while j < len(types) and types[j] == "ET":
                j += 1
            if (i and types[i - 1] == "EN") or (j < len(types) and types[j] == "EN"):
                types[i:j] = ["EN"] * (j - i)
    types = ["ON" if kind in ("ES", "ET", "CS") else kind for kind in types]  # W6
    strong = sos
    for i, kind in enumerate(types):  # W7: European digits in a left-to-right context are left to right
        if kind in ("L", "R"):
            strong = kind
        elif kind == "EN" and strong == "L":
            types[i] = "L"
    i = 0
    while i < len(types):  # N1, N2: neutrals take their neighbours' direction if both agree, else the base
        if types[i] in ("L", "R", "EN", "AN"):
            i += 1
            continue
        j = i
        while j < len(types) and types[j] not in ("L", "R", "EN", "AN"):
            j += 1
        before = sos if i == 0 else ("R" if types[i - 1] in _NUMBERS else types[i - 1])
        after = sos if j == len(types) else ("R" if types[j] in _NUMBERS else types[j])
        types[i:j] = [before if before == after else sos] * (j - i)
        i = j
    levels = []
    for kind in types:  # I1, I2
        if base == 0:
            levels.append({"L": 0, "R": 1}.get(kind, 2))
        else:
            levels.append({"R": 1}.get(kind, 2))
    return levels


# ------------------------------------------------------------------------------------------ Arabic forms


@lru_cache(maxsize=1)
def _arabic_forms() -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    """({letter: {form: character}}, {alef: {form: lam-alef ligature}}) from the Unicode compatibility
    decompositions of the Arabic presentation form blocks."""
    letters: dict[str, dict[str, str]] = {}
    ligatures: dict[str, dict[str, str]] = {}
    for cp in [*range(0xFB50, 0xFE00), *range(0xFE70, 0xFF00)]:
        tag, *parts = unicodedata.decomposition(chr(cp)).split() or [""]
        form = tag.strip("<>")
        if form not in ("isolated", "final", "initial", "medial"):
            continue
        chars = [chr(int(p, 16)) for p in parts]
        if len(chars) == 1:
            letters.setdefault(chars[0], {}).setdefault(form, chr(cp))
        elif len(chars) == 2 and chars[0] == _LAM and chars[1] in _ALEFS:
            ligatures.setdefault(chars[1], {}).setdefault(form, chr(cp))
    return letters, ligatures


def _joining(c: str) -> str:
    """Joining type: 'D' joins both sides, 'R' only to the letter before it, 'C' causes joining, 'T' is
    transparent (a mark), 'U' does not join."""
    if c in _JOIN_CAUSING:
        return "C"
    forms = _arabic_forms()[0].get(c)
    if forms:
        return "D" if "initial" in forms or "medial" in forms else "R"
    category = unicodedata.category(c)
    return "T" if category in ("Mn", "Me") or (category == "Cf" and c != "\u200c") else "U"


def shape_arabic(text: str) -> str:
    """`text` with each Arabic letter replaced by its contextual presentation form (initial, medial, final,
    isolated) and lam-alef by its ligature; logical order kept. Letters with no presentation form stay."""
    letters, ligatures = _arabic_forms()
    kinds = [_joining(c) for c in text]

    def neighbour(i: int, step: int) -> int | None:
        i += step
        while 0 <= i < len(text) and kinds[i] == "T":
            i += step
        return i if 0 <= i < len(text) else None

    out, skip = [], set()
    for i, c in enumerate(text):
        if i in skip:
            continue
        if kinds[i] not in ("D", "R"):
            out.append(c)
            continue
        before, after = neighbour(i, -1), neighbour(i, +1)
        joins_before = before is not None and kinds[before] in ("D", "C")
        if c == _LAM and after is not None and text[after] in ligatures:
            form = "final" if joins_before else "isolated"
            ligature = ligatures[text[after]].get(form)
            if ligature:
                # Marks between lam and alef follow the ligature.
                out.append(ligature + text[i + 1:after])
                skip.update(range(i + 1, after + 1))
                continue
        joins_after = kinds[i] == "D" and after is not None and kinds[after] in ("D", "R", "C")
        form = {(True, True): "medial", (True, False): "final", (False, True): "initial"}.get(
            (joins_before, joins_after), "isolated")
        out.append(letters[c].get(form) or letters[c].get("isolated", c))
    return "".join(out)
