"""The words of the generator's negatives that are written by hand, language by language: periods (seasons,
quarters, decades), spans of two dates, streets named for a date, words a number counts and durations, software
and cars named by a year, postcodes with their towns or after what they are called. `negatives` draws from
them."""

import re

LOCAL_PERIODS = {  # seasons, quarters, decades ('{D}' 1980, '{d}' 80), weeks ('{w}'), fiscal and school years
    # ('{y1}' the next year, '{yy1}' its last two digits): periods, not months or years
    "fr": ("1er semestre {y}", "second semestre {y}",
           "printemps {y}", "été {y}", "automne {y}", "hiver {y}", "au printemps {y}", "T{q} {y}", "{q}e trimestre {y}",
           "années {d}", "les années {D}", "années '{d}", "semaine {w}", "sem. {w} {y}",
           "exercice {y}", "année scolaire {y}-{y1}"),
    "it": ("primo semestre {y}", "secondo semestre {y}",
           "primavera {y}", "estate {y}", "autunno {y}", "inverno {y}", "{q}° trimestre {y}", "Q{q} {y}", "anni '{d}",
           "anni {d}", "gli anni {D}", "negli anni '{d}", "settimana {w}", "anno accademico {y}/{y1}", "esercizio {y}"),
    "es": ("primer semestre de {y}", "segundo semestre de {y}", "2º semestre de {y}", "1.er semestre de {y}",
           "primavera de {y}", "verano de {y}", "otoño de {y}", "invierno de {y}", "{q}T {y}", "T{q} {y}", "años {d}",
           "los años {D}", "años '{d}", "semana {w}", "semana {w} de {y}",
           "año fiscal {y}", "ejercicio {y}", "curso {y}-{y1}"),
    "pt": ("1º semestre de {y}", "2º semestre de {y}", "primeiro semestre de {y}",
           "primavera de {y}", "verão de {y}", "outono de {y}", "inverno de {y}", "{q}º trimestre de {y}", "anos {d}",
           "os anos {D}", "década de {D}", "semana {w}"),
    "de": ("1. Halbjahr {y}", "2. Halbjahr {y}",
           "Frühjahr {y}", "Frühling {y}", "Sommer {y}", "Herbst {y}", "Winter {y}", "{q}. Quartal {y}", "Q{q}/{y}",
           "{d}er Jahre", "die {d}er", "{D}er Jahre", "in den {d}er Jahren", "KW {w}", "KW {w}/{y}",
           "Geschäftsjahr {y}", "Sommersemester {y}", "Wintersemester {y}/{yy1}", "WS {y}/{yy1}",
           "Kalenderwoche {w}"),
    "nl": ("voorjaar {y}", "zomer {y}", "najaar {y}", "winter {y}", "{q}e kwartaal {y}", "Q{q} {y}", "jaren {d}",
           "de jaren '{d}", "week {w}", "wk {w} {y}"),
    "ru": ("весна {y}", "лето {y}", "осень {y}", "зима {y}", "весной {y} года", "{q} квартал {y}", "{q} кв. {y} г.",
           "{D}-е годы", "{d}-е", "в {D}-х годах", "неделя {w}"),
    "pl": ("wiosna {y}", "lato {y}", "jesień {y}", "zima {y}", "{q} kwartał {y}", "Q{q} {y}", "lata {d}.", "lata {D}.",
           "tydzień {w}"),
    "zh": ("{y}年第{w}周", "{y}年第{w}週",
           "{y}年第{q}季度", "{y}年度", "{y}年春季", "{y}年夏季", "{y}年秋季", "{y}年冬季", "{y}年Q{q}", "{y}年上半年",
           "{y}年下半年", "{D}年代", "{d}年代", "上世纪{d}年代", "{y}年—{y1}年", "{y}年至{y1}年", "{y}-{y1}年", "{y}～{y1}年"),
    # and the decades of Japan's eras: '昭和50年代', '平成10年代'
    "ja": ("{y}年第{w}週",
           "{y}年春", "{y}年夏", "{y}年秋", "{y}年冬", "{y}年第{q}四半期", "{y}年度上期", "{y}年度", "{D}年代", "{d}年代",
           "昭和{s}年代", "平成{t}年代", "{y}年〜{y1}年", "{y}年から{y1}年まで", "{y}～{y1}年"),
    "en": ("the '{d}s", "'{d}s", "mid-{D}s", "late {D}s", "the {d}s", "Michaelmas term {y}", "Hilary term {y}",
           "Trinity term {y}", "Lent term {y}", "Autumn term {y}", "Spring term {y}", "Summer term {y}"),
    "fi": ("kesällä {y}", "keväällä {y}", "syksyllä {y}", "talvella {y}", "kesä {y}", "{d}-luvulla", "{D}-luku",
           "viikko {w}", "vko {w}/{y}"),
    "sv": ("sommaren {y}", "våren {y}", "hösten {y}", "vintern {y}", "{D}-talet", "på {d}-talet",
           "vecka {w}", "v. {w}", "vecka {w} {y}"),
    "da": ("sommeren {y}", "foråret {y}", "efteråret {y}", "vinteren {y}", "{D}'erne", "uge {w}"),
    "nb": ("sommeren {y}", "våren {y}", "høsten {y}", "vinteren {y}", "{D}-tallet", "uke {w}"),
    "cs": ("léto {y}", "v létě {y}", "jaro {y}", "podzim {y}", "zima {y}", "{d}. léta", "týden {w}"),
    "hu": ("{y} nyarán", "{y} tavaszán", "{y} őszén", "{y} telén", "a {d}-as években"),
    "tr": ("{y} yazı", "{y} kışı", "{y} baharı", "{y} sonbaharı", "{D}'lar", "{D}'li yıllar"),
    "uk": ("літо {y}", "весна {y}", "осінь {y}", "зима {y}", "влітку {y} року", "{D}-ті роки"),
    "el": ("καλοκαίρι {y}", "άνοιξη {y}", "φθινόπωρο {y}", "χειμώνας {y}", "δεκαετία του {D}"),
    "ko": ("{y}년 {w}주차",
           "{y}년 여름", "{y}년 봄", "{y}년 가을", "{y}년 겨울", "{D}년대", "{y}년 {q}분기", "{y}년 상반기",
           "{y}년도", "{y}학년도", "{y}년~{y1}년", "{y}-{y1}년"),
    "fa": ("بهار {y}", "تابستان {y}", "پاییز {y}", "زمستان {y}", "دهه {d}", "سه‌ماهه {q} {y}"),
    "ro": ("anii '{d}", "anii {d}", "în anii '{d}", "anii {D}", "deceniul {D}", "primăvara {y}", "vara {y}",
           "toamna {y}", "iarna {y}", "trimestrul {q} {y}", "semestrul {q} {y}"),
    "cy": ("y {D}au", "yn y {D}au", "y {d}au", "gwanwyn {y}", "haf {y}", "gaeaf {y}"),  # not 'hydref': October too
    "uz": ("{D}-yillar", "{D}-yillarda", "{D}-yillarning", "{y}-yil {q}-chorak"),
    "hr": ("{D}-ih", "{d}-ih", "{D}-ih godina", "ljeto {y}.", "{q}. kvartal {y}."),
    "sr": ("{D}-их", "{d}-их", "{D}-ih", "{D}-их година", "лето {y}.", "{q}. квартал {y}."),
    "ca": ("els anys {d}", "anys {D}", "primavera de {y}", "estiu de {y}", "tardor de {y}", "hivern de {y}"),
    "he": ("שנות ה-{d}", "שנות ה־{D}", "קיץ {y}", "חורף {y}", "רבעון {q} {y}"),
    "lv": ("{d}. gadi", "{D}. gados", "{y}. gada vasarā", "{q}. ceturksnis {y}"),
    "et": ("{d}ndad", "{D}. aastad", "{D}ndatel", "{y}. aasta suvi"),
    "sk": ("{d}. roky", "v {d}. rokoch", "leto {y}", "{q}. štvrťrok {y}"),
    "th": ("ทศวรรษ {D}", "ช่วงปี {D}", "ไตรมาส {q} ปี {y}"),
    "hi": ("{D} का दशक", "{D} के दशक में", "{y} की {q} तिमाही"),
    "kk": ("{D} жылдары", "{D}-жылдары", "{y} жылдың {q}-тоқсаны"),
    "vi": ("mùa hè {y}", "mùa xuân {y}", "mùa thu {y}", "mùa đông {y}", "quý {q} năm {y}", "thập niên {D}"),
    "id": ("musim panas {y}", "kuartal {q} {y}", "tahun {D}-an", "semester {q} {y}"),
}  # fmt: skip
# Spans of days or months written by hand in other languages (index 0: across months, 1: days of one month).
RANGES = {
    "fr": (("du {d1} {m1} au {d2} {m2} {y}", "de {m1} à {m2} {y}", "entre {m1} et {m2} {y}"),
           ("du {d1} au {d2} {m} {y}", "{d1}-{d2} {m} {y}", "entre le {d1} et le {d2} {m} {y}",
            "{d1} au {d2} {m} {y}")),
    "de": (("vom {d1}. {m1} bis {d2}. {m2} {y}", "von {m1} bis {m2} {y}", "{m1}–{m2} {y}"),
           ("vom {d1}. bis {d2}. {m} {y}", "{d1}. bis {d2}. {m} {y}", "{d1}.-{d2}. {m} {y}",
            "zwischen {d1}. und {d2}. {m} {y}")),
    "es": (("del {d1} de {m1} al {d2} de {m2} de {y}", "de {m1} a {m2} de {y}", "entre {m1} y {m2} de {y}"),
           ("del {d1} al {d2} de {m} de {y}", "{d1} al {d2} de {m} {y}", "entre el {d1} y el {d2} de {m} de {y}",
            "{d1}-{d2} de {m} de {y}")),
    "it": (("dal {d1} {m1} al {d2} {m2} {y}", "da {m1} a {m2} {y}", "tra {m1} e {m2} {y}"),
           ("dal {d1} al {d2} {m} {y}", "{d1}-{d2} {m} {y}", "tra il {d1} e il {d2} {m} {y}")),
    "pt": (("de {d1} de {m1} a {d2} de {m2} de {y}", "de {m1} a {m2} de {y}", "entre {m1} e {m2} de {y}"),
           ("de {d1} a {d2} de {m} de {y}", "entre {d1} e {d2} de {m} de {y}", "{d1} a {d2} de {m} de {y}")),
    "ru": (("с {d1} {m1} по {d2} {m2} {y} г.", "с {d1} {m1} до {d2} {m2} {y} года"),
           ("с {d1} по {d2} {m} {y} г.", "{d1}–{d2} {m} {y} года", "{d1}-{d2} {m} {y} г.",
            "с {d1} по {d2} {m} {y} года")),
    "pl": (("od {d1} {m1} do {d2} {m2} {y}", "od {d1} {m1} do {d2} {m2} {y} r."),
           ("od {d1} do {d2} {m} {y}", "{d1}-{d2} {m} {y} r.", "od {d1} do {d2} {m} {y} r.")),
    "nl": (("van {d1} {m1} tot {d2} {m2} {y}", "van {m1} tot {m2} {y}", "tussen {m1} en {m2} {y}"),
           ("van {d1} tot {d2} {m} {y}", "{d1} t/m {d2} {m} {y}", "{d1}-{d2} {m} {y}", "tussen {d1} en {d2} {m} {y}")),
    "tr": (("{d1} {m1} - {d2} {m2} {y}", "{m1}-{m2} {y}"),
           ("{d1}-{d2} {m} {y}", "{d1} - {d2} {m} {y} tarihleri arasında")),
    "sv": (("från {d1} {m1} till {d2} {m2} {y}",), ("{d1}–{d2} {m} {y}", "från {d1} till {d2} {m} {y}")),
}  # fmt: skip
# Streets named for a date, with a house number or a postcode where the year would stand.
DATE_STREETS = {
    "it": ("Via {r} {M} {n}", "Via {r} {M}, {n}", "Piazza {r} {M} {n}", "Corso {r} {M} {n}", "Via {d} {M} {n}"),
    "pl": ("ul. {d} {M} {n}", "ulica {d} {M} {n}", "al. {d} {M} {n}", "ul. {d} {M} {n}, {z}"),
    "es": ("Avenida {d} de {M} {n}", "Av. {d} de {M} {n}", "Calle {d} de {M} {n}", "Plaza {d} de {M} {n}"),
    "fr": ("{n} rue du {d} {M}", "{n}, rue du {d} {M}", "Place du {d} {M} {n}", "{n} avenue du {d} {M}"),
    "pt": ("Rua {d} de {M} {n}", "Av. {d} de {M}, {n}", "Praça {d} de {M} {n}"),
    "ro": ("Str. {d} {M} {n}", "Bd. {d} {M} {n}", "Strada {d} {M} nr. {n}"),
}  # fmt: skip
# Days 1-28 in Roman numerals, as Italian street names write them ('Via XX Settembre')
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII",
         "XVIII", "XIX", "XX", "XXI", "XXII", "XXIII", "XXIV", "XXV", "XXVI", "XXVII", "XXVIII")

