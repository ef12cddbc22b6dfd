"""Rebuild datenorm/generate/dateparser_months.py: the month names of dateparser's per-language translation data
(BSD-3-Clause) that neither CLDR nor the generator's own curated tables give, as the generator's training-time source.

    pip install 'dateparser>=1.2'   # (in the dev extras)
    python scripts/extract_dateparser_months.py

dateparser's authors added, language by language, the forms its users met: abbreviations without their dot ('tammik',
Thai 'มค'), cases ('siječnjem', Hebrew 'לינואר' with its preposition), older spellings ('يونيه'). A name is taken when
its phrase key is no key of the lexicon built without this table (so it adds what the model cannot read yet), it holds
no digit, it is no Roman numeral, and a name in Latin letters has four of them, or three with one not in ASCII ('únr';
'Oc', 'int', 'hat': too many words and codes are so short). A name the lexicon knows as another month is left out: the two sources disagree there.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import unicodedata
from pathlib import Path

import babel
import dateparser
import dateparser.data.date_translation_data as translations

import datenorm.generate.lexicon as lexicon_module
from datenorm.lexicon import phrase_key
from datenorm.vocab import normalize

OUT = Path(__file__).resolve().parent.parent / "datenorm" / "generate" / "dateparser_months.py"
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
_ROMAN = re.compile(r"[ivxlc]+")
HEADER = '''"""Month names from dateparser's translation data (dateparser {version}, BSD-3-Clause) that neither CLDR nor the
generator's own tables give: written by `scripts/extract_dateparser_months.py`, which says how they are chosen; do
not edit by hand. The generator writes dates with them (`everyday.dateparser_names`) and the lexicon reads them.

Copyright (c) 2014, Scrapinghub. All rights reserved.
Redistribution and use in source and binary forms, with or without modification, are permitted provided that the
following conditions are met: Redistributions of source code must retain the above copyright notice, this list of
conditions and the following disclaimer. Redistributions in binary form must reproduce the above copyright notice,
this list of conditions and the following disclaimer in the documentation and/or other materials provided with the
distribution. Neither the name of DateParser nor the names of its contributors may be used to endorse or promote
products derived from this software without specific prior written permission.
THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES,
INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY,
WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
"""

# What the table was extracted with: another babel gives other CLDR names to compare with, so other names.
SOURCES = {{"dateparser": {version!r}, "babel": {babel!r}}}

DATEPARSER_MONTHS: dict[str, dict[int, tuple[str, ...]]] = {{  # language: month: names
'''


def _wanted(name: str, known: dict[str, int]) -> bool:
    norm = normalize(name)
    key = phrase_key(norm)
    if len(key) < 2 or any(c.isdigit() for c in norm) or _ROMAN.fullmatch(key) or key in known:
        return False
    letters = [c for c in norm if c.isalpha()]
    if not any(unicodedata.name(c, "").startswith("LATIN") for c in letters):
        return True
    return len(letters) >= 4 or (len(letters) == 3 and not norm.isascii())


def extract() -> dict[str, dict[int, list[str]]]:
    committed = lexicon_module.DATEPARSER_MONTHS
    lexicon_module.DATEPARSER_MONTHS = {}  # compared with the lexicon built without the table being rebuilt
    try:
        known = lexicon_module.build_lexicon.__wrapped__().phrases
    finally:
        lexicon_module.DATEPARSER_MONTHS = committed
    table: dict[str, dict[int, list[str]]] = {}
    for module in sorted(m.name for m in pkgutil.iter_modules(translations.__path__)):
        info = importlib.import_module(f"{translations.__name__}.{module}").info
        language = module.split("-")[0]
        for month, key in enumerate(MONTHS, 1):
            for name in info.get(key, []):
                names = table.setdefault(language, {}).setdefault(month, [])
                if _wanted(name, known) and name.casefold() not in {n.casefold() for n in names}:
                    names.append(name)
    return {lang: {m: names for m, names in months.items() if names} for lang, months in table.items()
            if any(months.values())}


def main() -> None:
    table = extract()
    lines = [HEADER.format(version=dateparser.__version__, babel=babel.__version__)]
    for language, months in sorted(table.items()):
        entries = ", ".join(f"{m}: {tuple(names)!r}" for m, names in sorted(months.items()))
        lines.append(f"    {language!r}: {{{entries}}},\n")
    lines.append("}  # fmt: skip\n")
    OUT.write_text("".join(lines), encoding="utf-8")
    print(f"{OUT}: {sum(len(n) for m in table.values() for n in m.values())} names in {len(table)} languages")


if __name__ == "__main__":
    main()
