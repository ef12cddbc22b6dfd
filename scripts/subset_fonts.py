"""Rebuild datenorm/fonts/: Noto subsets that draw every character a date can show in a heatmap.

The characters are those of every babel (CLDR) locale's month and weekday names, eras, day periods, quarters,
names of date fields ('ខែ', '지난달'), date patterns and number symbols, the shipped models' input vocabularies
and lexicon phrases, the CJK date words datenorm writes or reads (年月日, 曜日, 令和, 民國...), each with its
upper and lower case, the ten digits of every script among them, the whole alphabet of each such script with
at most `ALPHABET` letters and marks, and the Arabic presentation forms (drawn where matplotlib cannot shape
Arabic itself). DejaVu Sans comes with matplotlib and draws most Latin, Greek, Cyrillic, Arabic, Hebrew,
Armenian, Georgian, Lao, N'Ko, Tifinagh and Canadian syllabics; the subsets hold only what it lacks.

Scripts that shape (Devanagari conjuncts, Tibetan stacks, Myanmar medials) keep the glyphs their rules reach
from the words of that vocabulary, not from every combination of its letters: that halves their size, and a
word outside it still draws, letter by letter, with at worst a visible virama.

Sources are Noto fonts (Debian's fonts-noto-core and fonts-noto-cjk), in preference order: a character goes
to the first source that has it; '#N' picks face N of a .ttc collection. datenorm/fonts/README.md gives the
exact command. The CJK source (CFF outlines) becomes DatenormNotoSansCJK-Regular.otf; the TrueType ones are
subset one by one and merged into DatenormNotoSans-Regular.ttf. Hinting is dropped: matplotlib draws unhinted.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CJK_FAMILY = "Datenorm Noto Sans CJK"
FAMILY = "Datenorm Noto Sans"

# Dates written in Han characters: numerals, units, weekdays, eras (Japanese, Minguo, Buddhist), relative days,
# the squared era names and telegraph month and day signs NFKC reads, full-width punctuation around them.
CJK_DATE_WORDS = ("〇一二三四五六七八九十百千万零壹贰貳叁參肆伍陆陸柒捌玖拾廿卅卌"
                  "年月日号號時时分秒星期曜週周礼禮拜天初旬上中下午前後后半今昨明去来來"
                  "元西暦曆纪紀公民國国中華华明治大正昭和平成令佛仏歷历度第"
                  "㍾㍽㍼㍻㋿㏠㏡㏢㏣㏤㏥㏦㏧㏨㏩㏪㏫㏬㏭㏮㏯㏰㏱㏲㏳㏴㏵㏶㏷㏸㏹㏺㏻㏼㏽㏾㋀㋁㋂㋃㋄㋅㋆㋇㋈㋉㋊㋋"
                  "（）：／－　、。・")
# What a shaper needs from the same font: the joiners, the dotted circle it draws under a stray mark.
SHAPING = {0x200C, 0x200D, 0x25CC}
# Han glyph variants matplotlib never asks for: vertical forms and the JP/KR/TC shapes of the SC face.
CJK_DROPPED_FEATURES = {"locl", "vert", "vrt2", "valt", "vhal", "vkrn", "vpal", "vchw"}
ALPHABET = 150  # letters and marks of a script small enough to ship whole: 1.1 MB of fonts become 1.3 MB
NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # copyright, names, version, license and its address


def _strings(value) -> list[str]:
    """Every string in a nest of babel mappings; a date pattern's text ("d 'de' MMMM")."""
    if isinstance(value, str):
        return [value]
    if isinstance(getattr(value, "pattern", None), str):
        return [value.pattern]
    if hasattr(value, "values"):
        return [s for v in value.values() for s in _strings(v)]
    return []


def babel_words() -> set[str]:
    """Every CLDR locale's date words (months, weekdays, eras, day periods, quarters, the names and relative
    phrases of year, month, week and day: Khmer 'ខែ', Korean '지난달'), date patterns and number symbols."""
    import babel.localedata
    from babel import Locale

    words: set[str] = set()
    for ident in babel.localedata.locale_identifiers():
        locale = Locale.parse(ident)
        for attr in ("months", "days", "eras", "day_periods", "quarters", "number_symbols", "date_formats",
                     "datetime_skeletons"):
            words.update(_strings(getattr(locale, attr)))
        words.update(_strings(locale._data.get("date_fields", {})))
    return words


def model_words(models: Path) -> set[str]:
    """Input vocabulary (one word a character) and lexicon phrases of every shipped model."""
    words: set[str] = set()
    for card in sorted(models.glob("*/model.json")):
        data = json.loads(card.read_text(encoding="utf-8"))
        words.update(data["vocab"]["chars"])
        words.update(data.get("lexicon", {}).get("phrases", {}))
    return words


