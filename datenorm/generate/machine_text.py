"""Dates as machines write them into other text: file and folder names, log-line timestamps, and CJK
date-times with their time words. Three format families of the generator, and the file names, syslog lines and data
records without a date that go with them among the negatives.

A second hand-written test set (`scripts/handwritten2.csv`) showed the gap: the model read
'IMG_20190503_142211.jpg' and 'report_2022-06-15_final.pdf' as no date, '[10/Oct/2022:13:55:36 -0700]' as
2022-08-10 and '2011年3月11日 14時46分' as no date. Data engineers meet these in every column of paths and
logs. Camera counters ('IMG_4821.JPG', 'DSC_1999.JPG') are the negatives beside them: four digits after a
camera prefix count pictures, not years.
"""

from __future__ import annotations

import random
from datetime import date

from datenorm.dates import to_iso, two_digit_year_ok
from datenorm.locales import day_names, month_names
from datenorm.generate.context import Context, Draft
from datenorm.generate.english import en_month_name

_WORDS = ("report", "backup", "export", "data", "invoice", "statement", "scan", "minutes", "payroll", "sales",
          "dump", "snapshot", "orders", "meeting_notes", "db", "users", "metrics", "budget", "photos",
          "access")  # fmt: skip
_EXTS = ("pdf", "csv", "xlsx", "docx", "txt", "json", "zip", "sql", "log", "png", "jpg", "gz", "parquet")
_FILE_DAY = (
    "IMG_{Y}{MM}{DD}_{hh}{mi}{ss}.jpg", "VID_{Y}{MM}{DD}_{hh}{mi}{ss}.mp4", "PXL_{Y}{MM}{DD}_{hh}{mi}{ss}{ms}.jpg",
    "IMG-{Y}{MM}{DD}-WA{n4}.jpg", "Screenshot_{Y}{MM}{DD}-{hh}{mi}{ss}.png",
    "Screenshot {Y}-{MM}-{DD} at {h}.{mi}.{ss}.png", "Screen Shot {Y}-{MM}-{DD} at {h12}.{mi}.{ss} {ampm}.png",
    "WhatsApp Image {Y}-{MM}-{DD} at {h}.{mi}.{ss}.jpeg", "{word}_{Y}-{MM}-{DD}.{ext}",
    "{word}_{Y}-{MM}-{DD}_final.{ext}", "{word}-{Y}{MM}{DD}.{ext}", "{word}_{Y}{MM}{DD}.{ext}",
    "{word}_{Y}_{MM}_{DD}.{ext}", "{Y}{MM}{DD}_{word}.{ext}", "{Y}-{MM}-{DD} {Word}.{ext}",
    "{Y}-{MM}-{DD}_{word}.{ext}", "{word}.{Y}-{MM}-{DD}.log", "{word}-{Y}.{MM}.{DD}.{ext}",
    "{word}_{Y}{MM}{DD}_{hh}{mi}.{ext}", "{word}-{Y}{MM}{DD}.tar.gz", "{word}_{Y}-{MM}-{DD}T{hh}{mi}{ss}Z.json",
    "/var/log/{word}/{Y}/{MM}/{DD}/", "s3://{word}/dt={Y}-{MM}-{DD}/", "{word}/{Y}/{MM}/{DD}/part-0000.parquet",
    "{word}/date={Y}-{MM}-{DD}/", "C:\\{Word}\\{Y}-{MM}-{DD}\\", "DSC_{Y}{MM}{DD}.JPG", "DSC_{Y}{MM}{DD}_{hh}{mi}{ss}.JPG",
    "{Y}{MM}{DD}_{hh}{mi}{ss}.jpg", "IMG{Y}{MM}{DD}{hh}{mi}{ss}.jpg", "{Y}{MM}{DD}_{hh}{mi}{ss}.mp4",
    # a dashed date with the time glued on after it ('DSC_2014-02-11_0932.NEF', 'dump-2017-11-02-0300.sql')
    "DSC_{Y}-{MM}-{DD}_{hh}{mi}.NEF", "IMG_{Y}-{MM}-{DD}_{hh}{mi}{ss}.CR2", "{word}-{Y}-{MM}-{DD}-{hh}{mi}.{ext}",
    "{word}_{Y}-{MM}-{DD}_{hh}{mi}.{ext}", "{word}_{Y}-{MM}-{DD}_{hh}-{mi}-{ss}.{ext}", "{word}.{Y}-{MM}-{DD}-{hh}.{ext}",
    # a document's number beside its date ('Invoice_INV-0042_2023-02-26.pdf' was read as no date)
    "{Word}_{id}_{Y}-{MM}-{DD}.{ext}", "{id}_{Y}{MM}{DD}.{ext}", "{Word}-{id}-{Y}-{MM}-{DD}.{ext}",
    "{word}_{id}_{Y}{MM}{DD}.{ext}", "{Y}-{MM}-{DD}_{id}.{ext}", "{Word} {id} {Y}-{MM}-{DD}.{ext}",
)  # fmt: skip
# Document numbers: letters before the digits, so that none is itself a run of digits a date could be
_IDS = ("INV-{n4}", "INV{n5}", "PO-{n5}", "PO{n4}", "ORD-{n6}", "CUST{n4}", "REF{n5}", "TKT-{n5}", "SO-{n4}",
        "CASE-{n6}", "DOC{n3}", "AB-{n4}-X", "Q{n4}")  # fmt: skip
