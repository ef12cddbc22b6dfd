"""Writes datenorm/number_tables_indic.json: the number-word tables of eleven Indic languages (hi ur bn mr gu pa ne ta te
kn ml) for `datenorm.number_words`, in `number_tables.TABLES` format.

Cardinal words 0-99 follow CLDR's RBNF spell-out rules (common/rbnf/<lang>.xml), with the usual variant spellings
added by hand or by rule (nukta, chandrabindu, addak, Arabic-keyboard Urdu letters, Malayalam chillu encodings).
Left out on purpose: year words that after a number are a duration ('साल', 'वर्ष', 'سال', 'ਸਾਲ', 'ஆண்டு', 'വർഷം',
'ವರ್ಷ': 'दो हज़ार साल पहले' is no year); Nepali 'छ' (6, also 'is': 'मूल्य दुई हजार छ'); Bengali 'বার' (12, also
'times'); 'ഒരു', 'ஒரு', 'ఒక' (one, also 'a'); Hindi 'पहले' (also 'before'); the Bikram Sambat months 'पुस' ('पुस्तक'),
'मार्ग' (road) and 'ज्येष्ठ' ('ज्येष्ठ नागरिक'). A month is only its whole name in these tables ('whole_months'): 'जून'
starts 'जूनियर' (junior), May's 'মে' 'মেয়ে' (girl).

Run: python scripts/gen_indic_numbers.py   (writes datenorm/number_tables_indic.json)
"""
import itertools
import json
import sys
import unicodedata
from pathlib import Path

ZWJ = "\u200d"


def norm(w):
    return unicodedata.normalize("NFKC", w).casefold()


class Table:
    def __init__(self, code):
        self.code = code
        self.kinds = {}  # kind -> {word: value}
        self.lists = {}  # key -> [words]
        self.flags = {}
        self.conflicts = []

    def add(self, kind, value, *words, variants=None):
        d = self.kinds.setdefault(kind, {})
        for w in words:
            for v in ([w] + (variants(w) if variants else [])):
                k = norm(v)
                if k in d and d[k] != value:
                    self.conflicts.append((kind, v, d[k], value))
                    continue
                d.setdefault(k, value)

    def words(self, key, *words, variants=None):
        lst = self.lists.setdefault(key, [])
        for w in words:
            for v in ([w] + (variants(w) if variants else [])):
                k = norm(v)
                if k not in lst:
                    lst.append(k)


def uniq(seq):
    return list(dict.fromkeys(s for s in seq))


# ----------------------------------------------------------------------------------------------------------------
# Variant rules
def deva_variants(w):
    out = [w]
    out.append(w.replace("\u093c", ""))  # without nukta ('हजार' for 'हज़ार')
    out += [x.replace("\u0901", "\u0902") for x in list(out)]  # chandrabindu typed as anusvara ('पांच')
    return uniq(out)[1:]


def marathi_variants(w):
    out = deva_variants(w) + [w]
    # eyelash ra: 'चौऱ्याऐंशी' (ऱ्य), 'चौर्याऐंशी' (र्य), and 'र + ZWJ + ्य'
    for x in list(out):
        if "\u0931\u094d" in x:
            out.append(x.replace("\u0931\u094d", "\u0930\u094d"))
            out.append(x.replace("\u0931\u094d", "\u0930" + ZWJ + "\u094d"))
    return [x for x in uniq(out) if x != w]


def guru_variants(w):
    out = [w, w.replace("\u0a3c", "")]  # without nukta
    out += [x.replace("\u0a71", "") for x in list(out)]  # without addak ('ਇਕ' for 'ਇੱਕ')
    return uniq(out)[1:]


def urdu_variants(w):
    # Urdu typed on Arabic keyboards: ي for ی, ك for ک, ه for ہ (and ى for a final ی)
    subs = [("\u06cc", "\u064a"), ("\u06a9", "\u0643"), ("\u06c1", "\u0647")]
    out = [w]
    for r in range(1, len(subs) + 1):
        for combo in itertools.combinations(subs, r):
            x = w
            for a, b in combo:
                x = x.replace(a, b)
            out.append(x)
    if w.endswith("\u06cc"):
        out.append(w[:-1] + "\u0649")
    return uniq(out)[1:]


CHILLU = {"\u0d7a": "\u0d23", "\u0d7b": "\u0d28", "\u0d7c": "\u0d30", "\u0d7d": "\u0d32", "\u0d7e": "\u0d33"}


def ml_variants(w):
    # Malayalam chillu letters as older text encodes them: base + virama + ZWJ (and + virama alone)
    out = [w]
    if any(c in w for c in CHILLU):
        zwj, bare = w, w
        for c, base in CHILLU.items():
            zwj = zwj.replace(c, base + "\u0d4d" + ZWJ)
            bare = bare.replace(c, base + "\u0d4d")
        out += [zwj, bare]
    return uniq(out)[1:]


# ----------------------------------------------------------------------------------------------------------------
def cardinal_lines(spec):
    """'1 एक; 2 दो दुइ' style: value then words, ';' separated."""
    out = {}
    for part in spec.split(";"):
        part = part.strip()
        if not part:
            continue
        n, *ws = part.split()
        out.setdefault(int(n), []).extend(ws)
    return out


TABLES = {}

# ================================================================================================================
# Hindi
hi = Table("hi")
HI = cardinal_lines("""
0 शून्य; 1 एक; 2 दो; 3 तीन; 4 चार; 5 पाँच; 6 छह छः; 7 सात; 8 आठ; 9 नौ; 10 दस;
11 ग्यारह; 12 बारह; 13 तेरह; 14 चौदह; 15 पन्द्रह पंद्रह; 16 सोलह; 17 सत्रह; 18 अठारह; 19 उन्नीस; 20 बीस;
21 इक्कीस; 22 बाईस; 23 तेईस तेइस; 24 चौबीस; 25 पच्चीस; 26 छब्बीस; 27 सत्ताईस सत्ताइस; 28 अट्ठाईस अठ्ठाईस अठाईस अट्ठाइस;
29 उनतीस उन्तीस; 30 तीस; 31 इकतीस इकत्तीस; 32 बत्तीस; 33 तैंतीस तेंतीस तैतीस; 34 चौंतीस चौतीस; 35 पैंतीस पैतीस;
36 छत्तीस; 37 सैंतीस सैतीस; 38 अड़तीस; 39 उनतालीस उन्तालीस; 40 चालीस; 41 इकतालीस; 42 बयालीस बियालीस;
43 तैंतालीस तेंतालीस तैतालीस; 44 चौवालीस चवालीस; 45 पैंतालीस पैतालीस; 46 छियालीस छयालीस; 47 सैंतालीस सैतालीस;
48 अड़तालीस; 49 उनचास उंचास; 50 पचास; 51 इक्यावन इकावन; 52 बावन; 53 तिरेपन तिरपन; 54 चौवन चव्वन; 55 पचपन;
56 छप्पन; 57 सत्तावन; 58 अट्ठावन अठावन अठ्ठावन; 59 उनसठ उन्सठ; 60 साठ; 61 इकसठ; 62 बासठ; 63 तिरेसठ तिरसठ;
64 चौंसठ चौसठ; 65 पैंसठ पैसठ; 66 छियासठ छयासठ; 67 सड़सठ सरसठ; 68 अड़सठ; 69 उनहत्तर; 70 सत्तर; 71 इकहत्तर;
72 बहत्तर; 73 तिहत्तर; 74 चौहत्तर; 75 पचहत्तर; 76 छिहत्तर छियत्तर; 77 सतहत्तर सतत्तर; 78 अठहत्तर; 79 उनासी उन्यासी उनअस्सी;
80 अस्सी; 81 इक्यासी; 82 बयासी; 83 तिरासी; 84 चौरासी; 85 पचासी; 86 छियासी; 87 सत्तासी; 88 अट्ठासी अठासी अठ्ठासी;
89 नवासी नव्वासी; 90 नब्बे; 91 इक्यानबे इक्यानवे; 92 बानबे बानवे; 93 तिरानबे तिरानवे; 94 चौरानबे चौरानवे;
95 पंचानबे पंचानवे पचानवे; 96 छियानबे छियानवे; 97 सत्तानबे सत्तानवे; 98 अट्ठानबे अट्ठानवे अठानवे; 99 निन्यानबे निन्यानवे निन्नानवे
""")
for n, ws in HI.items():
    hi.add("cardinals", n, *ws, variants=deva_variants)
