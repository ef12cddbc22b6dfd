"""Dates written with the words for day, month and year around their fields, as many languages of Asia,
Africa and Central Asia write them by hand and in forms ('ngày 2 tháng 9 năm 1945', 'ថ្ងៃទី៩ ខែវិច្ឆិកា
ឆ្នាំ១៩៥៣', '2015-yil 3-oktabr', '2015 оны 3 сарын 8'). CLDR's patterns leave these words out, and held-out
strings in these languages were read as a year alone or not at all.

Hand-written per language: {d} {m} are the day and month numbers, {MMMM} the locale's month name (format
context; {mmmm} in lower case), {y} the year ({yy}: its last two digits, where the pivot reads them back), {mn}
Mongolian's ordinal word after the month's number, {o} the day as an ordinal numeral ('1-го', '1:a', '1ú'); a
template without {d} or {o} is a month-precision date.
"""

from __future__ import annotations

from datetime import date

from datenorm.dates import to_iso, two_digit_year_ok
from datenorm.generate.context import Context, Draft
from datenorm.locales import month_names

TEMPLATES = {
    "vi": ("ngày {d} tháng {m} năm {y}", "Ngày {d} tháng {m} năm {y}", "ngày {d} tháng {m}, {y}",
           "tháng {m} năm {y}", "Tháng {m} năm {y}", "ngày {d}/{m}/{y}", "ngay {d} thang {m} nam {y}",
           "thang {m} nam {y}", "ngày {d} {MMMM} năm {y}", "{MMMM} năm {y}"),
    "km": ("ថ្ងៃទី{d} ខែ{MMMM} ឆ្នាំ{y}", "ថ្ងៃទី {d} ខែ {MMMM} ឆ្នាំ {y}", "ខែ{MMMM} ឆ្នាំ{y}", "ខែ{MMMM} {y}",
           "ថ្ងៃ{d} ខែ{MMMM} {y}", "{d} ខែ{MMMM} {y}"),
    "lo": ("ວັນທີ {d} ເດືອນ{MMMM} ປີ {y}", "ວັນທີ {d} {MMMM} {y}", "ເດືອນ{MMMM} {y}", "ເດືອນ{MMMM} ປີ {y}",
           "ວັນທີ {d} ເດືອນ {m} ປີ {y}"),
    "th": ("วันที่ {d} เดือน{MMMM} ค.ศ. {y}", "วันที่ {d} {MMMM} ค.ศ. {y}", "เดือน{MMMM} ค.ศ. {y}",
           "เดือน{MMMM} {y}", "{d} {MMMM} ค.ศ. {y}"),
    "my": ("{y} ခုနှစ် {MMMM} {d} ရက်", "{y} ခုနှစ် {MMMM}လ {d} ရက်နေ့", "{y} ခုနှစ် {MMMM}လ"),
    "mn": ("{y} оны {m} сарын {d}", "{y} оны {m}-р сарын {d}", "{y} оны {m} сарын {d}-ны өдөр", "{y} оны {m} сар",
           "{y} оны {m}-р сар", "{y} он {m} сар {d} өдөр", "{y} оны {m} {mn} сарын {d}", "{y} оны {m} {mn} сар",
           "{y} оны {m} {mn} сарын {d}-ний өдөр", "{y} оны {m}-{mn} сарын {d}"),
    "uz": ("{y}-yil {d}-{MMMM}", "{y} yil {d} {MMMM}", "{d}-{MMMM} {y}-yil", "{y}-yil {MMMM}", "{y} yil {MMMM} oyi"),
    "kk": ("{y} жылғы {d} {MMMM}", "{y} ж. {d} {MMMM}", "{y} жылдың {MMMM} айы"),
    "ky": ("{y}-жылдын {d}-{MMMM}", "{y}-жылы {d}-{MMMM}", "{y}-жылдын {MMMM} айы"),
    "az": ("{y}-ci il {d} {MMMM}", "{d} {MMMM} {y}-ci il", "{y}-ci ilin {MMMM} ayı"),
    "tr": ("{d} {MMMM} {y} tarihinde", "{y} yılının {MMMM} ayında", "{d} {MMMM} {y} yılında"),
    "ka": ("{y} წლის {d} {MMMM}", "{d} {MMMM}, {y} წელი", "{y} წლის {MMMM}"),
    "id": ("tanggal {d} bulan {MMMM} tahun {y}", "tanggal {d} {MMMM} {y}", "bulan {MMMM} tahun {y}",
           "{d} {MMMM} tahun {y}", "tgl. {d} {MMMM} {y}"),
    "ms": ("{d} {MMMM} tahun {y}", "bulan {MMMM} {y}", "pada {d} {MMMM} {y}", "tarikh {d} {MMMM} {y}"),
    "sw": ("tarehe {d} {MMMM} {y}", "tarehe {d} mwezi {m} mwaka {y}", "mwezi {m} mwaka {y}", "{MMMM} mwaka {y}"),
    "fil": ("ika-{d} ng {MMMM} {y}", "noong {MMMM} {d}, {y}", "noong ika-{d} ng {MMMM}, {y}", "buwan ng {MMMM} {y}"),
    "hi": ("{d} {MMMM} सन {y}", "दिनांक {d} {MMMM} {y}", "{MMMM} माह {y}", "सन {y} के {MMMM} माह"),
    "bn": ("{d} {MMMM} {y} সালে", "{y} সালের {MMMM} মাসে", "তারিখ {d} {MMMM} {y}"),
    # Korean writes the era word ('서기', AD) and, in notes and headlines, two-digit years ('24년 3월')
    "ko": ("{y}년 {m}월 {d}일에", "{y}년도 {m}월 {d}일", "{y}년 {m}월경", "서기 {y}년 {m}월 {d}일", "{yy}년 {m}월 {d}일",
           "{yy}년 {m}월", "'{yy}년 {m}월 {d}일"),
    # Basque names the day in the inessive ('on the 20th'): '2011ko urriaren 20an'
    "eu": ("{y}ko {MMMM}ren {d}an", "{y}ko {MMMM}ren {d}a", "{y}ko {MMMM}ren {d}ean"),
    # Hungarian says 'on the 20th' with a suffix that follows the ordinal's vowels: '2023. augusztus 20-án'
    "hu": ("{y}. {MMMM} {d}-{hu}", "{y} {MMMM} {d}-{hu}", "{y}. {m:02d}. {d:02d}-{hu}"),
    # Tajik joins the month to the year with the izafa '-и', in lower case: '1 июни соли 2022' (the 1st of June of
    # the year 2022)
    "tg": ("{d} {mmmm}и соли {y}", "{d} {mmmm}и {y}", "{mmmm}и соли {y}", "{d}-уми {mmmm}и соли {y}",
           "{d} {MMMM}и соли {y}"),
    "ja": ("{y}年{m}月{d}日に", "西暦{y}年{m}月{d}日", "{y}年{m}月頃"),
    "zh": ("{y}年{m}月{d}号", "公元{y}年{m}月{d}日", "{y}年{m}月份", "{y}年{m}月{d}號"),
    # Hausa: 'the day of 1 of October' ('ranar 1 ga Oktoba, 1960')
    "ha": ("ranar {d} ga {MMMM}, {y}", "ranar {d} ga {MMMM} {y}", "{d} ga {MMMM}, {y}", "ranar {d} ga watan {MMMM}, {y}",
           "{d} ga watan {MMMM} {y}"),
    # Kinyarwanda: 'on the date of 4 July 1994'
    "rw": ("ku itariki ya {d} {MMMM} {y}", "itariki {d} {MMMM} {y}", "ku wa {d} {MMMM} {y}"),
    # The day as an ordinal numeral, with the suffix its language writes ({o}, `_day_ordinal`): '1-го сентября
    # 2022 года', '1-ви януари 2020', 'den 1:a maj 2020', '1ste januari 2020', 'an 1ú Eanáir 1973', '1η Μαΐου 2020'
    "ru": ("{o} {MMMM} {y} года", "{o} {MMMM} {y} г.", "{o} {MMMM} {y}"),
    "uk": ("{o} {MMMM} {y} року", "{o} {MMMM} {y} р.", "{o} {MMMM} {y}"),
    "be": ("{o} {MMMM} {y} года", "{o} {MMMM} {y} г."),
    "bg": ("{o} {MMMM} {y} г.", "{o} {MMMM} {y}", "{o} {MMMM} {y} година"),
    "mk": ("{o} {MMMM} {y}", "{o} {MMMM} {y} година"),
    "sv": ("{o} {MMMM} {y}", "den {o} {MMMM} {y}"),
    "nl": ("{o} {MMMM} {y}", "de {o} {MMMM} {y}"),
    "ga": ("{o} {MMMM} {y}", "an {o} {MMMM} {y}"),
    "el": ("{o} {MMMM} {y}",),
}  # fmt: skip