_FILE_MONTH = ("{Word}_{Mon}{Y}.pdf", "{word}_{Y}_{MM}.{ext}", "{word}-{Y}-{MM}.{ext}", "{Y}-{MM} {Word}.{ext}",
               "{word}_{mon}_{Y}.{ext}", "{Word} {Month} {Y}.{ext}", "{word}/{Y}/{MM}/",
               "{Word} {Mon} {Y}.{ext}")  # fmt: skip
_FILE_YEAR = ("{word}_{Y}.{ext}", "{Word} {Y}.{ext}", "tax_return_{Y}.pdf", "{word}/{Y}/", "{Word} FY{Y} final.{ext}")
_FILE_NO_DATE = ("IMG_{n4}.JPG", "IMG_{n4}.jpg", "DSC_{n4}.JPG", "DSCN{n4}.JPG", "P{n7}.JPG", "GOPR{n4}.MP4",
                 "{word}_v{n}.{ext}", "{word} ({n}).{ext}", "{word}_final_v{n}.{ext}", "{word}{n}.{ext}",
                 "Copy of {word}.{ext}", "{word}_{hex}.{ext}", "IMG_{n4} ({n}).jpg", "scan{n3}.pdf")  # fmt: skip

_LEVELS = ("INFO", "ERROR", "WARN", "DEBUG", "[INFO]", "[ERROR]", "level=info", "W", "E")
_OFFSETS = ("-0700", "+0000", "+0100", "+0200", "-0500", "+0530", "+0900", "-0800")
_LOG_DAY = (
    "[{DD}/{Mon3}/{Y}:{hh}:{mi}:{ss} {off}]", "{DD}/{Mon3}/{Y}:{hh}:{mi}:{ss} {off}",
    "{Y}-{MM}-{DD} {hh}:{mi}:{ss},{ms} {lvl}", "{Y}-{MM}-{DD} {hh}:{mi}:{ss}.{ms} {lvl}",
    "{Y}/{MM}/{DD} {hh}:{mi}:{ss} [error]", "[{Y}-{MM}-{DD} {hh}:{mi}:{ss}]", "[{DD}/{Mon3}/{Y} {hh}:{mi}:{ss}]",
    "{DD}-{Mon3}-{Y} {hh}:{mi}:{ss}.{ms}", "{Mon3} {D}, {Y} {h12}:{mi}:{ss} {ampm}",
    "{Y}-{MM}-{DD}T{hh}:{mi}:{ss}.{ms}Z {lvl}", "{lvl} {Y}-{MM}-{DD} {hh}:{mi}:{ss}",
    "time=\"{Y}-{MM}-{DD}T{hh}:{mi}:{ss}Z\"", "{Y}{MM}{DD} {hh}:{mi}:{ss}.{ms}", "{Y}-{MM}-{DD} {hh}:{mi}:{ss} UTC",
    "\"timestamp\": \"{Y}-{MM}-{DD}T{hh}:{mi}:{ss}Z\"", "<34>1 {Y}-{MM}-{DD}T{hh}:{mi}:{ss}.{ms}Z host su - ID47",
    "<165>1 {Y}-{MM}-{DD}T{hh}:{mi}:{ss}Z web01 app - -", "{Mon3} {D} {Y} {hh}:{mi}:{ss} web01",
    # an access log's whole line: the client's address before the stamp, the request after it
    "{ip} - - [{DD}/{Mon3}/{Y}:{hh}:{mi}:{ss} {off}]", "{ip} - {user} [{DD}/{Mon3}/{Y}:{hh}:{mi}:{ss} {off}]",
    "{ip} - - [{DD}/{Mon3}/{Y}:{hh}:{mi}:{ss} {off}] \"GET /\"",
    "{ip} - - [{DD}/{Mon3}/{Y}:{hh}:{mi}:{ss} {off}] \"{verb} /{path}\"",
    # Apache's error log and C's ctime(): weekday, month, day, time, then the year
    "[{Wd3} {Mon3} {DD} {hh}:{mi}:{ss}.{us} {Y}] [core:error] [pid {pid}]", "[{Wd3} {Mon3} {DD} {hh}:{mi}:{ss}.{us} {Y}]",
    "[{Wd3} {Mon3} {DD} {hh}:{mi}:{ss} {Y}] [error] [client {ip}]", "{Wd3} {Mon3} {D2} {hh}:{mi}:{ss} {Y}",
    # `ls -l`, whose files older than six months show the year where the time would be
    "-rw-r--r-- 1 root root {size} {Mon3} {D2}  {Y} {file}", "drwxr-xr-x 2 {user} staff {size} {Mon3} {D2}  {Y} {file}",
    "{Mon3} {D2}  {Y} {file}",
    # Oracle's TIMESTAMP and DATE as SQL*Plus shows them: 'DD-MON-RR HH.MI.SSXFF AM'
    "{DD}-{MON3}-{YY} {hh12}.{mi}.{ss}.{ns} {ampm}", "{DD}-{MON3}-{YY} {hh12}.{mi}.{ss}.{us} {ampm}", "{DD}-{MON3}-{YY}",
    # military date-time groups: day, time and zone letter, month, year ('031200Z JAN 22', 'DTG 251545Z MAR 2019')
    "{DD}{hh}{mi}Z {MON3} {YY}", "{DD}{hh}{mi}Z{MON3}{YY}", "{DD}{hh}{mi}Z {MON3} {Y}", "DTG {DD}{hh}{mi}Z {MON3} {YY}",
    "{DD}{hh}{mi}{zone} {MON3} {YY}",
)  # fmt: skip
_FILES = ("notes.txt", "backup.tar.gz", "README.md", "config", "data.csv", "old_logs", "index.html")
_USERS = ("frank", "admin", "bob", "-", "alice", "www")
_VERBS = ("GET", "POST", "HEAD", "PUT")
_PATHS = ("index.html", "api", "login", "favicon.ico", "img/a.png", "v1/items", "robots.txt")
# Year, month, day, then the time in the language's own words or as a clock; Korean also writes '2019. 5. 3.'.
_CJK_TIME = {
    "ja": ("{y}年{m}月{d}日 {H}時{M}分", "{y}年{m}月{d}日 午後{h12}時{M}分", "{y}年{m}月{d}日 午前{h12}時",
           "{y}年{m}月{d}日({wda}) {HH}:{MM}", "{y}年{m}月{d}日 {HH}:{MM}:{SS}", "{y}年{m}月{d}日 {H}時{M}分{S}秒"),
    "zh": ("{y}年{m}月{d}日 {H}时{M}分", "{y}年{m}月{d}日 下午{h12}点{M}分", "{y}年{m}月{d}日 上午{h12}點",
           "{y}年{m}月{d}日 {HH}:{MM}", "{y}年{m}月{d}日({wda}) {HH}:{MM}", "{y}年{m}月{d}日 {H}時{M}分"),
    "ko": ("{y}년 {m}월 {d}일 오후 {h12}시 {M}분", "{y}년 {m}월 {d}일 {H}시", "{y}. {m}. {d}. 오후 {h12}:{MM}",
           "{y}. {m}. {d}. {HH}:{MM}", "{y}. {m}. {d}.", "{y}년 {m}월 {d}일 ({wda}) {HH}:{MM}"),
}  # fmt: skip