hi.add("hundreds", 100, "सौ")
hi.add("thousands", 1, "हज़ार", variants=deva_variants)
# Dates take the feminine ordinal (तारीख): 'पहली मई', 'पंद्रहवीं अगस्त' is rare but written.
hi.add("ordinals", 1, "पहली")
hi.add("ordinals", 2, "दूसरी")
hi.add("ordinals", 3, "तीसरी")
hi.add("ordinals", 4, "चौथी")
hi.add("ordinals", 6, "छठी", "छठवीं", variants=deva_variants)
hi.add("ordinals", 9, "नवीं", "नवी")
for n in range(5, 32):
    if n == 6:
        continue
    for w in HI[n]:
        hi.add("ordinals", n, w + "वीं", w + "वी", variants=deva_variants)
hi.words("months", *"जनवरी फ़रवरी फ़र्वरी मार्च अप्रैल अप्रेल मई जून जुलाई अगस्त सितंबर सितम्बर अक्तूबर अक्टूबर अक्तुबर नवंबर"
         " नवम्बर दिसंबर दिसम्बर".split(), variants=deva_variants)
# 'साल' and 'वर्ष' after a number are mostly a duration ('दो हज़ार साल पहले'): not year words
hi.words("year_words", "सन्", "सन", "ईस्वी", "ईसवी")
hi.words("day_words", "दिनांक", "तारीख़", variants=deva_variants)
hi.words("days_after", "तारीख़", variants=deva_variants)  # 'पाँच तारीख़ को'
TABLES["hi"] = hi

# ================================================================================================================
# Urdu
ur = Table("ur")
UR = cardinal_lines("""
0 صفر; 1 ایک; 2 دو; 3 تین; 4 چار; 5 پانچ; 6 چھ چھے چھہ; 7 سات; 8 آٹھ; 9 نو; 10 دس; 11 گیارہ; 12 بارہ; 13 تیرہ;
14 چودہ; 15 پندرہ; 16 سولہ; 17 سترہ; 18 اٹھارہ اٹھارا; 19 انیس; 20 بیس; 21 اکیس; 22 بائیس بائس; 23 تئیس تیئس;
24 چوبیس; 25 پچیس; 26 چھبیس; 27 ستائیس ستائس; 28 اٹھائیس اٹھائس; 29 انتیس; 30 تیس; 31 اکتیس; 32 بتیس;
33 تینتیس تنتیس; 34 چونتیس چوتیس; 35 پینتیس; 36 چھتیس; 37 سینتیس; 38 اڑتیس; 39 انتالیس; 40 چالیس; 41 اکتالیس;
42 بیالیس; 43 تینتالیس تیتالیس; 44 چوالیس; 45 پینتالیس; 46 چھیالیس; 47 سینتالیس; 48 اڑتالیس; 49 انچاس;
50 پچاس; 51 اکیاون اکاون; 52 باون; 53 تریپن ترپن; 54 چون چوون; 55 پچپن; 56 چھپن; 57 ستاون; 58 اٹھاون; 59 انسٹھ;
60 ساٹھ; 61 اکسٹھ; 62 باسٹھ; 63 تریسٹھ ترسٹھ; 64 چونسٹھ; 65 پینسٹھ; 66 چھیاسٹھ; 67 سڑسٹھ; 68 اڑسٹھ; 69 انہتر;
70 ستر; 71 اکہتر; 72 بہتر; 73 تہتر; 74 چوہتر; 75 پچہتر; 76 چھہتر چھیہتر; 77 ستہتر ستتر; 78 اٹھہتر; 79 اناسی انیاسی;
80 اسی; 81 اکیاسی; 82 بیاسی; 83 تراسی; 84 چوراسی; 85 پچاسی; 86 چھیاسی; 87 ستاسی; 88 اٹھاسی; 89 نواسی; 90 نوے;
91 اکیانوے; 92 بانوے; 93 ترانوے; 94 چورانوے; 95 پچانوے; 96 چھیانوے; 97 ستانوے; 98 اٹھانوے; 99 ننانوے نناوے
""")
for n, ws in UR.items():
    ur.add("cardinals", n, *ws, variants=urdu_variants)
ur.add("hundreds", 100, "سو")
ur.add("thousands", 1, "ہزار", "ھزار", variants=urdu_variants)
ur.add("ordinals", 1, "یکم", "پہلی", variants=urdu_variants)  # 'یکم جنوری'
ur.words("months", *"جنوری فروری مارچ اپریل مئی مئ جون جولائی جولائ اگست ستمبر اکتوبر نومبر دسمبر".split(),
         variants=urdu_variants)
ur.words("year_words", "سن", "سنہ", "عیسوی", variants=urdu_variants)  # not 'سال': 'دو ہزار سال' is a duration
ur.words("day_words", "تاریخ", "بتاریخ", "مورخہ", variants=urdu_variants)
ur.words("days_after", "تاریخ", variants=urdu_variants)
TABLES["ur"] = ur

# ================================================================================================================
# Bengali
bn = Table("bn")
BN = cardinal_lines("""
0 শূন্য; 1 এক; 2 দুই দু; 3 তিন; 4 চার; 5 পাঁচ; 6 ছয় ছ; 7 সাত; 8 আট; 9 নয়; 10 দশ; 11 এগারো এগার;
12 বারো; 13 তেরো তের; 14 চৌদ্দ চোদ্দ চোদ্দো; 15 পনেরো পনের; 16 ষোলো ষোল; 17 সতেরো সতের; 18 আঠারো আঠার;
19 উনিশ ঊনিশ; 20 কুড়ি বিশ; 21 একুশ; 22 বাইশ; 23 তেইশ; 24 চব্বিশ; 25 পঁচিশ; 26 ছাব্বিশ; 27 সাতাশ;
28 আঠাশ; 29 উনত্রিশ ঊনত্রিশ; 30 ত্রিশ তিরিশ; 31 একত্রিশ; 32 বত্রিশ; 33 তেত্রিশ; 34 চৌত্রিশ চোত্রিশ;
35 পঁয়ত্রিশ; 36 ছত্রিশ; 37 সাঁইত্রিশ; 38 আটত্রিশ; 39 উনচল্লিশ ঊনচল্লিশ; 40 চল্লিশ; 41 একচল্লিশ;
42 বিয়াল্লিশ বেয়াল্লিশ; 43 তেতাল্লিশ; 44 চুয়াল্লিশ চোয়াল্লিশ; 45 পঁয়তাল্লিশ; 46 ছেচল্লিশ; 47 সাতচল্লিশ;
48 আটচল্লিশ; 49 উনপঞ্চাশ ঊনপঞ্চাশ; 50 পঞ্চাশ; 51 একান্ন; 52 বায়ান্ন বাহান্ন; 53 তিপ্পান্ন তিপান্ন; 54 চুয়ান্ন;
55 পঞ্চান্ন; 56 ছাপ্পান্ন ছাপান্ন; 57 সাতান্ন; 58 আটান্ন; 59 উনষাট ঊনষাট; 60 ষাট; 61 একষট্টি; 62 বাষট্টি;
63 তেষট্টি; 64 চৌষট্টি; 65 পঁয়ষট্টি; 66 ছেষট্টি; 67 সাতষট্টি; 68 আটষট্টি; 69 উনসত্তর ঊনসত্তর; 70 সত্তর;
71 একাত্তর; 72 বাহাত্তর; 73 তিয়াত্তর তেয়াত্তর; 74 চুয়াত্তর; 75 পঁচাত্তর; 76 ছিয়াত্তর; 77 সাতাত্তর; 78 আটাত্তর;
79 উনআশি ঊনআশি উনাশি; 80 আশি; 81 একাশি; 82 বিরাশি; 83 তিরাশি; 84 চুরাশি; 85 পঁচাশি; 86 ছিয়াশি; 87 সাতাশি;
88 অষ্টআশি অষ্টাশি আটাশি; 89 উননব্বই ঊননব্বই; 90 নব্বই নব্বুই; 91 একানব্বই; 92 বিরানব্বই; 93 তিরানব্বই;
94 চুরানব্বই; 95 পঁচানব্বই; 96 ছিয়ানব্বই; 97 সাতানব্বই; 98 আটানব্বই; 99 নিরানব্বই
""")
for n, ws in BN.items():
    bn.add("cardinals", n, *ws)