# Mongolian's ordinal word after a month's number follows the vowels of the number's name: '7 дугаар сар' (долоо),
# '4 дүгээр сар' (дөрөв)
_MN_ORDINAL = {1: "дүгээр", 4: "дүгээр", 9: "дүгээр", 11: "дүгээр"}

# Suffixes a language glues to the month names of its templates above, which the lexicon reads as names too
IZAFA = {"tg": "и"}

# The Hungarian day's suffix: -án after back vowels (második, harmadik...), -én after front ones, 'elsején' for the
# first alone; 12 and 22 are 'kettedik' (front), 2 alone 'második' (back).
_HU_DAY = {1: "jén", 2: "án", 3: "án", 4: "én", 5: "én", 6: "án", 7: "én", 8: "án", 9: "én", 10: "én", 11: "én",
           12: "én", 13: "án", 14: "én", 15: "én", 16: "án", 17: "én", 18: "án", 19: "én", 20: "án", 21: "én",
           22: "én", 23: "án", 24: "én", 25: "én", 26: "án", 27: "én", 28: "án", 29: "én", 30: "án", 31: "én"}


# Russian writes the day's ordinal in the genitive ('1-го') or the nominative ('1-е'); Bulgarian and Macedonian
# take the ending of the ordinal's last word (първи, втори, седми, осми; 11-19 'единадесети'...); Swedish ':a'
# after 1 and 2 (första, andra), ':e' else; Dutch '1ste', '8ste', from 20 on 'ste', else 'de', or 'e' for any;
# Greek writes only the first as an ordinal ('1η').
_SLAVIC_SUFFIX = {"ru": ("го", "е"), "uk": ("го",), "be": ("га",)}


