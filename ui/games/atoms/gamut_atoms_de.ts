<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gamut</name>
    <message>
        <location filename="atomsui.cpp" line="66"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="68"/>
        <source>%1, 1 atom</source>
        <translation>%1, 1 Atom</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="68"/>
        <source>%1, %2 atoms</source>
        <translation>%1, %2 Atome</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="70"/>
        <source>, one atom from exploding</source>
        <translation>, ein Atom vor der Explosion</translation>
    </message>
</context>
<context>
    <name>gamut::FiguresPanel</name>
    <message>
        <location filename="atomsui.cpp" line="77"/>
        <source>2-4 (neighbours)</source>
        <translation>2–4 (Nachbarn)</translation>
    </message>
</context>
<context>
    <name>gamut::labels</name>
    <message>
        <location filename="atomsui.cpp" line="22"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="23"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="27"/>
        <source>Tutorial (critical mass 4)</source>
        <translation>Einführung (kritische Masse 4)</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="28"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="36"/>
        <source>Atoms</source>
        <comment>a figure: how many atoms a side has</comment>
        <translation>Atome</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="89"/>
        <source>Atoms</source>
        <translation>Atoms</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="40"/>
        <source>Cells</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="41"/>
        <source>Critical mass</source>
        <translation>Kritische Masse</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="90"/>
        <source>Add an atom to an empty cell or one of your own. A cell that reaches its critical mass explodes: it sends one atom to each neighbour, and every cell that receives one becomes yours, which may set off more explosions. Win by leaving your opponent without atoms.</source>
        <translation>Legen Sie ein Atom auf ein leeres oder ein eigenes Feld. Ein Feld, das seine kritische Masse erreicht, explodiert: Es schickt jedem Nachbarn ein Atom, und jedes Feld, das eines erhält, gehört Ihnen – was weitere Explosionen auslösen kann. Sie gewinnen, wenn Ihr Gegner kein Atom mehr hat.</translation>
    </message>
    <message>
        <location filename="atomsui.cpp" line="95"/>
        <source>(Chain Reaction): a traditional game, after the classic Amiga and Unix game &quot;Atoms&quot;</source>
        <translation>(Chain Reaction): ein traditionelles Spiel, nach dem klassischen Amiga- und Unix-Spiel „Atoms“</translation>
    </message>
</context>
</TS>
