"""Month names from dateparser's translation data (dateparser 1.5.0, BSD-3-Clause) that neither CLDR nor the
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
SOURCES = {"dateparser": '1.5.0', "babel": '2.18.0'}

DATEPARSER_MONTHS: dict[str, dict[int, tuple[str, ...]]] = {  # language: month: names
    'ak': {1: ('sanda-ɔpɛpɔn',), 2: ('kwakwar-ɔgyefuo',), 3: ('ebɔw-ɔbenem',), 4: ('ebɔbira-oforisuo',), 5: ('esusow aketseaba-kɔtɔnimba',), 6: ('obirade-ayɛwohomumu',), 7: ('ayɛwoho-kitawonsa',), 8: ('difuu-ɔsandaa',), 9: ('fankwa-ɛbɔ',), 10: ('ɔbɛsɛ-ahinime',), 11: ('ɔberɛfɛw-obubuo',), 12: ('mumu-ɔpɛnimba',)},
    'ar': {6: ('يونيه', 'يونية'), 7: ('يوليه', 'يولية')},
    'az': {6: ('i̇yun',), 7: ('i̇yul',)},
    'be': {1: ('Стд',), 8: ('Жнівеня', 'Жнв'), 9: ('Врс',), 10: ('Кст',), 12: ('Снж',)},
    'bg': {1: ('ян',), 2: ('фв',), 4: ('ап',), 7: ('юл',), 9: ('септм',)},
    'br': {2: ("c'hwe", "c'hwevrer")},
    'brx': {3: ('मार्स',), 4: ('एफ्रिल',), 7: ('जुलाइ',), 8: ('आगस्थ',), 9: ('सेबथेज्ब़र',), 10: ('अखथबर',), 11: ('नबेज्ब़र',), 12: ('दिसेज्ब़र',)},
    'cs': {2: ('únr',), 6: ('Čer',), 7: ('Črc', 'črv')},
    'ee': {5: ('dama',)},
    'fa': {8: ('آگست',)},
    'fi': {1: ('tammik',), 2: ('helmik',), 3: ('maalisk',), 4: ('huhtik',), 5: ('toukok',), 6: ('kesäk',), 7: ('heinäk',), 8: ('elok',), 9: ('syysk',), 10: ('lokak',), 11: ('marrask',), 12: ('jouluk',)},
    'haw': {4: ("'apelila",), 8: ("'aukake",), 10: ("'okakopa",)},
    'he': {1: ('לינואר',), 2: ('לפברואר',), 3: ('למרץ', 'מרס', 'במרס', 'למרס', 'מארס', 'במארס', 'למארס'), 4: ('לאפריל',), 5: ('למאי',), 6: ('ליוני', 'יונ'), 7: ('ליולי', 'יול'), 8: ('לאוגוסט',), 9: ('לספטמבר',), 10: ('לאוקטובר',), 11: ('לנובמבר',), 12: ('לדצמבר',)},
    'hr': {1: ('siječnjem',), 2: ('veljačom',), 3: ('ožujkom',), 4: ('travnjem',), 5: ('svibnjem',), 6: ('lipnjem',), 7: ('srpnjem',), 8: ('kolovozom',), 9: ('rujnom',), 10: ('listopadom',), 11: ('studenomu', 'studenome', 'studenog', 'studenim'), 12: ('prosincem',)},
    'id': {1: ('Djan', 'Djanuari'), 6: ('Djuni',), 7: ('Djuli',)},
    'ii': {11: ('ꊰꊪꆪ',)},
    'kl': {3: ('martsi',), 8: ('augustusi',), 10: ('oktoberi',), 11: ('novemberi',), 12: ('decemberi',)},
    'kok': {8: ('ओगस्ट',), 9: ('सेप्टेंबर',), 10: ('ओक्टोबर',)},
    'lo': {1: ('ມກ',), 2: ('ກພ',), 3: ('ມນ',), 4: ('ມສ',), 5: ('ພພ',), 7: ('ກລ',), 8: ('ສຫ',), 9: ('ກຍ',), 10: ('ຕລ',), 11: ('ພຈ',), 12: ('ທວ',)},
    'mgo': {10: ("iməg tèsi'e",)},
    'mk': {11: ('ноем',)},
    'mn': {6: ('зургадугаар сар',), 7: ('долдугаар сар',)},
    'nnh': {6: ("saŋ njÿolá'",), 9: ("saŋ ngwɔ̀' mbÿɛ",), 10: ("saŋ tàŋa tsetsá'",)},
    'pl': {4: ('Kwie',)},
    'ro': {11: ('Noiem',)},
    'rw': {5: ('gicuransi',), 9: ('nzeli',)},
    'so': {1: ('bisha koobaad',), 2: ('bisha labaad',), 3: ('bisha saddexaad',), 4: ('bisha afraad',), 5: ('bisha shanaad',), 6: ('bisha lixaad',), 7: ('bisha todobaad',), 8: ('bisha sideedaad',), 9: ('bisha sagaalaad',), 10: ('bisha tobnaad',), 11: ('bisha kow iyo tobnaad',), 12: ('bisha laba iyo tobnaad',)},
    'th': {1: ('มค', 'เดือนมกราคม', 'มกรา'), 2: ('กพ', 'เดือนกุมภาพันธ์', 'กุมภา'), 3: ('เดือนมีนาคม', 'มีนา'), 4: ('เมย', 'เมษา', 'เดือนเมษายน'), 5: ('พค', 'เดือนพฤษภาคม', 'พฤษภา'), 6: ('เดือนมิถุนายน', 'มิถุนา'), 7: ('กค', 'เดือนกรกฏาคม', 'กรกฎา'), 8: ('สค', 'สิงหา', 'เดือนสิงหาคม'), 9: ('กย', 'กันยา', 'เดือนกันยายน'), 10: ('ตค', 'เดือนตุลาคม', 'ตุลา'), 11: ('พย', 'เดือนพฤศจิกายน', 'พฤศจิ'), 12: ('ธค', 'เดือนธันวาคม', 'ธันวา')},
    'ti': {5: ('ግንቦት',)},
    'to': {3: ("ma'asi",), 4: ("'epeleli",), 8: ("'aokosi",), 10: ("'okatopa",)},
    'uk': {3: ('берез',), 9: ('верес',), 11: ('листоп',)},
    'yo': {1: ('ṣẹ́r', 'ṣẹ́rẹ́'), 2: ('èrèl', 'èrèlè'), 3: ('ẹrẹ̀n', 'ẹrẹ̀nà'), 4: ('ìgb', 'ìgbé'), 5: ('ẹ̀bi', 'ẹ̀bibi'), 6: ('òkú', 'òkúdu'), 7: ('agẹ', 'agẹmọ'), 8: ('ògú', 'ògún'), 9: ('owewe',), 10: ('ọ̀wà', 'ọ̀wàrà'), 11: ('bél', 'bélú'), 12: ('ọ̀pẹ', 'ọ̀pẹ̀')},
}  # fmt: skip
