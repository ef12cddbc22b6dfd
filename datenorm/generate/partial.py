"""Partial dates at their real precision: month and year ('May 1999', 'mai 1999', '1999年5月', '05/1999' ->
'1999-05') and the year alone ('in 1999', '1999 г.' -> '1999')."""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from datenorm.dates import roman_numeral, to_iso, two_digit_year_ok
from datenorm.generate.cldr import MONTH_SKELETONS, YEAR_SKELETONS, cldr_format
from datenorm.locales import babel_locale, month_names
from datenorm.readings import year_written
from datenorm.vocab import normalize
from datenorm.generate.context import Context, Draft
from datenorm.generate.english import en_month_name
from datenorm.generate.languages import CJK_MONTH, CJK_YEAR, cjk_text
from datenorm.generate.numerals import NUMERAL_ORDERS

_EN_MONTH_YEAR = ("{month} {y}", "{mon} {y}", "{month}, {y}", "{mon} {yy}", "in {month} {y}", "{month} of {y}",
                  "{mon}-{y}", "{mon}-{y2}")  # fmt: skip
_EN_YEAR = ("in {y}", "the year {y}", "year {y}", "{y} AD", "AD {y}", "{y} CE", "since {y}", "Year: {y}",
            "circa {y}", "c. {y}", "ca. {y}", "around {y}",
            # words that make a year of the number beside them, as the fiscal and school years and the weeks
            # among the negatives do not: a run taught those read 'Copyright © 2008' and 'Class of 2012' as none
            "Copyright © {y}", "© {y}", "(c) {y}", "Class of {y}", "Vintage {y}", "Est. {y}", "Founded in {y}",
            "Built {y}", "Born {y}", "established {y}", "Established in {y}", "founded {y}", "Since {y}",
            # a page's copyright line names its owner too ('© 2021 Acme Corp. All rights reserved.')
            "© {y} {owner}", "© {owner} {y}", "Copyright © {y} {owner}. All rights reserved.", "(c) {y} {owner}")
# Owners of web pages, news sites and apps, as their copyright lines name them
_OWNERS = ("Acme Corp.", "Globex Inc.", "Northwind Traders", "The Guardian", "Le Monde", "Axel Springer SE",
           "Mediaset S.p.A.", "Grupo Prisa", "Yle", "NRK", "Sanoma Media B.V.", "Schibsted ASA", "Nikkei Inc.",
           "Naver Corp.", "Tencent", "Wikimedia Foundation", "Apple Inc.", "Microsoft Corporation",
           "Google LLC", "Example GmbH", "Muster AG", "Société Générale", "Banco Santander, S.A.", "ООО «Ромашка»",
           "Yandex LLC", "BBC", "ZEIT ONLINE", "FAZ.NET", "ANSA", "Reuters", "All rights reserved")


def _partial_en(ctx: Context, day: date, templates: tuple[str, ...], target: str) -> Draft | None:
    if not ctx.pools.en:
        return None
    order = ctx.rng.choice(("MDY", "DMY"))
    template = ctx.rng.choice(templates)
    if not two_digit_year_ok(day.year):
        template = template.replace("{yy}", "{y}").replace("{y2}", "{y}")
    text = template.format(
        month=month_names("en")[day.month], mon=en_month_name(ctx.rng, day.month), y=day.year,
        owner=ctx.rng.choice(_OWNERS) if "{owner}" in template else "",
        yy=f"'{day.year % 100:02d}", y2=f"{day.year % 100:02d}",
    )  # fmt: skip
    return Draft(text, target, ctx.rng.choice(ctx.pools.en[order]), order)