bn.add("hundreds", 100, "শো", "শ", "শত")  # glued: 'উনিশশো', 'দুশো'; 'উনিশ শত'
bn.add("thousands", 1, "হাজার")
# The day forms of dates: 'পয়লা বৈশাখ', 'একুশে ফেব্রুয়ারি', 'পঁচিশে বৈশাখ'
bn.add("ordinals", 1, "পয়লা", "পহেলা")
bn.add("ordinals", 2, "দোসরা")
bn.add("ordinals", 3, "তেসরা")
bn.add("ordinals", 4, "চৌঠা")
BN_DAY = cardinal_lines("""
5 পাঁচই; 6 ছয়ই ছউই; 7 সাতই; 8 আটই; 9 নয়ই নউই; 10 দশই; 11 এগারোই এগারই; 12 বারোই বারই; 13 তেরোই তেরই;
14 চৌদ্দই চোদ্দই; 15 পনেরোই পনেরই; 16 ষোলোই ষোলই; 17 সতেরোই সতেরই; 18 আঠারোই আঠারই; 19 উনিশে; 20 বিশে;
21 একুশে; 22 বাইশে; 23 তেইশে; 24 চব্বিশে; 25 পঁচিশে; 26 ছাব্বিশে; 27 সাতাশে; 28 আঠাশে; 29 উনত্রিশে;
30 ত্রিশে তিরিশে; 31 একত্রিশে
""")
for n, ws in BN_DAY.items():
    bn.add("ordinals", n, *ws)
bn.words("endings", "ে", "ের", "তে")  # 'উনিশশো একাত্তরে', '… একাত্তরের', '… আশিতে'
bn.words("months", *"জানুয়ারি জানুয়ারী ফেব্রুয়ারি ফেব্রুয়ারী মার্চ এপ্রিল জুন জুলাই আগস্ট আগষ্ট অগাস্ট সেপ্টেম্বর"
         " অক্টোবর অক্টোবর নভেম্বর ডিসেম্বর".split())
# The Bengali calendar's months ('পঁচিশে বৈশাখ'): `other_calendars` then knows the date for what it is
bn.words("months", *"বৈশাখ জ্যৈষ্ঠ আষাঢ় শ্রাবণ ভাদ্র আশ্বিন কার্তিক অগ্রহায়ণ পৌষ মাঘ ফাল্গুন চৈত্র".split())
bn.words("year_words", *"সাল সালে সালের সন সনে খ্রিস্টাব্দ খ্রিস্টাব্দে খ্রিষ্টাব্দ খ্রিষ্টাব্দে খ্রীষ্টাব্দ বঙ্গাব্দ বঙ্গাব্দে".split())
bn.words("day_words", "তারিখ")
bn.words("days_after", "তারিখ", "তারিখে", "তারিখের")
bn.flags["glued"] = "yes"
TABLES["bn"] = bn

# ================================================================================================================
# Marathi
mr = Table("mr")
MR = cardinal_lines("""
0 शून्य; 1 एक; 2 दोन; 3 तीन; 4 चार; 5 पाच; 6 सहा; 7 सात; 8 आठ; 9 नऊ; 10 दहा; 11 अकरा; 12 बारा; 13 तेरा;
14 चौदा; 15 पंधरा; 16 सोळा; 17 सतरा; 18 अठरा; 19 एकोणीस एकोणिस; 20 वीस; 21 एकवीस; 22 बावीस; 23 तेवीस; 24 चोवीस;
25 पंचवीस; 26 सव्वीस; 27 सत्तावीस; 28 अठ्ठावीस अठ्ठाविस; 29 एकोणतीस; 30 तीस; 31 एकतीस; 32 बत्तीस; 33 तेहतीस;
34 चौतीस; 35 पस्तीस; 36 छत्तीस; 37 सदतीस; 38 अडतीस; 39 एकोणचाळीस; 40 चाळीस; 41 एक्केचाळीस; 42 बेचाळीस;
43 त्रेचाळीस; 44 चव्वेचाळीस; 45 पंचेचाळीस; 46 सेहेचाळीस शेहेचाळीस; 47 सत्तेचाळीस; 48 अठ्ठेचाळीस; 49 एकोणपन्नास;
50 पन्नास; 51 एक्कावन्न; 52 बावन्न; 53 त्रेपन्न; 54 चौपन्न; 55 पंचावन्न; 56 छप्पन्न; 57 सत्तावन्न; 58 अठ्ठावन्न;
59 एकोणसाठ; 60 साठ; 61 एकसष्ट; 62 बासष्ट; 63 त्रेसष्ट; 64 चौसष्ट; 65 पासष्ट; 66 सहासष्ट; 67 सदुसष्ट; 68 अडुसष्ट;
69 एकोणसत्तर; 70 सत्तर; 71 एकाहत्तर; 72 बाहत्तर; 73 त्र्याहत्तर; 74 चौऱ्याहत्तर; 75 पंच्याहत्तर; 76 शहात्तर;
77 सत्त्याहत्तर सत्याहत्तर; 78 अठ्ठ्याहत्तर अठ्याहत्तर; 79 एकोणऐंशी; 80 ऐंशी; 81 एक्क्याऐंशी एक्याऐंशी; 82 ब्याऐंशी;
83 त्र्याऐंशी; 84 चौऱ्याऐंशी; 85 पंच्याऐंशी; 86 शहाऐंशी; 87 सत्त्याऐंशी सत्याऐंशी; 88 अठ्ठ्याऐंशी अठ्याऐंशी;
89 एकोणनव्वद; 90 नव्वद; 91 एक्याण्णव एक्क्याण्णव; 92 ब्याण्णव; 93 त्र्याण्णव; 94 चौऱ्याण्णव; 95 पंच्याण्णव;
96 शहाण्णव; 97 सत्त्याण्णव सत्याण्णव; 98 अठ्ठ्याण्णव अठ्याण्णव; 99 नव्व्याण्णव नव्याण्णव
""")
for n, ws in MR.items():
    mr.add("cardinals", n, *ws, variants=marathi_variants)
mr.add("hundreds", 100, "शे", "शंभर")  # glued: 'एकोणीसशे' 1900, 'दोनशे'
mr.add("thousands", 1, "हज़ार", variants=deva_variants)
mr.words("endings", "मध्ये")  # 'एकोणीसशे सत्तेचाळीसमध्ये'
# Not 'मे' (May): a month matches every word it starts ('मेहनत', 'मेणबत्ती', Hindi 'मेहमान'), see the report
mr.words("months", *"जानेवारी फेब्रुवारी मार्च एप्रिल जून जुलै ऑगस्ट ओगस्ट सप्टेंबर सप्टेम्बर ऑक्टोबर ओक्टोबर नोव्हेंबर"
         " नोव्हेम्बर डिसेंबर डिसेम्बर".split())
mr.words("year_words", "सन", "सन्", "साली", "सालच्या")  # not 'साल': Hindi 'हजार साल' (a duration) would become a year
mr.words("day_words", "दिनांक")
mr.words("days_after", "तारीख", "तारखेला", "तारखेस", "तारखेचा", "तारखेची")
mr.flags["glued"] = "yes"
TABLES["mr"] = mr

# ================================================================================================================
# Gujarati
gu = Table("gu")
GU = cardinal_lines("""
0 શૂન્ય; 1 એક; 2 બે; 3 ત્રણ; 4 ચાર; 5 પાંચ; 6 છ; 7 સાત; 8 આઠ; 9 નવ; 10 દસ દશ; 11 અગિયાર અગ્યાર; 12 બાર; 13 તેર;
14 ચૌદ; 15 પંદર; 16 સોળ; 17 સત્તર; 18 અઢાર; 19 ઓગણીસ; 20 વીસ; 21 એકવીસ; 22 બાવીસ; 23 તેવીસ; 24 ચોવીસ;
25 પચ્ચીસ પચીસ; 26 છવ્વીસ છવીસ; 27 સત્તાવીસ સત્તાવિસ; 28 અઠ્ઠાવીસ; 29 ઓગણત્રીસ; 30 ત્રીસ; 31 એકત્રીસ; 32 બત્રીસ;
33 તેત્રીસ; 34 ચોત્રીસ ચોંત્રીસ; 35 પાંત્રીસ; 36 છત્રીસ; 37 સાડત્રીસ સડત્રીસ; 38 આડત્રીસ અડત્રીસ; 39 ઓગણચાલીસ ઓગણચાળીસ;
40 ચાલીસ ચાળીસ; 41 એકતાલીસ; 42 બેતાલીસ; 43 ત્રેતાલીસ; 44 ચુંમાલીસ ચુમ્માલીસ ચોમાલીસ; 45 પિસ્તાલીસ; 46 છેતાલીસ;
47 સુડતાલીસ; 48 અડતાલીસ; 49 ઓગણપચાસ; 50 પચાસ; 51 એકાવન; 52 બાવન; 53 ત્રેપન; 54 ચોપન; 55 પંચાવન; 56 છપ્પન;
57 સત્તાવન; 58 અઠ્ઠાવન; 59 ઓગણસાઠ; 60 સાઈઠ સાઇઠ સાઠ; 61 એકસઠ; 62 બાસઠ; 63 ત્રેસઠ; 64 ચોસઠ; 65 પાંસઠ; 66 છાસઠ;
67 સડસઠ; 68 અડસઠ; 69 અગણોસિત્તેર ઓગણસિત્તેર; 70 સિત્તેર; 71 એકોતેર ઇકોતેર; 72 બોતેર; 73 તોતેર; 74 ચુમોતેર ચુંમોતેર;
75 પંચોતેર; 76 છોતેર; 77 સિત્યોતેર સિત્તોતેર; 78 ઇઠ્યોતેર ઈઠ્યોતેર અઠ્યોતેર; 79 ઓગણાએંસી ઓગણએંસી; 80 એંસી એંશી;
81 એક્યાસી; 82 બ્યાસી; 83 ત્યાસી; 84 ચોર્યાસી; 85 પંચાસી; 86 છ્યાસી; 87 સિત્યાસી; 88 ઈઠ્યાસી ઇઠ્યાસી અઠ્યાસી;
89 નેવ્યાસી; 90 નેવું; 91 એકાણું; 92 બાણું; 93 ત્રાણું; 94 ચોરાણું; 95 પંચાણું; 96 છન્નું; 97 સત્તાણું; 98 અઠ્ઠાણું;
99 નવ્વાણું
""")
for n, ws in GU.items():
    gu.add("cardinals", n, *ws)