# Words that a number follows as what it counts, in some languages: 'Room 1204' is no year.
NUMBER_LABELS = ("Room {n}", "room {n}", "Rm. {n}", "Page {n}", "p. {n}", "pp. {n}", "Suite {n}", "Apt {n}",
                  "Apt. {n}", "Unit {n}", "Gate {n}", "Seat {n}", "Platform {n}", "Bus {n}", "Route {n}", "Exit {n}",
                  "Ext. {n}", "ext {n}", "Channel {n}", "Item {n}", "Model {n}", "Part {n}", "Lot {n}", "Box {n}",
                  "Episode {n}", "Track {n}", "Zimmer {n}", "Seite {n}", "S. {n}", "Raum {n}", "chambre {n}",
                  "salle {n}", "page {n}", "habitación {n}", "página {n}", "pág. {n}", "stanza {n}", "pagina {n}",
                  "kamer {n}", "pokój {n}", "strona {n}", "s. {n}", "комната {n}", "страница {n}", "стр. {n}",
                  "кабинет {n}", "oda {n}", "sayfa {n}", "quarto {n}", "sala {n}", "{n}号室", "第{n}页", "{n}호",
                  # lines of code and text, offices, stations and halls ('line 1204, in solve', 'bureau 2019')
                  "line {n}", "Line {n}", "Zeile {n}", "ligne {n}", "línea {n}", "riga {n}", "linia {n}",
                  "строка {n}", "Hotline {n}", "Hotline: {n}", "bureau {n}", "Büro {n}", "oficina {n}",
                  "ufficio {n}", "kantoor {n}", "Station {n}", "Gleis {n}", "voie {n}", "quai {n}", "andén {n}",
                  "binario {n}", "Halle {n}", "Saal {n}", "aula {n}", "Building {n}", "Bldg {n}", "Ward {n}",
                  "Bed {n}", "Table {n}", "Locker {n}", "Desk {n}", "Store {n}", "Branch {n}", "Office {n}",
                  "Kabine {n}", "Raum: {n}", "Room: {n}", "LOCATION:Room {n}", "Sitz {n}", "place {n}")
