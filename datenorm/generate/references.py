"""Citations and references: a journal's year among its volume, issue and page numbers ('Lancet 1998; 351: 637–41',
'Phys. Rev. Lett. 96, 010401 (2006)', 'Historisk Tidskrift 1995:2, s. 201–230', 'Том 31, № 5, 2015') -> 'YYYY', and
with its month where one is written ('IEEE Trans. Inf. Theory, vol. 52, no. 4, Apr. 2006') -> 'YYYY-MM'.

A blind file of citations, registers and legal texts (hw22, 2026-11-26) read 90.5%: the model took a reference's
year for an identifier's number, or made a month and day of its volume and issue. Only the year (or month and year)
that the citation style itself marks is the date: the numbers around it are never a day or a month.
"""

from __future__ import annotations

from datetime import date

from datenorm.dates import to_iso
from datenorm.generate.context import Context, Draft
from datenorm.generate.english import en_month_name
from datenorm.locales import month_names

_JOURNALS = ("Lancet", "Nature", "Science", "JAMA", "BMJ", "N Engl J Med", "Ann Intern Med", "Cell", "PLoS One",
             "Phys. Rev. Lett.", "Phys. Rev. B", "J. Am. Chem. Soc.", "Angew. Chem.", "Proc. Natl. Acad. Sci. USA",
             "J. Biol. Chem.", "Tidsskr Nor Legeforen", "Ugeskr Laeger", "Lakartidningen", "Dtsch Arztebl Int",
             "Rev Esp Cardiol", "Med Clin (Barc)", "Presse Med", "Rev Med Suisse", "Ned Tijdschr Geneeskd",
             "Cas Lek Cesk", "Pol Arch Intern Med", "Orv Hetil", "Historisk Tidskrift", "Revue historique",
             "Historische Zeitschrift", "Rivista storica italiana", "Przegląd Historyczny", "Český časopis historický",
             "Revista de Occidente", "Вопросы истории", "Успехи физических наук", "Acta Math.", "Ann. of Math.",
             "Z. Phys.", "Il Nuovo Cimento", "Comptes Rendus", "Journal of Economic History", "Econometrica")
# {j} journal, {v} volume, {i} issue, {p}/{q} first and last page, {y} year; each a style in use somewhere
_YEAR_STYLES = ("{j} {y}; {v}: {p}–{q}", "{j} {y};{v}({i}):{p}-{q}", "{j} {v}, {p} ({y})", "{j} {v} ({y}) {p}–{q}",
                "{j}, vol. {v}, no. {i}, pp. {p}–{q}, {y}", "{j} {y}:{i}, s. {p}–{q}", "{j}. {y}. № {i}. С. {p}–{q}",
                "Том {v}, № {i}, {y}", "{j}, {v}({i}), {p}–{q} ({y})", "{j} ({y}) {v}, {p}–{q}",
                "{j} {v}:{p}–{q}, {y}", "{j}, t. {v}, n° {i}, {y}, p. {p}-{q}", "{j} {v} ({y}), Nr. {i}, S. {p}–{q}",
                "{j}, {y}, {v}({i}): {p}-{q}")  # fmt: skip
_MONTH_STYLES = ("{j}, vol. {v}, no. {i}, {mon} {y}", "{j} {v}({i}), {month} {y}", "{j}, {month} {y}, pp. {p}–{q}",
                 "{j} ({month} {y}), {v}:{p}")  # fmt: skip


def reference(ctx: Context, day: date) -> Draft | None:
    """A citation whose style marks its year (and, in English styles, its month)."""
    rng = ctx.rng
    first = rng.randint(1, 2400)
    fields = {"j": rng.choice(_JOURNALS), "v": rng.randint(1, 420), "i": rng.randint(1, 12), "p": first,
              "q": first + rng.randint(2, 40), "y": day.year}
    if ctx.pools.en and rng.random() < 0.2:  # (English month names: only where English locales are asked for)
        text = rng.choice(_MONTH_STYLES).format(**fields, month=month_names("en")[day.month],
                                                mon=en_month_name(rng, day.month))
        order = rng.choice(("MDY", "DMY"))
        return Draft(text, to_iso(day.year, day.month), rng.choice(ctx.pools.en[order]), order)
    return Draft(rng.choice(_YEAR_STYLES).format(**fields), to_iso(day.year), "und", "YMD")
