"""
One-off tool: writes fraunces-glyphs.json, the outlines the portrait generator draws initials
with, from the Fraunces variable font shipped by @fontsource-variable/fraunces (SIL Open Font
License 1.1, Copyright 2018 The Fraunces Project Authors). Outlines are fixed at opsz 144,
wght 600, SOFT 0, WONK 1, roman and italic, rounded to whole font units.

Needs Python 3 with fontTools and brotli (Debian: apt-get install python3-fonttools
python3-brotli). Not part of the build: run it only to change the letters or the instance.

    /usr/bin/python3 scripts/legend-portraits/extract-glyphs.py
"""
import json
import os
import re

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "..", "..", "node_modules", "@fontsource-variable", "fraunces", "files")
CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ&"
AXES = {"opsz": 144, "wght": 600, "SOFT": 0, "WONK": 1}


def rounded(path):
    return re.sub(r"-?\d+(?:\.\d+)?", lambda m: str(round(float(m.group(0)))), path)


def extract(style):
    font = instantiateVariableFont(
        TTFont(os.path.join(FILES, f"fraunces-latin-full-{style}.woff2")), AXES
    )
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    glyphs = {}
    for char in CHARS:
        glyph = glyph_set[cmap[ord(char)]]
        path_pen = SVGPathPen(glyph_set)
        glyph.draw(path_pen)
        bounds_pen = BoundsPen(glyph_set)
        glyph.draw(bounds_pen)
        glyphs[char] = {
            "d": rounded(path_pen.getCommands()),
            "advance": round(glyph.width),
            "bounds": [round(value) for value in bounds_pen.bounds],
        }
    return {"unitsPerEm": font["head"].unitsPerEm, "capHeight": font["OS/2"].sCapHeight, "glyphs": glyphs}


data = {
    "source": "Fraunces (SIL OFL 1.1, Copyright 2018 The Fraunces Project Authors), "
    + ", ".join(f"{key} {value}" for key, value in AXES.items()),
    "roman": extract("normal"),
    "italic": extract("italic"),
}
with open(os.path.join(HERE, "fraunces-glyphs.json"), "w") as out:
    json.dump(data, out, separators=(",", ":"))
    out.write("\n")