DURATIONS = (("hours", "minutes"), ("hours", "mins"), ("hrs", "mins"), ("h", "min"), ("minutes", "seconds"),
              ("min", "sec"), ("days", "hours"), ("Stunden", "Minuten"), ("Std.", "Min."), ("heures", "minutes"),
              ("horas", "minutos"), ("ore", "minuti"), ("uur", "minuten"), ("часа", "минут"), ("godz.", "min"),
              ("saat", "dakika"), ("jam", "menit"), ("giờ", "phút"))

# Units, scores, versions and names with Roman numerals whose numbers a date could be made of
UNITS = ("mph", "km/h", "km", "mi", "miles", "kg", "lbs", "lb", "g", "mg", "ml", "l", "cm", "mm", "in", "ft", "°C",
          "°F", "%", "GB", "MB", "TB", "ms", "px", "pts", "rpm", "kWh", "W", "V", "dB", "MPa", "psi", "mpg",
          "years old", "yrs", "min", "sec", "h", "hrs", "kcal", "people", "pcs", "units", "€", "USD", "EUR")  # fmt: skip
# What a number as big as a year counts ('2019 units', '1000 Mbps', '1996 runs')
COUNTED = ("units", "people", "pcs", "Mbps", "kbps", "rpm", "W", "kWh", "km", "m", "ft", "kg", "votes", "runs",
           "visitors", "employees", "copies", "words", "pages", "rows", "items", "points", "Stück", "Einwohner",
           "habitants", "personas", "abitanti", "человек", "osób", "kişi", "人", "名", "件", "명", "개", "runners",
           "finishers",
           # and prices in a currency written after them ('价格：2019元' is no year)
           "元", "円", "원", "руб.", "₽", "zł", "Kč", "Ft", "kr", "TL", "грн", "€")  # fmt: skip
