<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>GameSetup</name>
    <message>
        <location filename="../ui/settings/gamesetup.cpp" line="53"/>
        <source>unknown game &apos;%1&apos; (games: %2)</source>
        <translation>unbekanntes Spiel „%1“ (Spiele: %2)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="24"/>
        <source>Gamut games (*.gamut);;All files (*)</source>
        <translation>Gamut-Spiele (*.gamut);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>gamut</name>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="16"/>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="18"/>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="20"/>
        <source>Left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="22"/>
        <source>Right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="38"/>
        <source>That is not a legal move here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="40"/>
        <source>Not a move of this game (expected %1).</source>
        <translation>Das ist kein Zug dieses Spiels (erwartet: %1).</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="42"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="44"/>
        <source>%1 is not a cell of the board (%2).</source>
        <translation>%1 ist kein Feld des Bretts (%2).</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="46"/>
        <source>%1 is already taken.</source>
        <translation>%1 ist schon besetzt.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="48"/>
        <source>%1 belongs to %2.</source>
        <translation>%1 gehört %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="50"/>
        <source>%1 does not complete a triangle: it needs two neighbouring pieces that touch each other.</source>
        <translation>%1 schließt kein Dreieck: Dafür braucht es zwei benachbarte Steine, die einander berühren.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="53"/>
        <source>%1 has a legal move and may not pass.</source>
        <translation>%1 hat einen erlaubten Zug und darf nicht passen.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="55"/>
        <source>There is no %2 piece on %1.</source>
        <translation>Auf %1 steht kein Stein von %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="57"/>
        <source>The piece on %1 must move.</source>
        <translation>Der Stein auf %1 muss ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="59"/>
        <source>%1 to %2 is not along a row, column or diagonal.</source>
        <translation>%1 nach %2 verläuft nicht entlang einer Reihe, Spalte oder Diagonale.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="61"/>
        <source>%1 cannot move to %2: it must move exactly %3 cells along that line.</source>
        <translation>%1 kann nicht nach %2 ziehen: Der Stein muss auf dieser Linie genau %3 Felder weit ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="63"/>
        <source>%1 cannot move to %2: a %3 piece blocks the way.</source>
        <translation>%1 kann nicht nach %2 ziehen: Ein Stein von %3 versperrt den Weg.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="65"/>
        <source>%1 cannot move to %2: your own piece stands there.</source>
        <translation>%1 kann nicht nach %2 ziehen: Dort steht ein eigener Stein.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="68"/>
        <source>Write it as %1.</source>
        <translation>Schreibweise: %1.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="70"/>
        <source>%1 runs off the field.</source>
        <translation>%1: Das führt aus dem Spielfeld hinaus.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="72"/>
        <source>%1 runs into a cell of %2.</source>
        <translation>%1: Das führt auf ein Feld von %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="74"/>
        <source>%1 runs into a tower.</source>
        <translation>%1: Das führt gegen einen Turm.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="76"/>
        <source>%1 goes %2 cells and would land on a cell of %3.</source>
        <translation>%1: Der Zug geht %2 Felder weit und würde auf einem Feld von %3 landen.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="78"/>
        <source>%1 goes %2 cells, but the head is already at the edge.</source>
        <translation>%1: Der Zug geht %2 Felder weit, aber die Spitze steht schon am Rand.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="80"/>
        <source>%1 goes %2 cells and would land on a cell of %3 at the edge.</source>
        <translation>%1: Der Zug geht %2 Felder weit und würde am Rand auf einem Feld von %3 landen.</translation>
    </message>
    <message>
        <location filename="../ui/text/refusaltext.cpp" line="83"/>
        <source>%1 would land on a tower at the edge.</source>
        <translation>%1: Der Zug würde am Rand auf einem Turm landen.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="20"/>
        <source>Try &apos;gamut --help&apos; for more information.</source>
        <translation>Mit „gamut --help“ erhalten Sie weitere Informationen.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="49"/>
        <source>Two-player abstract strategy games.</source>
        <translation>Abstrakte Strategiespiele für zwei Spieler.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="51"/>
        <source>Show this help and exit.</source>
        <translation>Diese Hilfe anzeigen und beenden.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="52"/>
        <source>Show the version and exit.</source>
        <translation>Die Version anzeigen und beenden.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="54"/>
        <source>Start a new game of ID (%1).</source>
        <translation>Ein neues Spiel der Art ID beginnen (%1).</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="56"/>
        <source>The variant of the new game.</source>
        <translation>Die Variante des neuen Spiels.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="58"/>
        <source>Who plays first: human, level:N, random, ...</source>
        <translation>Wer als Erster spielt: human, level:N, random, …</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="60"/>
        <source>Who plays second: human, level:N, random, ...</source>
        <translation>Wer als Zweiter spielt: human, level:N, random, …</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="65"/>
        <source>Open a saved game.</source>
        <translation>Ein gespeichertes Spiel öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="66"/>
        <source>Start a new game instead of resuming the last one.</source>
        <translation>Ein neues Spiel beginnen, statt das letzte fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="67"/>
        <source>The language of the window (e.g. de).</source>
        <translation>Die Sprache des Fensters (z. B. de).</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="71"/>
        <source>Open a window of its own instead of handing the game to the Gamut window already running.</source>
        <translation>Ein eigenes Fenster öffnen, statt das Spiel an das schon laufende Gamut-Fenster zu übergeben.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="81"/>
        <source>Usage: gamut [options]</source>
        <translation>Aufruf: gamut [Optionen]</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="91"/>
        <source>unexpected argument &apos;%1&apos; (a file is opened with --load FILE)</source>
        <translation>unerwartetes Argument „%1“ (eine Datei wird mit --load DATEI geöffnet)</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="96"/>
        <source>option &apos;--%1&apos; is given more than once</source>
        <translation>Option „--%1“ ist mehrfach angegeben</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="117"/>
        <source>--load needs a file name</source>
        <translation>--load braucht einen Dateinamen</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="121"/>
        <source>bad language code &apos;%1&apos; (for example: de, en, pt_BR)</source>
        <translation>ungültiger Sprachcode „%1“ (zum Beispiel: de, en, pt_BR)</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="34"/>
        <source>down</source>
        <translation>abwärts</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="36"/>
        <source>left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="38"/>
        <source>right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="40"/>
        <source>up</source>
        <translation>aufwärts</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="52"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="54"/>
        <location filename="../ui/text/cellphrase.cpp" line="55"/>
        <source>%1 piece</source>
        <translation>Stein %1</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="55"/>
        <source>occupied</source>
        <translation>besetzt</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="64"/>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="70"/>
        <source>legal target</source>
        <translation>erlaubtes Ziel</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="70"/>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="73"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="76"/>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="78"/>
        <source>hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../ui/text/cellphrase.cpp" line="80"/>
        <source>winning</source>
        <translation>siegreich</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="63"/>
        <source>The clock of the new game: none, 5+3 (minutes each + seconds a move), move:10.</source>
        <translation>Die Uhr der neuen Partie: none, 5+3 (Minuten für jede Seite + Sekunden pro Zug), move:10.</translation>
    </message>
    <message>
        <location filename="../ui/window/commandline.cpp" line="119"/>
        <source>--load cannot be combined with --new, --game, --variant, --first, --second or --clock</source>
        <translation>--load kann nicht mit --new, --game, --variant, --first, --second oder --clock kombiniert werden</translation>
    </message>
</context>
<context>
    <name>gamut::Actions</name>
    <message>
        <location filename="../ui/window/actions.cpp" line="16"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="17"/>
        <source>&amp;Restart Game</source>
        <translation>Spiel neu sta&amp;rten</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="18"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="19"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="20"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="21"/>
        <source>Resi&amp;gn…</source>
        <translation>&amp;Aufgeben …</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="22"/>
        <source>Give the game up: the other side wins</source>
        <translation>Das Spiel aufgeben: die andere Seite gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="23"/>
        <source>Ne&amp;twork Game…</source>
        <translation>Netz&amp;werkspiel …</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="25"/>
        <source>Find an opponent on a server: seeks, challenges, ratings, correspondence games</source>
        <translation>Einen Gegner auf einem Server finden: Gesuche, Herausforderungen, Wertungen, Fernpartien</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="26"/>
        <source>&amp;Continue from Here</source>
        <translation>Von &amp;hier weiterspielen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="28"/>
        <source>Play on from the move shown: the seat to move plays (the computer thinks)</source>
        <translation>Ab dem gezeigten Zug weiterspielen: wer am Zug ist, spielt (der Computer denkt)</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="31"/>
        <source>Res&amp;ult</source>
        <translation>Er&amp;gebnis</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="32"/>
        <source>Show the result of the game again: who won and why</source>
        <translation>Das Ergebnis der Partie noch einmal zeigen: wer gewonnen hat und warum</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="34"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="37"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="38"/>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="39"/>
        <source>Go to the &amp;Last Move</source>
        <translation>Zum &amp;letzten Zug</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="40"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="41"/>
        <source>P&amp;ause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="43"/>
        <source>&amp;Copy Game</source>
        <translation>Spiel &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="44"/>
        <source>&amp;Paste Game</source>
        <translation>Spiel &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="46"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbildmodus</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="48"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Brett drehen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="50"/>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="51"/>
        <source>Show &amp;Legal Moves</source>
        <translation>&amp;Mögliche Züge anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="52"/>
        <source>Show La&amp;st Move</source>
        <translation>&amp;Letzten Zug anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="53"/>
        <source>&amp;Preview Moves on Hover</source>
        <translation>Zugvorschau beim &amp;Überfahren</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="57"/>
        <source>&amp;Configure Gamut…</source>
        <translation>Gamut &amp;einrichten …</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="59"/>
        <source>&amp;Keep the Game Between Sessions</source>
        <translation>Spiel zwischen Sitzungen &amp;behalten</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="61"/>
        <source>Save the game automatically and resume it at the next start</source>
        <translation>Das Spiel automatisch speichern und beim nächsten Start fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="63"/>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="64"/>
        <source>&amp;About Gamut</source>
        <translation>Ü&amp;ber Gamut</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="68"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="72"/>
        <source>Open Rec&amp;ent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="78"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="85"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="90"/>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="100"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="102"/>
        <source>Show &amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="108"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="174"/>
        <source>&amp;Rules of %1</source>
        <translation>Spiel&amp;regeln für %1</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="29"/>
        <source>&amp;Library…</source>
        <translation>Bib&amp;liothek …</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="24"/>
        <source>Pla&amp;y Online…</source>
        <translation>Onl&amp;ine spielen…</translation>
    </message>
    <message>
        <location filename="../ui/window/actions.cpp" line="30"/>
        <source>Every game played here, finished or not: open, resume, review, export</source>
        <translation>Jedes hier gespielte Spiel, beendet oder nicht: öffnen, fortsetzen, analysieren, exportieren</translation>
    </message>
</context>
<context>
    <name>gamut::AnalysisPanel</name>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="16"/>
        <source>Show the moves on the board</source>
        <translation>Die Züge auf dem Brett zeigen</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="21"/>
        <source>Best moves</source>
        <translation>Beste Züge</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="23"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="23"/>
        <source>Win chance</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="23"/>
        <source>Line</source>
        <translation>Zugfolge</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="31"/>
        <source>The engine&apos;s best moves for the position shown; point at one to see its line</source>
        <translation>Die besten Züge der Engine für die gezeigte Stellung; zeigen Sie auf einen, um seine Zugfolge zu sehen</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="51"/>
        <source>Depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="62"/>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/review/analysispanel.cpp" line="63"/>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
</context>
<context>
    <name>gamut::AnalysisUi</name>
    <message>
        <location filename="../ui/review/analysisui.cpp" line="36"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../ui/review/analysisui.cpp" line="44"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <location filename="../ui/review/analysisui.cpp" line="48"/>
        <source>Let the engine analyse the position shown: its best three moves</source>
        <translation>Die Engine analysiert die gezeigte Stellung: ihre drei besten Züge</translation>
    </message>
    <message>
        <location filename="../ui/review/analysisui.cpp" line="97"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <location filename="../ui/review/analysisui.cpp" line="104"/>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location filename="../ui/review/analysisui.cpp" line="105"/>
        <source>Off during your game over the network: the analysis comes back when the game ends.</source>
        <translation>Während Ihrer Partie über das Netzwerk aus: Die Analyse kehrt zurück, wenn die Partie endet.</translation>
    </message>
    <message>
        <location filename="../ui/review/analysisui.cpp" line="107"/>
        <source>Waiting while the computer plays.</source>
        <translation>Wartet, während der Computer spielt.</translation>
    </message>
</context>
<context>
    <name>gamut::BoardView</name>
    <message>
        <location filename="../ui/board/boardview.cpp" line="168"/>
        <source>no legal move there</source>
        <translation>dort ist kein Zug möglich</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="171"/>
        <location filename="../ui/board/boardviewreading.cpp" line="124"/>
        <location filename="../ui/board/movebox.cpp" line="67"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="178"/>
        <source>not a legal move</source>
        <translation>kein erlaubter Zug</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="179"/>
        <source>%1-%2: %3</source>
        <translation>%1-%2: %3</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="197"/>
        <source>Click a cell in a free direction from your head, or use the arrow keys.</source>
        <translation>Klicken Sie auf ein Feld in einer freien Richtung von Ihrer Spitze aus oder benutzen Sie die Pfeiltasten.</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="202"/>
        <source>%1: not a legal direction from your head (click a cell in its row or column, or use the arrow keys)</source>
        <translation>%1: keine erlaubte Richtung von Ihrer Spitze aus (klicken Sie auf ein Feld in ihrer Reihe oder Spalte oder benutzen Sie die Pfeiltasten)</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="214"/>
        <location filename="../ui/board/boardview.cpp" line="391"/>
        <location filename="../ui/board/boardviewkeys.cpp" line="116"/>
        <source>%1 put back</source>
        <translation>%1 zurückgelegt</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="224"/>
        <source>%1 picked: it can go to %2</source>
        <translation>%1 aufgenommen: kann nach %2</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="231"/>
        <source>%1: this piece has no legal move</source>
        <translation>%1: Dieser Stein hat keinen erlaubten Zug</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="233"/>
        <source>%1: pick one of your own pieces first</source>
        <translation>%1: Wählen Sie zuerst einen Ihrer eigenen Steine</translation>
    </message>
    <message>
        <location filename="../ui/board/boardview.cpp" line="255"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../ui/board/boardaccessible.cpp" line="33"/>
        <source>%1 columns, %2 rows</source>
        <translation>%1 Spalten, %2 Reihen</translation>
    </message>
    <message>
        <location filename="../ui/board/boardaccessible.cpp" line="35"/>
        <source>%1. The arrow keys play a direction; Shift with the arrow keys moves the cursor.</source>
        <translation>%1. Die Pfeiltasten spielen eine Richtung; Umschalt mit den Pfeiltasten bewegt den Cursor.</translation>
    </message>
    <message>
        <location filename="../ui/board/boardaccessible.cpp" line="37"/>
        <source>%1. The arrow keys move the cursor; Enter plays.</source>
        <translation>%1. Die Pfeiltasten bewegen den Cursor; Eingabe spielt.</translation>
    </message>
    <message>
        <location filename="../ui/board/boardviewreading.cpp" line="38"/>
        <source>No other</source>
        <translation>Kein weiteres</translation>
    </message>
    <message>
        <location filename="../ui/board/boardviewreading.cpp" line="44"/>
        <source>Nothing of yours on the board</source>
        <translation>Nichts von dir auf dem Brett</translation>
    </message>
    <message>
        <location filename="../ui/board/boardviewreading.cpp" line="48"/>
        <source>Nothing of the opponent&apos;s on the board</source>
        <translation>Nichts vom Gegner auf dem Brett</translation>
    </message>
    <message>
        <location filename="../ui/board/boardviewreading.cpp" line="67"/>
        <source>No legal move</source>
        <translation>Kein erlaubter Zug</translation>
    </message>
    <message>
        <location filename="../ui/board/movebox.cpp" line="23"/>
        <source>&amp;Move:</source>
        <translation>&amp;Zug:</translation>
    </message>
    <message>
        <location filename="../ui/board/movebox.cpp" line="26"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../ui/board/movebox.cpp" line="28"/>
        <source>Type a move in the game&apos;s notation and press Enter; Escape goes back to the board</source>
        <translation>Einen Zug in der Notation des Spiels eingeben und Eingabe drücken; Escape geht zurück zum Brett</translation>
    </message>
    <message>
        <location filename="../ui/board/movebox.cpp" line="49"/>
        <source>a move, e.g. %1</source>
        <translation>ein Zug, z. B. %1</translation>
    </message>
    <message>
        <location filename="../ui/board/movebox.cpp" line="61"/>
        <source>No legal move starts with %1</source>
        <translation>Kein erlaubter Zug beginnt mit %1</translation>
    </message>
    <message>
        <location filename="../ui/board/movebox.cpp" line="63"/>
        <source>%1 moves, e.g. %2</source>
        <translation>%1 Züge, z. B. %2</translation>
    </message>
