"""Numbers that name a thing by its code, after the word that says so or by their shape: a lot's, batch's, order's or
ID's number ('LOT 20240315-B', '批号：20240315'), a phone number ('Tel.: 0221 12 03 20'), a flight's number ('Рейс SU
1402'), a build's number ('Build 2031'), a card's last digits ('尾号1234'), an identity number that begins with a birth
date ('500625-1234567'), a customs tariff code ('NCM 0901.21.00'), a paper's DOI or arXiv identifier, an item's or a
page's number alone ('No. 1776'), a law's number and year ('Ley 3/2018'), an amount after its currency's code ('USD 2024'). Their digits hold what a reading takes for a
year, month and day; `numbered.number_reading` refuses a reading made of them, with the other numbers that are something
else."""

from __future__ import annotations

import re

# A compact run after a word for a lot, batch, order, serial or identifier ('LOT 20240315-B', '批号：20240315',
# '주문번호 20240315-0001234', 'سری ساخت: ۱۴۰۳۰۷', 'Student ID 20190312'): a code that may hold its production date,
# which every labelled file marks as no date; a word between them ('Order date 20240315') leaves the date its own.
_CODE_WORDS = (r"(?<![^\W\d_])(?:lot|batch|charge|lote|partij|partia|partie|order|ordre|orden|pedido|encomenda|ordine|"
               r"commande|bestellung|auftrag|zamówienie|objednávka|sipariş|siparis|serial|série|serie|seri|s/n|sn|id|партия|"
               r"партии|серия|заказ|заказа|партія|замовлення)(?![^\W\d_])|批号|批號|批次|订单号|訂單號|订单|ロット|製造番号|"
               r"注文番号|주문번호|제조번호|로트|일련번호|سری ساخت|شماره سفارش|رقم الطلب|التشغيلة|بچ")
LOT = re.compile(rf"(?:{_CODE_WORDS})\s?(?:no\b\.?|nr\b\.?|number|id|#)?\s?:?\s?(\d{{6,14}})(?!\d)")
# Digits after a word for a phone or fax, in groups ('Tel.: 0221 12 03 20', 'тел. 8 (495) 123-45-67').
PHONE = re.compile(r"(?:(?<![^\W\d_])(?:tel|tél|telefon|telefone|teléfono|téléphone|telefono|phone|ph|fax|mob|mobile|gsm|"
                   r"тел|телефон|факс)(?![^\W\d_])|☎|電話|电话|전화)\.?\s?(?:no\.?\s?)?:?\s?(\+?\d[\d ()/.-]{5,}\d)")
# A flight's number after its word: the airline's two characters, then up to four digits ('Рейс SU 1402', 'Vlucht
# KL1234 · 12:05', 'Flight BA 2019').
FLIGHT = re.compile(r"(?<![^\W\d_])(?:flight|flug|vol|vuelo|volo|voo|vlucht|lento|рейс|uçuş|航班)\.?\s?:?\s?"
                    r"(?:[a-z]{2}|[a-z]\d|\d[a-z])\s?(\d{1,4})(?![\d:])")
# A build's number after its word ('Version 4.12.1 (Build 2031)', 'сборка 2019').
BUILD = re.compile(r"(?<![^\W\d_])(?:build|compilación|compilação|сборка|збірка|ビルド|빌드)\s?(?:no\.?\s?|#)?:?\s?(\d{3,6})(?!\d)")
# A person's identity number that begins with the birth date's six digits: Korea's resident registration number
# ('500625-1234567'), Malaysia's identity card ('880314-10-5678'), the Czech and Slovak birth number ('505612/1234').
IDENTITY = re.compile(r"(?<![\d/.-])(\d{6})(?:-\d{7}|-\d{2}-\d{4}|/\d{3,4})(?![\d/.-])")
# A card's or account's last four digits, after the word that says so or after the digits masked before them
# ('尾号1234', 'Card ending 1987', 'A/c XX1987', '*1987', '카드 끝자리 1987'): bank messages put them beside the day
# and month, which the model read with them as a year.
CARD = re.compile(r"(?:(?:(?<![^\W\d_])(?:ending|ends|terminada|terminación|terminando|terminant|finissant|endet|"
                  r"endend|eindigend|berakhiran|akhiran|kết thúc|ลงท้าย|оканчивающейся|заканчивающейся)(?:\s(?:in|with|en|"
                  r"par|auf|op|на|bằng|số|ด้วย))?|尾号|尾號|末尾|끝자리)\s?:?\s?"
                  # ... or glued to the masked digits before them
                  r"|(?<![^\W\d_])x{2,}|(?<!\*)\*{1,12}|•{1,12})(\d{4})(?![\d*]|[.,:/-]\d)")