DIM_UNITS = ("cm", "mm", "in", "m", "inches", "ft", "px")
VERSION_WORDS = ("version", "Version", "ver.", "v.", "release", "build", "firmware", "Python", "Node", "iOS",
                  "Android", "Chrome", "kernel", "PHP", "updated to", "upgraded to", "Version:", "versión", "Versione")
# Software named with a year, which is the product's, not a date ('Windows 2000 Server', 'Office 2019')
PRODUCTS_WITH_YEAR = ("Windows {y}", "Windows Server {y}", "Office {y}", "Microsoft Office {y}", "MS Office {y}",
                      "SQL Server {y}", "Visual Studio {y}", "Excel {y}", "Word {y}", "Outlook {y}", "Exchange {y}",
                      "Project {y}", "Visio {y}", "AutoCAD {y}", "Revit {y}", "3ds Max {y}", "SolidWorks {y}",
                      "Dynamics AX {y}", "SharePoint {y}", "Skype for Business {y}", "Access {y}", "MATLAB R{y}a",
                      "MATLAB R{y}b", "Delphi {y}", "Lightroom {y}", "Premiere Pro {y}", "Final Cut {y}")
AIRLINES = ("BA", "LH", "UA", "AF", "DL", "QF", "EK", "KL", "AA", "SQ")  # 'BA2019' is a flight, not a year
# A vehicle's model year before its make ('2024 Toyota Camry')
VEHICLES_WITH_YEAR = ("{y} Toyota Camry", "{y} Toyota Corolla", "{y} Honda Civic", "{y} Honda Accord", "{y} Ford F-150",
                      "{y} Ford Focus", "{y} Chevrolet Silverado", "{y} Chevy Malibu", "{y} Nissan Altima",
                      "{y} BMW 3 Series", "{y} BMW X5", "{y} Audi A4", "{y} VW Golf", "{y} Volkswagen Jetta",
                      "{y} Tesla Model 3", "{y} Subaru Outback", "{y} Mazda CX-5", "{y} Jeep Wrangler",
                      "{y} Hyundai Elantra", "{y} Kia Sportage", "{y} Mercedes-Benz C-Class", "{y} Dodge Ram 1500",
                      "{y} Harley-Davidson Sportster", "{y} Yamaha R1", "{y} Porsche 911 Carrera")
