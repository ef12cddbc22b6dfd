"""Numbers that a reading may be made of but that are something else: a version ('version 10.2.3', 'ios 16.4.1',
'v2.10.2021'), an IPv4 address ('10.1.4.22'), a numbered item's number ('№ 12/2021'), a range of pages
('pp. 12-19'), an amount of money ('1500 ₽'), a postcode ('PIN 110001'), an identifier ('20230415-7781'), a span
of two years ('between 1850 and 1855'), a span of days ('01.-03.10.2021'), a car's model year ('2024 Toyota
Camry'), a software product's name ('Windows 2000 Server'), a decade ('1990-yillar', "anii '90"), a clock time
alone ('à 14 h 30') or a measurement ('RAM 12.4/16 GB'). A numbered item's number may also be compact ('Order No.
20210312'). Codes (`codes`: lot, phone, flight, identity numbers...), house numbers (`addresses`), a span to the
present (`spans`) and what states no one day (`vague`: seasons, parts of months, scores, '24/7') are looked for with
them. `decide` refuses a reading made of one, and `find` a match."""

from __future__ import annotations

import re

from datenorm.addresses import HOUSE, STREET, STREET_DATE, address_gates
from datenorm.codes import (ARTICLE, BUILD, CARD, FLIGHT, IDENTITY, ITEM, LAW, LOT, MONEY, PAGE, PAPER, PHONE,
                            POSTAL, TARIFF, code_gates, made_of_code)
from datenorm.spans import OPEN_BOUND, TO_PRESENT, TWO_DATES, made_of_span, span_gates
from datenorm.vague import AGE, ALWAYS, LOST, NEGATIVE, PART, SCORE, SEASON, vague_gates

# A dotted triple right after a word that names software or a version is a version number, not a yy.m.d date.
_VERSION = re.compile(
    r"\b(?:version|versión|versione|versão|versie|wersja|verze|версия|версія|ver|rel|release|build|firmware|fw|"
    r"python|node|nodejs|java|ios|ipados|android|chrome|chromium|firefox|safari|edge|kernel|linux|windows|macos|"
    r"ubuntu|debian|fedora|php|ruby|perl|rust|gcc|clang|openssl|nginx|apache|mysql|postgresql|redis|django|rails|"
    r"npm|pip|update to|updated to|upgrade to|upgraded to)\.?:?\s*v?(\d{1,4})\.(\d{1,4})\.(\d{1,4})(?![.\d])")


# ... or glued to a 'v' ('v2.10.2021', a release named by its date; Czech's 'v 2.10.2021', 'on', has a space)
_V_VERSION = re.compile(r"(?<![^\W\d_])v(\d{1,4})\.(\d{1,4})\.(\d{1,4})(?![.\d])")

# Four dotted numbers of up to three digits each, on their own: an IPv4 address, never a date ('10.1.4.22:5432').
_ADDRESS = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)")

# Numbers after a number sign: a document's or an order's number ('№ 12/2021', 'Nr. 5/2019', '#12/2021'; NFKC
# writes '№' as 'No'), which holds a year but names no month. '# ' before a date starts a list's line or a comment.
# Czech and Slovak write 'č.' ('č. j. 123/2019', a file's reference number), the South Slavic languages 'br.' (broj),
# Vietnamese 'Số:' ('Số: 15/2021/NĐ-CP', a decree's number); a compound word ending in 'nr' or 'nummer' names a number
# too ('Rechnungsnr. 2021-0042').
# The signs both patterns below know (and an inventory's number, 'N° d'inventaire : 1987.12.3', 'Inv. no. 1962.4.12', a
# museum's object)
_SIGN = (r"\bno\b\.?|\b[^\W\d_]*nr\b\.?|\b[^\W\d_]*nummer\b:?|\bn°(?:\s?d'inventaire\s?:?)?"
         r"|\b(?:inv\b\.?\s?(?=n)|invent(?:ory|aire|ario|ar)\b\s?)(?:no\b\.?|nr\b\.?|n°|number)?\s?:?")
# ... and a law's or decree's number and year ('Ley 19/2013', 'Lei 13.709/2018', 'Decreto 123/2020', 'Закон 152/2006')
# (and a case's or an official letter's: 'Expediente 12/2023', 'Processo 123/2021', 'Portaria 45/2020')
_LAW = (r"\b(?:ley|lei|legge|loi|gesetz|decreto|decree|dekret|zakon|закон|закону|указ|постановление|expediente|processo|"
        r"proceso|sentencia|resolución|resolução|acórdão|oficio|ofício|portaria)\b\.?")
