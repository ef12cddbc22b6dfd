"""Month names in the cases CLDR does not list: the locative and its kin, 'in May' as Slavic, Baltic, Finnish,
Hungarian, Estonian, Georgian, Hebrew and Greek write it ('v březnu 2015', 'u svibnju 2015.', 'w maju 2015 roku',
'в мае 2015 года', 'toukokuussa 2015', '2015. májusban', '2019. gada augustā', '2015 m. gegužę', 'märtsis 2015'),
and the day in Latvian's ('1990. gada 4. maijā') and Georgian's dative ('1991 წლის 31 მარტს'). CLDR gives the
nominative (stand-alone) and usually the genitive (format); held-out text writes these too, and the model read
'v březnu 2015' as November. Where CLDR's format name is the nominative (Serbian, Bosnian, Slovenian), the
genitive after a day: '20. октобра 2004.'; and Croatian's own forms, whose 'listopad' is another language's
November.

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
    "be": ("у студзені", "у лютым", "у сакавіку", "у красавіку", "у маі", "у чэрвені", "у ліпені", "у жніўні",
           "у верасні", "у кастрычніку", "у лістападзе", "у снежні"),
    "lv": ("janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī",
           "oktobrī", "novembrī", "decembrī"),
    "lt": ("sausį", "vasarį", "kovą", "balandį", "gegužę", "birželį", "liepą", "rugpjūtį", "rugsėjį", "spalį",
           "lapkritį", "gruodį"),
    "sl": ("v januarju", "v februarju", "v marcu", "v aprilu", "v maju", "v juniju", "v juliju", "v avgustu",
           "v septembru", "v oktobru", "v novembru", "v decembru"),
    "sr": ("у јануару", "у фебруару", "у марту", "у априлу", "у мају", "у јуну", "у јулу", "у августу",
           "у септембру", "у октобру", "у новембру", "у децембру"),
    "sr-Latn": ("u januaru", "u februaru", "u martu", "u aprilu", "u maju", "u junu", "u julu", "u avgustu",
                "u septembru", "u oktobru", "u novembru", "u decembru"),
    "bs": ("u januaru", "u februaru", "u martu", "u aprilu", "u maju", "u junu", "u julu", "u augustu",
           "u septembru", "u oktobru", "u novembru", "u decembru"),
    "et": ("jaanuaris", "veebruaris", "märtsis", "aprillis", "mais", "juunis", "juulis", "augustis", "septembris",
           "oktoobris", "novembris", "detsembris"),
    # Georgian: 'in March' (-ში) and, for a day, 'on 31 March' (the dative, -ს: '1991 წლის 31 მარტს')
    "ka": ("იანვარში", "თებერვალში", "მარტში", "აპრილში", "მაისში", "ივნისში", "ივლისში", "აგვისტოში", "სექტემბერში",
           "ოქტომბერში", "ნოემბერში", "დეკემბერში"),
    "ka-dat": ("იანვარს", "თებერვალს", "მარტს", "აპრილს", "მაისს", "ივნისს", "ივლისს", "აგვისტოს", "სექტემბერს",
               "ოქტომბერს", "ნოემბერს", "დეკემბერს"),
    # Welsh says 'in the month of': 'ym mis Gorffennaf 2019'
    "cy": ("ym mis Ionawr", "ym mis Chwefror", "ym mis Mawrth", "ym mis Ebrill", "ym mis Mai", "ym mis Mehefin",
           "ym mis Gorffennaf", "ym mis Awst", "ym mis Medi", "ym mis Hydref", "ym mis Tachwedd", "ym mis Rhagfyr"),
    # Belarusian in the classical spelling (taraškievica) names May 'травень': 'у траўні 2015 г.'
    "be-tar": ("у студзені", "у лютым", "у сакавіку", "у красавіку", "у траўні", "у чэрвені", "у ліпені",
               "у жніўні", "у верасні", "у кастрычніку", "у лістападзе", "у снежні"),
    # Hebrew joins 'in' to the name ('במרץ 2021'); Greek says 'in' with the accusative ('τον Οκτώβριο του 2022')
    "he": ("בינואר", "בפברואר", "במרץ", "באפריל", "במאי", "ביוני", "ביולי", "באוגוסט", "בספטמבר", "באוקטובר",
           "בנובמבר", "בדצמבר"),
    "el": ("τον Ιανουάριο", "τον Φεβρουάριο", "τον Μάρτιο", "τον Απρίλιο", "τον Μάιο", "τον Ιούνιο", "τον Ιούλιο",
           "τον Αύγουστο", "τον Σεπτέμβριο", "τον Οκτώβριο", "τον Νοέμβριο", "τον Δεκέμβριο"),
    # the genitive after a day, which CLDR's Serbian, Bosnian and Slovenian do not give ('октобар', 'oktober') and
    # people write: '20. октобра 2004.' (read as no date), '28. јуна 1914.' (read as December), '20. oktobra 2004'
    "sr-gen": ("јануара", "фебруара", "марта", "априла", "маја", "јуна", "јула", "августа", "септембра", "октобра",
               "новембра", "децембра"),
    "sr-Latn-gen": ("januara", "februara", "marta", "aprila", "maja", "juna", "jula", "avgusta", "septembra",
                    "oktobra", "novembra", "decembra"),
    "bs-gen": ("januara", "februara", "marta", "aprila", "maja", "juna", "jula", "augusta", "septembra", "oktobra",
               "novembra", "decembra"),
    "sl-gen": ("januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra",
               "oktobra", "novembra", "decembra"),
    # Croatian's own 'd. MMMM y.' and 'MMMM y.', whose 'listopad' is October (November in Polish and Czech): CLDR's
    # few Croatian rows left '8. listopada 1991.' read as November. The nominative only with the year's dot: a run
    # taught it without one read Polish 'listopad 2018' as October
    "hr-gen": ("siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna",
               "listopada", "studenoga", "prosinca"),
    "hr-nom": ("siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj", "srpanj", "kolovoz", "rujan",
               "listopad", "studeni", "prosinac"),
    "is": ("í janúar", "í febrúar", "í mars", "í apríl", "í maí", "í júní", "í júlí", "í ágúst", "í september",
           "í október", "í nóvember", "í desember"),
}  # fmt: skip
_TEMPLATES = {  # how a month and year are written with that case
    "cs": ("{m} {y}", "{m} roku {y}", "{m} {y}."), "sk": ("{m} {y}", "{m} roku {y}"),
    "pl": ("{m} {y}", "{m} {y} roku", "{m} {y} r."), "hr": ("{m} {y}.", "{m} {y}", "{m} {y}. godine"),
    "ru": ("{m} {y} года", "{m} {y} г.", "{m} {y}"), "uk": ("{m} {y} року", "{m} {y} р.", "{m} {y}"),
    "fi": ("{m} {y}", "vuoden {y} {m}"), "hu": ("{y}. {m}", "{y} {m}"),
    "be": ("{m} {y} года", "{m} {y} г.", "{m} {y}"),
    # Latvian dates name the day in the locative too: '1990. gada 4. maijā' ('on 4 May 1990')
    "lv": ("{y}. gada {m}", "{m} {y}", "{y}. gadā {m}", "{y}. gada {d}. {m}", "{d}. {m} {y}"),
    "lt": ("{y} m. {m}", "{y} metų {m}", "{m} {y}"), "sl": ("{m} {y}", "{m} leta {y}"),
    "sr": ("{m} {y}.", "{m} {y}. године", "{m} {y}"), "sr-Latn": ("{m} {y}.", "{m} {y}. godine", "{m} {y}"),
    "bs": ("{m} {y}.", "{m} {y}. godine", "{m} {y}"),
    "et": ("{m} {y}", "{y}. aasta {m}", "{y}. a. {m}"),
    "ka": ("{y} წლის {m}", "{m} {y}"), "ka-dat": ("{y} წლის {d} {m}", "{d} {m} {y} წელს", "{d} {m}, {y}"),
    "cy": ("{m} {y}", "{m}, {y}"), "be-tar": ("{m} {y} г.", "{m} {y} году", "{m} {y}"),
    "he": ("{m} {y}", "{m}, {y}"), "el": ("{m} {y}", "{m} του {y}", "{m} του έτους {y}"),
    "sr-gen": ("{d}. {m} {y}.", "{d}. {m} {y}. године", "{d}. {m} {y}", "{d} {m} {y}", "{d}. {m} {y}. г."),
    "sr-Latn-gen": ("{d}. {m} {y}.", "{d}. {m} {y}. godine", "{d}. {m} {y}", "{d} {m} {y}"),
    "bs-gen": ("{d}. {m} {y}.", "{d}. {m} {y}. godine", "{d}. {m} {y}"),
    "sl-gen": ("{d}. {m} {y}", "{d}. {m} {y}.", "{d} {m} {y}"),
    "hr-gen": ("{d}. {m} {y}.", "{d}. {m} {y}", "{d}. {m} {y}. godine", "{d}. {m} {y}. g."),
    "hr-nom": ("{m} {y}.", "{m} {y}. godine"), "is": ("{m} {y}", "{m} {y}.", "{m} árið {y}"),
}  # fmt: skip
_CAPITAL_SHARE = 0.2  # at the start of a sentence: 'V březnu 2015', 'Toukokuussa 2015'


def month_in(ctx: Context, day: date) -> Draft | None:
    """'in <month> <year>' in a language whose months take a case for it: 'v březnu 2015' -> '2015-03',
    '1990. gada 4. maijā' -> '1990-05-04', '1991 წლის 31 მარტს' -> '1991-03-31'."""
    tables = sorted(table for table in _MONTHS_IN if table.split("-")[0] in ctx.pools.languages)
    if not tables:
        return None
    rng = ctx.rng
    table = rng.choice(tables)
    lang = table.split("-")[0]  # 'sr-Latn': Serbian in Latin letters; 'ka-dat': Georgian's dative; '-gen': genitive
    template = rng.choice(_TEMPLATES[table])
    text = template.format(m=_MONTHS_IN[table][day.month - 1], y=day.year, d=day.day)
    if rng.random() < _CAPITAL_SHARE:
        text = text[0].upper() + text[1:]
    target = day.isoformat() if "{d}" in template else to_iso(day.year, day.month)
    order = "YMD" if lang in ("hu", "lt") or template.startswith("{y}") else "DMY"
    return Draft(text, target, rng.choice(ctx.pools.languages[lang]), order)