PRODUCT_EDITIONS = ("", "", "", " Server", " Professional", " Pro", " Enterprise", " Standard", " R2", " SP1",
                    " SP2", " Home", " Express", " x64", " (64-bit)", " Plus", " LTSC")
ROMAN_NAMES = ("Louis {r}", "Pope Pius {r}", "Super Bowl {r}", "Chapter {r}", "Vol. {r}", "Part {r}", "Act {r}",
                "Henry {r}", "Article {r}", "Kapitel {r}", "Tome {r}", "siglo {r}", "Section {r}", "Olympiad {r}",
                "Carlos {r}", "Psalm {r}", "Canto {r}", "Annex {r}", "Rocky {r}", "Wrestlemania {r}")
GAME_WORDS = ("Final score:", "final score", "won", "lost", "Score:", "beat them", "drew", "halftime:", "Endstand",
               "victoire", "resultado", "risultato", "FT")
SCORE_WORDS = ("would recommend", "stars", "rating", "score", "IMDb", "points", "correct", "on the test")
SEASONS = ("spring", "summer", "autumn", "fall", "winter", "Spring", "Summer", "Autumn", "Fall", "Winter")
RELATIVE = ("yesterday", "today", "tomorrow", "next Tuesday", "last Friday", "last week", "next month",
             "3 days ago", "two weeks ago", "in 2 weeks", "tomorrow at 5pm", "end of month", "this weekend",
             "a week from Monday", "the day after tomorrow", "N/A", "TBD", "unknown", "n.d.", "ASAP")  # fmt: skip
