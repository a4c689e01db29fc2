<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gamut::labels</name>
    <message>
        <location filename="loaui.cpp" line="13"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="14"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="18"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="19"/>
        <source>Olympiad</source>
        <translation>Olympiade</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="20"/>
        <source>Scrambled eggs</source>
        <translation>Rührei</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="24"/>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="25"/>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="48"/>
        <source>Lines of Action</source>
        <translation>Lines of Action</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="49"/>
        <source>A piece moves along a row, column or diagonal exactly as many cells as there are pieces on that line. It may jump its own pieces but not the opponent&apos;s, and it captures by landing on one. Connect all of your pieces into one group to win.</source>
        <translation>Ein Stein zieht entlang einer Reihe, Spalte oder Diagonale genau so viele Felder weit, wie Steine auf dieser Linie stehen. Er darf eigene Steine überspringen, aber keine gegnerischen, und schlägt, indem er auf einem landet. Wer alle eigenen Steine zu einer Gruppe verbindet, gewinnt.</translation>
    </message>
    <message>
        <location filename="loaui.cpp" line="54"/>
        <source>by Claude Soucie, from Sid Sackson&apos;s book &lt;i&gt;A Gamut of Games&lt;/i&gt;</source>
        <translation>von Claude Soucie, aus Sid Sacksons Buch &lt;i&gt;A Gamut of Games&lt;/i&gt;</translation>
    </message>
</context>
</TS>