</context>
<context>
    <name>gamut::BusyIndicator</name>
    <message>
        <location filename="../ui/panels/busyindicator.cpp" line="10"/>
        <source>Computer thinking</source>
        <translation>Computer denkt nach</translation>
    </message>
</context>
<context>
    <name>gamut::ChatDock</name>
    <message>
        <location filename="../ui/network/chatdock.cpp" line="11"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../ui/network/chatdock.cpp" line="20"/>
        <source>Say something to the table</source>
        <translation>Etwas an den Tisch schreiben</translation>
    </message>
    <message>
        <location filename="../ui/network/chatdock.cpp" line="32"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gamut::ClockFace</name>
    <message>
        <location filename="../ui/panels/clockface.cpp" line="89"/>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/clockface.cpp" line="90"/>
        <source>Clock of %1</source>
        <translation>Uhr von %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/clockface.cpp" line="118"/>
        <source>%1: %2 left</source>
        <translation>%1: noch %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/clockface.cpp" line="130"/>
        <source>%1, running</source>
        <translation>%1, läuft</translation>
    </message>
</context>
<context>
    <name>gamut::CoachDialog</name>
    <message>
        <location filename="../ui/review/coach.cpp" line="37"/>
        <source>Play It &amp;Anyway</source>
        <translation>&amp;Trotzdem spielen</translation>
    </message>
    <message>
        <location filename="../ui/review/coach.cpp" line="37"/>
        <source>&amp;Take It Back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/review/coach.cpp" line="38"/>
        <source>Show &amp;Why</source>
        <translation>&amp;Warum?</translation>
    </message>
    <message>
        <location filename="../ui/review/coach.cpp" line="40"/>
        <source>The Coach</source>
        <translation>Der Trainer</translation>
    </message>
    <message>
        <location filename="../ui/review/coach.cpp" line="45"/>
        <source>Do you really want to play %1? %2: %3.</source>
        <translation>Wollen Sie wirklich %1 spielen? %2: %3.</translation>
    </message>
    <message>
        <location filename="../ui/review/coach.cpp" line="74"/>
        <source>After %1 the game may go on %2.</source>
        <translation>Nach %1 kann die Partie so weitergehen: %2.</translation>
    </message>
    <message>
        <location filename="../ui/review/coach.cpp" line="78"/>
        <source>Better is %1 (win chance %2 instead of %3).</source>
        <translation>Besser ist %1 (Gewinnchance %2 statt %3).</translation>
    </message>
</context>
<context>
    <name>gamut::ColourWheel</name>
    <message>
        <location filename="../ui/panels/colourwheel.cpp" line="27"/>
        <source>Next colour: %1</source>
        <translation>Nächste Farbe: %1</translation>
    </message>
</context>
<context>
    <name>gamut::EngineSeat</name>
    <message>
        <location filename="../core/play/engineseat.cpp" line="51"/>
        <source>It is the computer&apos;s turn (paused: step lets it move).</source>
        <translation>Der Computer ist am Zug (angehalten: Ein Einzelschritt lässt ihn ziehen).</translation>
    </message>
    <message>
        <location filename="../core/play/engineseat.cpp" line="51"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
</context>
<context>
    <name>gamut::EvalGraph</name>
    <message>
        <location filename="../ui/review/evalgraph.cpp" line="19"/>
        <source>Evaluation graph</source>
        <translation>Bewertungsgraph</translation>
    </message>
    <message>
        <location filename="../ui/review/evalgraph.cpp" line="70"/>
        <source>No review yet</source>
        <translation>Noch keine Analyse</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/evalgraph.cpp" line="75"/>
        <source>%n mistake(s) or blunder(s) marked</source>
        <translation>
            <numerusform>%n Fehler oder Patzer markiert</numerusform>
            <numerusform>%n Fehler oder Patzer markiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/review/evalgraph.cpp" line="125"/>
        <source>Game ▸ Review Game draws the win chances here</source>
        <translation>Spiel ▸ Partie analysieren zeichnet hier die Gewinnchancen</translation>
    </message>
    <message>
        <location filename="../ui/review/evalgraph.cpp" line="65"/>
        <source>The first player&apos;s win chance after each move</source>
        <translation>Die Gewinnchance des ersten Spielers nach jedem Zug</translation>
    </message>
    <message>
        <location filename="../ui/review/evalgraph.cpp" line="66"/>
        <source>%1&apos;s win chance after each move: above the middle line %1 is ahead, below it %2</source>
        <translation>Die Gewinnchance von %1 nach jedem Zug: über der Mittellinie liegt %1 vorn, darunter %2</translation>
    </message>
    <message>
        <location filename="../ui/review/evalgraph.cpp" line="68"/>
        <source>Click to go to a move</source>
        <translation>Klicken, um zu einem Zug zu gehen</translation>
    </message>
    <message>
        <location filename="../ui/review/evalgraph.cpp" line="77"/>
        <source>%1 of %2 moves judged so far</source>
        <translation>%1 von %2 Zügen bisher beurteilt</translation>
    </message>
</context>
<context>
    <name>gamut::FiguresPanel</name>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="39"/>
        <location filename="../ui/panels/figurespanel.cpp" line="167"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="167"/>
        <source>&amp;Next Game</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="168"/>
        <source>Keep this round&apos;s result and start the next round</source>
        <translation>Das Ergebnis dieser Runde festhalten und die nächste Runde beginnen</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="74"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="75"/>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="82"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="89"/>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="90"/>
        <source>%1 won by %2</source>
        <translation>%1 hat mit %2 gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="91"/>
        <source>%1 leads by %2</source>
        <translation>%1 führt mit %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/figurespanel.cpp" line="169"/>
        <source>Start the next game at this table (it starts when both players ask)</source>
        <translation>Das nächste Spiel an diesem Tisch beginnen (es beginnt, wenn beide Spieler es wünschen)</translation>
    </message>
</context>
<context>
    <name>gamut::FileActions</name>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="29"/>
        <source>Gamut</source>
        <translation>Gamut</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="29"/>
        <source>The game could not be opened or saved.</source>
        <translation>Das Spiel konnte nicht geöffnet oder gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="35"/>
        <source>Paste Game</source>
        <translation>Partie einfügen</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="35"/>
        <source>The clipboard&apos;s text could not be pasted.</source>
        <translation>Der Text der Zwischenablage konnte nicht eingefügt werden.</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="41"/>
        <source>Unsaved Game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="42"/>
        <source>The current game has moves that are in no saved file. Save them first?</source>
        <translation>Die aktuelle Partie hat Züge, die in keiner gespeicherten Datei stehen. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="131"/>
        <source>The clipboard is empty.</source>
        <translation>Die Zwischenablage ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="57"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="60"/>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="208"/>
        <source>No Recent Games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="210"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="46"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/window/fileactions.cpp" line="47"/>
        <source>Do&amp;n&apos;t ask again</source>
        <translation>Nicht mehr &amp;fragen</translation>
    </message>
</context>
<context>
    <name>gamut::GameModel</name>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="188"/>
        <location filename="../core/model/gamemodel.cpp" line="230"/>
        <source>the position changed since this move was chosen</source>
        <translation>die Stellung hat sich geändert, seit dieser Zug gewählt wurde</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="190"/>
        <source>the game is over: %1 resigned</source>
        <translation>das Spiel ist zu Ende: %1 hat aufgegeben</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="190"/>
        <source>the game is over: %1 ran out of time</source>
        <translation>die Partie ist vorbei: %1 hat die Zeit überschritten</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="193"/>
        <location filename="../core/model/gamemodel.cpp" line="232"/>
        <location filename="../core/model/gamemodel.cpp" line="394"/>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="195"/>
        <location filename="../core/model/gamemodel.cpp" line="391"/>
        <location filename="../core/model/gamemodel.cpp" line="413"/>
        <source>no side %1 (0 or 1)</source>
        <translation>keine Seite %1 (0 oder 1)</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="199"/>
        <source>it is not %1&apos;s turn</source>
        <translation>%1 ist nicht am Zug</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="209"/>
        <source>illegal move &apos;%1&apos;: %2</source>
        <translation>unerlaubter Zug „%1“: %2</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="220"/>
        <source>not a legal move here</source>
        <translation>hier kein erlaubter Zug</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="244"/>
        <source>%1&apos;s time ran out</source>
        <translation>Die Zeit von %1 ist abgelaufen</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="289"/>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="296"/>
        <source>nothing to redo</source>
        <translation>nichts wiederherzustellen</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="303"/>
        <location filename="../core/model/gamemodel.cpp" line="443"/>
        <source>no ply %1 (the game has %2)</source>
        <translation>kein Halbzug %1 (das Spiel hat %2)</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="375"/>
        <source>%1 is not played in rounds</source>
        <translation>%1 wird nicht in Runden gespielt</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="429"/>
        <source>bad tag name &apos;%1&apos; (letters, digits and &apos;_&apos; only)</source>
        <translation>ungültiger Tag-Name „%1“ (nur Buchstaben, Ziffern und „_“)</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="431"/>
        <source>the tag %1 follows from the game and cannot be set</source>
        <translation>der Tag %1 ergibt sich aus dem Spiel und kann nicht gesetzt werden</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel.cpp" line="449"/>
        <location filename="../core/model/gamemodel_lines.cpp" line="33"/>
        <location filename="../core/model/gamemodel_lines.cpp" line="44"/>
        <location filename="../core/model/gamemodel_lines.cpp" line="55"/>
        <source>no such move</source>
        <translation>kein solcher Zug</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel_files.cpp" line="71"/>
        <source>%1: cannot save: %2</source>
        <translation>%1: Speichern nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel_files.cpp" line="111"/>
        <source>The game could not be autosaved to %1: %2</source>
        <translation>Das Spiel konnte nicht automatisch in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel_files.cpp" line="142"/>
        <source>The autosaved game %1 could not be read (%2) nor moved aside; autosave is off.</source>
        <translation>Das automatisch gespeicherte Spiel %1 konnte weder gelesen (%2) noch beiseitegelegt werden; automatisches Speichern ist aus.</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel_files.cpp" line="146"/>
        <source>The autosaved game could not be read (%1). It was kept as %2; a new game starts.</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht gelesen werden (%1). Es wurde als %2 aufbewahrt; ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel_lines.cpp" line="46"/>
        <source>this is the main line already</source>
        <translation>das ist bereits die Hauptvariante</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel_lines.cpp" line="58"/>
        <source>the main line cannot be deleted (make another line the main line first)</source>
        <translation>die Hauptvariante kann nicht gelöscht werden (zuerst eine andere Variante zur Hauptvariante machen)</translation>
    </message>
    <message>
        <location filename="../core/model/gamemodel_lines.cpp" line="76"/>
        <source>no deleted line to bring back</source>
        <translation>keine gelöschte Variante zum Zurückholen</translation>
    </message>
</context>
<context>
    <name>gamut::GameOverDialog</name>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="15"/>
        <source>Game Over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="35"/>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="88"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="36"/>
        <source>&amp;Review Game</source>
        <translation>&amp;Partie analysieren</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="37"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="85"/>
        <source>Ne&amp;xt Round</source>
        <translation>Nächste R&amp;unde</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="86"/>
        <source>Ne&amp;xt Game</source>
        <translation>Nächstes Sp&amp;iel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="87"/>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/gameoverdialog.cpp" line="90"/>
        <source>Game over: %1</source>
        <translation>Spielende: %1</translation>
    </message>
</context>
<context>
    <name>gamut::HistoryDock</name>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="130"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="146"/>
        <source>Click a move to go to it; arrow keys, Home and End walk the line shown; the context menu makes a side line the main line or deletes it</source>
        <translation>Ein Klick auf einen Zug geht dorthin; Pfeiltasten, Pos1 und Ende gehen die gezeigte Variante entlang; das Kontextmenü macht eine Nebenvariante zur Hauptvariante oder löscht sie</translation>
    </message>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="148"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="175"/>
        <source>&lt;b&gt;Game&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partie&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="251"/>
        <source>&amp;Go to This Move</source>
        <translation>&amp;Zu diesem Zug gehen</translation>
    </message>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="253"/>
        <source>Make &amp;Main Line</source>
        <translation>Zur &amp;Hauptvariante machen</translation>
    </message>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="255"/>
        <source>&amp;Delete Line</source>
        <translation>Variante &amp;löschen</translation>
    </message>
    <message>
        <location filename="../ui/panels/historydock.cpp" line="258"/>
        <source>The main line cannot be deleted: make another line the main line first</source>
        <translation>Die Hauptvariante kann nicht gelöscht werden: zuerst eine andere Variante zur Hauptvariante machen</translation>
    </message>
</context>
<context>
    <name>gamut::HistoryMarks</name>
    <message>
        <location filename="../ui/review/historymarks.cpp" line="27"/>
        <source>Win chance %1 before, %2 after</source>
        <translation>Gewinnchance vorher %1, nachher %2</translation>
    </message>
    <message>
        <location filename="../ui/review/historymarks.cpp" line="30"/>
        <source>Better: %1</source>
        <translation>Besser: %1</translation>
    </message>
    <message>
        <location filename="../ui/review/historymarks.cpp" line="30"/>
        <source>Best: %1</source>
        <translation>Am besten: %1</translation>
    </message>