def _day_ordinal(lang: str, day: int, rng) -> str | None:
    """The day as `lang` writes its ordinal numeral, None where the language writes none for it."""
    if lang in _SLAVIC_SUFFIX:
        return f"{day}-{rng.choice(_SLAVIC_SUFFIX[lang])}"
    last, teen = day % 10, 10 <= day % 100 < 20
    if lang in ("bg", "mk"):
        return f"{day}-{'ти' if teen else {1: 'ви', 2: 'ри', 7: 'ми', 8: 'ми'}.get(last, 'ти')}"
    if lang == "sv":
        return f"{day}:{'a' if last in (1, 2) and not teen else 'e'}"
    if lang == "nl":
        return f"{day}{'e' if rng.random() < 0.4 else 'ste' if day in (1, 8) or day >= 20 else 'de'}"
    if lang == "ga":
        return f"{day}ú"
    if lang == "el":
        return "1η" if day == 1 else None
    return str(day)


def field_words(ctx: Context, day: date) -> Draft | None:
    """A date with its field words in one of the languages above (its month name from CLDR where the template
    asks for one): 'ngày 2 tháng 9 năm 1945' -> '1945-09-02', 'ខែវិច្ឆិកា ឆ្នាំ1953' -> '1953-11'."""
    langs = sorted(lang for lang in TEMPLATES if lang in ctx.pools.languages)
    if not langs:
        return None
    lang = ctx.rng.choice(langs)
    # The words are in the language's default script: a locale in another ('kk_Arab', 'hi_Latn') would mix two.
    locs = [loc for loc in ctx.pools.languages[lang] if not any(len(p) == 4 for p in loc.split("_")[1:])]
    if not locs:
        return None
    loc = ctx.rng.choice(locs)
    template = ctx.rng.choice(TEMPLATES[lang])
    named = "{MMMM}" in template or "{mmmm}" in template
    name = month_names(loc, "wide")[day.month] if named else ""
    if named and not name:
        return None
    if "{yy}" in template and not two_digit_year_ok(day.year):
        return None
    ordinal = _day_ordinal(lang, day.day, ctx.rng) if "{o}" in template else ""
    if ordinal is None:
        return None
    text = template.format(d=day.day, m=day.month, y=day.year, yy=f"{day.year % 100:02d}", MMMM=name,
                           mmmm=name.lower(), hu=_HU_DAY[day.day], mn=_MN_ORDINAL.get(day.month, "дугаар"),
                           o=ordinal)
    with_day = "{d}" in template or "{o}" in template
    order = "YMD" if template.index("{y") < template.index("{m" if "{m" in template else "{M") else "DMY"
    return Draft(text, to_iso(day.year, day.month, day.day if with_day else None), loc, order)