_NUMBERED = re.compile(rf"(?:#|(?:{_SIGN}|{_LAW}|\bbr\b\.?|\bč\.(?:\s?j\.)?|\bsố\b:?)\s?)"
                       r"(\d{1,4})[/.-](\d{1,4})(?:[/.-](\d{1,4}))?(?:[/.-]\d{1,4})*(?![/.-]?\d)")
# ... or a compact run of digits right after one ('Order No. 20210312', 'Nr. 19990503', '#20190503'), an order's or
# a document's number that holds a date's digits; '# ' with a space before a date starts a list's line or a comment.
_COMPACT_NUMBERED = re.compile(rf"(?:#|(?:{_SIGN})\s?)(?<!# )(\d{{6,14}})(?!\d)")
# A span of days before their month and year, in numerals ('01.-03.10.2021', '15.–20.03.2024'): no one date.
_DAYS = re.compile(r"(?<![\d./-])(\d{1,2})\.?\s?[-–—]\s?(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{2}|\d{4})(?![\d.]\d)")
# A car's model year beside its make ('2024 toyota camry', 'škoda octavia 2019', 'fiat panda 2012'), a product's
# name, not a date; makes that are everyday words ('mini', 'ram', 'seat') are left out.
_MAKES = (r"(?:toyota|honda|ford|chevrolet|chevy|nissan|bmw|audi|volkswagen|vw|mercedes(?:-benz)?|opel|renault|"
          r"peugeot|citroën|citroen|fiat|škoda|skoda|dacia|hyundai|kia|mazda|subaru|volvo|tesla|jeep|dodge|lada|"
          r"suzuki|mitsubishi|lexus|porsche|alfa romeo|lancia|chrysler|cadillac|infiniti|acura|yamaha|"
          r"harley-davidson|ducati|kawasaki)")
_VEHICLE = re.compile(rf"(?<![\d.,/-])(\d{{4}})\s{_MAKES}\b|\b{_MAKES}\s(?:[\w-]+\s){{0,2}}(\d{{4}})(?=\s*(?:$|[,;(]))")
# Pages after their abbreviation ('pp. 12-19', 'S. 233-241', 'p. 5/12'): a range of pages, not a month and year.
_PAGES = re.compile(r"(?:\bpp?\b|\bpg\b|\bpages?\b|\bs\b|\bstr\b|\bс\b|\bpágs?\b"
                    # ... and in other languages and scripts ('पृष्ठ 12-15', 'sayfa 3-7', 'σελ. 12-19')
                    r"|(?<![^\W\d_])(?:पृष्ठ|पृ|পৃষ্ঠা|পৃ|صفحة|صفحات|σελ|sayfa|hal|trang|sivu|oldal|strona|blz|seite|sid"
                    r"|página|стр|стор)(?![^\W\d_]))\.?\s?(\d{1,4})\s?[-–/]\s?(\d{1,4})(?![\d/.-])")
# An amount of money: a number with a currency's sign or name beside it ('1500 ₽', '2019元', '1250 грн', '1999 kr.',
# '$1999'). Hungarian 'Kr. u.' after a year is its era, not crowns; '元旦' is New Year's Day.
# A sign or code before the number ('Rp 1500', 'Rs. 1999', '₦2000') is one too (not codes that are also months'
# abbreviations: Sesotho's 'Tsh', Ewondo's 'ngn'); so are the names of currencies of Asia, Africa and the Caucasus
# ('၁၅၀၀ ကျပ်', '1500 դրամ', '2000 บาท', '1999 تومان').
_AMOUNT = re.compile(r"(?:[$€£¥₽₹₩₺₦₵₴₸₼₾₮₭₱₲₡₫৳฿₪]|(?<![^\W\d_])(?:rp|rm|rs|ksh|ush|inr|idr|myr|thb|kes|vnd)\.?)"
                     r"\s?(\d{3,4})(?!\d|[.,]\d)"
                     r"|(?<![\d.,])(\d{3,4})\s?(?:[$€£¥₽₹₩₺₦₵₴₸₼₾₮₭₱₲₡₫৳฿₪円원]|元(?!旦)|(?:руб|грн|zł"
                     r"|kč|lei|лв|tl|usd|eur|gbp|chf|dkk|sek|nok|pln|kr(?!\.?\s?u\b)"
                     # ... or a currency's name, as cheques and deeds write amounts in words ('zweitausendzwanzig
                     # Euro', 'dois mil e vinte reais', 'nineteen hundred dollars': years once `spelled` read them)
                     r"|euros?|dollars?|dólares|dolares|reais|pesos|francs|francos|franken|lire|rupees|rupias|"
                     r"рублей|рубля|гривень|гривні|złotych|zlotych|korun|forint|dinara|denara|leva|kuna|rand|"
                     r"kroner|kronor|krone|krona|krónur|krónu|kyat|ကျပ်|dram|դրամ|baht|บาท|đồng|vnd|riel|taka|টাকা|"
                     r"rupiah|ringgit|naira|cedis?|shillings?|ksh|birr|ብር|lari|ლარი|manat|tenge|теңге|тенге|tugrik|"
                     r"төгрөг|hryvnias?|lirası|درهم|ريال|ریال|دينار|تومان|جنيه|रुपये|रुपए|soles|quetzales|"
                     # ISO codes after the number ('Maaş: 1500 AZN'; not those that are words, 'all', 'ron', nor months'
                     # abbreviations somewhere, 'ngn', 'sar', 'qar')
                     r"azn|uah|kzt|inr|idr|myr|thb|brl|mxn|clp|jpy|cny|rmb|krw|huf|czk|bgn|rsd|isk|aed|egp|tnd|ils|irr|pkr|"
                     r"bdt|lkr|npr|khr|mnt|uzs|kgs|byn|mdl|mkd|kwd|omr|jod)"
                     r"(?![^\W\d_]))")