gu.add("hundreds", 100, "સો")  # glued: 'અઢારસો' 1800, 'નવસો'
gu.add("hundreds", 200, "બસો")
gu.add("cardinals", 19, "ઓગણી")  # 'ઓગણી|સો' 1900: 19 and hundred share their 'સ'
gu.add("thousands", 1, "હજાર")
# Dates take ordinals: 'પહેલી મે', 'બીજી ઑક્ટોબર', 'પંદરમી ઑગસ્ટ', 'છવ્વીસમી જાન્યુઆરી'
gu.add("ordinals", 1, "પહેલી", "પેહલી", "પહેલો")
gu.add("ordinals", 2, "બીજી", "બીજો")
gu.add("ordinals", 3, "ત્રીજી", "ત્રીજો")
gu.add("ordinals", 4, "ચોથી", "ચૌથી", "ચોથો")
gu.add("ordinals", 6, "છઠ્ઠી", "છઠ્ઠો")
for n in range(5, 32):
    if n == 6:
        continue
    for w in GU[n]:
        gu.add("ordinals", n, w + "મી", w + "મો")
gu.words("endings", "માં", "ના", "ની", "નો", "થી")  # 'ઓગણીસો ચોર્યાસીમાં'
# Not 'મે' (May): a month matches every word it starts ('મેચ', 'મેડલ'), see the report
gu.words("months", *"જાન્યુઆરી જાનેવારી ફેબ્રુઆરી ફેબ્રુવારી માર્ચ એપ્રિલ જૂન જુન જુલાઈ જુલાઇ ઑગસ્ટ ઓગસ્ટ ઓગષ્ટ સપ્ટેમ્બર"
         " સપ્ટેંબર સેપ્ટેમ્બર ઑક્ટોબર ઓક્ટોબર નવેમ્બર નવેંબર ડિસેમ્બર ડિસેંબર ડીસેમ્બર".split())
gu.words("year_words", "સને", "સન", "સાલ", "સાલમાં", "ઈસવીસન")
gu.words("day_words", "તારીખ", "તારીખે")
gu.words("days_after", "તારીખ", "તારીખે", "તારીખના", "તારીખની")
gu.flags["glued"] = "yes"
TABLES["gu"] = gu

# ================================================================================================================
# Punjabi (Gurmukhi)
pa = Table("pa")
PA = cardinal_lines("""
0 ਸਿਫ਼ਰ; 1 ਇੱਕ; 2 ਦੋ; 3 ਤਿੰਨ; 4 ਚਾਰ; 5 ਪੰਜ; 6 ਛੇ; 7 ਸੱਤ; 8 ਅੱਠ; 9 ਨੌਂ ਨੌ; 10 ਦਸ; 11 ਗਿਆਰਾਂ ਗਿਆਰਾ ਗਿਆਰਾਂ;
12 ਬਾਰਾਂ ਬਾਰਾ; 13 ਤੇਰਾਂ; 14 ਚੌਦਾਂ ਚੌਦਾ; 15 ਪੰਦਰਾਂ ਪੰਦਰਾ; 16 ਸੋਲਾਂ ਸੋਲਾ; 17 ਸਤਾਰਾਂ ਸਤਾਰਾ; 18 ਅਠਾਰਾਂ ਅਠਾਰਾ;
19 ਉੱਨੀ ਉਨ੍ਹੀ; 20 ਵੀਹ; 21 ਇੱਕੀ; 22 ਬਾਈ; 23 ਤੇਈ; 24 ਚੌਵੀ; 25 ਪੱਚੀ; 26 ਛੱਬੀ; 27 ਸਤਾਈ ਸਤਾਈ; 28 ਅਠਾਈ;
29 ਉਣੱਤੀ ਉਨੱਤੀ; 30 ਤੀਹ; 31 ਇਕੱਤੀ; 32 ਬੱਤੀ; 33 ਤੇਤੀ; 34 ਚੌਂਤੀ ਚੌਤੀ; 35 ਪੈਂਤੀ; 36 ਛੱਤੀ; 37 ਸੈਂਤੀ; 38 ਅਠੱਤੀ;
39 ਉਣਤਾਲੀ ਉਨਤਾਲੀ; 40 ਚਾਲੀ; 41 ਇਕਤਾਲੀ; 42 ਬਿਆਲੀ; 43 ਤਰਤਾਲੀ ਤਿਰਤਾਲੀ; 44 ਚੁਤਾਲੀ; 45 ਪੰਤਾਲੀ; 46 ਛਿਆਲੀ;
47 ਸੰਤਾਲੀ ਸੰਤਾਲ਼ੀ; 48 ਅਠਤਾਲੀ; 49 ਉਣੰਜਾ ਉਨੰਜਾ; 50 ਪੰਜਾਹ; 51 ਇਕਵੰਜਾ; 52 ਬਵੰਜਾ; 53 ਤਿਰਵੰਜਾ; 54 ਚੁਰੰਜਾ;
55 ਪਚਵੰਜਾ; 56 ਛਪੰਜਾ; 57 ਸਤਵੰਜਾ; 58 ਅਠਵੰਜਾ; 59 ਉਣਾਹਠ; 60 ਸੱਠ; 61 ਇਕਾਹਠ; 62 ਬਾਹਠ; 63 ਤਰੇਹਠ; 64 ਚੌਹਠ;
65 ਪੈਂਹਠ; 66 ਛਿਆਹਠ; 67 ਸਤਾਹਠ; 68 ਅਠਾਹਠ; 69 ਉਣ੍ਹੱਤਰ ਉਣਹੱਤਰ; 70 ਸੱਤਰ; 71 ਇਕ੍ਹੱਤਰ ਇਕਹੱਤਰ; 72 ਬਹੱਤਰ;
73 ਤਿਹੱਤਰ; 74 ਚੁਹੱਤਰ; 75 ਪੰਝੱਤਰ; 76 ਛਿਹੱਤਰ; 77 ਸਤੱਤਰ੍ਹ ਸਤੱਤਰ ਸਤਹੱਤਰ; 78 ਅਠੱਤਰ; 79 ਉਣਾਸੀ; 80 ਅੱਸੀ; 81 ਇਕਾਸੀ;
82 ਬਿਆਸੀ; 83 ਤਿਰਾਸੀ; 84 ਚੁਰਾਸੀ; 85 ਪਚਾਸੀ; 86 ਛਿਆਸੀ; 87 ਸਤਾਸੀ; 88 ਅਠਾਸੀ; 89 ਉਣਾਨ੍ਹਵੇ ਉਣਾਨਵੇ; 90 ਨੱਬੇ;
91 ਇਕਾਨਵੇ ਇਕਾਨਵੇਂ; 92 ਬਾਨਵੇ ਬਾਨਵੇਂ; 93 ਤਰਾਨਵੇ ਤਰਾਨਵੇਂ; 94 ਚੁਰਾਨਵੇ ਚੁਰਾਨਵੇਂ; 95 ਪੰਚਾਨਵੇ ਪੰਚਾਨਵੇਂ; 96 ਛਿਆਨਵੇ ਛਿਆਨਵੇਂ;
97 ਸਤਾਨਵੇ ਸਤਾਨਵੇਂ; 98 ਅਠਾਨਵੇ ਅਠਾਨਵੇਂ; 99 ਨੜ੍ਹਿੰਨਵੇ ਨੜਿੰਨਵੇ
""")
for n, ws in PA.items():
    pa.add("cardinals", n, *ws, variants=guru_variants)
