"""Month names people write every day that CLDR does not list: three-letter abbreviations of spreadsheets,
passports and forms ('Mrz', 'fév', 'сен', 'Agt'), older spellings and abbreviations ('Jänner', 'setiembre',
'Pebruari', Italian's 'genn.', 'febbr.'), Vietnamese months spelled out ('tháng Tám' for CLDR's 'tháng 8'),
spellings as typed ('अक्टूबर', 'ઓક્ટોબર', Tamil's 'சனவரி'), the forms grammar gives a name ('o Fawrth' in Welsh, 'oktýabry' in Turkmen), Zulu's traditional months, Māori's and
Quechua's, Dhivehi's (CLDR has none), Yoruba's ordinal ones ('Oṣù Kẹwàá'), Oromo's and Somali's other spellings.
The generator writes dates with them, and the lexicon (`generate.lexicon`) reads them as the months they name.
"""

from __future__ import annotations

from datetime import date

from datenorm.dates import to_iso
from datenorm.generate.context import Context, Draft
from datenorm.generate.dateparser_months import DATEPARSER_MONTHS

EVERYDAY_MONTHS: dict[str, dict[int, tuple[str, ...]]] = {  # language: month: names
    "de": {1: ("Jan", "Jän", "Jänner"), 2: ("Feb", "Feber", "Febr"), 3: ("Mrz", "Mär", "Maerz"), 4: ("Apr",),
           5: ("Mai",), 6: ("Jun",), 7: ("Jul",), 8: ("Aug",), 9: ("Sep", "Sept"), 10: ("Okt",), 11: ("Nov",),
           12: ("Dez",)},
    "fr": {1: ("jan", "janv"), 2: ("fév", "fev", "févr"), 3: ("mar",), 4: ("avr",), 5: ("mai",), 6: ("juin",),
           7: ("juil", "jul"), 8: ("aoû", "aout"), 9: ("sep", "sept"), 10: ("oct",), 11: ("nov",), 12: ("déc", "dec")},
    "es": {1: ("ene",), 2: ("feb", "febr"), 3: ("mar",), 4: ("abr",), 5: ("may",), 6: ("jun",), 7: ("jul",),
           8: ("ago",), 9: ("sep", "set", "sept", "setiembre"), 10: ("oct",), 11: ("nov",), 12: ("dic",)},
    "pt": {1: ("jan",), 2: ("fev",), 3: ("mar",), 4: ("abr",), 5: ("mai",), 6: ("jun",), 7: ("jul",), 8: ("ago",),
           9: ("set",), 10: ("out",), 11: ("nov",), 12: ("dez",)},
    # Italian's older abbreviations too, of registers and letters ('genn. 1848', '3 febbr. 1901')
    "it": {1: ("gen", "genn"), 2: ("feb", "febbr"), 3: ("mar",), 4: ("apr",), 5: ("mag", "magg"), 6: ("giu",),
           7: ("lug", "lugl"), 8: ("ago",), 9: ("set", "sett"), 10: ("ott",), 11: ("nov",), 12: ("dic",)},
    "nl": {2: ("febr",), 3: ("mrt", "mar"), 9: ("sept",)},
    "ru": {1: ("янв",), 2: ("фев",), 3: ("мар",), 4: ("апр",), 5: ("май",), 6: ("июн",), 7: ("июл",), 8: ("авг",),
           9: ("сен",), 10: ("окт",), 11: ("ноя",), 12: ("дек",)},
    "uk": {1: ("січ",), 2: ("лют",), 3: ("бер",), 4: ("кві",), 5: ("тра",), 6: ("чер",), 7: ("лип",), 8: ("сер",),
           9: ("вер",), 10: ("жов",), 11: ("лис",), 12: ("гру",)},
    "sv": {1: ("jan",), 2: ("feb",), 3: ("mar",), 4: ("apr",), 5: ("maj",), 6: ("jun",), 7: ("jul",), 8: ("aug",),
           9: ("sep",), 10: ("okt",), 11: ("nov",), 12: ("dec",)},
    "nb": {1: ("jan",), 2: ("feb",), 3: ("mar",), 4: ("apr",), 5: ("mai",), 6: ("jun",), 7: ("jul",), 8: ("aug",),
           9: ("sep",), 10: ("okt",), 11: ("nov",), 12: ("des",)},
    "vi": {1: ("tháng giêng", "tháng một"), 2: ("tháng hai",), 3: ("tháng ba",), 4: ("tháng tư",), 5: ("tháng năm",),
           6: ("tháng sáu",), 7: ("tháng bảy",), 8: ("tháng tám",), 9: ("tháng chín",), 10: ("tháng mười",),
           11: ("tháng mười một",), 12: ("tháng mười hai", "tháng chạp")},
    "id": {2: ("Pebruari",), 8: ("Agt", "Ags"), 11: ("Nop", "Nopember")},
    # Hindi and Gujarati as typed: a half nasal for the anusvara, no nukta, a plain o for the candra o
    "hi": {2: ("फरवरी",), 9: ("सितम्बर",), 10: ("अक्टूबर", "अक्तुबर"), 11: ("नवम्बर",), 12: ("दिसम्बर",)},
    "gu": {8: ("ઓગસ્ટ",), 10: ("ઓક્ટોબર",), 11: ("નવેંબર",)},
    # Tamil's spellings without Grantha letters, as its Wikipedia writes them ('சனவரி' for CLDR's 'ஜனவரி')
    "ta": {1: ("சனவரி",), 2: ("பெப்ரவரி", "பெப்புரவரி"), 3: ("மார்ச்சு",), 4: ("ஏப்பிரல்",), 6: ("சூன்",), 7: ("சூலை",),
           8: ("ஆகத்து",), 9: ("செப்டெம்பர்",), 10: ("அக்டோபர்",), 12: ("திசம்பர்",)},
    # Somali: CLDR's names and the spellings beside them ('Luuliyo'), written with the day's article ('1da Luulyo')
    "so": {1: ("Janaayo", "Jannaayo"), 2: ("Febraayo",), 3: ("Maarso",), 4: ("Abriil",), 5: ("Maajo", "Maayo"),
           6: ("Juun", "Juunyo"), 7: ("Luulyo", "Luuliyo"), 8: ("Agoosto", "Ogosto"), 9: ("Sebtembar", "Sebteembar"),
           10: ("Oktoobar",), 11: ("Noofembar", "Nofembar"), 12: ("Diseembar", "Desembar")},
    # Welsh after 'o' ('of') softens a name's first letter: '1af o Fawrth 2024'
    "cy": {1: ("Ionawr",), 2: ("Chwefror",), 3: ("Fawrth",), 4: ("Ebrill",), 5: ("Fai",), 6: ("Fehefin",),
           7: ("Orffennaf",), 8: ("Awst",), 9: ("Fedi",), 10: ("Hydref",), 11: ("Dachwedd",), 12: ("Ragfyr",)},
    # Turkmen names the month of a day in its possessive: '27-nji oktýabry'
    "tk": {1: ("ýanwary",), 2: ("fewraly",), 3: ("marty",), 4: ("apreli",), 5: ("maýy",), 6: ("iýuny",),
           7: ("iýuly",), 8: ("awgusty",), 9: ("sentýabry",), 10: ("oktýabry",), 11: ("noýabry",), 12: ("dekabry",)},
    # the Zulu months of the traditional calendar, written beside the CLDR ones ('uNhlangulana 2010')
    "zu": {1: ("uMasingana",), 2: ("uNhlolanja",), 3: ("uNdasa",), 4: ("uMbasa",), 5: ("uNhlaba",),
           6: ("uNhlangulana",), 7: ("uNtulikazi",), 8: ("uNcwaba",), 9: ("uMandulo",), 10: ("uMfumfu",),
           11: ("uLwezi",), 12: ("uZibandlela",)},
    # the Māori months of te reo (CLDR gives only 'Hānuere'...), with and without their macrons
    "mi": {1: ("Kohitātea", "Kohitatea"), 2: ("Hui-tanguru", "Huitanguru"),
           3: ("Poutū-te-rangi", "Poutu-te-rangi", "Poutūterangi"),
           4: ("Paenga-whāwhā", "Paenga-whawha", "Paengawhāwhā"), 5: ("Haratua",), 6: ("Pipiri",),
           7: ("Hōngongoi", "Hongongoi"), 8: ("Here-turi-kōkā", "Here-turi-koka", "Hereturikōkā"), 9: ("Mahuru",), 10: ("Whiringa-ā-nuku", "Whiringa-a-nuku"),
           11: ("Whiringa-ā-rangi", "Whiringa-a-rangi"), 12: ("Hakihea",)},
    # Dhivehi's names of the Gregorian months (CLDR's 'dv' has only 'M01'...), as the Maldives' press writes them
    "dv": {1: ("ޖަނަވަރީ",), 2: ("ފެބުރުއަރީ",), 3: ("މާރިޗު",), 4: ("އޭޕްރީލް", "އެޕްރީލް"), 5: ("މެއި",),
           6: ("ޖޫން",), 7: ("ޖުލައި",), 8: ("އޯގަސްޓު",), 9: ("ސެޕްޓެންބަރު",), 10: ("އޮކްޓޯބަރު",), 11: ("ނޮވެންބަރު",),
           12: ("ޑިސެންބަރު",)},
    # Oromo as often written beside CLDR's spellings ('Caamsa' for 'Caamsaa', 'Elba' for 'Eebila')
    "om": {3: ("Bitooteessa",), 4: ("Elba", "Ebila"), 5: ("Caamsa",), 7: ("Adooleessa",), 9: ("Fuulbana",),
           10: ("Onkololeessa",), 12: ("Muddee",)},
    # Quechua's own months, as Peru's Quechua calendars and Windows' quz-PE name them (CLDR's 'qu' has the Spanish
    # ones): 'Inti raymi' is June, 'Anta Sitwa' July
    "qu": {1: ("Qulla puquy",), 2: ("Hatun puquy",), 3: ("Pauqar waray",), 4: ("Ayriwa",), 5: ("Aymuray",),
           6: ("Inti raymi",), 7: ("Anta Sitwa",), 8: ("Qhapaq Sitwa",), 9: ("Uma raymi",), 10: ("Kantaray",),
           11: ("Ayamarqʼa", "Ayamarq'a"), 12: ("Kapaq raymi", "Qhapaq raymi")},
    # Yoruba names a month by its ordinal as often as by CLDR's name ('Oṣù Kẹwàá', the tenth month), tones or not
    "yo": {1: ("Oṣù Kínní", "Osu Kinni"), 2: ("Oṣù Kejì", "Osu Keji"), 3: ("Oṣù Kẹta", "Osu Keta"),
           4: ("Oṣù Kẹrin", "Osu Kerin"), 5: ("Oṣù Karùn-ún", "Osu Karun"), 6: ("Oṣù Kẹfà", "Osu Kefa"),
           7: ("Oṣù Keje", "Osu Keje"), 8: ("Oṣù Kẹjọ", "Osu Kejo"), 9: ("Oṣù Kẹsàn-án", "Osu Kesan"),
           10: ("Oṣù Kẹwàá", "Osu Kewaa"), 11: ("Oṣù Kọkànlá", "Osu Kokanla"), 12: ("Oṣù Kejìlá", "Osu Kejila")},
}  # fmt: skip