# Two years, the second later, with a few letters or marks between them and neither a field of a numeric date: a
# span of years ('between 1850 and 1855', 'de 2019 a 2021', '2020年—2022年', 'b. 1887 d. 1954'), of which a reading
# takes one ('#' before the second is a number: '1985 #2041'). Checked on every labelled set: 17 rows, all non-dates.
_YEARS = re.compile(r"(?<![\d./:-])(?<!\d[./:-])(\d{4})(?![\d]|[./:-]\d)[^\d#]{1,8}?(?<!\d)(\d{4})(?![\d]|[./:-]\d)")
_YEARS_APART = 150  # the most years a span of a life or an era lasts
# A quantity after its word, when it is the text's only number ('Qty: 2024', 'Menge: 2000', 'Jumlah: 2019'): a count;
# so is a population ('Einwohner: 1995') and an error's code ('Error code 2019'), and a total with its cents an amount
# ('Total: 2024.05').
_QUANTITY = re.compile(r"(?<![^\W\d_])(?:(?:qty|quantity|quantité|qté|cantidad|quantidade|qtd|quantità|menge|anzahl|"
                       r"aantal|antal|ilość|количество|кол-во|adet|jumlah|số lượng|数量|수량|einwohner|population|"
                       r"habitants|inhabitants|abitanti|habitantes|население|error(?: code)?|fehlercode|code d'erreur)"
                       r"\.?\s?:?\s?(\d{1,6})(?!\d)"
                       r"|(?:total|subtotal|summe|gesamt|betrag|montant|importe|valor)\.?\s?:?\s?(\d{1,6}[.,]\d\d))(?![\d.,])")
# A document's code: letters, a year and a serial number ('INV-2021-0345', 'PO-2023-00012'), a sample's with one letter
# and a suffix ('S-2019-0312-A'), not a date.
_CODE = re.compile(r"(?<![\w-])[^\W\d_]{1,5}-(\d{4})-\d{3,6}(?:-[^\W\d_]{1,3})?(?![\w-])")
# A compact date with a number after its dash that is no clock time: an identifier ('Order ID 20230415-7781';
# 'Screenshot_20230815-1422' is the time it was taken).
_ID = re.compile(r"(?<!\d)(\d{8})-(\d{1,5})(?![\d-])")
# ... and a compact run glued to Latin letters on both sides ('TrxID: BC20240315ZK', a wallet's transaction): a code
# (not a Chinese or Japanese word's: '第2024001期' is a draw's number, but the date beside it stays one).
_GLUED_CODE = re.compile(r"(?<!\w)[a-z]{1,6}(\d{6,14})[a-z]{1,6}(?!\w)")
# A decade: a year ending in 0 with a plural's ending ('y 1960au', '1990-yillar', '1990-ih', 'in den 1990ern',
# '1990. gadi', '1990 жылдары', '1990-იანი', '1990eko hamarkada'), or after a word for the years of a decade ('anii
# '90', 'années 1990', 'những năm 1990', 'ทศวรรษ 1990', 'dekada 90', 'deceniul 2060', 'la década de 1960'), or two
# digits before one ('90. roky'): the model read these as the decade's first year. Endings that also make a year's
# ordinal are left out ('10-е мая' is the 10th of May, Azerbaijani '1990-cı il' the year 1990, Basque '1990eko
# martxoa' March 1990).
_DECADE = re.compile(r"(?<![\d.,/:-])(\d{3}0)(?:['’-]?(?:s|ern?|erne|ernes|erna|ih|au|yillar\w*|lar\w*|ler\w*)|"
                     r"-?(?:е|х|ые|ых|ті|тих|те|их|იან\w*|ական\w*)|\.\s?gadi|\sжылдары|-?cı\sillər|eko\shamarkada)"
                     r"(?![^\W\d_])"
                     r"|(?:\banii|\bannées|\bvitet|những năm|thập kỷ|ทศวรรษ|\bdekada|\bdekade|\bdasawarsa|\bdeceniul(?:ui)?|"
                     r"\bdécennie|\bdecennio|\bdécadas?(?:\sde)?|\bdecade|\bthe\sdecade)\s['’]?"
                     r"(\d{3}0|\d0)(?![\d.,/:-]\d)(?!\s?[-–]\s?\d)"
                     r"|(?<![\d.,/:-])(\d0)\.\s?(?:roky|rokov|léta|leta|gadi)\b")
