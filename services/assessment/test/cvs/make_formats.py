#!/usr/bin/env python3
"""Regenerate the PDF/DOCX/DOC renderings of the CV set from the .txt sources.

Each .txt is turned into a small styled HTML file (name as title, section headings bold,
bullet lines as lists) in a temp dir, then LibreOffice converts it:
  soffice --headless --infilter="HTML (StarWriter)" --convert-to pdf|docx|doc --outdir <dir> <file.html>
03-pv-design-engineer is laid out as a two-column table (sidebar + main column) and its HTML
source is kept next to the PDF (03-pv-design-engineer.twocol.html).
Usage: python3 make_formats.py   (needs soffice on PATH)
"""
import html, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = {
    "01-offshore-wind-technician": "pdf",
    "03-pv-design-engineer": "pdf",          # two-column
    "06-bess-commissioning-engineer": "pdf",
    "09-oilgas-to-ccs-geothermal": "pdf",
    "04-protection-engineer": "docx",
    "07-hydrogen-process-engineer": "docx",
    "11-ev-charging-technician": "docx",
    "13-renewable-project-manager": "docx",
    "05-substation-technician": "doc",
    "08-nuclear-reactor-operator": "doc",
    "15-army-to-wind-technician": "doc",
}
FILTER = {"pdf": "pdf:writer_pdf_Export", "docx": "docx:MS Word 2007 XML", "doc": "doc:MS Word 97"}
BULLET = re.compile(r"^\s*[-•*·]\s+")
CSS = ("body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt}"
       "h1{font-size:16pt;margin:0}h2{font-size:11pt;margin:10pt 0 2pt 0;border-bottom:1px solid #888}"
       "p{margin:1pt 0}ul{margin:1pt 0 1pt 14pt}li{margin:0}")

def is_heading(line, nxt):
    s = line.strip()
    if not s or BULLET.match(s) or len(s) > 40:
        return False
    if s.isupper() and any(c.isalpha() for c in s):
        return True
    known = {"summary", "profile", "experience", "work history", "education", "certifications",
             "skills", "software", "languages", "tickets", "qualifications", "training", "projects",
             "memberships", "about", "about me", "contact", "employment", "professional",
             "education & licences", "education & training", "key skills"}
    return s.lower() in known

def body_html(lines):
    out, in_list = [], False
    for i, line in enumerate(lines):
        s = line.rstrip()
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if BULLET.match(s):
            if not in_list:
                out.append("<ul>"); in_list = True
            out.append("<li>%s</li>" % html.escape(BULLET.sub("", s)))
            continue
        if in_list:
            out.append("</ul>"); in_list = False
        if not s.strip():
            continue
        if is_heading(s, nxt):
            out.append("<h2>%s</h2>" % html.escape(s.strip()))
        else:
            out.append("<p>%s</p>" % html.escape(s.strip()))
    if in_list:
        out.append("</ul>")
    return "\n".join(out)

def single_column(text):
    lines = text.split("\n")
    name, rest = lines[0], lines[1:]
    return ("<html><head><meta charset='utf-8'><style>%s</style></head><body><h1>%s</h1>\n%s\n</body></html>"
            % (CSS, html.escape(name.strip()), body_html(rest)))

def sections(lines):
    secs, cur = [], None
    for i, l in enumerate(lines):
        if is_heading(l, lines[i + 1] if i + 1 < len(lines) else ""):
            cur = [l.strip(), []]; secs.append(cur)
        elif cur is not None:
            cur[1].append(l)
    return secs

def two_column(text):
    lines = text.split("\n")
    name, headline = lines[0].strip(), lines[1].strip()
    secs = sections(lines[2:])
    side = {"contact", "education", "software", "languages", "certifications"}
    left = "\n".join("<h2>%s</h2>\n%s" % (html.escape(h), body_html(b)) for h, b in secs if h.lower() in side)
    right = "\n".join("<h2>%s</h2>\n%s" % (html.escape(h), body_html(b)) for h, b in secs if h.lower() not in side)
    return ("<html><head><meta charset='utf-8'><style>%s td{vertical-align:top}</style></head><body>"
            "<h1>%s</h1><p><b>%s</b></p>"
            "<table width='100%%' cellpadding='6' cellspacing='0'><tr>"
            "<td width='32%%' bgcolor='#eef2f5'>%s</td><td width='68%%'>%s</td>"
            "</tr></table></body></html>" % (CSS, html.escape(name), html.escape(headline), left, right))

def main():
    tmp = tempfile.mkdtemp(prefix="cvfmt-")
    try:
        for stem, fmt in TARGETS.items():
            text = open(os.path.join(HERE, stem + ".txt"), encoding="utf-8").read()
            if stem == "03-pv-design-engineer":
                src = os.path.join(HERE, stem + ".twocol.html")
                open(src, "w", encoding="utf-8").write(two_column(text))
                work = os.path.join(tmp, stem + ".html"); shutil.copy(src, work)
            else:
                work = os.path.join(tmp, stem + ".html")
                open(work, "w", encoding="utf-8").write(single_column(text))
            subprocess.run(["soffice", "--headless", "--infilter=HTML (StarWriter)",
                            "--convert-to", FILTER[fmt], "--outdir", HERE, work],
                           check=True, stdout=subprocess.DEVNULL)
            print("made", stem + "." + fmt)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

if __name__ == "__main__":
    sys.exit(main())