# '{mon}': the everyday name; templates without a day give the month.
_TEMPLATES = {
    "de": ("{d}. {mon} {y}", "{dd}. {mon} {y}", "{dd} {mon} {y}", "{dd}-{mon}-{y}", "{mon} {y}", "{mon}. {y}"),
    "fr": ("{d} {mon} {y}", "{d} {mon}. {y}", "le {d} {mon} {y}", "{dd}-{mon}-{y}", "{mon} {y}"),
    "es": ("{d} {mon} {y}", "{d} de {mon} de {y}", "{dd}-{mon}-{y}", "{dd}/{mon}/{y}", "{mon} {y}", "{mon}. {y}"),
    "pt": ("{d} {mon} {y}", "{d} de {mon} de {y}", "{dd}/{mon}/{y}", "{dd}-{mon}-{y}", "{mon} {y}", "{mon}/{y}"),
    "it": ("{d} {mon} {y}", "{dd}-{mon}-{y}", "{d} {mon}. {y}", "{mon} {y}", "{mon}. {y}"),
    "nl": ("{d} {mon}. {y}", "{d} {mon} {y}", "{dd}-{mon}-{y}", "{mon}. {y}"),
    "ru": ("{d} {mon} {y}", "{d} {mon}. {y} г.", "{dd}-{mon}-{y}", "{mon} {y}"),
    "uk": ("{d} {mon} {y}", "{d} {mon}. {y} р.", "{dd}-{mon}-{y}", "{mon} {y}"),
    "sv": ("{d} {mon} {y}", "{dd} {mon} {y}", "{mon} {y}"),
    "nb": ("{d}. {mon} {y}", "{d} {mon} {y}", "{mon} {y}"),
    "vi": ("{d} {mon} {y}", "ngày {d} {mon} năm {y}", "{d} {mon}, {y}", "{mon} {y}", "{mon} năm {y}",
           "ngày {dd} {mon} năm {y}"),
    "id": ("{d} {mon} {y}", "{dd}-{mon}-{y}", "{mon} {y}"),
    "hi": ("{d} {mon} {y}", "{d} {mon}, {y}", "{mon} {y}", "{dd}-{mon}-{y}"),
    "gu": ("{d} {mon} {y}", "{d} {mon}, {y}", "{mon} {y}"),
    "ta": ("{d} {mon} {y}", "{d} {mon}, {y}", "{mon} {y}"),
    "so": ("{d}da {mon} {y}", "{d}-da {mon} {y}", "{d}ka {mon} {y}", "{d} {mon} {y}", "{mon} {y}", "{d}da {mon}, {y}"),
    "cy": ("{o} o {mon} {y}", "{d} o {mon} {y}", "y {o} o {mon} {y}", "{o} o {mon}, {y}"),
    "tk": ("{yo} ýylyň {o} {mon}", "{o} {mon} {y} ý.", "{o} {mon} {yo} ýyl", "{yo} ýylyň {mon}"),
    "zu": ("{d} {mon} {y}", "{mon} {y}", "{mon} {d}, {y}", "ngo-{d} {mon} {y}"),
    "mi": ("{d} {mon} {y}", "te {d} o {mon} {y}", "{mon} {y}", "{mon} {d}, {y}"),
    "om": ("{d} {mon} {y}", "{mon} {d}, {y}", "{dd} {mon} {y}", "{mon} {y}"),
    "dv": ("{d} {mon} {y}", "{mon} {d}, {y}", "{dd} {mon} {y}", "{mon} {y}"),
    "qu": ("{d} {mon} {y}", "{d} {mon}, {y}", "{mon} {d}, {y}", "{mon} {y}", "{mon} killa {y}"),
    "yo": ("{d} {mon}, {y}", "{d} {mon} {y}", "{mon} {d}, {y}", "{mon} {y}", "{mon}, {y}", "ọjọ́ {d} {mon} {y}",
           "{mon} ọdún {y}"),
}  # fmt: skip