# A software product's name and the year in it ('Windows 2000 Server', 'SQL Server 2019', 'AutoCAD 2010'), or its
# release numbered from the year ('IntelliJ IDEA 2023.1.2'): a product, not a date (the model made a month of what
# follows: 'Premiere Pro 2013 R2' as 2013-12).
_PRODUCT = re.compile(r"\b(?:windows(?: server)?|(?:ms |microsoft )?office|sql server|visual studio|exchange(?: server)?|"
                      r"autocad|excel|outlook|powerpoint|sharepoint|visio|photoshop(?: cc)?|illustrator(?: cc)?|"
                      r"premiere pro|quickbooks|turbotax|intellij idea|pycharm|webstorm|phpstorm|clion|goland|"
                      r"datagrip|rubymine|appcode)\s(\d{4})(?:\.\d{1,2}){0,2}(?!\d|[./-]\d)")
# A standard's designation and the year of its edition ('ISO 9001:2015', 'ISO/IEC 27001:2013', 'DIN EN ISO 14001:2015',
# 'IEC 61508-3:2010', 'ГОСТ 7.0.97-2016', 'GB/T 7714-2015'): a document, not a date.
_STANDARD = re.compile(r"\b(?:iso(?:/iec)?|iec|din(?:\sen)?(?:\siso)?|bs(?:\sen)?|ansi|ieee|astm|jis|гост(?:\sр)?|"
                       r"gost(?:\sr)?|gb(?:/t)?|ст\sрк|дсту)\s?[a-zа-я]?\s?\d[\d.-]*[:-]\s?(\d{4})(?!\d|[./-]\d)")
# A clock time alone, its minutes read as a year ('à 14 h 30' as 2030-03-14): a text whose only numbers it is.
_CLOCK = re.compile(r"^\D*?(?<!\d)([01]?\d|2[0-3])\s?(?:h|:|ч\.?)\s?([0-5]\d)(?:\s?(?:h|min))?\D*$")
# A reading over a total with its unit ('RAM 12.4/16 GB', 'Disk 22.3/16 GB', '3,5/5 kg'): a measurement.
_MEASURE = re.compile(r"(?<![\d.,/:-])(\d{1,4})(?:[.,](\d{1,2}))?\s?/\s?(\d{1,4})(?:[.,]\d{1,2})?\s?"
                      r"(?:[kmgt]i?b|kg|km|mm|cm|ml|%|°c?|m²|[gm]hz|kw|w|mbit|mbps)(?![^\W\d_])")
# A span of days before a month's name and a year ('3-5 May 2021', '12.–15. März 2024', 'du 12 au 15 mai 2023', 'del
# 3 al 5 de mayo de 2021'), or after the name ('May 3-5, 2021'): no one date (the model read the span's last day). A
# hyphen with spaces around it separates a label from a date ('Lot 7 - 19 de abril de 1967').
# 'to' between two days in languages the patterns below do not spell out
_TO = (r"से|तक|سے|تک|تا|إلى|الى|حتى|đến|sampai|hingga|s\.\s?d\.|s/d|hanggang|hangtod|hadi|mpaka|ถึง|থেকে|ते|até|ao|"
       r"bis zum|fino al|tot|do|ile|bis|au|al|hasta|till|until|to|до|по|and|und|y|et|e|en|och|og|ja|és|și|si|i|и|ve")  # (two days: 'and' too)