_LOCALIZED_MONTH_YEAR = {  # month names stand-alone; Russian and Polish need cases CLDR lacks here
    "fr": ("{month} {y}", "en {month} {y}"), "es": ("{month} de {y}", "en {month} de {y}", "{month} {y}"),
    "de": ("{month} {y}", "im {month} {y}"), "it": ("{month} {y}", "a {month} {y}"),
    "pt": ("{month} de {y}", "em {month} de {y}"), "nl": ("{month} {y}", "in {month} {y}"), "tr": ("{month} {y}",),
    "sv": ("{month} {y}", "i {month} {y}"),
}  # fmt: skip
# (with 'about' and 'since', as a year is written in catalogues and prose: 'vers 1450' and 'um 1200' were no date)
_LOCALIZED_YEAR = {
    "fr": ("en {y}", "l'an {y}", "année {y}", "vers {y}", "vers l'an {y}", "depuis {y}"),
    "es": ("en {y}", "en el año {y}", "año {y}", "hacia {y}", "hacia el año {y}", "desde {y}"),
    "de": ("im Jahr {y}", "Jahr {y}", "um {y}", "ca. {y}", "seit {y}"),
    "it": ("nel {y}", "anno {y}", "intorno al {y}", "verso il {y}", "dal {y}"),
    "pt": ("em {y}", "no ano de {y}", "por volta de {y}", "desde {y}"),
    "nl": ("in {y}", "jaar {y}", "omstreeks {y}", "rond {y}", "sinds {y}"),
    "ru": ("в {y} году", "{y} год", "{y} г.", "около {y} года", "с {y} года"),
    "pl": ("w {y} roku", "{y} r.", "około {y} roku", "ok. {y} r.", "od {y} roku"),
    "tr": ("{y} yılında", "{y} yılı", "{y} civarında", "{y} yılından beri"),
    "sv": ("år {y}", "i {y}", "omkring {y}", "ca {y}", "sedan {y}"),
}  # fmt: skip


def _partial_localized(ctx: Context, day: date, templates: dict[str, tuple[str, ...]], target: str) -> Draft | None:
    langs = sorted(lang for lang in ctx.pools.localized if lang in templates)
    if not langs:
        return None
    lang = ctx.rng.choice(langs)
    loc = ctx.rng.choice(ctx.pools.localized[lang])
    month = month_names(loc, "wide", "stand-alone")[day.month]
    return Draft(ctx.rng.choice(templates[lang]).format(month=month, y=day.year), target, loc, "DMY")


_WRITTEN = {  # precision: (English templates, localized templates, CLDR skeletons, CJK templates)
    "month": (_EN_MONTH_YEAR, _LOCALIZED_MONTH_YEAR, MONTH_SKELETONS, CJK_MONTH),
    "year": (_EN_YEAR, _LOCALIZED_YEAR, YEAR_SKELETONS, CJK_YEAR),
}


def _in_words(ctx: Context, day: date, kind: str, precision: str, target: str) -> Draft | None:
    """A partial date in English, a major language, a CLDR skeleton or CJK ('en', 'localized', 'cldr', 'cjk')."""
    en, localized, skeletons, cjk = _WRITTEN[precision]
    if kind == "en":
        return _partial_en(ctx, day, en, target)
    if kind == "localized":
        return _partial_localized(ctx, day, localized, target)
    if kind == "cldr":
        return cldr_format(ctx, day, skeletons, target)
    made = cjk_text(ctx, day, cjk)
    return made and Draft(made[0], target, made[1], "YMD")


EXPIRY_SHARE = 0.1  # of numeric month-year rows
_EXPIRY_WORDS = ("exp.", "Exp.", "EXP", "exp", "Exp:", "Expires", "expiry", "Expiry date:", "Valid thru", "VALID THRU",
                 "valid thru", "Good thru", "valable jusqu'à", "válido hasta", "gültig bis", "Gültig bis:", "scad.",
                 "Validade:", "Vence:", "Vervaldatum:", "Ważna do:", "有効期限", "유효기간", "Son kullanma:")


def partial_month(ctx: Context, day: date) -> Draft | None:
    """Month and year only: 'May 1999', 'mai 1999', '1999年5月', '05/1999', '1999-05' -> 'YYYY-MM'."""
    rng = ctx.rng
    target = to_iso(day.year, day.month)
    kind = rng.choices(("en", "cldr", "numeric", "cjk", "localized"), (0.28, 0.3, 0.25, 0.08, 0.09))[0]
    if kind != "numeric":
        return _in_words(ctx, day, kind, "month", target)
    if rng.random() < EXPIRY_SHARE and two_digit_year_ok(day.year):
        # A card's or a product's expiry: the month and the year's last two digits after the word that says so
        # ('exp. 08/27', 'VALID THRU 04/26'); alone, '08/27' is a day and a month
        return Draft(f"{rng.choice(_EXPIRY_WORDS)} {day.month:02d}/{day.year % 100:02d}", target, "und", "MDY")
    order = rng.choices([o for o, _ in NUMERAL_ORDERS], [w for _, w in NUMERAL_ORDERS])[0]
    sep = rng.choice(("/", "-", ".") if order == "YMD" else ("/", "/", "-", "."))
    m = f"{day.month:02d}" if sep == "." or rng.random() < 0.7 else str(day.month)  # '7.1999' reads as a number
    text = f"{day.year}{sep}{m}" if order == "YMD" else f"{m}{sep}{day.year}"
    return Draft(text, target, "und", order)