pa.add("hundreds", 100, "ਸੌ")
pa.add("thousands", 1, "ਹਜ਼ਾਰ", variants=guru_variants)
# Ordinal days, feminine ('ਪਹਿਲੀ ਜਨਵਰੀ', 'ਤੇਰ੍ਹਵੀਂ ਅਪ੍ਰੈਲ'): CLDR's stems and 'ਵੀਂ'
PA_STEM = cardinal_lines("""
5 ਪੰਜ; 6 ਛੇ; 7 ਸੱਤ; 8 ਅੱਠ; 9 ਨੌਂ ਨੌ; 10 ਦਸ; 11 ਗਿਆਰ੍ਹ ਗਿਆਰ; 12 ਬਾਰ੍ਹ ਬਾਰ; 13 ਤੇਰ੍ਹ ਤੇਰ; 14 ਚੌਦ; 15 ਪੰਦਰ;
16 ਸੋਲ੍ਹ ਸੋਲ; 17 ਸਤਾਰ੍ਹ ਸਤਾਰ; 18 ਅਠਾਰ੍ਹ ਅਠਾਰ; 19 ਉੱਨ੍ਹੀ ਉੱਨੀ; 20 ਵੀਹ; 21 ਇੱਕੀ; 22 ਬਾਈ; 23 ਤੇਈ; 24 ਚੌਵੀ; 25 ਪੱਚੀ;
26 ਛੱਬੀ; 27 ਸਤਾਈ; 28 ਅਠਾਈ; 29 ਉਣੱਤੀ; 30 ਤੀਹ; 31 ਇਕੱਤੀ
""")
pa.add("ordinals", 1, "ਪਹਿਲੀ")
pa.add("ordinals", 2, "ਦੂਜੀ")
pa.add("ordinals", 3, "ਤੀਜੀ")
pa.add("ordinals", 4, "ਚੌਥੀ")
for n, ws in PA_STEM.items():
    for w in ws:
        pa.add("ordinals", n, w + "ਵੀਂ", w + "ਵੀ", variants=guru_variants)
pa.words("months", *"ਜਨਵਰੀ ਫ਼ਰਵਰੀ ਮਾਰਚ ਅਪ੍ਰੈਲ ਅਪਰੈਲ ਮਈ ਜੂਨ ਜੁਲਾਈ ਅਗਸਤ ਸਤੰਬਰ ਸਿਤੰਬਰ ਅਕਤੂਬਰ ਨਵੰਬਰ ਦਸੰਬਰ".split(),
         variants=guru_variants)
pa.words("year_words", "ਸੰਨ", "ਸਨ", "ਈਸਵੀ")  # not 'ਸਾਲ' (a duration too)
pa.words("day_words", "ਤਾਰੀਖ਼", "ਮਿਤੀ", variants=guru_variants)
pa.words("days_after", "ਤਾਰੀਖ਼", "ਤਰੀਕ", "ਤਾਰੀਕ", variants=guru_variants)
TABLES["pa"] = pa

# ================================================================================================================
# Nepali
ne = Table("ne")
NE = cardinal_lines("""
0 शून्य शुन्य; 1 एक; 2 दुई दुइ; 3 तीन तिन; 4 चार; 5 पाँच; 6 छः; 7 सात; 8 आठ; 9 नौ; 10 दस दश; 11 एघार; 12 बाह्र;
13 तेह्र; 14 चौध; 15 पन्ध्र; 16 सोह्र; 17 सत्र; 18 अठार; 19 उन्नाइस उन्नाईस; 20 बिस बीस; 21 एक्काइस एक्काईस;
22 बाइस बाईस; 23 तेइस तेईस; 24 चौबिस चौबीस; 25 पच्चिस पच्चीस; 26 छब्बिस छब्बीस; 27 सत्ताइस सत्ताईस;
28 अट्ठाइस अठ्ठाइस अट्ठाईस; 29 उनन्तिस उनन्तीस; 30 तिस तीस; 31 एकतिस एकतीस एकत्तिस; 32 बत्तिस बत्तीस;
33 तेत्तिस तेत्तीस; 34 चौँतिस चौँतीस; 35 पैँतिस पैँतीस; 36 छत्तिस छत्तीस; 37 सैँतिस सैँतीस; 38 अठतिस अठतीस;
39 उनन्चालिस उनन्चालीस; 40 चालिस चालीस; 41 एकचालिस एकचालीस; 42 बयालिस बयालीस; 43 त्रिचालिस त्रियालिस;
44 चवालिस चवालीस; 45 पैँतालिस पैँतालीस; 46 छयालिस छयालीस; 47 सतचालिस सतचालीस; 48 अठचालिस अठचालीस;
49 उनन्चास; 50 पचास; 51 एकाउन्न; 52 बाउन्न; 53 त्रिपन्न; 54 चवन्न; 55 पचपन्न; 56 छपन्न; 57 सन्ताउन्न;
58 अन्ठाउन्न; 59 उनन्साठी; 60 साठी; 61 एकसट्ठी; 62 बयसट्ठी बैसट्ठी; 63 त्रिसट्ठी; 64 चौसट्ठी; 65 पैँसट्ठी;
66 छयसट्ठी; 67 सतसट्ठी; 68 अठसट्ठी; 69 उनन्सत्तरी; 70 सत्तरी; 71 एकहत्तर; 72 बहत्तर; 73 त्रिहत्तर; 74 चौहत्तर;
75 पचहत्तर; 76 छयहत्तर; 77 सतहत्तर; 78 अठहत्तर; 79 उनासी; 80 असी; 81 एकासी एक्यासी; 82 बयासी; 83 त्रियासी;
84 चौरासी; 85 पचासी; 86 छयासी; 87 सतासी; 88 अठासी; 89 उनान्नब्बे उनानब्बे; 90 नब्बे; 91 एकानब्बे; 92 बयानब्बे;
93 त्रियानब्बे; 94 चौरानब्बे; 95 पन्चानब्बे पञ्चानब्बे पंचानब्बे; 96 छयानब्बे; 97 सन्तानब्बे; 98 अन्ठानब्बे; 99 उनान्सय
""")
for n, ws in NE.items():
    ne.add("cardinals", n, *ws, variants=deva_variants)
ne.add("hundreds", 100, "सय")
ne.add("thousands", 1, "हजार", variants=deva_variants)
ne.words("months", *"जनवरी फेब्रुअरी फेब्रुवरी मार्च अप्रिल जुन जुलाई अगस्ट अगष्ट सेप्टेम्बर अक्टोबर अक्टुबर नोभेम्बर डिसेम्बर".split())
# Bikram Sambat months (`other_calendars` knows them); not 'पुस' ('पुस्तक'), 'मार्ग' (road), 'ज्येष्ठ' ('ज्येष्ठ नागरिक')
ne.words("months", *"बैशाख वैशाख जेठ असार आषाढ साउन श्रावण भदौ असोज आश्विन कात्तिक कार्तिक मंसिर पौष माघ फागुन फाल्गुन चैत"
         .split())
ne.words("days_after", "गते")  # 'वैशाख एक गते': Bikram Sambat days follow their month
ne.words("endings", "मा")  # ('आठमा': in eight)
ne.words("year_words", "सन्", "सालमा", "सालको", "सालदेखि", "संवत्", "सम्वत्")  # not 'साल' (Hindi 'हजार साल')
TABLES["ne"] = ne

# ================================================================================================================
# Tamil
ta = Table("ta")
TA_SIGN = {"அ": "", "ஆ": "ா", "இ": "ி", "ஈ": "ீ", "உ": "ு", "ஊ": "ூ", "எ": "ெ", "ஏ": "ே", "ஐ": "ை", "ஒ": "ொ", "ஓ": "ோ"}
TA = cardinal_lines("""
0 பூஜ்ஜியம் பூஜ்யம் சுழியம்; 1 ஒன்று ஒண்ணு; 2 இரண்டு ரெண்டு; 3 மூன்று மூணு; 4 நான்கு நாலு; 5 ஐந்து அஞ்சு; 6 ஆறு;
7 ஏழு; 8 எட்டு; 9 ஒன்பது ஒம்பது; 10 பத்து; 11 பதினொன்று பதினொண்ணு; 12 பன்னிரண்டு பன்னெண்டு;
13 பதின்மூன்று பதிமூன்று பதிமூணு; 14 பதினான்கு பதிநான்கு பதினாலு; 15 பதினைந்து பதினஞ்சு; 16 பதினாறு; 17 பதினேழு;
18 பதினெட்டு; 19 பத்தொன்பது பத்தொம்பது; 20 இருபது; 30 முப்பது; 40 நாற்பது; 50 ஐம்பது; 60 அறுபது; 70 எழுபது;
80 எண்பது; 90 தொண்ணூறு
""")
TA_COMB = {20: ["இருபத்து", "இருபத்தி"], 30: ["முப்பத்து", "முப்பத்தி"], 40: ["நாற்பத்து", "நாற்பத்தி"],
           50: ["ஐம்பத்து", "ஐம்பத்தி"], 60: ["அறுபத்து", "அறுபத்தி"], 70: ["எழுபத்து", "எழுபத்தி"],
           80: ["எண்பத்து", "எண்பத்தி"], 90: ["தொண்ணூற்று", "தொண்ணூத்தி"]}
