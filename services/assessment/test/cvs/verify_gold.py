#!/usr/bin/env python3
"""Check gold.json against ESCO v1.1.1 and the CV sources.

  python3 verify_gold.py [--esco /work/shared/data/esco-v1.1.1-en/csv/skills_en.csv] [--render]
  python3 verify_gold.py --find "overhead line" [--find "smart meter" ...]   # look up concepts while annotating

Checks: every URI exists in skills_en.csv and its label is the concept's preferredLabel; no
duplicate URI within a CV; every evidence string occurs verbatim in one line of the CV's .txt;
every evaluated file and source exists and is < 200 KB; 'file' and 'source' share a stem.
With --render, DOCX/DOC files are converted back to text with LibreOffice and each evidence
string must be found there too (whitespace-normalised). Exit code 1 on any failure.
"""
import argparse, csv, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("--esco", default="/work/shared/data/esco-v1.1.1-en/csv/skills_en.csv")
ap.add_argument("--render", action="store_true")
ap.add_argument("--find", action="append", default=[],
                help="print taxonomy skills whose label or synonym has words starting with all of these, then exit")
a = ap.parse_args()

if a.find:
    import gzip
    tax = json.load(gzip.open(os.path.join(HERE, "../../../../libs/reference-data/data/taxonomy.json.gz")))
    for q in a.find:
        words = q.lower().split()
        print("== %s" % q)
        for c in tax["concepts"]:
            if c["kind"] != "skill" or c["source"] != "esco":
                continue
            names = [c["label"]] + c["alt"]
            hit = next((n for n in names if all(re.search(r"\b" + re.escape(w), n.lower()) for w in words)), None)
            if hit:
                print("  http://data.europa.eu/esco/%s  %s%s" % (c["id"], c["label"], "" if hit == c["label"] else "   [%s]" % hit))
    sys.exit(0)

esco = {r["conceptUri"]: r["preferredLabel"].strip()
        for r in csv.DictReader(open(a.esco, encoding="utf-8"))}
gold = json.load(open(os.path.join(HERE, "gold.json"), encoding="utf-8"))
# The second annotator's blind labels of a few dev CVs (for agreement) follow the same rules.
second = json.load(open(os.path.join(HERE, "second-annotator.json"), encoding="utf-8"))
errors, n = [], 0
norm = lambda s: re.sub(r"\s+", " ", s).strip()

for cv in gold + second:
    src, fil = cv["source"], cv["file"]
    for f in (src, fil):
        p = os.path.join(HERE, f)
        if not os.path.exists(p):
            errors.append("missing file %s" % f); continue
        if os.path.getsize(p) >= 200 * 1024:
            errors.append("too large %s" % f)
    if os.path.splitext(src)[0] != os.path.splitext(fil)[0]:
        errors.append("stem mismatch %s / %s" % (src, fil))
    if cv in gold and (not isinstance(cv.get("yearsOfExperience"), int) or not cv.get("currentPosition")):
        errors.append("%s: bad currentPosition/yearsOfExperience" % src)
    lines = open(os.path.join(HERE, src), encoding="utf-8").read().split("\n")
    rendered = None
    if a.render and fil.endswith((".docx", ".doc")):
        with tempfile.TemporaryDirectory() as t:
            subprocess.run(["soffice", "--headless", "--convert-to", "txt:Text (encoded):UTF8",
                            "--outdir", t, os.path.join(HERE, fil)], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            rendered = norm(open(os.path.join(t, os.path.splitext(fil)[0] + ".txt"),
                                 encoding="utf-8-sig").read())
    seen = set()
    for s in cv["skills"]:
        n += 1
        u, lab, ev = s["uri"], s["label"], s["evidence"]
        if u not in esco:
            errors.append("%s: unknown URI %s" % (src, u))
        elif esco[u] != lab:
            errors.append("%s: label %r != preferredLabel %r" % (src, lab, esco[u]))
        if u in seen:
            errors.append("%s: duplicate %s" % (src, u))
        seen.add(u)
        if not ev or not any(ev in l for l in lines):
            errors.append("%s: evidence not verbatim in source: %r" % (src, ev))
        if rendered is not None and norm(ev) not in rendered:
            errors.append("%s: evidence not found in rendered %s: %r" % (src, fil, ev))

print("CVs: %d (and %d labelled twice)  skills: %d  URIs checked against %d ESCO concepts" % (len(gold), len(second), n, len(esco)))
if errors:
    print("FAIL (%d)" % len(errors)); print("\n".join(errors)); sys.exit(1)
print("PASS: all URIs exist with matching preferred labels; all evidence lines occur verbatim"
      + (" (and in rendered DOCX/DOC text)" if a.render else ""))