_DAY_RANGE = re.compile(r"(?<![\d./:-])(\d{1,2})(?:\.|er|°|º|st|nd|rd|th)?"
                        r"(?:-|\s?[–—]\s?|\s(?:au|bis|to|till|until|al|a|до|по)\s)(\d{1,2})(?:\.|er|°|º|st|nd|rd|th)?"
                        r"\s(?:de\s)?[^\W\d_]{3,}\.?,?\s(?:de\s)?\d{4}(?!\d)"
                        r"|(?<![^\W\d_])[^\W\d_]{3,}\.?\s(\d{1,2})(?:-|\s?[–—]\s?)(\d{1,2}),?\s\d{4}(?!\d)"
                        # ... or with no year at all, the text's end after the month ('du 12 au 18 mai' read as 2018)
                        r"|(?<![\d./:-])(\d{1,2})(?:\.|er)?\s(?:au|bis|al|a|до|по|to)\s(\d{1,2})\.?\s(?:de\s)?[^\W\d_]{3,}\.?$"
                        # ... with 'to' in more languages, the month's name in any script before the year ('10 से 15
                        # जून 2024', 'od 10 do 15 czerwca 2024', '10 sampai 15 Juni 2024')
                        rf"|(?<![\d./:-])(\d{{1,2}})\s(?:{_TO})\s(\d{{1,2}})\s[^\d]{{2,25}}?\d{{4}}(?!\d)"
                        # ... or the month's name written again ('Hunyo 2 hangtod Hunyo 6, 2025', 'June 2 - June 6, 2025')
                        rf"|(?<![^\W\d_])([^\W\d_]{{3,}})\.?\s(\d{{1,2}})\s?(?:-|–|—|to|till|until|{_TO})\s?\9\.?\s"
                        r"(\d{1,2}),?\s\d{4}(?!\d)")
# A month and day with no year: ISO 8601's truncated form ('--04-12', '--0412'), and East Asian pages' month and day
# before their weekday in brackets ('12/24(토)', '3/15(金)', '12/24 (週六)'), which name a day of the coming weeks.
_NO_YEAR = re.compile(r"(?<![\w-])--(\d{2})-?(\d{2})(?!\d)"
                      r"|(?<![\d/.-])(\d{1,2})[/.](\d{1,2})\s?[(（]\s?(?:(?:週|周|星期|禮拜|礼拜)?[一二三四五六日天]|"
                      r"[月火水木金土日](?:曜日?)?|[월화수목금토일](?:요일)?)\s?[)）]")
_NUMBERS = (_VERSION, _V_VERSION, _ADDRESS, _NUMBERED, _COMPACT_NUMBERED, HOUSE, _DAYS, _VEHICLE, _PRODUCT, _STANDARD,
            _DECADE, _CLOCK, _MEASURE, _PAGES, _AMOUNT, POSTAL, _QUANTITY, _DAY_RANGE, _CODE, _ID, _YEARS, _NO_YEAR, SEASON, LOT,
            PHONE, FLIGHT, BUILD, IDENTITY, TARIFF, PAPER, TO_PRESENT, ARTICLE, OPEN_BOUND, _GLUED_CODE, CARD, SCORE,
            NEGATIVE, LOST, PART, ITEM, PAGE, LAW, MONEY, STREET_DATE, ALWAYS, AGE)
# Refused with any reading of their year when their numbers are all a text's ('v2.10.2021' read as 2021-08-10,
# 'ISO 9001:2015' as 2015-01-05, 'INV-2021-0345' as 2021)
_ALONE = (_NUMBERED, _VERSION, _V_VERSION, _STANDARD, _CODE)
# Refused when their number is all a text's digits
_ONLY_NUMBER = (POSTAL, _QUANTITY, SCORE, NEGATIVE, ITEM, PAGE, LAW, MONEY, ALWAYS, AGE)
# Not looked for in a window of a longer text (`number_reading`)
_NOT_IN_TEXT = (_DAY_RANGE, _ID, _YEARS)
# What each is, for a refusal's message
AMOUNT = "an amount of money"
_KINDS = ("a version number", "a version number", "a network address", "a numbered item's number",
          "a numbered item's number", "a house number", "a span of days", "a car's model year",
          "a software product's name", "a standard's designation", "a decade", "a clock time", "a measurement",
          "a range of pages", AMOUNT, "a postcode", "a quantity", "a span of days", "a document's code",
          "an identifier's number", "a span of two years", "a month and day with no year", "a season",
          "a lot's, batch's, order's or ID's number", "a phone number", "a flight's number", "a build's number",
          "an identity number", "a customs tariff code or the Incoterms' edition",
          "a paper's DOI or arXiv identifier", "a span to the present", "a product's article code",
          "a bound of a span ('before', 'after')", "a code glued to letters", "a card's or account's last digits",
          "a match's score", "a negative or overlong number", "a word whose letters were lost",
          "a part of a month or year", "a numbered item's number", "a page's number", "a law's number", AMOUNT,
          "a house number on a street named for a date", "round the clock ('24/7')", "an age")

