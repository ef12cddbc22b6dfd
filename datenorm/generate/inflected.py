"""Month names in the cases CLDR does not list: the locative and its kin, 'in May' as Slavic, Finnish and
Hungarian write it ('v březnu 2015', 'u svibnju 2015.', 'w maju 2015 roku', 'в мае 2015 года',
'toukokuussa 2015', '2015. májusban'). CLDR gives the nominative (stand-alone) and usually the genitive
(format); held-out text writes these too, and the model read 'v březnu 2015' as November.

The tables are written out here (curated, from each language's grammar) since no package we use has them.
"""

from __future__ import annotations

from datetime import date

from datenorm.dates import to_iso
from datenorm.generate.context import Context, Draft

_MONTHS_IN = {  # language: the twelve months in the case that says 'in <month>', with its preposition
    "cs": ("v lednu", "v únoru", "v březnu", "v dubnu", "v květnu", "v červnu", "v červenci", "v srpnu", "v září",
           "v říjnu", "v listopadu", "v prosinci"),
    "sk": ("v januári", "vo februári", "v marci", "v apríli", "v máji", "v júni", "v júli", "v auguste",
           "v septembri", "v októbri", "v novembri", "v decembri"),
    "pl": ("w styczniu", "w lutym", "w marcu", "w kwietniu", "w maju", "w czerwcu", "w lipcu", "w sierpniu",
           "we wrześniu", "w październiku", "w listopadzie", "w grudniu"),
    "hr": ("u siječnju", "u veljači", "u ožujku", "u travnju", "u svibnju", "u lipnju", "u srpnju", "u kolovozu",
           "u rujnu", "u listopadu", "u studenom", "u prosincu"),
    "ru": ("в январе", "в феврале", "в марте", "в апреле", "в мае", "в июне", "в июле", "в августе", "в сентябре",
           "в октябре", "в ноябре", "в декабре"),
    "uk": ("у січні", "у лютому", "у березні", "у квітні", "у травні", "у червні", "у липні", "у серпні",
           "у вересні", "у жовтні", "у листопаді", "у грудні"),
    "fi": ("tammikuussa", "helmikuussa", "maaliskuussa", "huhtikuussa", "toukokuussa", "kesäkuussa", "heinäkuussa",
           "elokuussa", "syyskuussa", "lokakuussa", "marraskuussa", "joulukuussa"),
    "hu": ("januárban", "februárban", "márciusban", "áprilisban", "májusban", "júniusban", "júliusban",
           "augusztusban", "szeptemberben", "októberben", "novemberben", "decemberben"),
}  # fmt: skip
_TEMPLATES = {  # how a month and year are written with that case
    "cs": ("{m} {y}", "{m} roku {y}", "{m} {y}."), "sk": ("{m} {y}", "{m} roku {y}"),
    "pl": ("{m} {y}", "{m} {y} roku", "{m} {y} r."), "hr": ("{m} {y}.", "{m} {y}", "{m} {y}. godine"),
    "ru": ("{m} {y} года", "{m} {y} г.", "{m} {y}"), "uk": ("{m} {y} року", "{m} {y} р.", "{m} {y}"),
    "fi": ("{m} {y}", "vuoden {y} {m}"), "hu": ("{y}. {m}", "{y} {m}"),
}  # fmt: skip
_CAPITAL_SHARE = 0.2  # at the start of a sentence: 'V březnu 2015', 'Toukokuussa 2015'


def month_in(ctx: Context, day: date) -> Draft | None:
    """'in <month> <year>' in a language whose months take a case for it: 'v březnu 2015' -> '2015-03'."""
    langs = sorted(lang for lang in _MONTHS_IN if lang in ctx.pools.languages)
    if not langs:
        return None
    rng = ctx.rng
    lang = rng.choice(langs)
    month = _MONTHS_IN[lang][day.month - 1]
    text = rng.choice(_TEMPLATES[lang]).format(m=month, y=day.year)
    if rng.random() < _CAPITAL_SHARE:
        text = text[0].upper() + text[1:]
    order = "YMD" if lang == "hu" else "DMY"
    return Draft(text, to_iso(day.year, day.month), rng.choice(ctx.pools.languages[lang]), order)