# A number after its sign, when it is a text's only number ('No. 1776', '№ 1776', 'Nr. 2019'): an item's number, whose
# 'no' the model read as November's. Not '#' ('#2019', a hashtag's year), nor 'No' without its dot (Jola-Fonyi's
# November, 'No 1952').
ITEM = re.compile(r"(?<![^\W\d_])(?:(?:no|nr|nro|núm|num)\.|nº|n°|№)\s?(\d{3,6})(?![\d./-])")
# A page's number after its word, when it is a text's only number ('صفحه ۱۹۵۳', 'पृष्ठ १९४७', 'S. 1953'); the word starts
# the text or follows a space or a bracket (not a name's last letter after a mark: Maasai's 'Ntʉ́ŋʉ́s 2040').
PAGE = re.compile(r"(?<![^\s(\[,;:])(?:pages?|pp?|pg|s|seite|página|pág|pagina|стр|страница|сторінка|strona|str|sayfa|"
                  r"hal|halaman|trang|sivu|oldal|σελ|blz|sid|صفحة|صفحه|पृष्ठ|पृ|পৃষ্ঠা|பக்கம்|หน้า|页|頁|쪽)\.?\s?(\d{1,4})(?!\d)")
# A postcode after what it is called ('पिन 110001', 'PIN: 560034', 'PLZ 10115'), when it is a text's only number.
POSTAL = re.compile(r"(?:\bpin(?:\s?code)?|\bpincode|\bzip(?:\s?code)?|\bplz|\bcep|\bc\.p\.|\bcap|\bpost(?:al)?\s?code"
                    r"|индекс|〒|邮编|우편번호|पिन(?:\s?कोड)?|irányítószám|psč|kod pocztowy)\s?[:.-]?\s?(\d{3,6}(?:[-\s]\d{3,4})?)(?!\d)")
# A law's or decree's number and year after its word, when they are a text's only numbers ('Ley Orgánica 3/2018', 'D.L.
# 6/2020', 'Ν. 4624/2019', 'Wet 4 van 2013', 'UU No. 27 Tahun 2022', 'Uradni list RS, št. 40/12'): a law's name, not a
# date ('Ley 3/2018, de 5 de diciembre' gives its date beside it).
LAW = re.compile(r"(?<![^\W\d_])(?:ley(?: orgánica)?|real decreto|decreto(?:-ley|-lei| legge)?|lei|d\.\s?l\.|dl|"
                 r"d\.\s?lgs\.?|legge|loi|décret|ordonnance|gesetz|wet|law|public law|p\.\s?l\.|ustawa|zákon|"
                 r"zakon|закон|фз|νόμος|ν|uu|undang-undang|perpres|kanun|įstatymas|uradni list(?: rs)?|nn)\.?,?\s"
                 r"(?:(?:n[°º.]?|no\.?|nr\.?|núm\.?|št\.|№|αρ\.)\s?)?"
                 r"(\d{1,5}\s?(?:/|\sof\s|\svan\s|\sde\s|\sdel\s|\stahun\s|\saus\s|\sdu\s)\s?(?:\d{2}|\d{4}))(?![\d/.-])"
                 # ... and Hungarian's, the year first and the number in Roman numerals ('2011. évi CXC. törvény')
                 r"|(?<!\d)(\d{4})\.\s?évi\s[ivxlcdm]+\.\s?(?:számú\s)?törvény")
# An amount after a currency's ISO code, when it is a text's only number ('USD 2024', 'MXN 1999'); not codes that are
# words or somewhere a month's or weekday's abbreviation ('cad', 'cop', 'try', 'zar', 'sek', 'ngn', Mara's 'php').
_CODES = ("usd|eur|gbp|chf|mxn|sgd|aud|nzd|hkd|jpy|cny|brl|pln|nok|dkk|czk|huf|aed|egp|pkr|bdt|lkr|npr|clp|twd|krw|uah|"
          "kzt|azn|ghs|tzs|ugx|etb|tnd|jod|kwd|omr|bhd|irr|iqd|lbp|bgn|rsd|isk|mkd|mdl|byn|rub|uzs|kgs|tjs|mnt|khr|fjd|"
          "pgk|xof|xaf|zmw|mwk|bwp|mzn|aoa|cdf|rwf|bif|sdg|lyd|pyg|uyu|gtq|hnl|dop|jmd|ttd|htg")
MONEY = re.compile(rf"(?<![^\W\d_])(?:{_CODES})\.?\s?(\d{{3,4}})(?!\d|[.,]\d)")
# A customs tariff code after its name ('Code SH 0805.10.22', 'NCM 0901.21.00', 'GTİP 0802.22.00.00.00', 'Тарифен
# број 0805 10 20') and the rules' edition ('Incoterms 2020'): the model read the code's first four digits as a year.
TARIFF = re.compile(r"(?<![^\W\d_])(?:hs|sh|ncm|gti\u0307?p|hts|taric|nc|cn|tariff|tarif|tarifa|тарифен број|тарифный код|тн вэд|"
                    r"δασμολογική κλάση|mã hs|zolltarifnummer|warentarifnummer|税则号|海关编码|hsコード|incoterms)(?:\s?code)?"
                    r"\.?\s?:?\s?(\d{4})(?:[.\s]?\d{2}){0,5}(?![\d./-]?\d)")
