"""Number words, ordinals and the words around a date, per language, for `number_words`: the languages of Asia and
Africa but the Indic ones (`number_tables_indic`); Europe's are in `number_tables`, whose docstring gives the format.
"""

TABLES: dict[str, dict[str, str]] = {
    "vi": {  # Vietnamese
        "cardinals": "không:0 một:1 mốt:1 hai:2 ba:3 bốn:4 tư:4 năm:5 lăm:5 sáu:6 bảy:7 tám:8 chín:9"
                     " mười:10 mươi:10",
        "tens": "mươi:10",
        "hundreds": "trăm:100",
        "thousands": "nghìn ngàn",
        "day_words": "ngày mùng mồng",
        "month_words": "tháng",
        "year_words": "năm",
        "ordinals": "giêng:1 chạp:12",
        "joins": "linh lẻ",  # ('hai ngàn lẻ tám': two thousand and eight)
    },
    "id": {  # Indonesian and Malay
        "cardinals": "nol:0 kosong:0 satu:1 se:1 dua:2 tiga:3 empat:4 lima:5 enam:6 tujuh:7 delapan:8 lapan:8"
                     " sembilan:9 sepuluh:10 sebelas:11",
        "tens": "puluh:10",
        "teens": "belas:10",
        "hundreds": "ratus:100 seratus:100",
        "thousands": "ribu seribu",
        "ordinals": "pertama:1 kedua:2 ketiga:3 keempat:4 kelima:5 keenam:6 ketujuh:7 kedelapan:8 kesembilan:9"
                    " kesepuluh:10",
        "day_words": "tanggal tgl hari",
        "links": "haribulan hb",
        "year_words": "tahun",
        "months": "januari februari maret mac april mei juni jun juli julai agustus ogos september oktober november"
                  " nopember desember disember",
    },
    "tl": {  # Filipino / Tagalog
        "cardinals": "isa:1 isang:1 dalawa:2 dalawang:2 tatlo:3 tatlong:3 apat:4 lima:5 limang:5 anim:6 pito:7"
                     " pitong:7 walo:8 walong:8 siyam:9 sampu:10 sampung:10 labing:10 labin:10 labim:10 ikalabing:10"
                     " labingisa:11 labindalawa:12 labintatlo:13 labingapat:14 labinlima:15 labinganim:16 labimpito:17"
                     " labingpito:17 labingwalo:18 labinwalo:18 labinsiyam:19 labingsiyam:19 dalawampu:20"
                     " dalawampu't:20 dalawampu’t:20 dalawampung:20 tatlumpu:30 tatlumpu't:30 tatlumpu’t:30"
                     " tatlumpung:30 apatnapu:40 apatnapu't:40 apatnapu’t:40 apatnapung:40 limampu:50 limampu't:50"
                     " limampu’t:50 limampung:50 animnapu:60 animnapu't:60 animnapu’t:60 animnapung:60 pitumpu:70"
                     " pitumpu't:70 pitumpu’t:70 pitumpung:70 walumpu:80 walumpu't:80 walumpu’t:80 walumpung:80"
                     " siyamnapu:90 siyamnapu't:90 siyamnapu’t:90 siyamnapung:90 ikadalawampu't:20 ikadalawampu’t:20"
                     " ikatatlumpu't:30 ikatatlumpu’t:30",
        "hundreds": "daan:100 raan:100 daang:100 raang:100 daa't:100 daa’t:100 raa't:100 raa’t:100 sandaan:100"
                    " sandaang:100 sandaa't:100 sandaa’t:100",
        "thousands": "libo libong libo't libo’t sanlibo sanlibong sanlibo't sanlibo’t",
        "joins": "at na",
        "ordinals": "unang:1 ikaisa:1 ikalawa:2 pangalawa:2 ikadalawa:2 ikatlo:3 pangatlo:3 ikatatlo:3 ikaapat:4"
                    " pang-apat:4 ikalima:5 ikaanim:6 ikapito:7 ikawalo:8 ikasiyam:9 ikasampu:10 ikalabingisa:11"
                    " ikalabindalawa:12 ikalabintatlo:13 ikalabingapat:14 ikalabinlima:15 ikalabinganim:16"
                    " ikalabimpito:17 ikalabingpito:17 ikalabingwalo:18 ikalabinwalo:18 ikalabinsiyam:19"
                    " ikalabingsiyam:19 ikadalawampu:20 ikatatlumpu:30",
        "ordinal_endings": "ng g",
        "links": "ng araw",
        "months": "enero pebrero marso abril mayo hunyo hulyo agosto setyembre septiyembre oktubre nobyembre"
                  " disyembre",
        "year_words": "taong",
    },
    "he": {  # Hebrew
        "cardinals": "אפס:0 אחת:1 אחד:1 שתיים:2 שתים:2 שניים:2 שני:2 שתי:2 שלוש:3 שלושה:3 שלושת:3 ארבע:4 ארבעה:4"
                     " ארבעת:4 חמש:5 חמישה:5 חמשת:5 שש:6 שישה:6 ששת:6 שנים:2 שבע:7 שבעה:7 שבעת:7 שמונה:8 שמונת:8 תשע:9"
                     " תשעה:9 תשעת:9 עשרים:20 שלושים:30 ארבעים:40 חמישים:50 שישים:60 שבעים:70 שמונים:80"
                     " תשעים:90 ראשון:1 הראשון:1",
        "teens": "עשר:10 עשרה:10",
        "hundreds": "מאה:100 מאות:100 מאתיים:200",
        "thousands": "אלף אלפים אלפיים:2",
        "joins": "ו",
        "prefixes": "ו ב ל ה מ וב",
        "months": "ינואר פברואר מרץ מרס אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר",
        "year_words": "שנת בשנת שנה",
        "day_words": "יום ביום",
    },
    "ar": {  # Arabic
        "cardinals": "صفر:0 واحد:1 واحدة:1 أحد:1 احد:1 إحدى:1 احدى:1 اثنان:2 اثنين:2 إثنين:2"
                     " اثنا:2 اثني:2 اثنتا:2 اثنتين:2 اثنتان:2"
                     " اثنتي:2 ثلاثة:3 ثلاث:3 أربعة:4 اربعة:4 أربع:4 اربع:4 خمسة:5 خمس:5 ستة:6 ست:6 سبعة:7 سبع:7"
                     " ثمانية:8 ثماني:8 ثمان:8 تسعة:9 تسع:9 عشرون:20 عشرين:20 ثلاثون:30 ثلاثين:30 أربعون:40"
                     " أربعين:40 اربعين:40 خمسون:50 خمسين:50 ستون:60 ستين:60 سبعون:70 سبعين:70 ثمانون:80"
                     " ثمانين:80 تسعون:90 تسعين:90",
        "teens": "عشر:10 عشرة:10",
        "hundreds": "مائة:100 مئة:100 مائتان:200 مائتين:200 مئتين:200 مئتان:200 ثلاثمائة:300 ثلاثمئة:300"
                    " أربعمائة:400 أربعمئة:400 اربعمائة:400 خمسمائة:500 خمسمئة:500 ستمائة:600 ستمئة:600"
                    " سبعمائة:700 سبعمئة:700 ثمانمائة:800 ثمانمئة:800 تسعمائة:900 تسعمئة:900",
        "thousands": "ألف الف آلاف ألفين:2 الفين:2 ألفان:2 الفان:2",
        "joins": "و",
        "prefixes": "و ال ب",
        "ordinals": "الأول:1 الاول:1 أول:1 فاتح:1 الفاتح:1 الحادي:1 الحادية:1 الثاني:2 الثانية:2 الثالث:3"
                    " الثالثة:3 الرابع:4 الرابعة:4 الخامس:5 الخامسة:5 السادس:6 السادسة:6 السابع:7 السابعة:7"
                    " الثامن:8 الثامنة:8 التاسع:9 التاسعة:9 العاشر:10 العاشرة:10",
        "months": "يناير فبراير مارس أبريل ابريل إبريل مايو يونيو يونيه يوليو يوليه أغسطس اغسطس سبتمبر أكتوبر"
                  " اكتوبر نوفمبر ديسمبر كانون شباط آذار اذار نيسان أيار ايار حزيران تموز آب أيلول ايلول تشرين"
                  " جانفي فيفري أفريل ماي جوان جويلية أوت يوليوز غشت شتنبر نونبر دجنبر",
        "links": "من شهر",
        "year_words": "عام سنة العام",
    },
    "fa": {  # Persian
        "cardinals": "صفر:0 یک:1 دو:2 سه:3 چهار:4 پنج:5 شش:6 شیش:6 هفت:7 هشت:8 نه:9 ده:10 یازده:11 دوازده:12"
                     " سیزده:13 چهارده:14 پانزده:15 پونزده:15 شانزده:16 شونزده:16 هفده:17 هیفده:17 هجده:18"
                     " هیجده:18 نوزده:19 بیست:20 سی:30 چهل:40 پنجاه:50 شصت:60 هفتاد:70 هشتاد:80 نود:90",
        "hundreds": "صد:100 یکصد:100 دویست:200 سیصد:300 چهارصد:400 پانصد:500 ششصد:600 هفتصد:700 هشتصد:800"
                    " نهصد:900",
        "thousands": "هزار",
        "joins": "و",
        "ordinals": "یکم:1 اول:1 دوم:2 سوم:3 چهارم:4 پنجم:5 ششم:6 هفتم:7 هشتم:8 نهم:9 دهم:10 یازدهم:11"
                    " دوازدهم:12 سیزدهم:13 چهاردهم:14 پانزدهم:15 شانزدهم:16 هفدهم:17 هجدهم:18 هیجدهم:18"
                    " نوزدهم:19 بیستم:20 سیام:30 سی‌ام:30",
        "months": "ژانویه فوریه مارس آوریل مه می ژوئن ژوئیه جولای اوت آگوست سپتامبر اکتبر نوامبر دسامبر فروردین"
                  " اردیبهشت خرداد تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند",
        "years_before": "سال",
    },
    "th": {  # Thai
        "cardinals": "ศูนย์:0 หนึ่ง:1 เอ็ด:1 สอง:2 ยี่:2 สาม:3 สี่:4 ห้า:5 หก:6 เจ็ด:7 แปด:8 เก้า:9",
        "tens": "สิบ:10",
        "hundreds": "ร้อย:100",
        "thousands": "พัน",
        "months": "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน"
                  " ธันวาคม",
        "day_words": "วันที่ ที่",
        "year_words": "พ.ศ. พ.ศ ปี ค.ศ. ค.ศ",
        "spaceless": "yes",
        "last_year": "2700",
    },
    "ka": {  # Georgian
        "cardinals": "ნული:0 ერთი:1 ერთ:1 ორი:2 ორ:2 სამი:3 ოთხი:4 ხუთი:5 ექვსი:6 ექვს:6 შვიდი:7 შვიდ:7 რვა:8 ცხრა:9"
                     " ათი:10 ათ:10 თერთმეტი:11 თერთმეტ:11 თორმეტი:12 თორმეტ:12 ცამეტი:13 ცამეტ:13 თოთხმეტი:14"
                     " თოთხმეტ:14 თხუთმეტი:15 თხუთმეტ:15 თექვსმეტი:16 თექვსმეტ:16 ჩვიდმეტი:17 ჩვიდმეტ:17 თვრამეტი:18"
                     " თვრამეტ:18 ცხრამეტი:19 ცხრამეტ:19 ოცი:20 ოც:20 ოცდა:20 ორმოცი:40 ორმოც:40 ორმოცდა:40 სამოცი:60"
                     " სამოც:60 სამოცდა:60 ოთხმოცი:80 ოთხმოც:80 ოთხმოცდა:80 ოცდასამ:23 ოცდაოთხ:24 ოცდახუთ:25",
        "hundreds": "ასი:100 ას:100 ორასი:200 ორას:200 სამასი:300 სამას:300 ოთხასი:400 ოთხას:400 ხუთასი:500 ხუთას:500"
                    " ექვსასი:600 ექვსას:600 შვიდასი:700 შვიდას:700 რვაასი:800 რვაას:800 ცხრაასი:900 ცხრაას:900",
        "thousands": "ათასი ათას",
        "ordinals": "პირველ:1 მეერთ:1 მეორ:2 მესამ:3 მეოთხ:4 მეხუთ:5 მეექვს:6 მეშვიდ:7 მერვ:8 მეცხრ:9 მეათ:10"
                    " მეთერთმეტ:11 მეთორმეტ:12 მეცამეტ:13 მეთოთხმეტ:14 მეთხუთმეტ:15 მეთექვსმეტ:16 მეჩვიდმეტ:17"
                    " მეთვრამეტ:18 მეცხრამეტ:19 მეოც:20 მეორმოც:40 მესამოც:60 მეოთხმოც:80",
        "ordinal_endings": "ე ი ის ს ეს ში ზე",
        "endings": "ს ის ში ზე დან იდან მდე ამდე",
        "months": "იანვ თებერვ მარტი მარტს მარტში მარტამდე აპრილ მაისი მაისს მაისის მაისში მაისამდე მაისიდან ივნის"
                  " ივლის აგვისტო სექტემბ ოქტომბ ნოემბ დეკემბ",
        "year_words": "წელს წელსაც წლიდან",
        "glued": "yes",
    },
    "hy": {  # Armenian
        "cardinals": "զրո:0 մեկ:1 երկու:2 երկուս:2 երեք:3 չորս:4 հինգ:5 վեց:6 յոթ:7 յոթը:7 ութ:8 ութը:8 ինը:9 ինն:9"
                     " տասը:10 տաս:10 տասն:10 քսան:20 երեսուն:30 քառասուն:40 հիսուն:50 վաթսուն:60 յոթանասուն:70"
                     " ութսուն:80 իննսուն:90 տասնինը:19 քսանինը:29 երեսունինը:39 քառասունինը:49 հիսունինը:59"
                     " վաթսունինը:69 յոթանասունինը:79 ութսունինը:89 իննսունինը:99",
        "hundreds": "հարյուր:100",
        "thousands": "հազար",
        "ordinals": "առաջին:1 մեկերորդ:1 երկրորդ:2 երկուերորդ:2 երրորդ:3 երեքերորդ:3 չորրորդ:4 չորսերորդ:4"
                    " հինգերորդ:5 վեցերորդ:6 յոթերորդ:7 ութերորդ:8 իններորդ:9 տասներորդ:10 քսաներորդ:20"
                    " երեսուներորդ:30 քառասուներորդ:40 հիսուներորդ:50 վաթսուներորդ:60 յոթանասուներորդ:70"
                    " ութսուներորդ:80 իննսուներորդ:90",
        "ordinal_endings": "ը ն ին ի ից",
        "endings": "ին ից ը ն ի ում",
        "months": "հունվար փետրվար մարտի մարտը մարտից ապրիլ մայիս հունիս հուլիս օգոստոս սեպտեմբեր հոկտեմբեր նոյեմբեր"
                  " դեկտեմբեր",
        "year_words": "թվականի թվականին թվական թվականը թվականից թվին",
        "day_after_month": "yes",
        "glued": "yes",
    },
    "az": {  # Azerbaijani
        "cardinals": "sıfır:0 bir:1 iki:2 üç:3 dörd:4 beş:5 altı:6 yeddi:7 səkkiz:8 doqquz:9 on:10 iyirmi:20 otuz:30"
                     " qırx:40 əlli:50 altmış:60 yetmiş:70 səksən:80 doxsan:90",
        "hundreds": "yüz:100",
        "thousands": "min",
        "ordinals": "birinci:1 ikinci:2 üçüncü:3 dördüncü:4 beşinci:5 altıncı:6 yeddinci:7 səkkizinci:8 doqquzuncu:9"
                    " onuncu:10 iyirminci:20 otuzuncu:30 qırxıncı:40 əllinci:50 altmışıncı:60 yetmişinci:70"
                    " səksəninci:80 doxsanıncı:90",
        "ordinal_endings": "si sı sü su",
        "endings": "ü u i ı si sı sü su də da ndə nda ində ında ündə unda sində sında",
        "months": "yanvar fevral mart aprel may iyun iyul avqust sentyabr oktyabr noyabr dekabr",
        "year_words": "ili ilin ildə ildən ilində ilinin",
        "day_after_month": "yes",
    },
    "uz": {  # Uzbek (Latin)
        "cardinals": "nol:0 bir:1 ikki:2 uch:3 to'rt:4 toʻrt:4 to‘rt:4 to’rt:4 to`rt:4 besh:5 olti:6 yetti:7 sakkiz:8"
                     " to'qqiz:9 toʻqqiz:9 to‘qqiz:9 to’qqiz:9 to`qqiz:9 o'n:10 oʻn:10 o‘n:10 o’n:10 o`n:10 yigirma:20"
                     " o'ttiz:30 oʻttiz:30 o‘ttiz:30 o’ttiz:30 o`ttiz:30 qirq:40 ellik:50 oltmish:60 yetmish:70"
                     " sakson:80 to'qson:90 toʻqson:90 to‘qson:90 to’qson:90 to`qson:90",
        "hundreds": "yuz:100",
        "thousands": "ming",
        "ordinals": "birinchi:1 ikkinchi:2 uchinchi:3 to'rtinchi:4 toʻrtinchi:4 to‘rtinchi:4 to’rtinchi:4"
                    " to`rtinchi:4 beshinchi:5 oltinchi:6 yettinchi:7 sakkizinchi:8 to'qqizinchi:9 toʻqqizinchi:9"
                    " to‘qqizinchi:9 to’qqizinchi:9 to`qqizinchi:9 o'ninchi:10 oʻninchi:10 o‘ninchi:10 o’ninchi:10"
                    " o`ninchi:10 yigirmanchi:20 o'ttizinchi:30 oʻttizinchi:30 o‘ttizinchi:30 o’ttizinchi:30"
                    " o`ttizinchi:30 qirqinchi:40 elliginchi:50 oltmishinchi:60 yetmishinchi:70 saksoninchi:80"
                    " to'qsoninchi:90 toʻqsoninchi:90 to‘qsoninchi:90 to’qsoninchi:90 to`qsoninchi:90",
        "ordinal_endings": "si da dan ga",
        "endings": "da dan ga",
        "months": "yanvar fevral martda martdan martga martgacha martning aprel may iyun iyul avgust sentabr sentyabr"
                  " oktabr oktyabr noyabr dekabr",
        "year_words": "yili yilda yilning yildan",
    },
    "kk": {  # Kazakh (Cyrillic)
        "cardinals": "нөл:0 бір:1 екі:2 үш:3 төрт:4 бес:5 алты:6 жеті:7 сегіз:8 тоғыз:9 он:10 жиырма:20 отыз:30"
                     " қырық:40 елу:50 алпыс:60 жетпіс:70 сексен:80 тоқсан:90",
        "hundreds": "жүз:100",
        "thousands": "мың",
        "ordinals": "бірінші:1 екінші:2 үшінші:3 төртінші:4 бесінші:5 алтыншы:6 жетінші:7 сегізінші:8 тоғызыншы:9"
                    " оныншы:10 жиырмасыншы:20 отызыншы:30 қырқыншы:40 елуінші:50 алпысыншы:60 жетпісінші:70"
                    " сексенінші:80 тоқсаныншы:90",
        "ordinal_endings": "сі сы",
        "endings": "ы і сы сі де да те та ында інде сында сінде",
        "months": "қаңтар ақпан наурыз сәуір мамыр маусым шілде тамыз қыркүйек қазан қараша желтоқсан",
        "year_words": "жылы жылғы",
        "day_after_month": "yes",
    },
    "mn": {  # Mongolian (Cyrillic)
        "cardinals": "тэг:0 нэг:1 нэгэн:1 хоёр:2 гурав:3 гурван:3 гурв:3 дөрөв:4 дөрвөн:4 дөрв:4 тав:5 таван:5"
                     " зургаа:6 зургаан:6 долоо:7 долоон:7 найм:8 найман:8 ес:9 есөн:9 арав:10 арван:10 арв:10 хорь:20"
                     " хорин:20 гуч:30 гучин:30 дөч:40 дөчин:40 тавь:50 тавин:50 жар:60 жаран:60 дал:70 далан:70"
                     " ная:80 наян:80 ер:90 ерэн:90",
        "hundreds": "зуу:100 зуун:100",
        "thousands": "мянга мянган",
        "endings": "ын ний ны ий ы нд д т",
        "day_words": "сарын",
        "year_words": "он онд оны оноос оныг",
    },
    "am": {  # Amharic
        "cardinals": "ዜሮ:0 አንድ:1 ሁለት:2 ሦስት:3 ሶስት:3 አራት:4 አምስት:5 ስድስት:6 ሰባት:7 ስምንት:8 ዘጠኝ:9 አሥር:10 አስር:10 አሥራ:10 አስራ:10"
                     " ሃያ:20 ሀያ:20 ሠላሳ:30 ሰላሳ:30 አርባ:40 ሃምሳ:50 ሀምሳ:50 ስልሳ:60 ስድሳ:60 ሰባ:70 ሰማንያ:80 ዘጠና:90",
        "hundreds": "መቶ:100",
        "thousands": "ሺህ ሺ",
        "prefixes": "በ የ ከ",
        "months": "መስከረም ጥቅምት ኅዳር ህዳር ሕዳር ታኅሣሥ ታህሳስ ታህሣሥ ጥር የካቲት መጋቢት ሚያዝያ ሚያዚያ ግንቦት ሰኔ ሐምሌ ሀምሌ ነሐሴ ነሀሴ ጳጉሜ ጃንዋሪ ጃኑዋሪ"
                  " ፌብሩዋሪ ማርች ኤፕሪል ሜይ ጁን ጁላይ ኦገስት ሴፕቴምበር ኦክቶበር ኖቬምበር ዲሴምበር",
        "year_words": "ዓ ዓም ዓመተ",
        "day_after_month": "yes",
    },
    "sw": {  # Swahili
        "cardinals": "sifuri:0 moja:1 mosi:1 mbili:2 tatu:3 nne:4 tano:5 sita:6 saba:7 nane:8 tisa:9 kenda:9 kumi:10"
                     " ishirini:20 thelathini:30 arobaini:40 hamsini:50 sitini:60 sabini:70 themanini:80 tisini:90",
        "hundreds": "mia:100",
        "thousands": "elfu",
        "joins": "na",
        "day_words": "tarehe",
        "year_words": "mwaka mwakani",
        "months": "januari februari machi aprili mei juni julai agosti septemba oktoba novemba desemba",
        "post_multiply": "yes",
    },
    "ky": {  # Kyrgyz
        "cardinals": "нөл:0 бир:1 эки:2 үч:3 төрт:4 беш:5 алты:6 жети:7 сегиз:8 тогуз:9 он:10 жыйырма:20 отуз:30"
                     " кырк:40 элүү:50 алтымыш:60 жетимиш:70 сексен:80 токсон:90",
        "hundreds": "жүз:100",
        "thousands": "миң",
        "ordinals": "биринчи:1 экинчи:2 үчүнчү:3 төртүнчү:4 бешинчи:5 алтынчы:6 жетинчи:7 сегизинчи:8 тогузунчу:9"
                    " онунчу:10 жыйырманчы:20 отузунчу:30 кыркынчы:40 элүүнчү:50 алтымышынчы:60 жетимишинчи:70"
                    " сексенинчи:80 токсонунчу:90",
        "endings": "ы и сы си да де та те",
        "months": "январ феврал март апрел май июн июл август сентябр октябр ноябр декабр үчтүн бирдин кулжа"
                  " чын куран бугу жалган кара теке тогуздун жетинин бештин",
        "year_words": "жыл жылы",
    },
    "so": {  # Somali
        "cardinals": "eber:0 kow:1 hal:1 laba:2 labo:2 saddex:3 afar:4 shan:5 lix:6 toddoba:7 siddeed:8 sagaal:9"
                     " toban:10 labaatan:20 soddon:30 afartan:40 konton:50 lixdan:60 toddobaatan:70 siddeetan:80"
                     " sagaashan:90",
        "hundreds": "boqol:100",
        "thousands": "kun",
        "joins": "iyo",
        "ordinals": "koowaad:1 kowaad:1 koowda:1 labaad:2 saddexaad:3 afraad:4 shanaad:5 lixaad:6 toddobaad:7"
                    " siddeedaad:8 sagaalaad:9 tobnaad:10",
        "endings": "ka ta da",
        "months": "janaayo febraayo maarso abriil maajo juun luulyo agoosto sebtembar oktoobar nofembar desembar",
        "year_words": "sanadka sannadka",
    },
    "ha": {  # Hausa: 'dubu ɗaya da ɗari tara da sittin' (a thousand, one, and a hundred nine, and sixty)
        "cardinals": "sifili:0 ɗaya:1 daya:1 biyu:2 uku:3 huɗu:4 hudu:4 biyar:5 shida:6 bakwai:7 takwas:8 tara:9"
                     " goma:10 ashirin:20 talatin:30 arba'in:40 hamsin:50 sittin:60 saba'in:70 tamanin:80"
                     " casa'in:90",
        "hundreds": "ɗari:100 dari:100",
        "thousands": "dubu",
        "joins": "da sha",
        "months": "janairu fabrairu maris afrilu mayu yuni yuli agusta satumba oktoba nuwamba disamba",
        "day_words": "ranar",
        "links": "ga watan",
        "year_words": "shekara shekarar ta",
        "post_multiply": "yes",
    },
}  # fmt: skip
