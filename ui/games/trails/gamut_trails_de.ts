<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gamut</name>
    <message>
        <location filename="trailsui.cpp" line="67"/>
        <source>tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="69"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="74"/>
        <source>%1 head</source>
        <translation>%1: Kopf</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="74"/>
        <source>%1 head, heading %2</source>
        <translation>%1: Kopf, Richtung %2</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="76"/>
        <source>boost %1</source>
        <translation>Schub %1</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="78"/>
        <source>on its base</source>
        <translation>auf der eigenen Basis</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="80"/>
        <source>%1 base</source>
        <translation>%1: Basis</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="82"/>
        <source>%1 trail</source>
        <translation>%1: Spur</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="86"/>
        <source>tower taken by %1</source>
        <translation>Turm erobert von %1</translation>
    </message>
</context>
<context>
    <name>gamut::NewGameDialog</name>
    <message>
        <location filename="trailsvariant.cpp" line="34"/>
        <source>The field is N x N cells (3 to 26)</source>
        <translation>Das Spielfeld hat N × N Felder (3 bis 26)</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="35"/>
        <source>Towers on the diagonal; take more than half of them to win</source>
        <translation>Türme auf der Diagonale; wer mehr als die Hälfte davon erobert, gewinnt</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="37"/>
        <source>Free cells between two towers</source>
        <translation>Freie Felder zwischen zwei Türmen</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="38"/>
        <source>Field si&amp;ze:</source>
        <translation>Feld&amp;größe:</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="39"/>
        <source>&amp;Towers:</source>
        <translation>&amp;Türme:</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="40"/>
        <source>&amp;Distance:</source>
        <translation>A&amp;bstand:</translation>
    </message>
</context>
<context>
    <name>gamut::labels</name>
    <message>
        <location filename="trailsui.cpp" line="24"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="25"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="29"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="33"/>
        <source>Towers taken</source>
        <translation>Eroberte Türme</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="34"/>
        <source>Towers to win</source>
        <translation>Türme zum Sieg</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="35"/>
        <source>Boost</source>
        <translation>Schub</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="98"/>
        <source>Trails and Towers</source>
        <translation>Trails and Towers</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="99"/>
        <source>Each player draws a trail from their base, one direction per move. Turning moves one cell; going on in the same direction goes one cell further each time, claiming the free cells passed over. Landing on a tower takes it. Take more than half of the towers, or leave your opponent without a move, to win.</source>
        <translation>Jeder Spieler zieht eine Spur von seiner Basis aus, eine Richtung pro Zug. Ein Richtungswechsel geht ein Feld weit; wer in derselben Richtung weiterzieht, geht jedes Mal ein Feld weiter und nimmt die überquerten freien Felder ein. Wer auf einem Turm landet, erobert ihn. Wer mehr als die Hälfte der Türme erobert oder den Gegner zugunfähig macht, gewinnt.</translation>
    </message>
    <message>
        <location filename="trailsui.cpp" line="105"/>
        <source>by so-called-games</source>
        <translation>von so-called-games</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="89"/>
        <source>%1x%1</source>
        <translation>%1x%1</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="91"/>
        <source>%1 towers</source>
        <translation>%1 Türme</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="93"/>
        <source>distance %1</source>
        <translation>Abstand %1</translation>
    </message>
    <message>
        <location filename="trailsvariant.cpp" line="95"/>
        <source>%1 first</source>
        <translation>%1 beginnt</translation>
    </message>
</context>
</TS>