YEARLESS = ("{mon} {do}", "{d} {mon}", "{wd}, {mon} {d}", "the {do} of {mon}", "{mon}", "{wd} {d} {mon}")


def product_with_year(rng) -> str:
    """Software or a car named by a year, which is no date: 'Windows 2000 Server', '2024 Toyota Camry'."""
    if rng.random() < 0.4:
        return rng.choice(VEHICLES_WITH_YEAR).format(y=rng.randint(1950, 2027))
    return rng.choice(PRODUCTS_WITH_YEAR).format(y=rng.randint(1995, 2026)) + rng.choice(PRODUCT_EDITIONS)

# What a postcode is called before it ('पिन कोड 110001' was read as 1001-01-11, 'PIN 560034' alike); English's
# words for a language without its own.
POSTCODE_LABELS = {
    "en": ("PIN", "PIN code", "Pincode", "ZIP", "ZIP code", "Postcode", "Postal code"), "hi": ("पिन कोड", "पिन"),
    "de": ("PLZ",), "pt": ("CEP", "Código postal"), "es": ("C.P.", "CP", "Código postal"), "fr": ("CP", "Code postal"),
    "it": ("CAP",), "nl": ("Postcode",), "pl": ("kod pocztowy",), "ru": ("индекс", "Почтовый индекс"), "ja": ("〒",),
    "zh": ("邮编", "郵遞區號"), "ko": ("우편번호",), "tr": ("Posta kodu",), "sv": ("Postnummer",), "cs": ("PSČ",),
    "uk": ("індекс",), "id": ("Kode pos",), "vi": ("Mã bưu chính",), "th": ("รหัสไปรษณีย์",), "bn": ("পিন কোড",),
    "ta": ("அஞ்சல் குறியீடு",), "mr": ("पिन कोड",), "te": ("పిన్ కోడ్",),
}  # fmt: skip


def labelled_postcode(rng, fake, locale_id: str) -> str | None:
    """'PIN 560034', 'PLZ 10115', '〒100-0001': a postcode after what it is called; None without postcodes."""
    try:
        code = fake.postcode()
    except AttributeError:
        return None
    labels = POSTCODE_LABELS.get(locale_id.split("_")[0], POSTCODE_LABELS["en"])
    return f"{rng.choice(labels)}{rng.choice((' ', ': ', ' - '))}{code}".replace("〒 ", "〒").replace("〒: ", "〒")


def postcode_town(rng, fake) -> str | None:
    """'1012 AB Amsterdam', '8001 Zürich': a postcode and its town alone; None for a locale whose faker has no
    postcodes, or a postcode that is only a number a year could be (a year beside a place name is a year)."""
    try:
        code, town = fake.postcode(), fake.city()
    except AttributeError:
        return None
    if code.isdigit() and 1000 <= int(code) <= 2099:
        return None
    if re.fullmatch(r"\d{4}[A-Z]{2}", code) and rng.random() < 0.7:  # Dutch writes '1012 AB'
        code = f"{code[:4]} {code[4:]}"
    return f"{code} {town}"