def date_words(models: Path) -> set[str]:
    """Single words (space-separated) of everything a date may show, in their written and case forms."""
    words = set()
    for text in babel_words() | model_words(models) | set(CJK_DATE_WORDS):
        for word in text.split():
            words.update((word, word.upper(), word.lower(), word.title()))
    return words


def _script(codepoint: int) -> str:
    """First word of the character's name, which for letters and digits names the script: 'ARABIC' for both
    U+0645 ARABIC LETTER MEEM and U+0663 ARABIC-INDIC DIGIT THREE."""
    name = unicodedata.name(chr(codepoint), "?").removeprefix("EXTENDED ")
    return name.replace("-", " ").split()[0]


def digits_of(scripts: set[str]) -> set[int]:
    """The ten decimal digits of every script in `scripts`: native digits are written where names are."""
    found = set()
    for cp in range(0x110000):
        ch = chr(cp)
        if unicodedata.category(ch) == "Nd" and unicodedata.decimal(ch) == 0 and _script(cp) in scripts:
            found.update(range(cp, cp + 10))
    return found


def arabic_forms(codepoints: set[int]) -> set[int]:
    """Presentation forms (initial, medial, final, isolated) of the Arabic letters in `codepoints`, and the
    lam-alef ligatures: what `datenorm.serve.bidi.shape_arabic` writes. Other ligatures are never asked for."""
    found = set()
    for cp in [*range(0xFB50, 0xFE00), *range(0xFE70, 0xFF00)]:
        tag, *parts = unicodedata.decomposition(chr(cp)).split() or [""]
        letters = [int(p, 16) for p in parts]
        if (tag in ("<isolated>", "<final>", "<initial>", "<medial>") and all(p in codepoints for p in letters)
                and (len(letters) == 1 or (len(letters) == 2 and letters[0] == 0x0644))):
            found.add(cp)
    return found


def alphabets_of(scripts: set[str]) -> set[int]:
    """Every letter and mark of each script in `scripts` that has at most `ALPHABET` of them (Thai, Khmer,
    Devanagari and the other Indic scripts, Tibetan, kana...; not Han, Hangul, Yi, Ethiopic, Arabic, Myanmar,
    Vai or Cherokee): a word no date list holds, such as Thai 'วันที่', still draws."""
    by_script: dict[str, list[int]] = defaultdict(list)
    for cp in range(0x30000):
        if unicodedata.category(chr(cp))[0] in "LM":
            by_script[_script(cp)].append(cp)
    return {cp for script in scripts if len(by_script[script]) <= ALPHABET for cp in by_script[script]}


def date_characters(words: set[str]) -> set[int]:
    """Visible code points of `words`, the digits of their scripts and Arabic presentation forms."""
    cps = {ord(c) for word in words for c in word if unicodedata.category(c)[0] not in "CZ"}
    cps |= digits_of({_script(cp) for cp in cps})
    return cps | arabic_forms(cps)


def _open(source: str):
    from fontTools.ttLib import TTFont

    path, _, index = source.partition("#")
    return TTFont(path, fontNumber=int(index or 0), recalcTimestamp=False)


def assign(needed: set[int], wanted: set[int], sources: list[str], skip: set[int]) -> dict[str, set[int]]:
    """{source: code points it draws}: each needed or wanted code point not in `skip` goes to the first source
    that has it; a needed one no source has is reported."""
    cmaps = {source: set(_open(source).getBestCmap()) for source in sources}
    chosen: dict[str, set[int]] = defaultdict(set)
    missing = Counter()
    for cp in sorted((needed | wanted) - skip):
        source = next((s for s in sources if cp in cmaps[s]), None)
        if source is not None:
            chosen[source].add(cp)
        elif cp in needed:
            missing[_script(cp)] += 1
    if missing:
        print(f"no source has {sum(missing.values())} characters: {dict(missing)}", file=sys.stderr)
    return chosen


def _options(features):
    from fontTools import subset as fts

    options = fts.Options()
    options.layout_features = sorted(features)
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = NAME_IDS
    options.drop_tables += ["DSIG", "BASE", "VORG", "vhea", "vmtx"]
    return options


def word_glyphs(source: str, words: set[str], codepoints: set[int], features) -> set[str] | None:
    """Glyphs the font's shaping rules reach from each word alone (its letters among `codepoints`), united;
    None where this fontTools cannot tell (the subset then keeps the closure over all the letters)."""
    from fontTools import subset as fts

    font = _open(source)
    try:
        # Private steps of Subsetter.subset(): run the closure once per word on a font pruned once.
        fts.Subsetter(_options(features))._prune_pre_subset(font)
        glyphs: set[str] = set()
        for word in words:
            letters = {ord(c) for c in word} & codepoints
            if letters:
                subsetter = fts.Subsetter(_options(features))
                subsetter.populate(unicodes=letters | SHAPING)
                subsetter._closure_glyphs(font)
                glyphs |= subsetter.glyphs_retained
        return glyphs
    except AttributeError:
        return None