TA_UNITS = {1: "ஒன்று", 2: "இரண்டு", 3: "மூன்று", 4: "நான்கு", 5: "ஐந்து", 6: "ஆறு", 7: "ஏழு", 8: "எட்டு", 9: "ஒன்பது"}
ta_words = {n: list(ws) for n, ws in TA.items()}
for t, combs in TA_COMB.items():
    for u, unit in TA_UNITS.items():
        forms = []
        for comb in combs:
            if unit[0] in TA_SIGN:  # 'இருபத்து' + 'ஒன்று' -> 'இருபத்தொன்று'
                forms.append(comb[:-1] + TA_SIGN[unit[0]] + unit[1:])
            else:
                forms.append(comb + unit)  # 'இருபத்துமூன்று', 'இருபத்திநான்கு'
        ta_words.setdefault(t + u, []).extend(uniq(forms))
for n, ws in ta_words.items():
    ta.add("cardinals", n, *ws)
for t, combs in TA_COMB.items():
    ta.add("cardinals", t, *combs)  # the tens' combining forms: 'எண்பத்து நான்கு'
DOUBLED = ["க்", "ச்", "த்", "ப்"]  # 'ஆயிரத்துத் தொள்ளாயிரத்து', 'இரண்டாயிரத்துப் பத்தொன்பது'
ta_hundreds = {100: ["நூறு", "நூற்று"], 200: ["இருநூறு", "இருநூற்று"], 300: ["முந்நூறு", "முன்னூறு", "முந்நூற்று", "முன்னூற்று"],
               400: ["நானூறு", "நாநூறு", "நானூற்று", "நாநூற்று"], 500: ["ஐநூறு", "ஐந்நூறு", "ஐநூற்று", "ஐந்நூற்று"],
               600: ["அறுநூறு", "அறுநூற்று"], 700: ["எழுநூறு", "எழுநூற்று"],
               800: ["எண்ணூறு", "எண்நூறு", "எண்ணூற்று"], 900: ["தொள்ளாயிரம்", "தொள்ளாயிரத்து", "தொள்ளாயிரத்தி"]}
for n, ws in ta_hundreds.items():
    ta.add("hundreds", n, *ws, *[w + d for w in ws if w.endswith("ு") for d in DOUBLED])
ta_th1 = ["ஆயிரம்", "ஆயிரத்து", "ஆயிரத்தி", "ஓராயிரம்", "ஓராயிரத்து"]
ta_th2 = ["இரண்டாயிரம்", "இரண்டாயிரத்து", "இரண்டாயிரத்தி", "ஈராயிரம்", "ஈராயிரத்து", "ரெண்டாயிரம்", "ரெண்டாயிரத்து"]
ta.add("thousands", 1, *ta_th1, *[w + d for w in ta_th1 if w.endswith("ு") for d in DOUBLED])
ta.add("thousands", 2, *ta_th2, *[w + d for w in ta_th2 if w.endswith("ு") for d in DOUBLED])
# Ordinals: the cardinal without its last 'u' and '-ஆம்' ('இருபத்தாறாம் தேதி', 'நான்காம் ஆண்டு'), or '-ஆவது'
ta.add("ordinals", 1, "முதல")
for n, ws in ta_words.items():
    if n == 0:
        continue
    ta.add("ordinals", n, *[w[:-1] for w in ws if w.endswith("ு")])
ta.words("ordinal_endings", "ாம்", "ாவது")
# Not 'மே' (May): a month matches every word it starts ('மேசை', 'மேலும்'), see the report
ta.words("months", *"ஜனவரி சனவரி பிப்ரவரி பெப்ரவரி பெப்ருவரி மார்ச் மார்ச்சு ஏப்ரல் ஜூன் சூன் ஜூலை சூலை ஆகஸ்ட் ஆகஸ்டு"
         " ஆகத்து செப்டம்பர் செப்டெம்பர் அக்டோபர் ஒக்டோபர் நவம்பர் நவெம்பர் டிசம்பர் டிசெம்பர் திசம்பர்".split())
# Not 'ஆண்டு' or 'வருடம்': 'ஆயிரம் ஆண்டு பழமையான' is a duration
ta.words("year_words", "ஆம்", "ஆண்டில்", "ஆண்டின்", "வருடத்தில்")
ta.words("day_words", "தேதி")
ta.words("days_after", "தேதி", "தேதியன்று", "தேதியில்")
TABLES["ta"] = ta

# ================================================================================================================
# Telugu
te = Table("te")
TE_SIGN = {"అ": "", "ఆ": "ా", "ఇ": "ి", "ఈ": "ీ", "ఉ": "ు", "ఊ": "ూ", "ఎ": "ె", "ఏ": "ే", "ఐ": "ై", "ఒ": "ొ", "ఓ": "ో"}
TE = cardinal_lines("""
0 సున్నా సున్న; 1 ఒకటి; 2 రెండు; 3 మూడు; 4 నాలుగు; 5 ఐదు అయిదు; 6 ఆరు; 7 ఏడు; 8 ఎనిమిది; 9 తొమ్మిది; 10 పది;
11 పదకొండు; 12 పన్నెండు; 13 పదమూడు; 14 పద్నాలుగు పధ్నాలుగు; 15 పదిహేను పదిహేను; 16 పదహారు పదారు;
17 పదిహేడు; 18 పద్దెనిమిది పధ్ధెనిమిది; 19 పంతొమ్మిది పందొమ్మిది
""")
TE_TENS = {20: ["ఇరవై", "ఇరువై"], 30: ["ముప్పై", "ముప్ఫై", "ముప్పయి"], 40: ["నలభై", "నలబై"],
           50: ["యాభై", "యాబై", "ఏభై"], 60: ["అరవై"], 70: ["డెబ్బై", "డెబ్భై"], 80: ["ఎనభై", "ఎనబై"],
           90: ["తొంభై", "తొంబై", "తొంబది"]}
TE_UNITS = {1: "ఒకటి", 2: "రెండు", 3: "మూడు", 4: "నాలుగు", 5: "ఐదు", 6: "ఆరు", 7: "ఏడు", 8: "ఎనిమిది", 9: "తొమ్మిది"}
te_words = {n: list(ws) for n, ws in TE.items()}
for t, tens in TE_TENS.items():
    te_words.setdefault(t, []).extend(tens)
    te_words[t].append(tens[0][:-1] + "య్యి")  # 'ఇరవయ్యి'
    for u, unit in TE_UNITS.items():
        forms = [ten + unit for ten in tens]  # 'ఇరవైరెండు' (also written 'ఇరవై రెండు', two words)
        if unit[0] in TE_SIGN:  # 'ఇరవయ్యొకటి', 'ఇరవయ్యారు'
            forms.append(tens[0][:-1] + "య్య" + TE_SIGN[unit[0]] + unit[1:])
        te_words.setdefault(t + u, []).extend(forms)
for n, ws in te_words.items():
    te.add("cardinals", n, *ws)
te.add("hundreds", 100, "వంద", "వందలు", "వందల", "నూరు", "నూట")
te.add("hundreds", 200, "ఇన్నూరు", "రెండువందలు", "రెండువందల")
te.add("hundreds", 300, "మున్నూరు")
te.add("thousands", 1, "వెయ్యి", "వేయి", "వేల", "వేలు")
te.add("thousands", 2, "రెండువేల", "రెండువేలు")
# Ordinals: the cardinal without its last vowel and '-వ' ('ఇరవై ఆరవ తేదీ'), or spoken '-ో' ('రెండో తేదీ')
te.add("ordinals", 1, "మొదటి")
for n, ws in te_words.items():
    if n == 0:
        continue
    for w in ws:
        if w.endswith("ై"):  # 'ఇరవై' -> 'ఇరవయ్య|వ', 'ఇరవయ్య|ో'
            te.add("ordinals", n, w[:-1] + "య్య")
        elif w.endswith(("ు", "ి")):
            te.add("ordinals", n, w[:-1])