# Ordinals of the day ('{o}') and year ('{yo}') in the languages whose templates write them. Welsh: '1af', '2il',
# '21ain'; Turkmen: '-nji' after a front vowel, '-njy' after a back one, the vowel of the number's last word.
_CY_ORDINAL = {1: "af", 2: "il", 3: "ydd", 4: "ydd", 5: "ed", 6: "ed", 7: "fed", 8: "fed", 9: "fed", 10: "fed",
               11: "eg", 12: "fed", 13: "eg", 14: "eg", 15: "fed", 16: "eg", 17: "eg", 18: "fed", 19: "eg", 20: "fed"}
_TK_BACK = {6, 9, 10, 30, 40, 60, 90}  # alty, dokuz, on, otuz, kyrk, altmyş, togsan


def _ordinal(lang: str, n: int) -> str:
    if lang == "cy":
        return f"{n}{_CY_ORDINAL.get(n, 'ain')}"
    if lang == "tk":
        last = n % 10 or n % 100  # 2000 (müň) and 1900 (ýüz) end in front vowels: n % 100 == 0 is not back
        return f"{n}-{'njy' if last in _TK_BACK else 'nji'}"
    return str(n)


def everyday_names(ctx: Context, day: date) -> Draft | None:
    """A date with a month name CLDR lacks, in its language's usual frames: '03. Mrz 2020', '5 fév 2019',
    '17 tháng Tám 2022', '12 Agt 1999' -> 'YYYY-MM-DD' (or 'YYYY-MM' without a day)."""
    rng = ctx.rng
    langs = sorted(lang for lang in EVERYDAY_MONTHS if lang in ctx.pools.languages)
    langs = [lang for lang in langs if day.month in EVERYDAY_MONTHS[lang]]
    if not langs:
        return None
    lang = rng.choice(langs)
    name = rng.choice(EVERYDAY_MONTHS[lang][day.month])
    case = rng.random()
    name = name.upper() if case < 0.15 else name.title() if case < 0.5 else name
    template = rng.choice(_TEMPLATES[lang])
    text = template.format(d=day.day, dd=f"{day.day:02d}", mon=name, y=day.year, o=_ordinal(lang, day.day),
                           yo=_ordinal(lang, day.year)).replace("..", ".")
    target = day.isoformat() if "{d" in template or "{o}" in template else to_iso(day.year, day.month)
    return Draft(text, target, rng.choice(ctx.pools.languages[lang]), "DMY")