def subset(source: str, codepoints: set[int], words: set[str]):
    """The source font cut down to `codepoints` and the glyphs its shaping rules reach from the words."""
    from fontTools import subset as fts

    font = _open(source)
    features = set(fts.Options().layout_features)  # fontTools' default: every script's shaping features
    if "CFF " in font:
        features -= CJK_DROPPED_FEATURES
        glyphs = None
    else:
        glyphs = word_glyphs(source, words, codepoints, features)
    options = _options(features)
    if glyphs is not None:
        options.layout_closure = False  # the words' closure above is the one kept
    subsetter = fts.Subsetter(options)
    subsetter.populate(glyphs=glyphs or (), unicodes=codepoints | SHAPING)
    subsetter.subset(font)
    return font


def rename(font, family: str, sources: list[str], copyrights: list[str]) -> None:
    """Give the subset a family of its own, so it never stands in for (or is taken for) the full Noto font;
    the copyright notice names every source's holders."""
    name = font["name"]
    name.setName("; ".join(dict.fromkeys(copyrights)), 0, 3, 1, 0x409)
    postscript = family.replace(" ", "") + "-Regular"
    version = (name.getDebugName(5) or "").split(";")[0]
    note = ", ".join(Path(s.partition("#")[0]).name for s in sources)
    for name_id, value in ((1, family), (2, "Regular"), (3, f"{postscript};{version};datenorm subset"),
                           (4, f"{family} Regular"), (5, f"{version}; datenorm subset of {note}"), (6, postscript)):
        name.setName(value, name_id, 3, 1, 0x409)
    name.names = [n for n in name.names if n.nameID in NAME_IDS and (n.platformID, n.langID) == (3, 0x409)]


def merge(paths: list[Path], out: Path) -> None:
    """Merge TrueType subsets (all 1000 units per em) into one font file."""
    from fontTools.merge import Merger, Options

    Merger(Options(drop_tables=["vmtx", "vhea"])).merge([str(p) for p in paths]).save(out)


def build(sources: list[str], out: Path, models: Path) -> list[Path]:
    """Write the CJK subset and the merged subset of the other sources into `out`; returns their paths."""
    from fontTools.ttLib import TTFont
    from matplotlib import font_manager

    words = date_words(models)
    dejavu = set(TTFont(font_manager.findfont("DejaVu Sans")).getBestCmap())
    needed = date_characters(words)
    wanted = alphabets_of({_script(cp) for cp in needed} - {"COMBINING", "MODIFIER"})
    chosen = assign(needed, wanted, sources, skip=dejavu)
    out.mkdir(parents=True, exist_ok=True)
    written, parts, copyrights = [], [], []
    for i, source in enumerate(s for s in sources if chosen.get(s)):
        font = subset(source, chosen[source], words)
        scripts = Counter(_script(cp) for cp in chosen[source])
        print(f"{Path(source).name}: {len(chosen[source])} characters, {len(font.getGlyphOrder())} glyphs "
              f"({', '.join(f'{k} {v}' for k, v in scripts.most_common(4))})")
        if "CFF " in font:
            rename(font, CJK_FAMILY, [source], [font["name"].getDebugName(0)])
            path = out / (CJK_FAMILY.replace(" ", "") + "-Regular.otf")
            font.save(path)
            written.append(path)
        else:
            parts.append((source, out / f".part{i:02d}.ttf"))
            copyrights.append(font["name"].getDebugName(0))
            font.save(parts[-1][1])
    if parts:
        path = out / (FAMILY.replace(" ", "") + "-Regular.ttf")
        merge([p for _, p in parts], path)
        font = TTFont(path, recalcTimestamp=False)
        rename(font, FAMILY, [s for s, _ in parts], copyrights)
        # The merge stamps the current time; the newest source's dates keep the bytes reproducible.
        heads = [TTFont(part, lazy=True)["head"] for _, part in parts]
        font["head"].created = font["head"].modified = max(h.modified for h in heads)
        font.save(path)
        for _, part in parts:
            part.unlink()
        written.append(path)
    for path in written:
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sources", nargs="+", help="Noto font files in preference order; 'x.ttc#2' picks a face")
    parser.add_argument("--out", type=Path, default=ROOT / "datenorm" / "fonts", help="default: datenorm/fonts")
    parser.add_argument("--models", type=Path, default=ROOT / "datenorm" / "models",
                        help="folder of shipped models whose vocabularies to cover; default: datenorm/models")
    args = parser.parse_args(argv)
    build(args.sources, args.out, args.models)
    return 0


if __name__ == "__main__":
    sys.exit(main())