def partial_year(ctx: Context, day: date) -> Draft | None:
    """The year alone: '1999', 'in 1999', '1999年', '1999 г.', 'Anno MCMXCIX' -> 'YYYY'. A bare two-digit year is not
    a date."""
    target = to_iso(day.year)
    kind = ctx.rng.choices(("bare", "en", "cldr", "cjk", "localized", "roman"), (0.25, 0.3, 0.2, 0.1, 0.15, 0.03))[0]
    if kind == "roman":
        return _roman_year(ctx, day)
    if kind != "bare":
        return _in_words(ctx, day, kind, "year", target)
    return Draft(str(day.year), target, "und", "YMD")


# Where years are written in Roman numerals: inscriptions, title pages, film credits, cornerstones. A short
# numeral alone ('MD', 'CV', 'MIX') is a word or an abbreviation, so a bare one has at least five letters.
_ROMAN_YEAR_FORMS = ("Anno {r}", "ANNO {r}", "Anno Domini {r}", "A.D. {r}", "AD {r}", "anno {r}", "© {r}",
                     "Copyright {r}", "{r}", "Année {r}", "Anno {r}.", "Jahr {r}", "año {r}")


def _roman_year(ctx: Context, day: date) -> Draft | None:
    """'Anno MDCCLXXVI', 'A.D. MCMXCIX', '© MMXIV', 'MCMLXXXIV' -> 'YYYY'."""
    r = roman_numeral(day.year)
    template = ctx.rng.choice(_ROMAN_YEAR_FORMS)
    if template == "{r}" and len(r) < 5:
        return None
    text = template.format(r=r)
    return Draft(text.lower() if ctx.rng.random() < 0.1 else text, to_iso(day.year), "und", "YMD")


