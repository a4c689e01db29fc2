<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gamut::labels</name>
    <message>
        <location filename="atom4ui.cpp" line="14"/>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <location filename="atom4ui.cpp" line="15"/>
        <source>Second</source>
        <translation>Zweiter</translation>
    </message>
    <message>
        <location filename="atom4ui.cpp" line="19"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="atom4ui.cpp" line="23"/>
        <source>Next colour</source>
        <translation>Nächste Farbe</translation>
    </message>
    <message>
        <location filename="atom4ui.cpp" line="52"/>
        <source>Atom-4</source>
        <translation>Atom-4</translation>
    </message>
    <message>
        <location filename="atom4ui.cpp" line="53"/>
        <source>Pieces go on the points of a triangular lattice, in the fixed order red, yellow, green, cyan, blue, magenta. A piece may go where it completes a small triangle. It mixes its colour into the first piece along each of the six directions. The first player (red, green, blue) wins with four white pieces in a line, the second (yellow, cyan, magenta) with four black ones. A match is played in rounds.</source>
        <translation>Die Steine werden auf die Punkte eines Dreiecksgitters gesetzt, in der festen Reihenfolge Rot, Gelb, Grün, Cyan, Blau, Magenta. Ein Stein darf dort hin, wo er ein kleines Dreieck schließt. Er mischt seine Farbe in den ersten Stein jeder der sechs Richtungen. Der erste Spieler (Rot, Grün, Blau) gewinnt mit vier weißen Steinen in einer Reihe, der zweite (Gelb, Cyan, Magenta) mit vier schwarzen. Eine Partie wird in Runden gespielt.</translation>
    </message>
    <message>
        <location filename="atom4ui.cpp" line="60"/>
        <source>by Hwei Sheng Teoh</source>
        <translation>von Hwei Sheng Teoh</translation>
    </message>
</context>
</TS>