te.words("ordinal_endings", "వ", "ో")
te.words("endings", "లో")  # 'ఎనభై నాలుగులో'
# Not 'మే' (May): a month matches every word it starts ('మేము', 'మేక'), see the report
te.words("months", *"జనవరి ఫిబ్రవరి ఫెబ్రవరి మార్చి మార్చ్ ఏప్రిల్ ఎప్రిల్ జూన్ జూలై జులై ఆగస్టు ఆగష్టు ఆగస్ట్ సెప్టెంబరు"
         " సెప్టెంబర్ అక్టోబరు అక్టోబర్ నవంబరు నవంబర్ డిసెంబరు డిసెంబర్".split())
te.words("year_words", "సంవత్సరం", "సంవత్సరంలో", "సంవత్సరపు", "సంవత్సరమున")
te.words("day_words", "తేదీ", "తేది", "తారీఖు", "తారీకు")
te.words("days_after", "తేదీ", "తేది", "తేదీన", "తేదిన", "తారీఖు", "తారీఖున", "తారీకు")
TABLES["te"] = te

# ================================================================================================================
# Kannada
kn = Table("kn")
KN_SIGN = {"ಅ": "", "ಆ": "ಾ", "ಇ": "ಿ", "ಈ": "ೀ", "ಉ": "ು", "ಊ": "ೂ", "ಎ": "ೆ", "ಏ": "ೇ", "ಐ": "ೈ", "ಒ": "ೊ", "ಓ": "ೋ"}
KN = cardinal_lines("""
0 ಸೊನ್ನೆ; 1 ಒಂದು; 2 ಎರಡು; 3 ಮೂರು; 4 ನಾಲ್ಕು; 5 ಐದು; 6 ಆರು; 7 ಏಳು; 8 ಎಂಟು; 9 ಒಂಬತ್ತು ಒಂಭತ್ತು; 10 ಹತ್ತು;
11 ಹನ್ನೊಂದು; 12 ಹನ್ನೆರಡು; 13 ಹದಿಮೂರು; 14 ಹದಿನಾಲ್ಕು; 15 ಹದಿನೈದು; 16 ಹದಿನಾರು; 17 ಹದಿನೇಳು; 18 ಹದಿನೆಂಟು;
19 ಹತ್ತೊಂಬತ್ತು ಹತ್ತೊಂಭತ್ತು
""")
KN_TENS = {20: ["ಇಪ್ಪತ್ತ"], 30: ["ಮೂವತ್ತ"], 40: ["ನಲವತ್ತ", "ನಲುವತ್ತ"], 50: ["ಐವತ್ತ"], 60: ["ಅರವತ್ತ", "ಅರುವತ್ತ"],
           70: ["ಎಪ್ಪತ್ತ"], 80: ["ಎಂಬತ್ತ", "ಎಂಭತ್ತ"], 90: ["ತೊಂಬತ್ತ", "ತೊಂಭತ್ತ"]}
KN_UNITS = {1: ["ಒಂದು"], 2: ["ಎರಡು"], 3: ["ಮೂರು"], 4: ["ನಾಲ್ಕು"], 5: ["ಐದು"], 6: ["ಆರು"], 7: ["ಏಳು"], 8: ["ಎಂಟು"],
            9: ["ಒಂಬತ್ತು", "ಒಂಭತ್ತು"]}
kn_words = {n: list(ws) for n, ws in KN.items()}
for t, stems in KN_TENS.items():
    kn_words.setdefault(t, []).extend(s + "ು" for s in stems)  # 'ಇಪ್ಪತ್ತು'
    for u, units in KN_UNITS.items():
        forms = []
        for s in stems:
            for unit in units:
                if unit[0] in KN_SIGN:  # 'ಇಪ್ಪತ್ತ' + 'ಒಂದು' -> 'ಇಪ್ಪತ್ತೊಂದು'
                    forms.append(s + KN_SIGN[unit[0]] + unit[1:])
                else:  # 'ಇಪ್ಪತ್ತಮೂರು', 'ಇಪ್ಪತ್ಮೂರು'
                    forms += [s + unit, s[:-1] + unit]
        kn_words.setdefault(t + u, []).extend(forms)
for n, ws in kn_words.items():
    kn.add("cardinals", n, *ws)
    # the forms before a case ending, without the last 'u': 'ಹತ್ತೊಂಬತ್ತ|ರಲ್ಲಿ' (in 2019)
    kn.add("cardinals", n, *[w[:-1] for w in ws if w.endswith("ು")])
kn_hundreds = {100: ["ನೂರು"], 200: ["ಇನ್ನೂರು"], 300: ["ಮುನ್ನೂರು"], 400: ["ನಾನೂರು", "ನಾನ್ನೂರು", "ನಾಲ್ಕುನೂರು"],
               500: ["ಐನೂರು", "ಐದುನೂರು"], 600: ["ಆರುನೂರು", "ಆರ್ನೂರು"], 700: ["ಏಳುನೂರು", "ಏಳ್ನೂರು"], 800: ["ಎಂಟುನೂರು", "ಎಂಟ್ನೂರು"],
               900: ["ಒಂಬೈನೂರು", "ಒಂಭೈನೂರು", "ಒಂಬತ್ತುನೂರು"]}
for n, ws in kn_hundreds.items():
    kn.add("hundreds", n, *ws, *[w[:-1] for w in ws])  # 'ಒಂಬೈನೂರ ಎಂಬತ್ತನಾಲ್ಕು'
kn.add("thousands", 1, "ಸಾವಿರ", "ಸಾವಿರದ")
# Ordinals: the cardinal without its last 'u' and '-ನೇ' ('ಆಗಸ್ಟ್ ಹದಿನೈದನೇ ತಾರೀಖು')
kn.add("ordinals", 1, "ಮೊದಲ")
for n, ws in kn_words.items():
    if n == 0:
        continue
    kn.add("ordinals", n, *[w[:-1] for w in ws if w.endswith("ು")])
kn.words("ordinal_endings", "ನೇ", "ನೆಯ", "ನೆ")
kn.words("endings", "ರಲ್ಲಿ", "ರ", "ರಂದು", "ರಿಂದ")
# Not 'ಮೇ' (May): a month matches every word it starts ('ಮೇಲೆ', 'ಮೇಕೆ'), see the report
kn.words("months", *"ಜನವರಿ ಫೆಬ್ರವರಿ ಫೆಬ್ರುವರಿ ಮಾರ್ಚ್ ಮಾರ್ಚಿ ಏಪ್ರಿಲ್ ಜೂನ್ ಜುಲೈ ಜೂಲೈ ಆಗಸ್ಟ್ ಆಗಷ್ಟ್ ಸೆಪ್ಟೆಂಬರ್ ಸೆಪ್ಟಂಬರ್"
         " ಅಕ್ಟೋಬರ್ ಅಕ್ಟೊಬರ್ ನವೆಂಬರ್ ಡಿಸೆಂಬರ್".split())
kn.words("year_words", "ಇಸವಿ", "ಇಸ್ವಿ", "ಇಸವಿಯಲ್ಲಿ", "ಇಸ್ವಿಯಲ್ಲಿ")  # not 'ವರ್ಷ' (a duration too)
kn.words("day_words", "ದಿನಾಂಕ", "ತಾರೀಖು", "ತಾರೀಕು")
kn.words("days_after", "ತಾರೀಖು", "ತಾರೀಕು", "ತಾರೀಖಿನಂದು", "ತಾರೀಖಿನಂದ")
TABLES["kn"] = kn

# ================================================================================================================
# Malayalam
ml = Table("ml")
ML_SIGN = {"അ": "", "ആ": "ാ", "ഇ": "ി", "ഈ": "ീ", "ഉ": "ു", "ഊ": "ൂ", "എ": "െ", "ഏ": "േ", "ഐ": "ൈ", "ഒ": "ൊ", "ഓ": "ോ"}
ML = cardinal_lines("""
0 പൂജ്യം; 1 ഒന്ന്; 2 രണ്ട്; 3 മൂന്ന്; 4 നാല്; 5 അഞ്ച്; 6 ആറ്; 7 ഏഴ്; 8 എട്ട്; 9 ഒമ്പത് ഒൻപത്; 10 പത്ത്;
11 പതിനൊന്ന്; 12 പന്ത്രണ്ട്; 13 പതിമൂന്ന്; 14 പതിനാല്; 15 പതിനഞ്ച്; 16 പതിനാറ്; 17 പതിനേഴ്; 18 പതിനെട്ട്;
19 പത്തൊമ്പത് പത്തൊൻപത്; 20 ഇരുപത്; 30 മുപ്പത്; 40 നാല്പത് നാൽപത് നാൽപ്പത് നാല്പ്പത്; 50 അമ്പത് അൻപത്;
60 അറുപത്; 70 എഴുപത്; 80 എൺപത്; 90 തൊണ്ണൂറ്
""")
ML_COMB = {20: ["ഇരുപത്തി"], 30: ["മുപ്പത്തി"], 40: ["നാല്പത്തി", "നാൽപത്തി", "നാൽപ്പത്തി", "നാല്പ്പത്തി"],
           50: ["അമ്പത്തി", "അൻപത്തി"], 60: ["അറുപത്തി"], 70: ["എഴുപത്തി"], 80: ["എൺപത്തി"], 90: ["തൊണ്ണൂറ്റി"]}
