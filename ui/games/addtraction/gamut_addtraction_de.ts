<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gamut</name>
    <message>
        <location filename="addtractionui.cpp" line="60"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="62"/>
        <source>neutral %1</source>
        <translation>neutral %1</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="62"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>gamut::labels</name>
    <message>
        <location filename="addtractionui.cpp" line="20"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="21"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="25"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="29"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="30"/>
        <source>Fields left</source>
        <translation>Freie Felder</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="73"/>
        <source>AddTraction</source>
        <translation>AddTraction</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="74"/>
        <source>Players take turns setting any empty field of the 6x6 board. A new field is worth the sum of its eight neighbours: red fields count plus, green fields minus; the sign makes it red, green or neutral, whoever set it. When all fields are set, the sum of the board decides: above zero red wins, below zero green wins.</source>
        <translation>Die Spieler besetzen abwechselnd ein beliebiges leeres Feld des 6×6-Bretts. Ein neues Feld ist die Summe seiner acht Nachbarn wert: Rote Felder zählen positiv, grüne negativ; das Vorzeichen macht es rot, grün oder neutral, egal wer es besetzt hat. Sind alle Felder besetzt, entscheidet die Summe des Bretts: Über null gewinnt Rot, unter null Grün.</translation>
    </message>
    <message>
        <location filename="addtractionui.cpp" line="80"/>
        <source>by Andre Kloss (&quot;llogiq&quot;)</source>
        <translation>von Andre Kloss („llogiq“)</translation>
    </message>
</context>
</TS>