</context>
<context>
    <name>gamut::HistoryModel</name>
    <message>
        <location filename="../ui/panels/historymodel.cpp" line="234"/>
        <source>%1, side line</source>
        <translation>%1, Nebenvariante</translation>
    </message>
    <message>
        <location filename="../ui/panels/historymodel.cpp" line="237"/>
        <source>%1, taken back</source>
        <translation>%1, zurückgenommen</translation>
    </message>
    <message>
        <location filename="../ui/panels/historymodel.cpp" line="237"/>
        <source>%1, current</source>
        <translation>%1, aktuell</translation>
    </message>
    <message>
        <location filename="../ui/panels/historymodel.cpp" line="243"/>
        <source>A side line: click to go to it; the context menu makes it the main line or deletes it</source>
        <translation>Eine Nebenvariante: ein Klick geht dorthin; das Kontextmenü macht sie zur Hauptvariante oder löscht sie</translation>
    </message>
    <message>
        <location filename="../ui/panels/historymodel.cpp" line="244"/>
        <source>Go to the position after this move</source>
        <translation>Zur Stellung nach diesem Zug gehen</translation>
    </message>
    <message>
        <location filename="../ui/panels/historymodel.cpp" line="236"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>gamut::KeysDialog</name>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="18"/>
        <source>Arrows (Trails and Towers: Shift+arrows)</source>
        <translation>Pfeiltasten (Trails and Towers: Umschalt+Pfeiltasten)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="19"/>
        <source>move the cursor and hear the cell</source>
        <translation>den Cursor bewegen und das Feld hören</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="20"/>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="21"/>
        <source>play on the cursor&apos;s cell (Lines of Action: first the piece, then its target)</source>
        <translation>auf das Feld des Cursors spielen (Lines of Action: erst den Stein, dann sein Ziel)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="22"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="22"/>
        <source>put a picked piece back; from a pane, back to the board</source>
        <translation>einen aufgenommenen Stein zurücklegen; aus einem Bereich zurück zum Brett</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="23"/>
        <source>M or /</source>
        <translation>M oder /</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="23"/>
        <source>the move box: type a move (b1-d3, c4, U) and press Enter</source>
        <translation>die Zugeingabe: einen Zug eingeben (b1-d3, c4, U) und Eingabe drücken</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="24"/>
        <source>O, Shift+O</source>
        <translation>O, Umschalt+O</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="24"/>
        <source>the cursor to the next (previous) piece of yours</source>
        <translation>der Cursor zum nächsten (vorigen) eigenen Stein</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="25"/>
        <source>E, Shift+E</source>
        <translation>E, Umschalt+E</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="25"/>
        <source>the cursor to the next (previous) piece of the opponent&apos;s</source>
        <translation>der Cursor zum nächsten (vorigen) Stein des Gegners</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="26"/>
        <source>T, Shift+T</source>
        <translation>T, Umschalt+T</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="27"/>
        <source>the cursor to the next (previous) legal move: a playable point, a target of the picked piece, a piece that can move</source>
        <translation>der Cursor zum nächsten (vorigen) erlaubten Zug: ein spielbarer Punkt, ein Ziel des aufgenommenen Steins, ein Stein, der ziehen kann</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="29"/>
        <source>R, C</source>
        <translation>R, C</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="29"/>
        <source>read the cursor&apos;s row, its column</source>
        <translation>die Reihe des Cursors vorlesen, seine Spalte</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="30"/>
        <source>Y, X</source>
        <translation>Y, X</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="30"/>
        <source>read your pieces, the opponent&apos;s</source>
        <translation>die eigenen Steine vorlesen, die des Gegners</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="31"/>
        <source>Shift+M</source>
        <translation>Umschalt+M</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="31"/>
        <source>read the legal moves (Lines of Action: of the picked piece)</source>
        <translation>die erlaubten Züge vorlesen (Lines of Action: die des aufgenommenen Steins)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="32"/>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="32"/>
        <source>describe the position: whose turn, the figures, the pieces row by row</source>
        <translation>die Stellung beschreiben: wer am Zug ist, die Zahlen, die Steine Reihe für Reihe</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="33"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="33"/>
        <source>the last move and what it did; again, the move before</source>
        <translation>der letzte Zug und was er bewirkte; noch einmal: der Zug davor</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="34"/>
        <source>H, P</source>
        <translation>H, P</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="34"/>
        <source>a hint; pause or go on</source>
        <translation>ein Tipp; anhalten oder weiter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="35"/>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>Strg+Z, Strg+Umschalt+Z</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="35"/>
        <source>undo, redo</source>
        <translation>rückgängig, wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="36"/>
        <source>F6, Shift+F6</source>
        <translation>F6, Umschalt+F6</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="37"/>
        <source>the next (previous) pane: the board, Players &amp; Graphics, History</source>
        <translation>der nächste (vorige) Bereich: das Brett, Spieler und Grafik, Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="38"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="38"/>
        <source>through the controls of a pane and on to the next</source>
        <translation>durch die Bedienelemente eines Bereichs und weiter zum nächsten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="39"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="39"/>
        <source>the rules of the game</source>
        <translation>die Regeln des Spiels</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="40"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="40"/>
        <source>this list</source>
        <translation>diese Liste</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="49"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="55"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="57"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/keysdialog.cpp" line="62"/>
        <source>With a screen reader: Orca reads one cell at a time after Orca+F11 (its switch between reading the row and the cell); Gamut leaves every key pressed with Orca&apos;s modifier to Orca.</source>
        <translation>Mit einem Bildschirmleser: Orca liest nach Orca+F11 (sein Umschalter zwischen Reihe und Feld) ein Feld nach dem anderen; Gamut überlässt jede Taste, die mit Orcas Zusatztaste gedrückt wird, Orca.</translation>
    </message>
</context>
<context>
    <name>gamut::LearnDialog</name>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="34"/>
        <source>Learn from Your Mistakes</source>
        <translation>Aus Fehlern lernen</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="71"/>
        <source>Your &amp;move:</source>
        <translation>Ihr &amp;Zug:</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="74"/>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="75"/>
        <source>Type a move as the history writes it and press Enter, or play it on the board</source>
        <translation>Einen Zug so eingeben, wie der Verlauf ihn schreibt, und Enter drücken, oder ihn auf dem Brett spielen</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="77"/>
        <source>Show the &amp;Answer</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="79"/>
        <source>&amp;Previous</source>
        <translation>&amp;Vorheriger</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="81"/>
        <source>&amp;Next</source>
        <translation>&amp;Nächster</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="83"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="144"/>
        <source>There is no mistake or blunder of yours in this game to learn from.</source>
        <translation>In dieser Partie gibt es keinen Fehler und keinen Patzer von Ihnen, aus dem Sie lernen könnten.</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="158"/>
        <source>Mistake %1 of %2, move %3: %4 played %5. %6. Find a better move for %4.</source>
        <translation>Fehler %1 von %2, Zug %3: %4 spielte %5. %6. Finden Sie einen besseren Zug für %4.</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="207"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 ist hier kein erlaubter Zug.</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="224"/>
        <source>%1 is the move of the game: %2. Try another one.</source>
        <translation>%1 ist der Zug der Partie: %2. Versuchen Sie einen anderen.</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="233"/>
        <source>Thinking about %1...</source>
        <translation>Denke über %1 nach …</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="265"/>
        <source>%1 could not be judged: %2</source>
        <translation>%1 konnte nicht beurteilt werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="273"/>
        <source>Found: %1 is the best move.</source>
        <translation>Gefunden: %1 ist der beste Zug.</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="274"/>
        <source>Found: %1 is as good as the best move (%2 points from it).</source>
        <translation>Gefunden: %1 ist so gut wie der beste Zug (%2 Punkte davon entfernt).</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="284"/>
        <source>%1 loses %2 points of win chance. Better: %3, with the line %4.</source>
        <translation>%1 verliert %2 Punkte Gewinnchance. Besser: %3, mit der Folge %4.</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="290"/>
        <source>You found a better move for %1 of %2 mistakes.</source>
        <translation>Sie haben für %1 von %2 Fehlern einen besseren Zug gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/review/learndialog.cpp" line="310"/>
        <source>The better move: %1, with the line %2.</source>
        <translation>Der bessere Zug: %1, mit der Folge %2.</translation>
    </message>
</context>
<context>
    <name>gamut::LibraryDialog</name>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="46"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="52"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="58"/>
        <source>anyone</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="61"/>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="61"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="61"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="61"/>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="61"/>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="61"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="62"/>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="62"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="62"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="62"/>
        <source>Last month</source>
        <translation>Letzter Monat</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="62"/>
        <source>Last year</source>
        <translation>Letztes Jahr</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="70"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="71"/>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="72"/>
        <source>Res&amp;ult:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="73"/>
        <source>&amp;When:</source>
        <translation>&amp;Wann:</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="95"/>
        <source>Kept games</source>
        <translation>Aufbewahrte Spiele</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="97"/>
        <source>No game yet: every game you play is kept here, finished or not.</source>
        <translation>Noch kein Spiel: jedes Spiel, das du spielst, wird hier aufbewahrt, beendet oder nicht.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="106"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="115"/>
        <source>O&amp;pen</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="116"/>
        <source>Show the game where it was left</source>
        <translation>Das Spiel dort zeigen, wo es verlassen wurde</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="117"/>
        <source>&amp;Resume</source>
        <translation>F&amp;ortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="118"/>
        <source>Go to the end of the game and play on, with its players</source>
        <translation>Zum Ende des Spiels gehen und mit seinen Spielern weiterspielen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="119"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="120"/>
        <source>Open the game and review it</source>
        <translation>Das Spiel öffnen und analysieren</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="121"/>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="122"/>
        <source>Save the game as a .gamut file</source>
        <translation>Das Spiel als .gamut-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="123"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="124"/>
        <source>Delete the selected games (Undo brings them back)</source>
        <translation>Die gewählten Spiele löschen (Rückgängig holt sie zurück)</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="125"/>
        <source>&amp;Import Folder…</source>
        <translation>Ordner &amp;importieren …</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="126"/>
        <source>Keep every .gamut file of a folder in the library</source>
        <translation>Jede .gamut-Datei eines Ordners in die Bibliothek aufnehmen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="158"/>
        <source>The games are back.</source>
        <translation>Die Spiele sind wieder da.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="175"/>
        <source>That game is no longer in the library.</source>
        <translation>Dieses Spiel ist nicht mehr in der Bibliothek.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="182"/>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="184"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="190"/>
        <source>Imported 1 game.</source>
        <translation>1 Spiel importiert.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="190"/>
        <source>Imported %1 games.</source>
        <translation>%1 Spiele importiert.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="193"/>
        <source>1 file skipped (%1).</source>
        <translation>1 Datei übersprungen (%1).</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="194"/>
        <source>%1 files skipped (%2, …).</source>
        <translation>%1 Dateien übersprungen (%2, …).</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="200"/>
        <source>Export Game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="200"/>
        <source>Gamut games (*.gamut)</source>
        <translation>Gamut-Spiele (*.gamut)</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="203"/>
        <source>Import Folder</source>
        <translation>Ordner importieren</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="276"/>
        <source>1 game</source>
        <translation>1 Spiel</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="276"/>
        <source>%1 games</source>
        <translation>%1 Spiele</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="277"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="320"/>
        <source>Deleted 1 game.</source>
        <translation>1 Spiel gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="320"/>
        <source>Deleted %1 games.</source>
        <translation>%1 Spiele gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/library/librarydialog.cpp" line="327"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert …</translation>
    </message>
</context>
<context>
    <name>gamut::LibraryTable</name>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="24"/>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="26"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="28"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="30"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="34"/>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="64"/>
        <source>%1 (%2 rounds)</source>
        <translation>%1 (%2 Runden)</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="73"/>
        <source>reviewed</source>
        <translation>analysiert</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="81"/>
        <source>%1, started %2: %3 (%4) against %5 (%6)</source>
        <translation>%1, begonnen %2: %3 (%4) gegen %5 (%6)</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="92"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="94"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="96"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="98"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="100"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../ui/library/librarytable.cpp" line="102"/>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>gamut::LibraryUi</name>
    <message>
        <location filename="../ui/window/libraryui.cpp" line="42"/>
        <source>The game library: %1</source>
        <translation>Die Spielebibliothek: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/libraryui.cpp" line="81"/>
        <source>The game before (%1, 1 move) is in the library (Ctrl+L).</source>
        <translation>Das vorige Spiel (%1, 1 Zug) ist in der Bibliothek (Strg+L).</translation>
    </message>
    <message>
        <location filename="../ui/window/libraryui.cpp" line="82"/>
        <source>The game before (%1, %2 moves) is in the library (Ctrl+L).</source>
        <translation>Das vorige Spiel (%1, %2 Züge) ist in der Bibliothek (Strg+L).</translation>
    </message>
    <message>
        <location filename="../ui/window/libraryui.cpp" line="83"/>
        <source>&amp;Back to It</source>
        <translation>&amp;Zurück dazu</translation>
    </message>
</context>
<context>
    <name>gamut::LobbyDialog</name>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="37"/>
        <source>Play Online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="42"/>
        <source>gamuts://host:port for an encrypted connection, gamut://host:port without</source>
        <translation>gamuts://Rechner:Port für eine verschlüsselte Verbindung, gamut://Rechner:Port ohne</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="43"/>
        <source>Ser&amp;ver:</source>
        <translation>Ser&amp;ver:</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="45"/>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="46"/>
        <source>Disconn&amp;ect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="54"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="68"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="69"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="70"/>
        <source>&amp;Remember me on this computer</source>
        <translation>Auf diesem Computer &amp;angemeldet bleiben</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="75"/>
        <source>&amp;Sign In</source>
        <translation>An&amp;melden</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="76"/>
        <source>Re&amp;gister</source>
        <translation>&amp;Registrieren</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="77"/>
        <source>Make an account with this name and password (8 to 128 characters, no spaces)</source>
        <translation>Ein Konto mit diesem Namen und Passwort anlegen (8 bis 128 Zeichen, ohne Leerzeichen)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="78"/>
        <source>Play as G&amp;uest</source>
        <translation>Als &amp;Gast spielen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="79"/>
        <source>Play casual games under this name, without an account</source>
        <translation>Ungewertete Partien unter diesem Namen spielen, ohne Konto</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="86"/>
        <source>Sign O&amp;ut</source>
        <translation>Ab&amp;melden</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="88"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="99"/>
        <source>See&amp;ks</source>
        <translation>&amp;Gesuche</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="99"/>
        <location filename="../ui/network/lobbydialog.cpp" line="169"/>
        <source>&amp;Games</source>
        <translation>&amp;Partien</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="99"/>
        <source>R&amp;atings</source>
        <translation>&amp;Wertungen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="110"/>
        <source>Last message</source>
        <translation>Letzte Meldung</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="134"/>
        <source>%1 moved in your %2 game (table %3): your turn.</source>
        <translation>%1 hat in deiner Partie %2 gezogen (Tisch %3): du bist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="137"/>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="141"/>
        <source>A challenge</source>
        <translation>Eine Herausforderung</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="141"/>
        <source>%1 challenges you to %2.</source>
        <translation>%1 fordert dich zu %2 heraus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/network/lobbydialog.cpp" line="169"/>
        <source>&amp;Games (%n your turn)</source>
        <translation>
            <numerusform>&amp;Partien (%n am Zug)</numerusform>
            <numerusform>&amp;Partien (%n am Zug)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="240"/>
        <source>The server&apos;s certificate changed</source>
        <translation>Das Zertifikat des Servers hat sich geändert</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="240"/>
        <source>An unknown certificate</source>
        <translation>Ein unbekanntes Zertifikat</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="244"/>
        <source>The certificate of %1 is not the one you accepted before. Someone may be between you and the server, or its owner made a new one.</source>
        <translation>Das Zertifikat von %1 ist nicht das, das du früher angenommen hast. Vielleicht steht jemand zwischen dir und dem Server, oder sein Betreiber hat ein neues erstellt.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="247"/>
        <source>The certificate of %1 could not be verified (%2).</source>
        <translation>Das Zertifikat von %1 konnte nicht geprüft werden (%2).</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="249"/>
        <source>Its SHA-256 fingerprint is:
%1

Accept it only if the server&apos;s owner confirms this fingerprint. It is then remembered for this server.</source>
        <translation>Sein SHA-256-Fingerabdruck ist:
%1

Nimm es nur an, wenn der Betreiber des Servers diesen Fingerabdruck bestätigt. Es wird dann für diesen Server gemerkt.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="252"/>
        <source>&amp;Accept and Remember</source>
        <translation>&amp;Annehmen und merken</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbydialog.cpp" line="273"/>
        <source>Not connected: the certificate was not accepted.</source>
        <translation>Nicht verbunden: das Zertifikat wurde nicht angenommen.</translation>
    </message>
</context>
<context>
    <name>gamut::LobbyGamesPage</name>
    <message numerus="yes">
        <location filename="../ui/network/lobbygamespage.cpp" line="33"/>
        <source>%n day(s) %1 h</source>
        <translation>
            <numerusform>%n Tag %1 h</numerusform>
            <numerusform>%n Tage %1 h</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="89"/>
        <source>Challenge a player</source>
        <translation>Einen Spieler herausfordern</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="93"/>
        <source>their name</source>
        <translation>sein Name</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="95"/>
        <source>&amp;Player:</source>
        <translation>Sp&amp;ieler:</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="75"/>
        <location filename="../ui/network/lobbygamespage.cpp" line="78"/>
        <source>Challenges to you</source>
        <translation>Herausforderungen an dich</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="82"/>
        <source>&amp;Decline</source>
        <translation>Ab&amp;lehnen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="47"/>
        <source>Your games</source>
        <translation>Deine Partien</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="50"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="50"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="50"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="50"/>
        <source>Turn</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="50"/>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="57"/>
        <source>Time left on the clock of the player to move</source>
        <translation>Restzeit auf der Uhr des Spielers am Zug</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="58"/>
        <source>Your games, your turn first</source>
        <translation>Deine Partien, die mit dir am Zug zuerst</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="63"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="64"/>
        <source>Play this game in the main window</source>
        <translation>Diese Partie im Hauptfenster spielen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="117"/>
        <source>%1 challenges you to %2, %3.</source>
        <translation>%1 fordert dich zu %2 heraus, %3.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="142"/>
        <source>%1: %2, %3, %4</source>
        <translation>%1: %2, %3, %4</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="144"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="144"/>
        <source>casual</source>
        <translation>ungewertet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="158"/>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="159"/>
        <source>Their turn</source>
        <translation>Gegner am Zug</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="160"/>
        <source>Over</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="164"/>
        <source>%1 (yours)</source>
        <translation>%1 (deine)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="165"/>
        <source>%1 (%2&apos;s)</source>
        <translation>%1 (von %2)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="62"/>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="81"/>
        <source>A&amp;ccept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbygamespage.cpp" line="98"/>
        <source>C&amp;hallenge</source>
        <translation>&amp;Herausfordern</translation>
    </message>
</context>
<context>
    <name>gamut::LobbyRatingsPage</name>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="46"/>
        <source>A player&apos;s ratings</source>
        <translation>Wertungen eines Spielers</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="51"/>
        <source>P&amp;layer:</source>
        <translation>Sp&amp;ieler:</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="53"/>
        <source>S&amp;how</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="60"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="60"/>
        <location filename="../ui/network/lobbyratingspage.cpp" line="80"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="60"/>
        <source>Deviation</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="60"/>
        <location filename="../ui/network/lobbyratingspage.cpp" line="80"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="60"/>
        <source>Ratings</source>
        <translation>Wertungen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="64"/>
        <location filename="../ui/network/lobbyratingspage.cpp" line="80"/>
        <source>Leaderboard</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="77"/>
        <source>Players with a settled rating (deviation under 110)</source>
        <translation>Spieler mit gefestigter Wertung (Abweichung unter 110)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="80"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="80"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="112"/>
        <source>%1 has played no rated game.</source>
        <translation>%1 hat noch keine gewertete Partie gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="113"/>
        <source>Ratings of %1</source>
        <translation>Wertungen von %1</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="139"/>
        <source>Nobody has a settled rating in %1 yet.</source>
        <translation>Noch niemand hat in %1 eine gefestigte Wertung.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/network/lobbyratingspage.cpp" line="140"/>
        <source>%1 of %n player(s) with a settled rating (deviation under 110)</source>
        <translation>
            <numerusform>%1 von %n Spieler mit gefestigter Wertung (Abweichung unter 110)</numerusform>
            <numerusform>%1 von %n Spielern mit gefestigter Wertung (Abweichung unter 110)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="70"/>
        <source>Ga&amp;me:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyratingspage.cpp" line="72"/>
        <source>Mo&amp;re</source>
        <translation>Me&amp;hr</translation>
    </message>
</context>
<context>
    <name>gamut::LobbySeeksPage</name>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="36"/>
        <source>either</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="62"/>
        <source>Bullet</source>
        <translation>Bullet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="64"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="66"/>
        <source>Rapid</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="68"/>
        <source>Classical</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="70"/>
        <source>Correspondence</source>
        <translation>Fernpartie</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="72"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="81"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="84"/>
        <source>Show the seeks of</source>
        <translation>Gesuche zeigen für</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="86"/>
        <source>Any time</source>
        <translation>Jede Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="89"/>
        <source>Show the seeks with the time</source>
        <translation>Gesuche mit der Bedenkzeit zeigen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="91"/>
        <source>Rated and casual</source>
        <translation>Gewertet und ungewertet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="92"/>
        <source>Rated only</source>
        <translation>Nur gewertet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="93"/>
        <source>Casual only</source>
        <translation>Nur ungewertet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="94"/>
        <source>Show rated or casual seeks</source>
        <translation>Gewertete oder ungewertete Gesuche zeigen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="105"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="105"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="105"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="105"/>
        <source>Time</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="105"/>
        <source>Mode</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="105"/>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="112"/>
        <source>Seeks</source>
        <translation>Gesuche</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="116"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="117"/>
        <source>Accept the selected seek: the game starts at once</source>
        <translation>Das gewählte Gesuch annehmen: die Partie beginnt sofort</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="122"/>
        <source>Your seek</source>
        <translation>Dein Gesuch</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="132"/>
        <source>&amp;Seek</source>
        <translation>Su&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="133"/>
        <source>Wait in the lobby for someone to accept this game (at most 3 seeks)</source>
        <translation>In der Lobby warten, bis jemand diese Partie annimmt (höchstens 3 Gesuche)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="183"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="184"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="188"/>
        <source>Rated</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="188"/>
        <source>Casual</source>
        <translation>Ungewertet</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/network/lobbyseekspage.cpp" line="197"/>
        <source>%n seek(s) shown, %1 in the lobby</source>
        <translation>
            <numerusform>%n Gesuch gezeigt, %1 in der Lobby</numerusform>
            <numerusform>%n Gesuche gezeigt, %1 in der Lobby</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/network/lobbyseekspage.cpp" line="201"/>
        <source>%n seek(s) in the list</source>
        <translation>
            <numerusform>%n Gesuch in der Liste</numerusform>
            <numerusform>%n Gesuche in der Liste</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="95"/>
        <source>Sho&amp;w:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbyseekspage.cpp" line="134"/>
        <source>Cance&amp;l My Seeks</source>
        <translation>Meine Gesuche zurüc&amp;kziehen</translation>
    </message>