def _clock_fields(rng: random.Random) -> dict[str, str]:
    h, m, s = rng.randrange(24), rng.randrange(60), rng.randrange(60)
    return {"hh": f"{h:02d}", "mi": f"{m:02d}", "ss": f"{s:02d}", "h": str(h), "h12": str(h % 12 or 12),
            "hh12": f"{h % 12 or 12:02d}",
            "ms": f"{rng.randrange(1000):03d}", "ampm": "AM" if h < 12 else "PM"}


def _file_fields(rng: random.Random, day: date) -> dict[str, str]:
    word = rng.choice(_WORDS)
    return {"Y": str(day.year), "MM": f"{day.month:02d}", "DD": f"{day.day:02d}", "word": word,
            "Word": word.replace("_", " ").title(), "ext": rng.choice(_EXTS), "n4": str(rng.randint(1000, 9999)),
            "id": rng.choice(_IDS).format(n3=f"{rng.randint(1, 999):03d}", n4=f"{rng.randint(1, 9999):04d}",
                                          n5=f"{rng.randint(1, 99999):05d}", n6=f"{rng.randint(1, 999999):06d}"),
            "Mon": en_month_name(rng, day.month).rstrip("."),
            "mon": month_names("en", "abbreviated")[day.month].lower(), "Month": month_names("en")[day.month],
            **_clock_fields(rng)}