# A year with the word or particle a language writes around it: case endings, postpositions, 'in the year'.
# Hand-written where CLDR has none (CLDR's year-only skeleton is the bare number in most locales).
_PLAIN_YEAR_WORDS = {
    "fi": ("vuonna {y}", "vuoden {y} aikana", "{y}"), "et": ("aastal {y}", "{y}. aastal", "{y}. a."),
    "lv": ("{y}. gadā", "{y}. gads"), "lt": ("{y} m.", "{y} metais", "{y} metų"), "hu": ("{y}-ben", "{y}-ban",
    "{y}. évben", "{y}. év"), "cs": ("v roce {y}", "roku {y}", "rok {y}"), "sk": ("v roku {y}", "roku {y}"),
    "sl": ("leta {y}", "v letu {y}"), "hr": ("{y}. godine", "godine {y}.", "u {y}. godini"),
    "sr": ("{y}. године", "{y}. godine"), "bg": ("през {y} г.", "{y} г.", "{y} година"),
    "uk": ("у {y} році", "{y} рік", "{y} р."), "be": ("у {y} годзе", "{y} г."), "mk": ("во {y} година",),
    "ro": ("în anul {y}", "în {y}", "anul {y}"), "el": ("το {y}", "το έτος {y}", "{y} μ.Χ."),
    "sq": ("në vitin {y}",), "ka": ("{y} წელს", "{y} წ."), "hy": ("{y} թվականին", "{y} թ."),
    "az": ("{y}-ci ildə", "{y}-cü ildə", "{y} il"), "kk": ("{y} жылы", "{y} ж."), "uz": ("{y} yilda", "{y}-yil"),
    "mn": ("{y} онд", "{y} он"), "he": ("בשנת {y}", "שנת {y}"), "ar": ("عام {y}", "سنة {y}", "{y}م"),
    "fa": ("سال {y}", "در سال {y}"), "hi": ("वर्ष {y}", "सन {y}", "{y} में"),
    "ur": ("سال {y}", "{y} میں", "{y}ء", "{y}ء میں", "سن {y}ء", "{y} عیسوی"),  # 'ء' for عیسوی, 'of the Christian era'
    "bn": ("{y} সালে", "{y} সাল"), "ta": ("{y} ஆம் ஆண்டு", "{y}-இல்"), "th": ("ปี {y}", "ใน ปี {y}"),
    "vi": ("năm {y}", "vào năm {y}"), "id": ("tahun {y}", "pada tahun {y}"), "ms": ("tahun {y}", "pada {y}"),
    "fil": ("noong {y}", "taong {y}"), "sw": ("mwaka {y}", "mwaka wa {y}"), "ja": ("{y}年に", "西暦{y}年"),
    "zh": ("{y}年", "公元{y}年", "{y}年间"), "ko": ("{y}년에", "서기 {y}년"), "ca": ("l'any {y}", "el {y}"),
    "eu": ("{y}an", "{y}ko", "{y}. urtean", "{y}. urtea"), "mt": ("fl-{y}", "fis-sena {y}", "sena {y}"),
    "es": ("en {y}", "en el año {y}", "año {y}", "del año {y}"), "fr": ("en {y}", "en l'an {y}", "l'année {y}"),
    "it": ("nel {y}", "anno {y}", "nell'anno {y}"), "pt": ("em {y}", "no ano de {y}", "ano de {y}"),
    "de": ("im Jahr {y}", "im Jahre {y}", "Jahr {y}"), "nl": ("in {y}", "in het jaar {y}", "jaar {y}"),
    "pl": ("w {y} roku", "w roku {y}", "{y} r.", "rok {y}"), "ru": ("в {y} году", "{y} год", "в {y} г."),
    "tr": ("{y} yılında", "{y} yılı", "{y}'{tr_in}", "{y}'{tr_from}"), "sv": ("år {y}", "i {y}", "under {y}"),
    "gl": ("en {y}", "no ano {y}"), "af": ("in {y}", "in die jaar {y}"), "lb": ("am Joer {y}",),
    "cy": ("yn {y}", "ym {y}"), "ga": ("i {y}", "sa bhliain {y}"), "da": ("i {y}", "år {y}"),
    "nb": ("i {y}", "året {y}"), "is": ("árið {y}",),
    "zu": ("ngo-{y}", "ngonyaka ka-{y}"), "xh": ("ngo-{y}", "ngonyaka ka-{y}"),
    "ha": ("a shekarar {y}", "shekarar {y}"), "yo": ("ní ọdún {y}", "ọdún {y}"), "so": ("sannadkii {y}", "sanadka {y}"),
    "rw": ("mu mwaka wa {y}", "umwaka wa {y}"),
}  # fmt: skip
# A year given as about right ('omkring 1995', 'khoảng năm 2005', 'ongeveer 1995', '1995年頃'): a blind file's columns
# held them, and the model read 'ongeveer 1995' as 1995-12-31 and 'approx. 1995' as April.
_ABOUT_YEARS = {
    "en": ("about {y}", "approx. {y}", "approximately {y}", "roughly {y}", "~{y}", "~ {y}", "c.{y}", "circa {y}"),
    "da": ("omkring {y}", "ca. {y}"), "nb": ("omkring {y}", "rundt {y}", "ca. {y}"), "sv": ("omkring {y}", "cirka {y}"),
    "fi": ("noin vuonna {y}", "n. {y}"), "et": ("umbes {y}", "umbes aastal {y}"), "lv": ("apmēram {y}. gadā",),
    "lt": ("apie {y} m.",), "hu": ("{y} körül", "kb. {y}"), "cs": ("kolem roku {y}", "cca {y}"),
    "sk": ("okolo roku {y}", "cca {y}"), "sl": ("okoli leta {y}",), "hr": ("oko {y}.", "oko {y}. godine"),
    "sr": ("око {y}. године",), "bg": ("около {y} г.",), "uk": ("близько {y} року", "бл. {y} р."),
    "ru": ("около {y} года", "ок. {y} г.", "примерно в {y} году"), "pl": ("około {y} roku", "ok. {y}"),
    "ro": ("în jurul anului {y}", "cca. {y}"), "el": ("περίπου το {y}", "γύρω στο {y}"), "he": ("בסביבות {y}",),
    "ar": ("حوالي عام {y}", "نحو عام {y}"), "fa": ("حدود سال {y}",), "hi": ("लगभग {y}",),
    "vi": ("khoảng năm {y}", "khoảng {y}"), "id": ("sekitar tahun {y}", "kira-kira tahun {y}"), "ms": ("sekitar {y}",),
    "tr": ("{y} civarında", "yaklaşık {y}"), "ja": ("{y}年頃", "{y}年ごろ"), "zh": ("约{y}年", "大约{y}年", "{y}年左右"),
    "ko": ("{y}년경", "{y}년쯤"), "th": ("ประมาณปี {y}",), "ca": ("cap al {y}",),
    "es": ("alrededor de {y}", "aprox. {y}", "hacia {y}"), "pt": ("por volta de {y}", "cerca de {y}", "aprox. {y}"),
    "it": ("intorno al {y}", "circa {y}"), "fr": ("vers {y}", "environ {y}"), "de": ("um {y}", "etwa {y}", "ca. {y}"),
    "nl": ("omstreeks {y}", "ongeveer {y}", "rond {y}", "ca. {y}"),
}  # fmt: skip
_YEAR_WORDS = {lang: _PLAIN_YEAR_WORDS.get(lang, ()) + _ABOUT_YEARS.get(lang, ())
               for lang in sorted({*_PLAIN_YEAR_WORDS, *_ABOUT_YEARS})}