# What a text must hold for each pattern to be found in it, found far faster than the pattern (each starts with a
# digit, a sign or a literal word, which the regex engine skips to instead of trying the pattern at every position):
# number_reading looks for a pattern only where all its gates are. find reads ~15 windows of each text, and these
# searches were a seventh of its time. tests/test_numbered.py checks on every labelled string that each gate holds
# wherever its pattern is found.
_GATES = {pattern: tuple(re.compile(g) for g in gates) for pattern, gates in {
    _VERSION: (r"\d\.\d{1,4}\.\d",), _V_VERSION: (r"\d\.\d{1,4}\.\d",), _ADDRESS: (r"\d\.\d{1,3}\.\d{1,3}\.\d",),
    _NUMBERED: (r"\d[/.-]\d", r"#|n[or°u]|br|č|số|le[yi]|legge|loi|gesetz|dec|zakon|закон|указ|постановл|invent|"
                             r"expedient|process|proceso|sentenc|resolu|acórd|of[ií]cio|portaria"),
    _COMPACT_NUMBERED: (r"\d{6}", r"#|n[or°u]"),
    **address_gates(),
    _DAYS: (r"\d\.?\s?[-–—]\s?\d{1,2}\.",), _VEHICLE: (_MAKES,),
    _PRODUCT: (r"windows|office|sql server|visual studio|exchange|autocad|excel|outlook|powerpoint|sharepoint|visio|"
               r"photoshop|illustrator|premiere pro|quickbooks|turbotax|intellij idea|pycharm|webstorm|phpstorm|clion|"
               r"goland|datagrip|rubymine|appcode",),
    _STANDARD: (r"[:-]\s?\d{4}",),
    _DECADE: (r"\d{3}0(?:['’-]|[seiaylехытиიաc]|\.\s?g|\sж)|\d0\.\s?[rlg]|anii|années|vitet|năm|kỷ|ทศวรรษ|dekad|"
              r"dasawarsa|deceni|décenn|decenn|décad|decade",),
    _CLOCK: (r"\d\s?[h:ч]",), _MEASURE: (r"\d\s?/",), _PAGES: (r"\d\s?[-–/]\s?\d",),
    _AMOUNT: (r"[$€£¥₽₹₩₺円원元]|руб|грн|zł|kč|lei|лв|tl|usd|eur|gbp|chf|dkk|sek|nok|pln|kr|dollar|dólar|dolar|reais|"
              r"pesos|franc|franken|lire|rupee|rupia|гривн|złot|zlot|korun|forint|dinar|denar|leva|kuna|rand|[₦₵₴₸₼₾₮₭₱₲₡₫৳฿₪]|"
              r"rp|rm|rs|ksh|ush|inr|idr|myr|thb|kes|vnd|kyat|ကျပ်|dram|դրամ|baht|บาท|đồng|riel|taka|টাকা|"
              r"ringgit|naira|cedi|shilling|birr|ብር|lari|ლარი|manat|tenge|теңге|тенге|tugrik|төгрөг|hryvnia|"
              r"درهم|ريال|ریال|دينار|تومان|جنيه|रुपये|रुपए|soles|quetzales|azn|uah|kzt|brl|mxn|clp|jpy|cny|rmb|krw|huf|"
              r"czk|bgn|rsd|isk|aed|egp|tnd|ils|irr|pkr|bdt|lkr|npr|khr|mnt|uzs|kgs|byn|mdl|mkd|kwd|omr|jod",),
    _QUANTITY: (r"qt|quanti|cantidad|menge|anzahl|aantal|antal|ilość|количество|кол-во|adet|jumlah|số lượng|数量|수량|"
                r"einwohner|population|habitant|inhabitant|abitanti|население|error|fehlercode|total|summe|gesamt|"
                r"betrag|montant|importe|valor",),
    _DAY_RANGE: (r"\d(?:\.|er|°|º|st|nd|rd|th)?(?:-|\s?[–—]\s?|\s(?:au|bis|to|till|until|al|a|до|по)\s)\d"
                  rf"|\d\s(?:{_TO})\s\d|\d\s?(?:-|–|—|to|till|until|{_TO})\s?[^\W\d_]{{3,}}\.?\s\d",),
    _CODE: (r"-\d{4}-\d{3}",), _ID: (r"\d{8}-",), _GLUED_CODE: (r"[a-z]\d{6}", r"\d{6}[a-z]"), _YEARS: (r"\d{4}[^\d#]{1,8}?\d{4}",),
    _NO_YEAR: (r"--\d|\d\s?[(（]",), **code_gates(), **span_gates(), **vague_gates(),
}.items()}
_GATED = tuple((p, kind, _GATES[p][0].search, _GATES[p][1].search if len(_GATES[p]) > 1 else None)
               for p, kind in zip(_NUMBERS, _KINDS))