def filename(ctx: Context, day: date) -> Draft | None:
    """'IMG_20190503_142211.jpg', 'report_2019-05-03_final.pdf', 's3://logs/dt=2019-05-03/', 'Invoice_Mar2019.pdf'
    (-> 2019-03), 'tax_return_2019.pdf' (-> 2019)."""
    rng = ctx.rng
    r = rng.random()
    templates, target = ((_FILE_DAY, day.isoformat()) if r < 0.8 else
                         (_FILE_MONTH, to_iso(day.year, day.month)) if r < 0.93 else (_FILE_YEAR, to_iso(day.year)))
    return Draft(rng.choice(templates).format(**_file_fields(rng, day)), target, "und", "YMD")


def filename_without_date(rng: random.Random) -> str:
    """A file name with numbers but no date: camera counters, versions, copies."""
    fields = {"word": rng.choice(_WORDS), "ext": rng.choice(_EXTS), "n": str(rng.randint(1, 12)),
              "n3": f"{rng.randint(1, 999):03d}", "n4": f"{rng.randint(1, 9999):04d}",
              "n7": str(rng.randint(10**6, 10**7 - 1)), "hex": f"{rng.getrandbits(32):08x}"}
    if fields["hex"].isdigit():  # eight digits could be a date
        fields["hex"] = "f" + fields["hex"][1:]
    return rng.choice(_FILE_NO_DATE).format(**fields)


def syslog_line(rng: random.Random) -> str:
    """A BSD syslog line, whose time stamp has no year ('Mar  4 06:25:13 host sshd[1234]: Accepted'): the process
    id beside it is not one either; or an `ls -l` line of a recent file, which shows a time where an old file's
    year would be ('-rw-r--r-- 1 root root 4096 Mar  3 14:22 notes.txt'). A negative: no year is written."""
    day = date(2001, rng.randint(1, 12), rng.randint(1, 28))
    clock_time = f"{rng.randrange(24):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}"
    stamp = f"{en_month_name(rng, day.month)[:3].title()} {day.day:>2} {clock_time}"
    host = rng.choice(("host", "web01", "db-2", "mail", "router", "localhost", "srv3"))
    proc = rng.choice(("sshd", "kernel", "cron", "systemd", "postfix/smtpd", "nginx", "su", "dhclient"))
    tail = rng.choice(("Accepted password", "Started Session", "connection closed", "error", "", "OK"))
    pid = f"[{rng.randint(100, 65535)}]" if rng.random() < 0.7 else ""
    listing = (f"-rw-r--r-- 1 root root {rng.randint(0, 10**6)} {stamp[:-3]} "
               f"{rng.choice(('notes.txt', 'data.csv', 'app.log'))}")
    return rng.choice((f"{stamp} {host} {proc}{pid}: {tail}", f"<{rng.randint(0, 191)}>{stamp} {host} {proc}{pid}:",
                       f"{stamp} {host} {proc}{pid}", listing)).strip()


def record_without_date(rng: random.Random, fake) -> tuple[str, bool]:
    """A record of a data file or a reference with numbers and no date, and whether it holds the faker locale's
    words: a CSV, SQL or JSON row of ids, names and amounts (a nineteenth run read '100482,ACME GmbH,...,1499.00'
    as 1982-04-10 and 1499-01), a DOI ('10.1177/016555' was 1177-01-10), a software build ('build 19044.2604') or
    a reading over a total ('RAM 12.4/16 GB' was 2016-04-12)."""
    pick = rng.random()
    if pick < 0.15:
        n = rng.randint
        suffix = rng.choice((f"{n(0, 9999999999):010d}", f"s{n(10000, 99999)}-0{n(10, 24)}-{n(1000, 9999)}-{n(1, 9)}",
                             f"j.{fake.word()}.{n(1990, 2030)}.{n(1, 999):03d}"))
        prefix = rng.choice(("https://doi.org/", "doi:", "DOI ", "doi.org/"))
        return f"{prefix}10.{rng.randint(1000, 9999)}/{suffix}", False
    if pick < 0.3:
        n = rng.randint
        over = f"{rng.choice(('RAM', 'Disk', 'Mem'))} {n(1, 63)}.{n(0, 9)}/{rng.choice((8, 16, 32))} GB"
        return rng.choice((f"build {n(10000, 26999)}.{n(1, 4999)}", f"Build {n(2200, 26999)}",
                           f"KB{n(4000000, 5999999)}", over)), False
    numbers = [str(rng.randint(100, 999999)), f"{rng.randint(1, 99999)}.{rng.randrange(100):02d}",
               str(rng.randint(1, 500))]
    words = [rng.choice((fake.company(), fake.last_name(), fake.city())), f"{rng.randint(0, 99)}.{rng.randint(0, 9)}%",
             fake.bothify(rng.choice(("??-####", "#####", "???###"))).upper()]
    fields = [(f, True) for f in numbers] + [(f, False) for f in words]
    rng.shuffle(fields)
    fields = fields[: rng.randint(2, 5)]
    if pick < 0.45:
        return "VALUES (" + ", ".join(f if number else f"'{f}'" for f, number in fields) + ")", True
    if pick < 0.55:
        keys = rng.sample(("id", "qty", "total", "sku", "name", "amount", "code", "n"), len(fields))
        pairs = (f'"{k}":' + (f if number else f'"{f}"') for k, (f, number) in zip(keys, fields))
        return "{" + ",".join(pairs) + "}", True
    return rng.choice((",", ";", "|", ", ", "\t")).join(f for f, _ in fields), True