# Years before 1000 beside their words ('năm 938', 'в 862 году'): the word, not an era, says it is a year. Not
# beside an abbreviation alone: '218 m.' and '349 г.' are as much metres and grams.
EARLY_YEAR_WORDS = 0.08
_A_WORD = re.compile(r"[^\W\d_]{3,}|年|년")


def year_words(ctx: Context, day: date) -> Draft | None:
    """The year alone with the words around it in some forty languages: 'vuonna 1952', 'năm 1975',
    '2020年に', '1998 yılında' (via the Turkish of `partial_year`), 'у 1991 році' -> 'YYYY'."""
    langs = sorted(lang for lang in _YEAR_WORDS if lang in ctx.pools.languages)
    if not langs:
        return None
    lang = ctx.rng.choice(langs)
    loc = ctx.rng.choice(ctx.pools.languages[lang])
    template = ctx.rng.choice(_YEAR_WORDS[lang])
    year = day.year
    if _A_WORD.search(template.replace("{y}", "")) and ctx.rng.random() < EARLY_YEAR_WORDS:
        year = ctx.rng.randint(100, 999)

    def written(year: int) -> str:
        return template.format(y=year, tr_in=_turkish_case(year, "de"), tr_from=_turkish_case(year, "den"))

    text = written(year)
    if year < 1000 and not year_written(normalize(text), year):  # a word serving's rule does not know as a year's
        year, text = day.year, written(day.year)
    return Draft(text, to_iso(year), loc, "YMD")


# Turkish writes a case ending after a year's apostrophe as the last number word is said: its last vowel picks
# e or a, a voiceless last consonant turns d into t ('1453'te': elli üç; '1996'da': doksan altı; '2000'de': iki bin).
_TR_LAST_WORD = {1: "bir", 2: "iki", 3: "üç", 4: "dört", 5: "beş", 6: "altı", 7: "yedi", 8: "sekiz", 9: "dokuz",
                 10: "on", 20: "yirmi", 30: "otuz", 40: "kırk", 50: "elli", 60: "altmış", 70: "yetmiş", 80: "seksen",
                 90: "doksan", 100: "yüz", 1000: "bin"}


def _turkish_case(year: int, ending: str) -> str:
    """The locative ('de') or ablative ('den') ending of a year as Turkish writes it after an apostrophe."""
    word = _TR_LAST_WORD[year % 10 or year % 100 or (100 if year % 1000 else 1000)]
    back = [c for c in word if c in "aeıioöuü"][-1] in "aıou"
    voiceless = word[-1] in "çfhkpsşt"
    return ("t" if voiceless else "d") + ("a" if back else "e") + ending[2:]


_BESIDE = ("{w} {y}", "{y} {w}", "{w}{y}", "{y}{w}", "{w}: {y}", "{w} {y} {v}", "{y} - {w}", "{w} ({y})")


@lru_cache(maxsize=None)
def _nameless_words(locale_id: str) -> tuple[str, ...]:
    """Names of places in a locale's own language and script whose words name no month or weekday there or
    anywhere (the lexicon finds none in them): words that stand beside a year without making it a month."""
    from datenorm.generate.lexicon import build_lexicon

    loc = babel_locale(locale_id)
    if loc is None:
        return ()
    lexicon = build_lexicon()
    out = []
    for name in loc.territories.values():
        norm = normalize(name)
        if 2 <= len(norm) <= 25 and not any(c.isdigit() for c in norm) and not any(lexicon.char_bits(norm)):
            out.append(name)
    return tuple(sorted(out))


def year_beside_words(ctx: Context, day: date) -> Draft | None:
    """A year beside words of any language that name no month ('Kenya 1994', '1994 ኢትዮጵያ', 'Việt Nam1975')
    -> 'YYYY': held-out year words ('ឆ្នាំ២០២០', 'ngonyaka ka-1994') were read with a made-up month."""
    loc = ctx.pick_locale()
    words = _nameless_words(loc)
    if not words:
        return None
    rng = ctx.rng
    text = rng.choice(_BESIDE).format(w=rng.choice(words), v=rng.choice(words), y=day.year)
    return Draft(text, to_iso(day.year), loc, "YMD")