# A product's code after its word, letters first ('SKU: AB-1204-33', 'Art.-Nr. XK-2019-04', 'Артикул ТВ-1987/5'): the
# model read its digits as a date.
ARTICLE = re.compile(r"(?<![^\W\d_])(?:sku|art\.?\s?-?nr|artikel(?:nr|nummer)?|article|item|part|p/n|ref|réf|model|modelo|"
                     r"modèle|modell|артикул|арт|品番|型番|货号|商品编号)\.?\s?(?:no\b\.?|nr\b\.?|#|number)?\s?:?\s?"
                     r"([^\W\d_]{1,5}[-/.]?\d[^\W_]*(?:[-/.][^\W_]+)*)")
# A DOI ('doi:10.1126/science.1058040', '10.1016/j.cell.2009.01.042') or an arXiv identifier ('arXiv:1905.07241'):
# the model read dates into their digits.
PAPER = re.compile(r"(?<![\w.])(?:doi:?\s?|https?://(?:dx\.)?doi\.org/)?10\.\d{4,9}/\S+"
                   r"|(?<![^\W\d_])arxiv:?\s?\d{4}\.\d{4,5}(?:v\d+)?")


def code_gates() -> dict[re.Pattern, tuple[str, ...]]:
    """What a text must hold for each pattern to be found in it (`numbered._GATES`)."""
    return {
        LOT: (r"\d{6}", r"lot|batch|charge|partij|parti|order|ordre|orden|pedido|encomenda|ordine|commande|bestellung|"
                        r"auftrag|zamówienie|objednávka|sipari|serial|série|seri|s/n|sn|id|парти|серия|заказ|замовлення|批|订单|"
                        r"訂單|ロット|製造番号|注文番号|주문번호|제조번호|로트|일련번호|سری|شماره سفارش|الطلب|التشغيلة|بچ"),
        PHONE: (r"\d[\d ()/.-]{5,}\d", r"tel|tél|phone|ph|fax|mob|gsm|тел|факс|☎|電話|电话|전화"),
        FLIGHT: (r"flight|flug|vol|vuelo|volo|voo|vlucht|lento|рейс|uçuş|航班",),
        BUILD: (r"build|compila|сборка|збірка|ビルド|빌드",),
        POSTAL: (r"pin|zip|plz|cep|c\.p\.|cap|post|индекс|〒|邮编|우편번호|पिन|irányítószám|psč|kod pocztowy",),
        ITEM: (r"no|nr|nro|núm|num|nº|n°|№",), MONEY: (_CODES,),
        LAW: (r"ley|decret|lei|d\.\s?l|dl|d\.\s?lgs|legge|loi|ordonnance|gesetz|wet|law|p\.\s?l|ustawa|zákon|zakon|"
              r"закон|фз|νόμος|ν|uu|undang|perpres|kanun|įstatymas|uradni|nn|törvény",),
        PAGE: (r"p|s|seite|стр|страниц|сторінк|str|sayfa|hal|trang|sivu|oldal|σελ|blz|sid|صفح|पृ|পৃষ্ঠা|பக்கம்|หน้า|页|頁|쪽",),
        CARD: (r"end|termina|finissant|eindigend|akhiran|kết thúc|ลงท้าย|канчивающейся|尾號|尾号|末尾|끝자리|xx|\*|•",),
        IDENTITY: (r"\d{6}[-/]\d",),
        PAPER: (r"10\.\d{4}|arxiv",),
        ARTICLE: (r"sku|art|item|part|p/n|ref|réf|model|артикул|арт|品番|型番|货号|商品编号",),
        TARIFF: (r"hs|sh|ncm|gti\u0307?p|hts|taric|nc|cn|tarif|тариф|тн вэд|δασμολογική|zolltarif|warentarif|税则号|海关编码|hsコード|"
                 r"incoterms",),
    }


def made_of_code(match: re.Match, iso: str) -> bool:
    """Whether a reading was made of a code's digits: its year's (or their last two) for a lot's number or a phone's,
    the whole number for a flight's or a build's, the first four for a tariff code, the birth date's (or any four) for
    an identity number, any of a paper identifier's that the rest of the text does not write."""
    if match.re is TARIFF:
        return iso[:4] == match.group(1)
    if match.re is PAPER:  # a reading whose year's digits it holds, and the rest of the text does not
        rest = match.string[: match.start()] + " " + match.string[match.end() :]
        return (iso[:4] in match.group() or iso[2:4] in match.group()) and iso[:4] not in rest
    if match.re is ARTICLE:  # any four of its digits
        return iso[:4] in re.sub(r"\D", "", match.group(1))
    if match.re is FLIGHT or match.re is BUILD or match.re is CARD:
        return iso[:4].lstrip("0") == match.group(1).lstrip("0")
    if match.re is IDENTITY:  # its first six digits, year-month-day (a Czech woman's month is 50 more), or any four
        return iso[2:4] == match.group(1)[:2] or iso[:4] in re.sub(r"\D", "", match.group())
    digits = re.sub(r"\D", "", match.group(1))
    return iso[:4] in digits or (match.re is LOT and iso[2:4] in digits)