def _address(rng: random.Random) -> str:
    """A client's IPv4 address, private or public ('10.0.0.7', '127.0.0.1', '203.0.113.42'): four numbers a
    model must not read as a date."""
    if rng.random() < 0.2:
        return "127.0.0.1"
    first = rng.choice((10, 192, 172, 203, 66, 81, 5, 212))
    return ".".join(str(n) for n in (first, *(rng.randrange(256) for _ in range(2)), rng.randint(1, 254)))


def log_stamp(ctx: Context, day: date) -> Draft | None:
    """Timestamps of web servers, loggers and JSON logs: '[10/Oct/2000:13:55:36 -0700]',
    '2019-05-03 14:22:01,123 INFO', 'Dec 17, 2018 3:04:05 PM', 'time="2019-05-03T14:22:01Z"', an Apache error log's
    '[Tue Mar 05 14:22:10.123456 2019]', an old file's `ls -l` line, Oracle's '01-MAR-22 08.05.00.000000 AM', a
    military date-time group '031200Z JAN 22'."""
    rng = ctx.rng
    template = rng.choice(_LOG_DAY)
    if "{YY}" in template and not two_digit_year_ok(day.year):
        return None
    mon3 = month_names("en", "abbreviated")[day.month]
    text = template.format(Y=day.year, YY=f"{day.year % 100:02d}", MM=f"{day.month:02d}", DD=f"{day.day:02d}",
                           D=day.day, D2=f"{day.day:>2}", Mon3=mon3, MON3=mon3.upper(),
                           Wd3=day_names("en", "abbreviated")[day.weekday()], lvl=rng.choice(_LEVELS),
                           off=rng.choice(_OFFSETS), ip=_address(rng), user=rng.choice(_USERS),
                           verb=rng.choice(_VERBS), path=rng.choice(_PATHS), pid=rng.randint(100, 65535),
                           size=rng.choice((4096, rng.randint(0, 10**7))), file=rng.choice(_FILES),
                           us=f"{rng.randrange(10**6):06d}", ns=f"{rng.randrange(10**9):09d}", zone=rng.choice("ABCRZ"),
                           **_clock_fields(rng))  # fmt: skip
    first = template.removeprefix("{ip} - - ").removeprefix("{ip} - {user} ")
    order = "DMY" if first.startswith(("[{DD}", "{DD}", "DTG")) else "MDY" if "{Mon3}" in first else "YMD"
    return Draft(text, day.isoformat(), "und", order)


def cjk_datetime(ctx: Context, day: date) -> Draft | None:
    """A CJK date with its time: '2011年3月11日 14時46分', '2019年5月3日 下午2点30分', '2019년 5월 3일 오후 2시 30분',
    '2019. 5. 3. 오후 2:30'."""
    if not ctx.pools.cjk:
        return None
    rng = ctx.rng
    lang = rng.choice(sorted(ctx.pools.cjk))
    loc = rng.choice(ctx.pools.cjk[lang])
    h, m, s = rng.randrange(24), rng.randrange(60), rng.randrange(60)
    text = rng.choice(_CJK_TIME[lang]).format(
        y=day.year, m=day.month, d=day.day, wda=day_names(loc, "abbreviated")[day.weekday()], H=h, M=m, S=s,
        h12=h % 12 or 12, HH=f"{h:02d}", MM=f"{m:02d}", SS=f"{s:02d}",
    )
    return Draft(text, day.isoformat(), loc, "YMD")