</context>
<context>
    <name>gamut::LobbySession</name>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="17"/>
        <source>The name or the password is wrong.</source>
        <translation>Name oder Passwort ist falsch.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/network/lobbysession.cpp" line="19"/>
        <source>Too many failed sign-ins: try again in %n second(s).</source>
        <translation>
            <numerusform>Zu viele fehlgeschlagene Anmeldungen: versuche es in %n Sekunde wieder.</numerusform>
            <numerusform>Zu viele fehlgeschlagene Anmeldungen: versuche es in %n Sekunden wieder.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="22"/>
        <source>That name is taken: choose another.</source>
        <translation>Dieser Name ist vergeben: wähle einen anderen.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="24"/>
        <source>A password is only sent over an encrypted connection (gamuts://) or to this computer.</source>
        <translation>Ein Passwort wird nur über eine verschlüsselte Verbindung (gamuts://) oder an diesen Computer gesendet.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="27"/>
        <source>That player is not online.</source>
        <translation>Dieser Spieler ist nicht online.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="29"/>
        <source>That seek or challenge is gone.</source>
        <translation>Dieses Gesuch oder diese Herausforderung gibt es nicht mehr.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="30"/>
        <source>The server refused (%1): %2</source>
        <translation>Der Server lehnte ab (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="47"/>
        <source>Account %1 registered.</source>
        <translation>Konto %1 registriert.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="89"/>
        <source>Your challenge %1 was declined.</source>
        <translation>Deine Herausforderung %1 wurde abgelehnt.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="117"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="119"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1 …</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="124"/>
        <source>%1 has no lobby (protocol %2)</source>
        <translation>%1 hat keine Lobby (Protokoll %2)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="125"/>
        <source>encrypted</source>
        <translation>verschlüsselt</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="125"/>
        <source>not encrypted</source>
        <translation>nicht verschlüsselt</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="127"/>
        <source>Signed in as %1 at %2 (%3)</source>
        <translation>Angemeldet als %1 bei %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="129"/>
        <source>Playing as guest %1 at %2 (%3)</source>
        <translation>Als Gast %1 bei %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="130"/>
        <source>Connected to %1 (%2): sign in, register or play as a guest</source>
        <translation>Verbunden mit %1 (%2): melde dich an, registriere dich oder spiele als Gast</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="194"/>
        <source>%1 speaks protocol %2, which has no lobby: use Game ▸ Network Game there.</source>
        <translation>%1 spricht Protokoll %2, das keine Lobby kennt: nutze dort Spiel ▸ Netzwerkspiel.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="219"/>
        <source>Disconnected from %1 (%2).</source>
        <translation>Verbindung zu %1 getrennt (%2).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/network/lobbysession.cpp" line="222"/>
        <source>The connection to %1 was lost (%2); trying again in %n second(s).</source>
        <translation>
            <numerusform>Die Verbindung zu %1 ist abgebrochen (%2); neuer Versuch in %n Sekunde.</numerusform>
            <numerusform>Die Verbindung zu %1 ist abgebrochen (%2); neuer Versuch in %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="268"/>
        <source>Signed in as %1.</source>
        <translation>Angemeldet als %1.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="282"/>
        <source>Challenge sent (%1): waiting for the answer.</source>
        <translation>Herausforderung gesendet (%1): warte auf die Antwort.</translation>
    </message>
    <message>
        <location filename="../ui/network/lobbysession.cpp" line="292"/>
        <source>Your session at %1 has ended: sign in again.</source>
        <translation>Deine Sitzung bei %1 ist abgelaufen: melde dich neu an.</translation>
    </message>
</context>
<context>
    <name>gamut::MainWindow</name>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="145"/>
        <source>Players &amp; Graphics</source>
        <translation>Spieler &amp; Grafik</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="160"/>
        <source>&amp;Players &amp;&amp; Graphics</source>
        <translation>Spieler &amp;&amp; &amp;Grafik</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="182"/>
        <source>The game is on the clipboard.</source>
        <translation>Das Spiel ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="207"/>
        <source>The game will be kept from the next start on.</source>
        <translation>Das Spiel wird ab dem nächsten Start behalten.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="220"/>
        <source>Start the next round with &quot;Next Round&quot; in the game panel.</source>
        <translation>Beginnen Sie die nächste Runde mit „Nächste Runde“ in der Spielleiste.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="234"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="238"/>
        <source>Deleted %1.</source>
        <translation>%1 gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="238"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="373"/>
        <source>unsaved</source>
        <translation>ungespeichert</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="374"/>
        <source>%1 - %2[*] - Gamut</source>
        <translation>%1 – %2[*] – Gamut</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="411"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="411"/>
        <source>Nobody at this window can resign.</source>
        <translation>An diesem Fenster kann niemand aufgeben.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="417"/>
        <source>Not connected: reconnect first to resign.</source>
        <translation>Nicht verbunden: zum Aufgeben erst wieder verbinden.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="421"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="422"/>
        <source>Resign this game? %1 wins.</source>
        <translation>Dieses Spiel aufgeben? %1 gewinnt.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="427"/>
        <source>Resigning…</source>
        <translation>Aufgeben …</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="460"/>
        <source>The game is over at this move.</source>
        <translation>Bei diesem Zug ist die Partie zu Ende.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="461"/>
        <source>In a network game the server&apos;s game goes on.</source>
        <translation>In einer Netzwerkpartie geht die Partie des Servers weiter.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="466"/>
        <source>%1 plays on from here; the later moves stay in the History as a side line.</source>
        <translation>%1 spielt von hier aus weiter; die späteren Züge bleiben im Verlauf als Nebenvariante.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="485"/>
        <source>The later moves stay: if it plays another move, they become a side line in the History.</source>
        <translation>Die späteren Züge bleiben: Spielt er einen anderen Zug, werden sie zu einer Nebenvariante im Verlauf.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="480"/>
        <source>Continue from Here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="481"/>
        <source>It is %1&apos;s turn. Let the computer play from this move?</source>
        <translation>%1 ist am Zug. Soll der Computer ab diesem Zug spielen?</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="483"/>
        <source>&amp;Continue from Here</source>
        <translation>Von &amp;hier weiterspielen</translation>
    </message>
</context>
<context>
    <name>gamut::MoveTimeStrip</name>
    <message>
        <location filename="../ui/review/movetimestrip.cpp" line="22"/>
        <source>Time each move took</source>
        <translation>Bedenkzeit jedes Zuges</translation>
    </message>
    <message>
        <location filename="../ui/review/movetimestrip.cpp" line="47"/>
        <source>%1 thought longest at move %2: %3</source>
        <translation>%1 dachte am längsten bei Zug %2: %3</translation>
    </message>
</context>
<context>
    <name>gamut::Narration</name>
    <message>
        <location filename="../ui/window/narration.cpp" line="41"/>
        <source>&amp;Describe Position</source>
        <translation>&amp;Stellung beschreiben</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="44"/>
        <source>Say whose turn it is, the figures and where every piece stands</source>
        <translation>Sagt, wer am Zug ist, die Kennzahlen und wo jeder Stein steht</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="45"/>
        <source>Describe Last &amp;Move</source>
        <translation>Letzten &amp;Zug beschreiben</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="48"/>
        <source>Say the last move and what it did; again, the move before</source>
        <translation>Den letzten Zug und seine Wirkung ansagen; noch einmal: den Zug davor</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="70"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="74"/>
        <source>Every key for playing from the keyboard and by ear</source>
        <translation>Alle Tasten, um mit der Tastatur und nach Gehör zu spielen</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="99"/>
        <source>%1; the moves that followed stay as a side line</source>
        <translation>%1; die folgenden Züge bleiben als Nebenvariante</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="124"/>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="137"/>
        <source>the start</source>
        <translation>der Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="138"/>
        <source>On %1, at %2</source>
        <translation>%1, bei %2</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="181"/>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="181"/>
        <source>Going on</source>
        <translation>Es geht weiter</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="183"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="183"/>
        <source>Full screen off</source>
        <translation>Vollbild aus</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="185"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="188"/>
        <source>%1 is thinking</source>
        <translation>%1 denkt nach</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="196"/>
        <source>%1 stopped thinking</source>
        <translation>%1 denkt nicht mehr nach</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="204"/>
        <source>%1 says: %2</source>
        <translation>%1 sagt: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="209"/>
        <source>%1 sat down at the table</source>
        <translation>%1 hat am Tisch Platz genommen</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="212"/>
        <source>Joined table %1</source>
        <translation>Am Tisch %1</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="143"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="154"/>
        <source>Reviewing the game</source>
        <translation>Die Partie wird analysiert</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="156"/>
        <source>Review cancelled</source>
        <translation>Analyse abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="158"/>
        <source>Review done. %1</source>
        <translation>Analyse fertig. %1</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="174"/>
        <source>%1 Review: %2.</source>
        <translation>%1 Analyse: %2.</translation>
    </message>
    <message>
        <location filename="../ui/window/narration.cpp" line="171"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>gamut::NetworkDialog</name>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="31"/>
        <source>Network Game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="34"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="40"/>
        <source>host:port of a running gamut-server</source>
        <translation>Rechner:Port eines laufenden gamut-server</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="44"/>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="46"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="47"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="49"/>
        <source>&amp;Host a Server</source>
        <translation>Server &amp;bereitstellen</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="50"/>
        <source>Start a game server on this computer and connect to it</source>
        <translation>Einen Spielserver auf diesem Rechner starten und sich mit ihm verbinden</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="51"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="58"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="62"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="62"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="62"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="62"/>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="62"/>
        <source>Second</source>
        <translation>Zweiter</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="62"/>
        <source>Watchers</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="62"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="70"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="71"/>
        <source>Join as &amp;First</source>
        <translation>Als &amp;Erster beitreten</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="72"/>
        <source>Join as &amp;Second</source>
        <translation>Als &amp;Zweiter beitreten</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="73"/>
        <source>&amp;Watch</source>
        <translation>Zu&amp;schauen</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="74"/>
        <source>Create &amp;Table</source>
        <translation>&amp;Tisch anlegen</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="75"/>
        <source>A new table for the game and variant of the window</source>
        <translation>Ein neuer Tisch für das Spiel und die Variante des Fensters</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="160"/>
        <source>&quot;%1&quot; is not an address: write host:port, e.g. 127.0.0.1:7468.</source>
        <translation>„%1“ ist keine Adresse: Schreiben Sie Rechner:Port, z. B. 127.0.0.1:7468.</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="184"/>
        <location filename="../ui/network/networkdialog.cpp" line="185"/>
        <source>(free)</source>
        <translation>(frei)</translation>
    </message>
    <message>
        <location filename="../ui/network/networkdialog.cpp" line="215"/>
        <location filename="../ui/network/networkdialog.cpp" line="234"/>
        <source>Choose a table first.</source>
        <translation>Wählen Sie zuerst einen Tisch.</translation>
    </message>
</context>
<context>
    <name>gamut::NetworkSession</name>
    <message>
        <location filename="../ui/network/networksession.cpp" line="62"/>
        <source>%1 left the table (the seat stays theirs).</source>
        <translation>%1 hat den Tisch verlassen (der Platz bleibt reserviert).</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="489"/>
        <source>Only a player seated at a connected table of a 1.2 server can %1.</source>
        <translation>Nur wer an einem verbundenen Tisch eines 1.2-Servers sitzt, kann %1.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="496"/>
        <source>offer a draw</source>
        <translation>ein Remis anbieten</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="503"/>
        <source>abort the game</source>
        <translation>die Partie abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="510"/>
        <source>ask for a rematch</source>
        <translation>eine Revanche verlangen</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="513"/>
        <source>Rematch asked for: waiting for %1.</source>
        <translation>Revanche verlangt: warte auf %1.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="540"/>
        <source>The game was aborted: no result, no rating change.</source>
        <translation>Die Partie wurde abgebrochen: kein Ergebnis, keine Wertungsänderung.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="541"/>
        <source>The game is drawn.</source>
        <translation>Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="542"/>
        <source>%1 wins on time.</source>
        <translation>%1 gewinnt auf Zeit.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="543"/>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="457"/>
        <source>The server&apos;s resignation of %1 was not accepted here (%2); reading the game again.</source>
        <translation>Die Aufgabe von %1 laut Server wurde hier nicht angenommen (%2); das Spiel wird neu gelesen.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="462"/>
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="158"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird aufgebaut …</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="71"/>
        <source>You offered a draw.</source>
        <translation>Du hast ein Remis angeboten.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="72"/>
        <source>%1 offers a draw: Offer Draw accepts it, a move declines it.</source>
        <translation>%1 bietet ein Remis an: „Remis annehmen“ nimmt es an, ein Zug lehnt es ab.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="77"/>
        <source>%1 asks for a rematch: Rematch accepts it.</source>
        <translation>%1 möchte eine Revanche: „Revanche“ nimmt sie an.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="85"/>
        <source>Rematch at table %1: colours swapped.</source>
        <translation>Revanche an Tisch %1: Farben getauscht.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="92"/>
        <source>Ratings: %1 %2 → %3, %4 %5 → %6.</source>
        <translation>Wertungen: %1 %2 → %3, %4 %5 → %6.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="110"/>
        <source>Table %1 was closed; the game stays in the window.</source>
        <translation>Tisch %1 wurde geschlossen; die Partie bleibt im Fenster.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="160"/>
        <source>Connection to %1 lost</source>
        <translation>Verbindung zu %1 verloren</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="161"/>
        <source>Connection lost - table %1 kept</source>
        <translation>Verbindung verloren – Tisch %1 bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="166"/>
        <source>Online at %1</source>
        <translation>Online auf %1</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="168"/>
        <source>Watching table %1 at %2</source>
        <translation>Zuschauer an Tisch %1 auf %2</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="170"/>
        <source>Table %1 at %2: waiting for an opponent</source>
        <translation>Tisch %1 auf %2: Warten auf einen Gegner</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="171"/>
        <source>Table %1 at %2: playing against %3</source>
        <translation>Tisch %1 auf %2: Spiel gegen %3</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="245"/>
        <source>The connection to the server was lost (%1). The game is kept: Reconnect resumes it.</source>
        <translation>Die Verbindung zum Server ist abgebrochen (%1). Das Spiel bleibt erhalten: „Neu verbinden“ setzt es fort.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="246"/>
        <source>No connection to %1:%2 (%3).</source>
        <translation>Keine Verbindung zu %1:%2 (%3).</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="363"/>
        <source>The server&apos;s game could not be read: %1</source>
        <translation>Das Spiel des Servers konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="395"/>
        <source>The server&apos;s move %1 was not accepted here (%2); reading the game again.</source>
        <translation>Der Zug %1 des Servers wurde hier nicht angenommen (%2); das Spiel wird neu eingelesen.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="403"/>
        <source>This seat is not yours at the table.</source>
        <translation>Dieser Platz am Tisch gehört nicht Ihnen.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="407"/>
        <source>Not connected: the move was not sent. Reconnect first.</source>
        <translation>Nicht verbunden: Der Zug wurde nicht gesendet. Verbinden Sie sich zuerst neu.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="411"/>
        <source>Waiting for the server to answer the last move.</source>
        <translation>Warten auf die Antwort des Servers zum letzten Zug.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="419"/>
        <source>Only a player seated at a connected table can move.</source>
        <translation>Nur wer an einem verbundenen Tisch Platz genommen hat, kann ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="432"/>
        <source>The table %1 is no longer there: %2</source>
        <translation>Den Tisch %1 gibt es nicht mehr: %2</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="440"/>
        <source>The server refused %1 (%2): %3</source>
        <translation>Der Server hat %1 abgelehnt (%2): %3</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="462"/>
        <source>You resigned.</source>
        <translation>Sie haben aufgegeben.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="467"/>
        <source>Only a player seated at a connected table can resign.</source>
        <translation>Nur wer an einem verbundenen Tisch sitzt, kann aufgeben.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="476"/>
        <source>Only a player seated at a connected table can start the next game.</source>
        <translation>Nur wer an einem verbundenen Tisch sitzt, kann das nächste Spiel beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/network/networksession.cpp" line="481"/>
        <source>Waiting for %1 to start the next game too.</source>
        <translation>Warte, bis auch %1 das nächste Spiel beginnt.</translation>
    </message>
</context>
<context>
    <name>gamut::NetworkUi</name>
    <message>
        <location filename="../ui/network/networkui.cpp" line="33"/>
        <source>Leave the Table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="34"/>
        <source>&amp;Leave the Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="35"/>
        <source>&amp;Stay</source>
        <translation>&amp;Bleiben</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="49"/>
        <source>Reconnect</source>
        <translation>Neu verbinden</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="50"/>
        <source>Connect to the server again and take the seat back</source>
        <translation>Erneut mit dem Server verbinden und den Platz wieder einnehmen</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="52"/>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="54"/>
        <location filename="../ui/network/networkui.cpp" line="169"/>
        <source>Offer Draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="55"/>
        <source>Offer a draw, or accept the one offered; your next move withdraws it</source>
        <translation>Ein Remis anbieten oder das angebotene annehmen; dein nächster Zug zieht es zurück</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="57"/>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="58"/>
        <source>End the game with no result before both sides have moved</source>
        <translation>Die Partie ohne Ergebnis beenden, bevor beide Seiten gezogen haben</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="60"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="61"/>
        <source>Play again with colours swapped, when the opponent agrees</source>
        <translation>Mit getauschten Farben noch einmal spielen, wenn der Gegner zustimmt</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="62"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="108"/>
        <source>The hosted server stopped: %1</source>
        <translation>Der eigene Server wurde beendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="139"/>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="141"/>
        <source>Connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="146"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="148"/>
        <source>Watching table %1</source>
        <translation>Schaue Tisch %1 zu</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="151"/>
        <source>Table %1: waiting</source>
        <translation>Tisch %1: wartet</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="152"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="152"/>
        <source>Table %1 against %2</source>
        <translation>Tisch %1 gegen %2</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="169"/>
        <source>Accept Draw</source>
        <translation>Remis annehmen</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="175"/>
        <source>%1&apos;s clock is running</source>
        <translation>Die Uhr von %1 läuft</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="204"/>
        <source>%1 %2 (running)</source>
        <translation>%1 %2 (läuft)</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="204"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="242"/>
        <source>A game at table %1: it opens in the main window.</source>
        <translation>Eine Partie an Tisch %1: sie öffnet sich im Hauptfenster.</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="252"/>
        <source>You are playing at table %1.</source>
        <translation>Sie spielen an Tisch %1.</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="253"/>
        <source>You are playing %1 at table %2.</source>
        <translation>Sie spielen gegen %1 an Tisch %2.</translation>
    </message>
    <message>
        <location filename="../ui/network/networkui.cpp" line="255"/>
        <source>If you leave, the game goes on without you and your clock keeps running; Game ▸ Play Online ▸ Games brings you back to it.</source>
        <translation>Wenn Sie gehen, läuft die Partie ohne Sie weiter und Ihre Uhr läuft; Spiel ▸ Online spielen ▸ Partien bringt Sie zu ihr zurück.</translation>
    </message>
</context>
<context>
    <name>gamut::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="35"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="39"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="47"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="78"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="81"/>
        <source>&amp;Setup:</source>
        <translation>&amp;Aufstellung:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="94"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="99"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="100"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="103"/>
        <source>Level %1 – %2</source>
        <translation>Stufe %1 – %2</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="113"/>
        <source>&amp;Clock:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="136"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="185"/>
        <source>Custom setup</source>
        <translation>Eigene Aufstellung</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="139"/>
        <source>%1 player</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="140"/>
        <source>%1 computer level</source>
        <translation>Computerstufe von %1</translation>
    </message>
</context>
<context>
    <name>gamut::OfferForm</name>
    <message>
        <location filename="../ui/network/offerform.cpp" line="37"/>
        <source>Minutes + seconds added per move (3+2), move:S for S seconds a move, days:D for D days a move (correspondence), or none</source>
        <translation>Minuten + Sekunden Zuschlag pro Zug (3+2), move:S für S Sekunden je Zug, days:D für D Tage je Zug (Fernpartie), oder none</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="39"/>
        <source>&amp;Rated</source>
        <translation>Gewe&amp;rtet</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="46"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="47"/>
        <source>&amp;Time:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="49"/>
        <source>&amp;Your side:</source>
        <translation>&amp;Deine Seite:</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="77"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="79"/>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="83"/>
        <source>%1 s a move</source>
        <translation>%1 s je Zug</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/network/offerform.cpp" line="85"/>
        <source>%n day(s) a move</source>
        <translation>
            <numerusform>%n Tag je Zug</numerusform>
            <numerusform>%n Tage je Zug</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="110"/>
        <source>A rated game needs a clock.</source>
        <translation>Eine gewertete Partie braucht eine Uhr.</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="136"/>
        <source>Either (random)</source>
        <translation>Beliebig (zufällig)</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="162"/>
        <source>Rated games are for signed-in players</source>
        <translation>Gewertete Partien sind angemeldeten Spielern vorbehalten</translation>
    </message>
    <message>
        <location filename="../ui/network/offerform.cpp" line="45"/>
        <source>Ga&amp;me:</source>
        <translation>Spi&amp;el:</translation>
    </message>
</context>
<context>
    <name>gamut::PaneFocus</name>
    <message>
        <location filename="../ui/window/panefocus.cpp" line="18"/>
        <source>Ne&amp;xt Pane</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <location filename="../ui/window/panefocus.cpp" line="21"/>
        <source>Pre&amp;vious Pane</source>
        <translation>Vorheriger Be&amp;reich</translation>
    </message>
</context>
<context>
    <name>gamut::PlayersPanel</name>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="50"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="56"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="57"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="111"/>
        <source>Graphics</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="117"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="118"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="119"/>
        <source>&amp;Legal moves</source>
        <translation>&amp;Mögliche Züge</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="120"/>
        <source>Last &amp;move</source>
        <translation>&amp;Letzter Zug</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="121"/>
        <source>&amp;Preview on hover</source>
        <translation>&amp;Vorschau beim Überfahren</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="127"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="128"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="129"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="130"/>
        <source>&amp;Animation:</source>
        <translation>A&amp;nimation:</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="156"/>
        <source>%1 is played by</source>
        <translation>%1 wird gespielt von</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="157"/>
        <source>Computer level of %1</source>
        <translation>Computerstufe von %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="158"/>
        <source>Time a move of %1</source>
        <translation>Zeit pro Zug von %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="166"/>
        <source>Over the network</source>
        <translation>Über das Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/panels/playerspanel.cpp" line="177"/>
        <source>You play this seat at the table</source>
        <translation>Diesen Platz spielen Sie am Tisch</translation>
    </message>
</context>
<context>
    <name>gamut::RemoteSeat</name>
    <message>
        <location filename="../core/play/remoteseat.cpp" line="9"/>
        <source>Go to the last move to play on.</source>
        <translation>Gehen Sie zum letzten Zug, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../core/play/remoteseat.h" line="22"/>
        <source>It is the opponent&apos;s turn (over the network).</source>
        <translation>Der Gegner ist am Zug (über das Netzwerk).</translation>
    </message>
</context>
<context>
    <name>gamut::ReviewController</name>
    <message>
        <location filename="../ui/review/reviewcontroller.cpp" line="123"/>
        <source>There is no move to review yet.</source>
        <translation>Es gibt noch keinen Zug zu analysieren.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewcontroller.cpp" line="131"/>
        <source>The review cannot start: %1</source>
        <translation>Die Partieanalyse kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewcontroller.cpp" line="194"/>
        <source>The review failed: %1</source>
        <translation>Die Partieanalyse ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>gamut::ReviewPanel</name>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="30"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="30"/>
        <source>Review Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="36"/>
        <location filename="../ui/review/reviewpanel.cpp" line="93"/>
        <source>Reviewing: %p%</source>
        <translation>Analysiere: %p%</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="39"/>
        <source>Search every position of the game and judge each move</source>
        <translation>Jede Stellung der Partie durchsuchen und jeden Zug beurteilen</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="50"/>
        <source>Show one move less of the best line</source>
        <translation>Einen Zug weniger der besten Zugfolge zeigen</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="51"/>
        <source>Best line: one move back</source>
        <translation>Beste Zugfolge: einen Zug zurück</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="53"/>
        <source>Show one move more of the best line on the board</source>
        <translation>Einen Zug mehr der besten Zugfolge auf dem Brett zeigen</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="54"/>
        <source>Best line: one move on</source>
        <translation>Beste Zugfolge: einen Zug weiter</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="128"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="129"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="144"/>
        <source>A position where it must prove a win or a loss can take up to %1 times longer.</source>
        <translation>Eine Stellung, in der sie einen Gewinn oder Verlust beweisen muss, kann bis zu %1-mal länger dauern.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="181"/>
        <source>No review of this game yet.</source>
        <translation>Diese Partie ist noch nicht analysiert.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="184"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="244"/>
        <source>%1 was the best move.</source>
        <translation>%1 war der beste Zug.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="257"/>
        <source>Line: %1</source>
        <translation>Zugfolge: %1</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="31"/>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="33"/>
        <source>Excellent</source>
        <translation>Ausgezeichnet</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="35"/>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="37"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="39"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="41"/>
        <source>Blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="201"/>
        <source>Review summary: %1</source>
        <translation>Zusammenfassung der Partieanalyse: %1</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="261"/>
        <source>Line: %1.</source>
        <translation>Zugfolge: %1.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="33"/>
        <source>Learn from Your Mistakes</source>
        <translation>Aus Fehlern lernen</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="56"/>
        <source>Go through your mistakes one by one and look for the better move</source>
        <translation>Ihre Fehler einen nach dem anderen durchgehen und den besseren Zug suchen</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="140"/>
        <source>%p% (about %1)</source>
        <translation>%p% (etwa %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/reviewpanel.cpp" line="142"/>
        <source>The review searches %n positions: about %1.</source>
        <translation>
            <numerusform>Die Analyse durchsucht %n Stellung: etwa %1.</numerusform>
            <numerusform>Die Analyse durchsucht %n Stellungen: etwa %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="158"/>
        <source>%p%, about %1 left</source>
        <translation>%p%, noch etwa %1</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="202"/>
        <source>Accuracy per side (100% = always the best move; a dash when none of its moves counts: only legal moves, or moves in a game already decided) and its inaccuracies (?!), mistakes (?) and blunders (??)</source>
        <translation>Genauigkeit je Seite (100% = immer der beste Zug; ein Strich, wenn keiner ihrer Züge zählt: nur einzig mögliche Züge oder Züge in einer schon entschiedenen Partie) und ihre Ungenauigkeiten (?!), Fehler (?) und Patzer (??)</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="242"/>
        <source>%1 was the only legal move.</source>
        <translation>%1 war der einzige erlaubte Zug.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="246"/>
        <source>%1 %2: %3. Best: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>%1 %2: %3. Am besten: &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewpanel.cpp" line="250"/>
        <source>%1 %2: %3. Better: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>%1 %2: %3. Besser: &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="51"/>
        <source>The best move</source>
        <translation>Der beste Zug</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="53"/>
        <source>The only legal move</source>
        <translation>Der einzige erlaubte Zug</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="55"/>
        <source>%1 points of win chance lost</source>
        <translation>%1 Punkte Gewinnchance verloren</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/reviewstyle.cpp" line="57"/>
        <source>Missed a forced win in %n move(s)</source>
        <translation>
            <numerusform>Verpasst einen erzwungenen Gewinn in %n Zug</numerusform>
            <numerusform>Verpasst einen erzwungenen Gewinn in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="58"/>
        <location filename="../ui/review/reviewstyle.cpp" line="61"/>
        <source>(%1 points of win chance lost)</source>
        <translation>(%1 Punkte Gewinnchance verloren)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/reviewstyle.cpp" line="60"/>
        <source>Walks into a forced loss in %n move(s)</source>
        <translation>
            <numerusform>Läuft in einen erzwungenen Verlust in %n Zug</numerusform>
            <numerusform>Läuft in einen erzwungenen Verlust in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/reviewstyle.cpp" line="63"/>
        <source>Turns a forced win into a forced loss in %n move(s)</source>
        <translation>
            <numerusform>Macht aus einem erzwungenen Gewinn einen erzwungenen Verlust in %n Zug</numerusform>
            <numerusform>Macht aus einem erzwungenen Gewinn einen erzwungenen Verlust in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/reviewstyle.cpp" line="65"/>
        <source>Still wins by force, in %n move(s)</source>
        <translation>
            <numerusform>Gewinnt weiterhin erzwungen, in %n Zug</numerusform>
            <numerusform>Gewinnt weiterhin erzwungen, in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/reviewstyle.cpp" line="67"/>
        <source>The game was already lost: a forced loss in %n move(s) either way</source>
        <translation>
            <numerusform>Die Partie war schon verloren: ein erzwungener Verlust in %n Zug so oder so</numerusform>
            <numerusform>Die Partie war schon verloren: ein erzwungener Verlust in %n Zügen so oder so</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/review/reviewstyle.cpp" line="73"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gamut::ReviewUi</name>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="42"/>
        <source>Review</source>
        <translation>Partieanalyse</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review/reviewui.cpp" line="74"/>
        <source>Review done: %n move(s) marked.</source>
        <translation>
            <numerusform>Partieanalyse fertig: %n Zug markiert.</numerusform>
            <numerusform>Partieanalyse fertig: %n Züge markiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="79"/>
        <source>Game ▸ Review Game shows where the game was won and lost.</source>
        <translation>Spiel ▸ Partie analysieren zeigt, wo die Partie gewonnen und verloren wurde.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="101"/>
        <source>Re&amp;view Game</source>
        <translation>Partie anal&amp;ysieren</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="223"/>
        <source>Not during your game over the network: the review opens when the game ends</source>
        <translation>Nicht während Ihrer Partie über das Netzwerk: Die Analyse der Partie öffnet sich, wenn sie endet</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="224"/>
        <source>Search every position of the game and mark its inaccuracies, mistakes and blunders</source>
        <translation>Jede Stellung der Partie durchsuchen und ihre Ungenauigkeiten, Fehler und Patzer markieren</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="133"/>
        <source>Re&amp;view and Analysis</source>
        <translation>Partie&amp;analyse und Analyse</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="267"/>
        <source>Review and Analysis</source>
        <translation>Partieanalyse und Analyse</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="110"/>
        <source>Coac&amp;h</source>
        <translation>Train&amp;er</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="114"/>
        <source>Against the computer, hold back a move of yours that loses 15 points of win chance or more and ask whether to play it</source>
        <translation>Gegen den Computer einen Zug von Ihnen, der 15 oder mehr Punkte Gewinnchance verliert, zurückhalten und fragen, ob er gespielt werden soll</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewui.cpp" line="272"/>
        <source>&lt;h3&gt;The win chance&lt;/h3&gt;&lt;p&gt;The engine searches a position and turns its score into the chance that the player to move wins, from 0% to 100%, a draw counting half. The curve was measured on thousands of the engine&apos;s own games for each game. A proven win is 100%, a proven loss 0%, a proven draw 50%.&lt;/p&gt;&lt;h3&gt;The classes of a move&lt;/h3&gt;&lt;p&gt;A move is judged by the win chance it gives away: the chance with the engine&apos;s best move minus the chance with the move played, both found by one search at the same depth. A position and its mirror image are judged alike.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Best&lt;/b&gt;: the engine&apos;s own choice.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Excellent&lt;/b&gt;: less than 2 points lost.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Good&lt;/b&gt;: less than 5 points lost.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Inaccuracy ?!&lt;/b&gt;: 5 to 10 points lost.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mistake ?&lt;/b&gt;: 10 to 15 points lost.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Blunder ??&lt;/b&gt;: 15 points or more.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Every mark says why: the points lost, or that the move walks into a forced loss, or misses a forced win, in so many moves. A move in a game that was already lost loses nothing more. A move that is the only legal one is never a mistake. The accuracy of a side is 100% when it always played the best move, and falls with every point of win chance lost, the more where the game was in the balance.&lt;/p&gt;&lt;h3&gt;Review Game&lt;/h3&gt;&lt;p&gt;Game ▸ Review Game searches every position of the game in the background; you can go on browsing meanwhile, and the graph and the marks appear move by move. The graph under the history shows the first player&apos;s win chance after each move: that player&apos;s name is at its top, the other&apos;s at its bottom, each side&apos;s part in its colour, and the dots are mistakes and blunders; click it to go to a move. The history marks the moves, and their tooltips say why and name the better move. On the board an arrow or a ring shows the better move; the arrow buttons step through its line without changing the game. Saving the game keeps the review.&lt;/p&gt;&lt;h3&gt;Learn from Your Mistakes&lt;/h3&gt;&lt;p&gt;After a review, this button shows your mistakes and blunders one by one on a board of their own. Play a better move there, by mouse, by keyboard or typed into the move field: one within 1.75 points of the best counts as found. Otherwise, or with Show the Answer, the better move and its line are shown.&lt;/p&gt;&lt;h3&gt;The coach&lt;/h3&gt;&lt;p&gt;With Game ▸ Coach switched on, a move of yours against the computer that loses 15 points of win chance or more is held back before it is played: play it anyway, take it back, or see why. The coach never looks at network games.&lt;/p&gt;&lt;h3&gt;Analysis&lt;/h3&gt;&lt;p&gt;View ▸ Analysis lets the engine think about the position shown whenever no computer player is thinking: its three best moves with their win chances, lines and the depth reached. Point at a move to see its line on the board.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Gewinnchance&lt;/h3&gt;&lt;p&gt;Die Engine durchsucht eine Stellung und macht aus ihrer Bewertung die Chance, dass der Spieler am Zug gewinnt, von 0 % bis 100 %, ein Remis zählt halb. Die Kurve wurde für jedes Spiel an Tausenden von Partien der Engine gemessen. Ein bewiesener Gewinn ist 100 %, ein bewiesener Verlust 0 %, ein bewiesenes Remis 50 %.&lt;/p&gt;&lt;h3&gt;Die Klassen eines Zuges&lt;/h3&gt;&lt;p&gt;Ein Zug wird nach der Gewinnchance beurteilt, die er hergibt: die Chance mit dem besten Zug der Engine weniger der Chance mit dem gespielten Zug, beide von einer Suche in derselben Tiefe gefunden. Eine Stellung und ihr Spiegelbild werden gleich beurteilt.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Bester&lt;/b&gt;: die eigene Wahl der Engine.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ausgezeichnet&lt;/b&gt;: weniger als 2 Punkte verloren.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Gut&lt;/b&gt;: weniger als 5 Punkte verloren.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ungenauigkeit ?!&lt;/b&gt;: 5 bis 10 Punkte verloren.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fehler ?&lt;/b&gt;: 10 bis 15 Punkte verloren.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Patzer ??&lt;/b&gt;: 15 Punkte oder mehr.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Jede Markierung sagt, warum: die verlorenen Punkte, oder dass der Zug in einen erzwungenen Verlust läuft oder einen erzwungenen Gewinn verpasst, in so und so vielen Zügen. Ein Zug in einer schon verlorenen Partie verliert nichts mehr. Ein Zug, der der einzige erlaubte ist, ist nie ein Fehler. Die Genauigkeit einer Seite ist 100 %, wenn sie immer den besten Zug spielte, und sinkt mit jedem verlorenen Punkt Gewinnchance, um so mehr, wo die Partie auf der Kippe stand.&lt;/p&gt;&lt;h3&gt;Partie analysieren&lt;/h3&gt;&lt;p&gt;Spiel ▸ Partie analysieren durchsucht jede Stellung der Partie im Hintergrund; Sie können währenddessen weiter blättern, und Graph und Markierungen erscheinen Zug für Zug. Der Graph unter dem Verlauf zeigt die Gewinnchance des ersten Spielers nach jedem Zug: dessen Name steht oben, der des anderen unten, der Teil jeder Seite in ihrer Farbe, und die Punkte sind Fehler und Patzer; ein Klick geht zu einem Zug. Der Verlauf markiert die Züge, und ihre Tooltips sagen, warum, und nennen den besseren Zug. Auf dem Brett zeigt ein Pfeil oder ein Ring den besseren Zug; die Pfeiltasten gehen seine Folge durch, ohne die Partie zu ändern. Beim Speichern bleibt die Analyse erhalten.&lt;/p&gt;&lt;h3&gt;Aus Fehlern lernen&lt;/h3&gt;&lt;p&gt;Nach einer Analyse zeigt dieser Knopf Ihre Fehler und Patzer einen nach dem anderen auf einem eigenen Brett. Spielen Sie dort einen besseren Zug, mit der Maus, der Tastatur oder im Zugfeld eingegeben: einer, der höchstens 1,75 Punkte vom besten entfernt ist, gilt als gefunden. Sonst, oder mit Lösung zeigen, werden der bessere Zug und seine Folge gezeigt.&lt;/p&gt;&lt;h3&gt;Der Trainer&lt;/h3&gt;&lt;p&gt;Ist Spiel ▸ Trainer eingeschaltet, wird ein Zug von Ihnen gegen den Computer, der 15 oder mehr Punkte Gewinnchance verliert, zurückgehalten, bevor er gespielt wird: trotzdem spielen, zurücknehmen oder sehen, warum. Netzwerkpartien sieht sich der Trainer nie an.&lt;/p&gt;&lt;h3&gt;Analyse&lt;/h3&gt;&lt;p&gt;Ansicht ▸ Analyse lässt die Engine über die gezeigte Stellung nachdenken, wann immer kein Computerspieler nachdenkt: ihre drei besten Züge mit Gewinnchance, Folge und erreichter Tiefe. Zeigen Sie auf einen Zug, um seine Folge auf dem Brett zu sehen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gamut::RulesDialog</name>
    <message>
        <location filename="../ui/dialogs/rulesdialog.cpp" line="50"/>
        <source>Game whose rules are shown</source>
        <translation>Spiel, dessen Regeln angezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdialog.cpp" line="51"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdialog.cpp" line="55"/>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdialog.cpp" line="72"/>
        <source>Rules of %1</source>
        <translation>Spielregeln für %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdialog.cpp" line="99"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2&lt;/li&gt;</source>
        <comment>a game and its credits in the About box</comment>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdialog.cpp" line="102"/>
        <source>&lt;h2&gt;Gamut %1&lt;/h2&gt;&lt;p&gt;Two-player abstract strategy games with computer opponents from Beginner to Master.&lt;/p&gt;&lt;p&gt;Copyright © the Gamut authors. Gamut is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;h3&gt;The games and their authors&lt;/h3&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gamut %1&lt;/h2&gt;&lt;p&gt;Abstrakte Strategiespiele für zwei Spieler mit Computergegnern vom Anfänger bis zum Meister.&lt;/p&gt;&lt;p&gt;Copyright © die Autoren von Gamut. Gamut ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und/oder verändern. Es wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;h3&gt;Die Spiele und ihre Autoren&lt;/h3&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdialog.cpp" line="112"/>
        <source>About Gamut</source>
        <translation>Über Gamut</translation>
    </message>
</context>
<context>
    <name>gamut::ServerProcess</name>
    <message>
        <location filename="../ui/network/serverprocess.cpp" line="42"/>
        <source>gamut-server was not found next to this program nor on the PATH.</source>
        <translation>gamut-server wurde weder neben diesem Programm noch im PATH gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/network/serverprocess.cpp" line="48"/>
        <source>No free local port was found.</source>
        <translation>Es wurde kein freier lokaler Port gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/network/serverprocess.cpp" line="55"/>
        <source>the server crashed</source>
        <translation>der Server ist abgestürzt</translation>
    </message>
    <message>
        <location filename="../ui/network/serverprocess.cpp" line="55"/>
        <source>the server ended (%1)</source>
        <translation>der Server wurde beendet (%1)</translation>
    </message>
    <message>
        <location filename="../ui/network/serverprocess.cpp" line="60"/>
        <source>gamut-server did not start: %1</source>
        <translation>gamut-server ist nicht gestartet: %1</translation>
    </message>
</context>
<context>
    <name>gamut::SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="49"/>
        <source>Configure Gamut</source>
        <translation>Gamut einrichten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="53"/>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="54"/>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="55"/>
        <source>&amp;Graphics</source>
        <translation>&amp;Grafik</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="56"/>
        <source>G&amp;ame</source>
        <translation>Spi&amp;el</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="61"/>
        <source>Reset the settings of the page shown to their defaults</source>
        <translation>Die Einstellungen der angezeigten Seite auf ihre Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="87"/>
        <source>Game whose players are set</source>
        <translation>Spiel, dessen Spieler eingestellt werden</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="88"/>
        <source>Ga&amp;me:</source>
        <translation>Sp&amp;iel:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="90"/>
        <source>&amp;Clock:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="103"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="104"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="109"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="110"/>
        <source>&amp;Played by:</source>
        <translation>Gespielt &amp;von:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="111"/>
        <source>&amp;Level:</source>
        <translation>Stu&amp;fe:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="112"/>
        <source>&amp;Time a move:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="120"/>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="122"/>
        <source>&amp;Hints allowed</source>
        <translation>&amp;Tipps erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="122"/>
        <source>A person playing the computer may ask for a hint</source>
        <translation>Wer gegen den Computer spielt, darf um einen Tipp bitten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="123"/>
        <source>&amp;Undo allowed</source>
        <translation>&amp;Rückgängig erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="123"/>
        <source>A person playing the computer may take moves back</source>
        <translation>Wer gegen den Computer spielt, darf Züge zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="128"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="129"/>
        <source>Minimum delay before a computer move, in seconds</source>
        <translation>Mindestwartezeit vor einem Zug des Computers, in Sekunden</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="132"/>
        <source>&amp;Delay before a computer move:</source>
        <translation>&amp;Wartezeit vor einem Computerzug:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="148"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="149"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="150"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="151"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="152"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationsgeschwindigkeit:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="153"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="153"/>
        <source>Letters and numbers along the board&apos;s edges</source>
        <translation>Buchstaben und Zahlen an den Rändern des Bretts</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="154"/>
        <source>Highlight &amp;legal moves</source>
        <translation>&amp;Mögliche Züge hervorheben</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="154"/>
        <source>Mark the cells where a move may be played</source>
        <translation>Die Felder markieren, auf die gezogen werden darf</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="155"/>
        <source>Highlight the la&amp;st move</source>
        <translation>&amp;Letzten Zug hervorheben</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="155"/>
        <source>Mark the cells of the last move played</source>
        <translation>Die Felder des zuletzt gespielten Zugs markieren</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="156"/>
        <source>&amp;Preview a move on hover</source>
        <translation>Zugvorschau beim Ü&amp;berfahren</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="156"/>
        <source>Show what a move would do before it is played</source>
        <translation>Zeigen, was ein Zug bewirken würde, bevor er gespielt wird</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="157"/>
        <source>Atom-4: colour letters on the pi&amp;eces</source>
        <translation>Atom-4: &amp;Farbbuchstaben auf den Steinen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="178"/>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="228"/>
        <source>Time a move of %1</source>
        <translation>Zeit pro Zug von %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="158"/>
        <source>Each sphere also shows its colour&apos;s letter, for colour-blind players</source>
        <translation>Jede Kugel zeigt zusätzlich den Buchstaben ihrer Farbe, für farbenblinde Spieler</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="159"/>
        <source>Start in &amp;full screen</source>
        <translation>Im &amp;Vollbildmodus starten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="159"/>
        <source>Open the window in full screen at the next start</source>
        <translation>Das Fenster beim nächsten Start im Vollbildmodus öffnen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="172"/>
        <source>Default variant</source>
        <translation>Standardvariante</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="184"/>
        <source>Default variant of %1</source>
        <translation>Standardvariante von %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="194"/>
        <source>&amp;Keep the game between sessions</source>
        <translation>Spiel zwischen Sitzungen &amp;behalten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="195"/>
        <source>Save the game automatically and resume it at the next start</source>
        <translation>Das Spiel automatisch speichern und beim nächsten Start fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="196"/>
        <source>&amp;Ask before abandoning a game in progress</source>
        <translation>&amp;Nachfragen, bevor ein laufendes Spiel aufgegeben wird</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="197"/>
        <source>Starting another game or quitting with unsaved moves asks first</source>
        <translation>Wer mit ungespeicherten Zügen ein anderes Spiel beginnt oder das Programm beendet, wird zuerst gefragt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="225"/>
        <source>Name of %1</source>
        <translation>Name von %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="226"/>
        <source>%1 is played by</source>
        <translation>%1 wird gespielt von</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settingsdialog.cpp" line="227"/>
        <source>Computer level of %1</source>
        <translation>Computerstufe von %1</translation>
    </message>
</context>
<context>
    <name>gamut::SingleInstance</name>
    <message>
        <location filename="../ui/window/singleinstance.cpp" line="144"/>
        <source>the running Gamut window did not answer within %1 s; --new-instance starts a window of its own</source>
        <translation>das laufende Gamut-Fenster hat nicht innerhalb von %1 s geantwortet; --new-instance startet ein eigenes Fenster</translation>
    </message>
    <message>
        <location filename="../ui/window/singleinstance.cpp" line="150"/>
        <source>the running Gamut window refused the command line: %1</source>
        <translation>das laufende Gamut-Fenster hat die Befehlszeile abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>gamut::StatisticsDialog</name>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="19"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="26"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="26"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="26"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="26"/>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="26"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="26"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="32"/>
        <source>Results per game and opponent</source>
        <translation>Ergebnisse nach Spiel und Gegner</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="37"/>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="38"/>
        <source>Forget every result</source>
        <translation>Alle Ergebnisse vergessen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="95"/>
        <source>No game played to the end yet</source>
        <translation>Noch keine Partie zu Ende gespielt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="104"/>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="103"/>
        <source>Forget every result of every game?</source>
        <translation>Alle Ergebnisse aller Spiele vergessen?</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="66"/>
        <source>Against the computer or a person elsewhere the results are yours; between two people here, &quot;won&quot; counts the first side&apos;s wins and &quot;lost&quot; the second side&apos;s.</source>
        <translation>Gegen den Computer oder eine Person anderswo sind es Ihre Ergebnisse; zwischen zwei Personen hier zählt „gewonnen“ die Siege der ersten Seite und „verloren“ die der zweiten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="81"/>
        <source>Read from your game library: %n game(s) played to the end.</source>
        <translation>
            <numerusform>Aus Ihrer Spielebibliothek: %n zu Ende gespielte Partie.</numerusform>
            <numerusform>Aus Ihrer Spielebibliothek: %n zu Ende gespielte Partien.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="84"/>
        <source>Games played to the end.</source>
        <translation>Zu Ende gespielte Partien.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/statisticsdialog.cpp" line="102"/>
        <source>Count from now on? The games stay in your library.</source>
        <translation>Ab jetzt neu zählen? Die Partien bleiben in Ihrer Spielebibliothek.</translation>
    </message>
</context>
<context>
    <name>gamut::StatusLine</name>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="123"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="148"/>
        <source>%1 Click to see the result again.</source>
        <translation>%1 Klicken, um das Ergebnis wieder zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="157"/>
        <source>%1 to move: %2 (%3)</source>
        <translation>%1 am Zug: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="158"/>
        <source>%1 to move (%2)</source>
        <translation>%1 am Zug (%2)</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="160"/>
        <source>- paused</source>
        <translation>– angehalten</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="168"/>
        <source>Viewing move %1 of %2 on %3</source>
        <translation>Zug %1 von %2, %3</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="172"/>
        <source>Viewing move %1 of %2: End returns to the game</source>
        <translation>Zug %1 von %2 wird gezeigt: Ende kehrt zur Partie zurück</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="175"/>
        <source>last: %1</source>
        <translation>zuletzt: %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="190"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="191"/>
        <source>%1 %2 : %3 %4</source>
        <translation>%1 %2 : %3 %4</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="201"/>
        <source>score even</source>
        <translation>Stand ausgeglichen</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="202"/>
        <source>score %1 %2</source>
        <translation>Stand: %1 %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="230"/>
        <source>%1 thinking… depth %2</source>
        <translation>%1 denkt nach … Tiefe %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/statusline.cpp" line="230"/>
        <source>%1 thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
</context>
<context>
    <name>gamut::Theme</name>
    <message>
        <location filename="../ui/theme/theme.cpp" line="29"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../ui/theme/theme.cpp" line="30"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../ui/theme/theme.cpp" line="31"/>
        <source>High Contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../ui/theme/theme.cpp" line="32"/>
        <source>AddTraction Classic</source>
        <translation>AddTraction klassisch</translation>
    </message>
    <message>
        <location filename="../ui/theme/theme.cpp" line="33"/>
        <source>Trails Classic</source>
        <translation>Trails klassisch</translation>
    </message>
    <message>
        <location filename="../ui/theme/theme.cpp" line="193"/>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>gamut::TimeControlChoice</name>
    <message>
        <location filename="../ui/panels/timecontrolchoice.cpp" line="33"/>
        <source>Days a move are for correspondence games at a network table.</source>
        <translation>Tage pro Zug gibt es nur für Fernpartien an einem Netzwerktisch.</translation>
    </message>
    <message>
        <location filename="../ui/panels/timecontrolchoice.cpp" line="51"/>
        <source>Other…</source>
        <translation>Andere …</translation>
    </message>
    <message>
        <location filename="../ui/panels/timecontrolchoice.cpp" line="52"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location filename="../ui/panels/timecontrolchoice.cpp" line="53"/>
        <source>The time each side has: minutes each and seconds added after every move, or a fixed time a move</source>
        <translation>Die Zeit jeder Seite: Minuten für jede und Sekunden, die nach jedem Zug dazukommen, oder eine feste Zeit pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/panels/timecontrolchoice.cpp" line="55"/>
        <source>e.g. 5+3 (minutes + seconds a move) or move:10</source>
        <translation>z. B. 5+3 (Minuten + Sekunden pro Zug) oder move:10</translation>
    </message>
    <message>
        <location filename="../ui/panels/timecontrolchoice.cpp" line="56"/>
        <source>Other clock</source>
        <translation>Andere Uhr</translation>
    </message>
    <message>
        <location filename="../ui/panels/timecontrolchoice.cpp" line="58"/>
        <source>Minutes each plus seconds added a move, as 5+3 or 0.5+0, or seconds a move, as move:10</source>
        <translation>Minuten für jede Seite plus Sekunden pro Zug, etwa 5+3 oder 0.5+0, oder Sekunden pro Zug, etwa move:10</translation>
    </message>
</context>
<context>
    <name>gamut::TurnController</name>
    <message>
        <location filename="../core/play/turncontroller.cpp" line="68"/>
        <source>no side %1 (0 or 1)</source>
        <translation>keine Seite %1 (0 oder 1)</translation>
    </message>
    <message>
        <location filename="../core/play/turncontroller.cpp" line="179"/>
        <location filename="../core/play/turncontroller.cpp" line="256"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../core/play/turncontroller.cpp" line="202"/>
        <source>That move is not legal here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/play/turncontroller.cpp" line="210"/>
        <source>Moves cannot be taken back in a network game.</source>
        <translation>In einem Netzwerkspiel können keine Züge zurückgenommen werden.</translation>
    </message>
    <message>
        <location filename="../core/play/turncontroller.cpp" line="216"/>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location filename="../core/play/turncontroller.cpp" line="216"/>
        <source>Nothing to redo.</source>
        <translation>Nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../core/play/turncontroller.cpp" line="252"/>
        <source>No hints during your game over the network: they come back when the game ends.</source>
        <translation>Keine Tipps während Ihrer Partie über das Netzwerk: Sie kehren zurück, wenn die Partie endet.</translation>
    </message>
</context>
<context>
    <name>gamut::WindowExtras</name>
    <message>
        <location filename="../ui/window/windowextras.cpp" line="53"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../ui/window/windowextras.cpp" line="67"/>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <location filename="../ui/window/windowextras.cpp" line="221"/>
        <source>New to %1? Press F1 for its rules.</source>
        <translation>Neu bei %1? Drücken Sie F1 für die Spielregeln.</translation>
    </message>
</context>
<context>
    <name>gamut::clocktext</name>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="38"/>
        <source>%1 min + %2 s</source>
        <comment>a clock: minutes each, seconds added a move</comment>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="40"/>
        <source>%1 min</source>
        <comment>a clock: minutes each</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="42"/>
        <source>%1 s a move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="44"/>
        <source>1 day a move</source>
        <translation>1 Tag pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="44"/>
        <source>%1 days a move</source>
        <translation>%1 Tage pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="46"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="78"/>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="78"/>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="80"/>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="80"/>
        <source>%1 minutes</source>
        <translation>%1 Minuten</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="82"/>
        <source>1 second</source>
        <translation>1 Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/text/clocktext.cpp" line="82"/>
        <source>%1 seconds</source>
        <translation>%1 Sekunden</translation>
    </message>
</context>
<context>
    <name>gamut::gameover</name>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="25"/>
        <source>%1: %2 %3, %4 %5</source>
        <translation>%1: %2 %3, %4 %5</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="46"/>
        <source>The board is full.</source>
        <translation>Das Brett ist voll.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="48"/>
        <source>%1 made a row of four.</source>
        <translation>%1 hat eine Viererreihe gebildet.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="50"/>
        <source>%1 has no atoms left.</source>
        <translation>%1 hat keine Atome mehr.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="52"/>
        <source>All of %1&apos;s pieces are connected.</source>
        <translation>Alle Steine von %1 sind verbunden.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="54"/>
        <source>One move connected both sides: a draw under these rules.</source>
        <translation>Ein Zug hat beide Seiten verbunden: nach diesen Regeln unentschieden.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="55"/>
        <source>One move connected both sides: %1 made it and wins.</source>
        <translation>Ein Zug hat beide Seiten verbunden: %1 hat ihn gemacht und gewinnt.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="57"/>
        <source>%1 took more than half of the towers.</source>
        <translation>%1 hat mehr als die Hälfte der Türme erobert.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="59"/>
        <source>%1 cannot move.</source>
        <translation>%1 kann nicht mehr ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="61"/>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr möglich.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="63"/>
        <source>The same position stood for the third time.</source>
        <translation>Dieselbe Stellung stand zum dritten Mal auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="78"/>
        <source>Round %1 · match %2 %3 : %4 %5</source>
        <translation>Runde %1 · Partie %2 %3 : %4 %5</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="90"/>
        <source>Final score: even</source>
        <translation>Endstand: ausgeglichen</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="91"/>
        <source>Final score: %1 by %2</source>
        <translation>Endstand: %1 mit %2</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="106"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="108"/>
        <source>You won round %1</source>
        <translation>Du hast Runde %1 gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="108"/>
        <source>You won</source>
        <translation>Du hast gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="110"/>
        <source>You lost: %1</source>
        <translation>Du hast verloren: %1</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="38"/>
        <source>%1 ran out of time.</source>
        <translation>%1 hat die Zeit überschritten.</translation>
    </message>
    <message>
        <location filename="../ui/text/gameovertext.cpp" line="38"/>
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
</context>
<context>
    <name>gamut::labels</name>
    <message>
        <location filename="../ui/text/labels.cpp" line="35"/>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="35"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="36"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="36"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="37"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="37"/>
        <source>magenta</source>
        <translation>magenta</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="38"/>
        <source>cyan</source>
        <translation>cyan</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="38"/>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="42"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="42"/>
        <source>Novice</source>
        <translation>Lehrling</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="43"/>
        <source>Intermediate</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="43"/>
        <source>Advanced</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="44"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="44"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="103"/>
        <source>Custom setup (%1)</source>
        <translation>Eigener Aufbau (%1)</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="112"/>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="118"/>
        <source>computer, level %1, %2</source>
        <translation>Computer, Stufe %1, %2</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="120"/>
        <source>computer, level %1</source>
        <translation>Computer, Stufe %1</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="121"/>
        <source>computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="132"/>
        <source>Round %1 is a draw</source>
        <translation>Runde %1 endet unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="132"/>
        <location filename="../ui/text/labels.cpp" line="164"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="147"/>
        <source>%1 ran out of time: %2 wins round %3</source>
        <translation>%1 hat die Zeit überschritten: %2 gewinnt Runde %3</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="148"/>
        <source>%1 ran out of time: %2 wins</source>
        <translation>%1 hat die Zeit überschritten: %2 gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="152"/>
        <source>%1 resigned: %2 wins round %3</source>
        <translation>%1 hat aufgegeben: %2 gewinnt Runde %3</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="153"/>
        <source>%1 resigned: %2 wins</source>
        <translation>%1 hat aufgegeben: %2 gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="134"/>
        <source>%1 wins round %2</source>
        <translation>%1 gewinnt Runde %2</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="134"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="164"/>
        <source>Round %1 was a draw</source>
        <translation>Runde %1 endete unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="168"/>
        <source>%1 ran out of time: %2 won round %3</source>
        <translation>%1 hat die Zeit überschritten: %2 hat Runde %3 gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="169"/>
        <source>%1 ran out of time: %2 won</source>
        <translation>%1 hat die Zeit überschritten: %2 hat gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="173"/>
        <source>%1 resigned: %2 won round %3</source>
        <translation>%1 hat aufgegeben: %2 hat Runde %3 gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="174"/>
        <source>%1 resigned: %2 won</source>
        <translation>%1 hat aufgegeben: %2 hat gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="176"/>
        <source>%1 won round %2</source>
        <translation>%1 hat Runde %2 gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="176"/>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="186"/>
        <source>%1… %2</source>
        <translation>%1… %2</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="186"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="192"/>
        <source>the main line</source>
        <translation>Hauptvariante</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="193"/>
        <source>the side line %1</source>
        <translation>Nebenvariante %1</translation>
    </message>
    <message>
        <location filename="../ui/text/labels.cpp" line="114"/>
        <source>over the network</source>
        <translation>über das Netzwerk</translation>
    </message>
</context>
<context>
    <name>gamut::main</name>
    <message>
        <location filename="../app/gamut/main.cpp" line="43"/>
        <source>gamut: handed over to the Gamut window already open on this display (--new-instance opens another window)</source>
        <translation>gamut: an das schon geöffnete Gamut-Fenster dieser Anzeige übergeben (--new-instance öffnet ein weiteres Fenster)</translation>
    </message>
</context>
<context>
    <name>gamut::phrases</name>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="40"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="51"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="57"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="67"/>
        <source>took back %1 moves</source>
        <translation>%1 Züge zurückgenommen</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="67"/>
        <source>took back %1</source>
        <translation>zurückgenommen: %1</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="68"/>
        <source>replayed %1 moves</source>
        <translation>%1 Züge wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="68"/>
        <source>replayed %1</source>
        <translation>wiederhergestellt: %1</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="77"/>
        <source>%1, before the first move.</source>
        <translation>%1, vor dem ersten Zug.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="78"/>
        <source>%1, after 1 move.</source>
        <translation>%1, nach 1 Zug.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="79"/>
        <source>%1, after %2 moves.</source>
        <translation>%1, nach %2 Zügen.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="81"/>
        <source>Game over: %1.</source>
        <translation>Spiel vorbei: %1.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="83"/>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="87"/>
        <source>%1: %2 %3, %4 %5.</source>
        <translation>%1: %2 %3, %4 %5.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="91"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="102"/>
        <source>Every cell is empty.</source>
        <translation>Alle Felder sind leer.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="102"/>
        <source>%1 cells are empty.</source>
        <translation>%1 Felder sind leer.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="114"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="120"/>
        <source>No move yet.</source>
        <translation>Noch kein Zug.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="122"/>
        <source>No earlier move.</source>
        <translation>Kein früherer Zug.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="124"/>
        <source>Move %1: %2.</source>
        <translation>Zug %1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/gamephrases.cpp" line="124"/>
        <source>Last move: %1.</source>
        <translation>Letzter Zug: %1.</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="54"/>
        <source>now %1</source>
        <translation>jetzt %1</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="54"/>
        <source>would be %1</source>
        <translation>würde %1 werden</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="63"/>
        <source>took the %1 piece on %2</source>
        <translation>schlug Stein %1 auf %2</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="64"/>
        <source>would take the %1 piece</source>
        <translation>würde Stein %1 schlagen</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="76"/>
        <source>%1 to %2</source>
        <translation>%1 zu %2</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="78"/>
        <source>would turn %1</source>
        <translation>würde umfärben: %1</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="89"/>
        <source>head to %1</source>
        <translation>Kopf nach %1</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="91"/>
        <source>would claim %1</source>
        <translation>würde besetzen: %1</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="96"/>
        <source>took the tower on %1</source>
        <translation>nahm den Turm auf %1</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="97"/>
        <source>would take the tower</source>
        <translation>würde den Turm nehmen</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="101"/>
        <source>would win</source>
        <translation>würde gewinnen</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="112"/>
        <source>exploded</source>
        <translation>explodierte</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="112"/>
        <source>would explode</source>
        <translation>würde explodieren</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="114"/>
        <source>exploded in %1 waves</source>
        <translation>explodierte in %1 Wellen</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="114"/>
        <source>would explode in %1 waves</source>
        <translation>würde in %1 Wellen explodieren</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="117"/>
        <source>%1 cells turned %2</source>
        <translation>%1 Felder jetzt %2</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="117"/>
        <source>%1 cells turn %2</source>
        <translation>%1 Felder würden %2 werden</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="119"/>
        <location filename="../ui/text/movephrase.cpp" line="120"/>
        <source>%1 turned %2</source>
        <translation>%1 jetzt %2</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="119"/>
        <source>%1 turns %2</source>
        <translation>%1 würde %2 werden</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="120"/>
        <source>%1 turn %2</source>
        <translation>%1 würden %2 werden</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="78"/>
        <source>turned %1</source>
        <translation>umgefärbt: %1</translation>
    </message>
    <message>
        <location filename="../ui/text/movephrase.cpp" line="91"/>
        <source>claimed %1</source>
        <translation>besetzt: %1</translation>
    </message>
</context>
<context>
    <name>gamut::reading</name>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="39"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="41"/>
        <source>all %1 empty</source>
        <translation>alle %1 leer</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="43"/>
        <source>%1 empty</source>
        <translation>%1 leer</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="88"/>
        <source>Row %1: %2.</source>
        <translation>Reihe %1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="99"/>
        <source>Column %1: %2.</source>
        <translation>Spalte %1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="109"/>
        <source>You, %1, have nothing on the board.</source>
        <translation>Du, %1, hast nichts auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="109"/>
        <source>%1 has nothing on the board.</source>
        <translation>%1 hat nichts auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="110"/>
        <source>You, %1, have %2 on the board: %3.</source>
        <translation>Du, %1, hast %2 auf dem Brett: %3.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="111"/>
        <source>%1 has %2 on the board: %3.</source>
        <translation>%1 hat %2 auf dem Brett: %3.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="120"/>
        <source>%1 cannot move.</source>
        <translation>%1 kann nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="121"/>
        <source>%1 can go to %2.</source>
        <translation>%1 kann nach %2.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="126"/>
        <source>No legal move.</source>
        <translation>Kein erlaubter Zug.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="135"/>
        <location filename="../ui/text/boardreading.cpp" line="156"/>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="137"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="139"/>
        <source>1 legal move: %1.</source>
        <translation>1 erlaubter Zug: %1.</translation>
    </message>
    <message>
        <location filename="../ui/text/boardreading.cpp" line="140"/>
        <location filename="../ui/text/boardreading.cpp" line="157"/>
        <source>%1 legal moves: %2.</source>
        <translation>%1 erlaubte Züge: %2.</translation>
    </message>
</context>
<context>
    <name>gamut::reviewwords</name>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="21"/>
        <source>no inaccuracy</source>
        <translation>keine Ungenauigkeit</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="21"/>
        <source>1 inaccuracy</source>
        <translation>1 Ungenauigkeit</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="21"/>
        <source>%1 inaccuracies</source>
        <translation>%1 Ungenauigkeiten</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="23"/>
        <source>no mistake</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="23"/>
        <source>1 mistake</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="23"/>
        <source>%1 mistakes</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="25"/>
        <source>no blunder</source>
        <translation>kein Patzer</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="25"/>
        <source>1 blunder</source>
        <translation>1 Patzer</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="25"/>
        <source>%1 blunders</source>
        <translation>%1 Patzer</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="39"/>
        <source>%1, the only legal move</source>
        <translation>%1, der einzige erlaubte Zug</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="64"/>
        <source>%1: accuracy %2, %3.</source>
        <translation>%1: Genauigkeit %2, %3.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="68"/>
        <source>%1: no accuracy (none of its moves counted), %2.</source>
        <translation>%1: keine Genauigkeit (keiner ihrer Züge zählte), %2.</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="49"/>
        <source>%1&apos;s win chance %2</source>
        <translation>Gewinnchance für %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/review/reviewwords.cpp" line="44"/>
        <source>%1, better %2. %3</source>
        <translation>%1, besser %2. %3</translation>
    </message>
</context>
<context>
    <name>gamut::rulesdiagram</name>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="54"/>
        <source>no cell &apos;%1&apos; on this board</source>
        <translation>kein Feld „%1“ auf diesem Brett</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="60"/>
        <source>a diagram reference starts with &apos;diagram:&apos;</source>
        <translation>ein Diagrammverweis beginnt mit „diagram:“</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="70"/>
        <source>expected diagram:GAME/VARIANT/MOVES</source>
        <translation>erwartet: diagram:SPIEL/VARIANTE/ZÜGE</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="75"/>
        <source>unknown game &apos;%1&apos; (games: %2)</source>
        <translation>unbekanntes Spiel „%1“ (Spiele: %2)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="97"/>
        <source>move %1 &apos;%2&apos; is not legal: %3</source>
        <translation>Zug %1 „%2“ ist nicht erlaubt: %3</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="118"/>
        <source>the piece on %1 has no legal move</source>
        <translation>der Stein auf %1 hat keinen möglichen Zug</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="137"/>
        <source>size must be 120 to 640 pixels, not &apos;%1&apos;</source>
        <translation>die Größe muss 120 bis 640 Pixel betragen, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="141"/>
        <source>unknown option &apos;%1&apos; (options: legal, from=CELL, mark=CELLS, nolast, size=PX)</source>
        <translation>unbekannte Option „%1“ (Optionen: legal, from=FELD, mark=FELDER, nolast, size=PX)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="195"/>
        <source>Every cell is empty.</source>
        <translation>Alle Felder sind leer.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="205"/>
        <source>Picked: %1.</source>
        <translation>Aufgenommen: %1.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="207"/>
        <source>Marked as legal: %1.</source>
        <translation>Als erlaubt markiert: %1.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="209"/>
        <source>Marked: %1.</source>
        <translation>Markiert: %1.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="211"/>
        <source>Last move: %1.</source>
        <translation>Letzter Zug: %1.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="212"/>
        <source>Diagram: %1</source>
        <translation>Diagramm: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/rulesdiagram.cpp" line="233"/>
        <source>Diagram &quot;%1&quot; cannot be shown: %2</source>
        <translation>Das Diagramm „%1“ kann nicht angezeigt werden: %2</translation>
    </message>
</context>
<context>
    <name>gamut::seatchoice</name>
    <message>
        <location filename="../ui/panels/seatchoice.cpp" line="33"/>
        <source>Level %1 – %2</source>
        <translation>Stufe %1 – %2</translation>
    </message>
    <message>
        <location filename="../ui/panels/seatchoice.cpp" line="34"/>
        <source>How strong the computer plays; a change applies from its next move</source>
        <translation>Wie stark der Computer spielt; eine Änderung gilt ab seinem nächsten Zug</translation>
    </message>
    <message>
        <location filename="../ui/panels/seatchoice.cpp" line="38"/>
        <source>No fixed time</source>
        <translation>Keine feste Zeit</translation>
    </message>
    <message>
        <location filename="../ui/panels/seatchoice.cpp" line="41"/>
        <source>A fixed time for each computer move instead of the level&apos;s own pace (the level still decides how carefully it plays)</source>
        <translation>Eine feste Zeit für jeden Computerzug statt des eigenen Tempos der Stufe (die Stufe bestimmt weiterhin, wie sorgfältig er spielt)</translation>
    </message>
    <message>
        <location filename="../ui/text/seattext.cpp" line="18"/>
        <source>%1 min a move</source>
        <translation>%1 min pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/text/seattext.cpp" line="19"/>
        <source>%1 s a move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/panels/seatchoice.cpp" line="53"/>
        <source>Over the network</source>
        <translation>Über das Netzwerk</translation>
    </message>
</context>
<context>
    <name>gamut::statistics</name>
    <message>
        <location filename="../ui/settings/statistics.cpp" line="116"/>
        <source>Two people</source>
        <translation>Zwei Menschen</translation>
    </message>
    <message>
        <location filename="../ui/settings/statistics.cpp" line="118"/>
        <source>Network opponent</source>
        <translation>Gegner im Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/settings/statistics.cpp" line="121"/>
        <source>Computer, level %1 – %2</source>
        <translation>Computer, Stufe %1 – %2</translation>
    </message>
    <message>
        <location filename="../ui/settings/statistics.cpp" line="125"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
</context>
</TS>