# Frames for dateparser's names, which come without their languages' frames: a day before or after the month, or none
_PLAIN = ("{d} {mon} {y}", "{d} {mon} {y}", "{d}. {mon} {y}", "{dd} {mon} {y}", "{mon} {d}, {y}", "{d} {mon}, {y}",
          "{mon} {y}")


def dateparser_names(ctx: Context, day: date) -> Draft | None:
    """A date with a month name of dateparser's translation data that CLDR and the tables above lack
    (`generate.dateparser_months`): '3 tammik 2019', '12 มค 2020', '5 לינואר 2021' -> 'YYYY-MM-DD' (or 'YYYY-MM')."""
    rng = ctx.rng
    langs = sorted(lang for lang, table in DATEPARSER_MONTHS.items() if lang in ctx.pools.languages and day.month in table)
    if not langs:
        return None
    lang = rng.choice(langs)
    name = rng.choice(DATEPARSER_MONTHS[lang][day.month])
    case = rng.random()
    name = name.upper() if case < 0.1 else name.title() if case < 0.4 else name
    template = rng.choice(_PLAIN)
    text = template.format(d=day.day, dd=f"{day.day:02d}", mon=name, y=day.year)
    target = day.isoformat() if "{d" in template else to_iso(day.year, day.month)
    return Draft(text, target, rng.choice(ctx.pools.languages[lang]), "DMY")