def _made_of(match: re.Match, iso: str) -> bool:
    """Whether a reading's month, day and year (or its last two digits) are all among a match's numbers; for a
    numbered item's number, which holds no month or day, whether its year is one of them and its month and day
    are digits of the others ('č. j. 123/2019' read as 2019-03-12; not '№ 15/2024 от 01.02.2024'); for a span of
    two years, whether its year is one."""
    if match.re is LOST:
        return True
    if match.re is _YEARS:
        first, second = (int(f) for f in match.groups())
        return first < second <= first + _YEARS_APART and first >= 1000 and iso[:4] in match.groups()
    if match.re is _ID:
        return not _clock(match.group(2)) and match.group(1).startswith(iso[:4])
    if match.re is _COMPACT_NUMBERED or match.re is _GLUED_CODE:
        return iso[:4] in match.group(1) or iso[2:4] in match.group(1)
    if match.re in (LOT, PHONE, FLIGHT, BUILD, IDENTITY, TARIFF, PAPER, TO_PRESENT, ARTICLE, CARD):
        return made_of_code(match, iso)
    if match.re is OPEN_BOUND:
        return made_of_span(match, iso)
    if match.re is _VEHICLE:
        return len(iso) == 4 and iso in match.groups()
    if match.re is _PRODUCT:
        return iso[:4] == match.group(1)
    if match.re is STREET_DATE:  # the house number read as the year
        return int(iso[:4]) % 100 == int(match.group(2)) % 100
    if match.re is SEASON or match.re is PART:  # its year, or a month or day the model made up beside it
        return iso[:4] in match.groups()
    if match.re is _CLOCK:
        return iso[2:4] == match.group(2)
    if match.re is _DECADE:  # its first year, or that year's month or day the model made up ("anii '90" as 1990-05)
        decade = next(g for g in match.groups() if g is not None)
        return iso[:4] == decade if len(decade) == 4 else iso[2:4] == decade
    if match.re is _DAYS and int(match.group(1)) >= int(match.group(2)):  # a span runs forward
        return False
    if match.re is _DAY_RANGE:  # the reading's day is one of the span's, which runs forward (or, with no year, its year)
        first, last = (int(g) for g in match.groups() if g is not None and g.isdigit())
        return first < last and ((len(iso) == 10 and int(iso[8:]) in (first, last))
                                 or (match.group(5) is not None and int(iso[2:4]) in (first, last)))
    numbers = iso.split("-")
    parts = [int(numbers[0]) % 100] + [int(n) for n in numbers[1:]]
    written = [f for f in match.groups() if f is not None]
    groups = [int(f) for f in written]
    fields = set(groups) | {f % 100 for f in groups}
    if all(part in fields for part in parts):
        return True
    if match.re is not _NUMBERED:
        return False
    year = int(numbers[0])
    rest = [f for f, g in zip(written, groups) if not (g == year or (len(f) <= 2 and g == year % 100))]
    return len(rest) < len(written) and all(any(str(int(n)) in f for f in rest) for n in numbers[1:])


def _numbers_alone(norm: str, match: re.Match, iso: str) -> bool:
    """Whether a numbered item's number or a version is all the numerals of a text and holds the reading's year: its
    month and day were then made up ('no. 19-1392' read as 1392-11, 'số 13/2023/nđ-cp' as 2023-11-13, 'v2.10.2021'
    as 2021-08-10)."""
    if norm[match.start() : match.start(1)].strip() == "no":  # without its dot, a month's ('no 12/2021' stays)
        return False
    year = int(iso[:4])
    return (not re.search(r"\d", norm[: match.start()] + norm[match.end() :])
            and any(int(g) == year or (len(g) == 2 and int(g) == year % 100) for g in match.groups() if g))


def _year_of_amount(norm: str, match: re.Match, iso: str) -> bool:
    """Whether a reading's year is an amount's number, written nowhere else in the text, and its day (if it has one) no
    number of the text: its month and day, which the amount does not hold, were then made up ('pay 2025 dollars and
    00/100' read as 2025-07; '€2019 paid on 3 May 2019' keeps its date, and so does 'Iz 2038 Sek 30', where 'sek' is
    September's abbreviation and no crowns)."""
    amount = match.group(1) or match.group(2)
    if iso[:4] != amount or norm.count(amount) > 1:
        return False
    return len(iso) < 10 or int(iso[8:]) not in {int(n) for n in re.findall(r"\d{1,2}", norm)}


def _clock(serial: str) -> bool:
    return len(serial) == 4 and serial < "2400" and serial[2:] < "60"


def compact_ids(text: str) -> list[str]:
    """The identifiers of a text that are a compact date with a number after its dash that is no clock time
    ('20230415-7781', 'TR-20241125-553')."""
    return [m.group(0) for m in _ID.finditer(text) if not _clock(m.group(2))]