ML_UNITS = {1: ["ഒന്ന്"], 2: ["രണ്ട്"], 3: ["മൂന്ന്"], 4: ["നാല്"], 5: ["അഞ്ച്"], 6: ["ആറ്"], 7: ["ഏഴ്"], 8: ["എട്ട്"],
            9: ["ഒമ്പത്", "ഒൻപത്"]}
ml_words = {n: list(ws) for n, ws in ML.items()}
for t, combs in ML_COMB.items():
    for u, units in ML_UNITS.items():
        forms = []
        for comb in combs:
            for unit in units:
                if unit[0] in ML_SIGN:  # 'ഇരുപത്തിയൊന്ന്', and as spoken 'ഇരുപത്തൊന്ന്', 'ഇരുപത്തഞ്ച്'
                    forms += [comb + "യ" + ML_SIGN[unit[0]] + unit[1:], comb[:-1] + ML_SIGN[unit[0]] + unit[1:]]
                else:  # 'ഇരുപത്തിരണ്ട്', 'ഇരുപത്തിനാല്'
                    forms.append(comb + unit)
        ml_words.setdefault(t + u, []).extend(forms)
ml_glued = {}  # the forms a number takes inside one glued word: 'ആയിരത്തി|ത്തൊള്ളായിരത്തി|യെൺപത്തി|നാല്'
for n, ws in ml_words.items():
    ml.add("cardinals", n, *ws, variants=ml_variants)
    # the forms before a case ending, without the last virama: 'നാല|ിൽ', 'പത്തൊമ്പത|ിൽ'
    ml.add("cardinals", n, *[w[:-1] for w in ws if w.endswith("്")], variants=ml_variants)
    for w in ws:
        if w[0] in ML_SIGN:
            ml_glued.setdefault(n, []).append("യ" + ML_SIGN[w[0]] + w[1:])
for t, combs in ML_COMB.items():
    ml.add("cardinals", t, *combs, variants=ml_variants)  # 'എൺപത്തി നാല്'
    for c in combs:
        if c[0] in ML_SIGN:
            ml_glued.setdefault(t, []).append("യ" + ML_SIGN[c[0]] + c[1:])
for n, ws in ml_words.items():  # after 'ി' a k, c, t or p doubles: 'രണ്ടായിരത്തി|പ്പത്തൊമ്പത്'
    ml_glued.setdefault(n, []).extend(w[0] + "്" + w for w in ws if w[0] in "കചതപ" and n)
    ml_glued[n].extend(w[0] + "്" + w[:-1] for w in ws if w[0] in "കചതപ" and n and w.endswith("്"))
for n, ws in ml_glued.items():
    ml.add("cardinals", n, *ws, variants=ml_variants)
ml_hundreds = {100: ["നൂറ്", "നൂറ്റി"], 200: ["ഇരുനൂറ്", "ഇരുന്നൂറ്", "ഇരുനൂറ്റി", "ഇരുന്നൂറ്റി"],
               300: ["മുന്നൂറ്", "മുന്നൂറ്റി"], 400: ["നാനൂറ്", "നാന്നൂറ്", "നാനൂറ്റി", "നാന്നൂറ്റി"],
               500: ["അഞ്ഞൂറ്", "അഞ്ഞൂറ്റി"], 600: ["അറുനൂറ്", "അറുന്നൂറ്", "അറുനൂറ്റി", "അറുന്നൂറ്റി"],
               700: ["എഴുനൂറ്", "എഴുന്നൂറ്", "എഴുനൂറ്റി", "എഴുന്നൂറ്റി"], 800: ["എണ്ണൂറ്", "എണ്ണൂറ്റി"],
               900: ["തൊള്ളായിരം", "തൊള്ളായിരത്തി"]}
for n, ws in ml_hundreds.items():
    glued = []
    for w in ws:
        if w[0] in ML_SIGN:
            glued.append("യ" + ML_SIGN[w[0]] + w[1:])  # 'ആയിരത്തി|യഞ്ഞൂറ്'
        elif w[0] in "കചതപ":
            glued.append(w[0] + "്" + w)  # 'ആയിരത്തി|ത്തൊള്ളായിരത്തി'
    ml.add("hundreds", n, *ws, *glued, variants=ml_variants)
ml.add("thousands", 1, "ആയിരം", "ആയിരത്തി")
ml.add("thousands", 2, "രണ്ടായിരം", "രണ്ടായിരത്തി")
# Ordinals: the cardinal without its last virama and '-ആം' ('ജനുവരി ഇരുപത്തിയാറാം തീയതി', 'ഒന്നാം')
for n, ws in ml_words.items():
    if n == 0:
        continue
    ml.add("ordinals", n, *[w[:-1] for w in ws if w.endswith("്")], variants=ml_variants)
ml.words("ordinal_endings", "ാം", "ാമത്തെ", "ാമത്")
ml.words("endings", "ിൽ", "ിലെ", "ിന്", variants=ml_variants)  # 'എൺപത്തി നാലിൽ'
ml.words("months", *"ജനുവരി ഫെബ്രുവരി മാർച്ച് ഏപ്രിൽ മേയ് മെയ് ജൂൺ ജൂലൈ ഓഗസ്റ്റ് ആഗസ്റ്റ് ആഗസ്ത് സെപ്റ്റംബർ സെപ്തംബർ"
         " ഒക്ടോബർ നവംബർ ഡിസംബർ".split(), variants=ml_variants)
ml.words("year_words", "വർഷത്തിൽ", "ക്രിസ്തുവർഷം", variants=ml_variants)  # not 'വർഷം' (a duration too)
ml.words("day_words", "തീയതി", "തിയതി", "തീയ്യതി", "തിയ്യതി")
ml.words("days_after", "തീയതി", "തിയതി", "തീയ്യതി", "തിയ്യതി")
ml.flags["glued"] = "yes"
TABLES["ml"] = ml


WHOLE_WORD_MONTHS = {"bn": "মে", "mr": "मे", "ne": "मे", "gu": "મે", "ta": "மே", "te": "మే", "kn": "ಮೇ"}


# ================================================================================================================
KEY_ORDER = ["cardinals", "tens", "teens", "hundreds", "thousands", "joins", "ordinals", "ordinal_endings", "endings",
             "prefixes", "months", "year_words", "day_words", "month_words", "links", "days_after"]


def as_table(t):
    """A table in `number_tables.TABLES` format: each key a space-separated string."""
    out = {}
    for key in KEY_ORDER:
        if key in t.kinds:
            d = t.kinds[key]
            if key == "thousands":
                out[key] = " ".join(w if v == 1 else f"{w}:{v}" for w, v in d.items())
            else:
                out[key] = " ".join(f"{w}:{v}" for w, v in d.items())
        elif key in t.lists:
            out[key] = " ".join(t.lists[key])
    return out | t.flags


if __name__ == "__main__":
    for code, t in TABLES.items():
        if code in WHOLE_WORD_MONTHS:  # (a month is its whole name only here: 'জুন' starts 'জুনিয়র')
            t.lists["months"].append(norm(WHOLE_WORD_MONTHS[code]))
        t.flags["whole_months"] = "yes"
        if code in ("ta", "te", "kn", "ml", "ne"):  # ('ஜனவரி இருபத்தாறு': month first; whole names only, so no 'ஜனவரியில்')
            t.flags["day_after_month"] = "yes"
        for c in t.conflicts:
            print("CONFLICT", t.code, c, file=sys.stderr)
    # the same word with two values in two languages of one script
    seen = {}
    for t in TABLES.values():
        for kind, d in t.kinds.items():
            for w, v in d.items():
                seen.setdefault(w, []).append((t.code, kind, v))
    for w, lst in seen.items():
        kinds = {k for _, k, _ in lst} - {"ordinals"}  # (an ordinal stem may be a cardinal of the same value)
        if len({v for _, _, v in lst}) > 1 or len(kinds) > 1:
            print("CROSS", w, lst, file=sys.stderr)
    out = Path(__file__).resolve().parent.parent / "datenorm" / "number_tables_indic.json"
    out.write_text(json.dumps({code: as_table(t) for code, t in TABLES.items()}, ensure_ascii=False, indent=1) + "\n",
                   encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)