# A number before two capitals and a name, as written (not case-folded), at the start of a text or of a field: a
# Dutch postcode and its town ('1012 AB Amsterdam', 'Damrak 70-3, 1012 AB Amsterdam'), or a car's year, make and
# model ('2008 VW Golf'), whose number a reading takes for a year ('May 1999 NY Times' is a date). Eras are capitals
# too ('1500 BC Athens').
_POSTCODE = re.compile(r"(?:^|[,;] *)([1-9]\d{3}) ?(?!AD|BC|CE|AH|BP)[A-Z]{2} +\(?[A-Z][a-zà-ÿ]+")
_POSTCODE_SHAPE = re.compile(r"0000 ?[^\W\d_]{2} +\(?[^\W\d_]")


# A Portuguese postcode and its town ('1000-001 Lisboa', 'Rua Augusta 100, 1100-053 Lisboa'), which `normalize` reads
# as an ISO ordinal date (day 001 of the year 1000).
_PT_POSTCODE = re.compile(r"(?:^|[,;] *)([1-9]\d{3})-\d{3} +[A-ZÀ-Ý][a-zà-ÿ]+")
_PT_POSTCODE_SHAPE = re.compile(r"0000-00-00 +[^\W\d_]")


def code_and_name(text: str, iso: str) -> str | None:
    """The number, capitals and name a year-only reading was made of ('1012 AB Amsterdam', '2008 VW Golf'), or a
    Portuguese postcode and town any reading was ('1000-001 Lisboa'), if any; `text` as written."""
    if (m := _PT_POSTCODE.search(text)) and m.group(1) == iso[:4]:
        return m.group(0).lstrip(",; ")
    if len(iso) > 7:
        return None
    m = _POSTCODE.search(text)
    return m.group(0).lstrip(",; ") if m and m.group(1) == iso[:4] else None


def may_write_version(shape: str) -> bool:
    """Whether `version_reading`, `code_and_name`, `house_number` or `two_dates` could find theirs in a text of this
    shape (its digits all '0'): their patterns look at where digits stand, not at which."""
    return any(pattern.search(shape) is not None for pattern in (*_NUMBERS, _POSTCODE_SHAPE, _PT_POSTCODE_SHAPE,
                                                                   STREET, *TWO_DATES))


def version_reading(norm: str, iso: str, *, in_text: bool = False) -> str | None:
    """The version number ('version 10.2.3', 'python 3.11.7', 'ios 16.4.1', 'v2.10.2021'), IPv4 address
    ('10.1.4.22'), number after a number sign ('№ 12/2021'), pages ('pp. 12-19'), amount ('1500 ₽'), postcode
    ('PIN 110001'), identifier ('20230415-7781') or span of two years ('between 1850 and 1855') of a normalised
    text that a reading was made of, if any: its month, day and year's last two digits are all among that one's
    numbers (a version beside a real date does not refuse the date)."""
    found = number_reading(norm, iso, in_text=in_text)
    return found[0] if found else None


def _only_number(norm: str, match: re.Match) -> bool:
    """Whether the match's number (its group that matched) is all the digits of a text."""
    group = next(i for i, g in enumerate(match.groups(), start=1) if g is not None)
    return not re.search(r"\d", norm[: match.start(group)] + norm[match.end(group) :])


def span_reading(norm: str, iso: str) -> tuple[str, str] | None:
    """A span of two years or of days in a normalised text ('from 1850 to 1855', 'del 3 al 9 de junio de 2024') of
    which a reading is one end, and what it is; None if none. (`number_reading` leaves these to `find` in a window of
    a longer text; this is for a long text's one date: `find.read_long`.)"""
    for pattern, kind in ((_YEARS, "a span of two years"), (_DAY_RANGE, "a span of days")):
        for m in pattern.finditer(norm):
            if _made_of(m, iso):
                return m.group(0), kind
    return None


def number_reading(norm: str, iso: str, *, in_text: bool = False) -> tuple[str, str] | None:
    """`version_reading`'s number and what it is ('a range of pages'), if any. in_text (a window of a longer text):
    no span of two years or of days ('from 1850 to 1855', '3-5 May' write their dates in prose, which `find` may
    report) nor identifier, whose date may be written beside it too ('20240312-0087,2024-03-12'; `find_rules` judges a
    span's own)."""
    for pattern, kind, gate, second_gate in _GATED:
        if ((in_text and pattern in _NOT_IN_TEXT) or gate(norm) is None
                or (second_gate is not None and second_gate(norm) is None)):
            continue
        for m in pattern.finditer(norm):
            if (_only_number(norm, m) if pattern in _ONLY_NUMBER
                    else _made_of(m, iso) or (pattern in _ALONE and _numbers_alone(norm, m, iso))
                    or (pattern is _AMOUNT and _year_of_amount(norm, m, iso))):
                return m.group(0), kind
    return None
