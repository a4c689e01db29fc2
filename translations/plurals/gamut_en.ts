<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>gamut::EvalGraph</name>
    <message numerus="yes">
        <source>%n mistake(s) or blunder(s) marked</source>
        <translation>
            <numerusform>%n mistake or blunder marked</numerusform>
            <numerusform>%n mistakes or blunders marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::LobbyDialog</name>
    <message numerus="yes">
        <source>&amp;Games (%n your turn)</source>
        <translation>
            <numerusform>&amp;Games (%n your turn)</numerusform>
            <numerusform>&amp;Games (%n your turn)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::LobbyGamesPage</name>
    <message numerus="yes">
        <source>%n day(s) %1 h</source>
        <translation>
            <numerusform>%n day %1 h</numerusform>
            <numerusform>%n days %1 h</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::LobbyRatingsPage</name>
    <message numerus="yes">
        <source>%1 of %n player(s) with a settled rating (deviation under 110)</source>
        <translation>
            <numerusform>%1 of %n player with a settled rating (deviation under 110)</numerusform>
            <numerusform>%1 of %n players with a settled rating (deviation under 110)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::LobbySeeksPage</name>
    <message numerus="yes">
        <source>%n seek(s) shown, %1 in the lobby</source>
        <translation>
            <numerusform>%n seek shown, %1 in the lobby</numerusform>
            <numerusform>%n seeks shown, %1 in the lobby</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seek(s) in the list</source>
        <translation>
            <numerusform>%n seek in the list</numerusform>
            <numerusform>%n seeks in the list</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::LobbySession</name>
    <message numerus="yes">
        <source>Too many failed sign-ins: try again in %n second(s).</source>
        <translation>
            <numerusform>Too many failed sign-ins: try again in %n second.</numerusform>
            <numerusform>Too many failed sign-ins: try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The connection to %1 was lost (%2); trying again in %n second(s).</source>
        <translation>
            <numerusform>The connection to %1 was lost (%2); trying again in %n second.</numerusform>
            <numerusform>The connection to %1 was lost (%2); trying again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::OfferForm</name>
    <message numerus="yes">
        <source>%n day(s) a move</source>
        <translation>
            <numerusform>%n day a move</numerusform>
            <numerusform>%n days a move</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::ReviewPanel</name>
    <message numerus="yes">
        <source>Missed a forced win in %n move(s)</source>
        <translation>
            <numerusform>Missed a forced win in %n move</numerusform>
            <numerusform>Missed a forced win in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walks into a forced loss in %n move(s)</source>
        <translation>
            <numerusform>Walks into a forced loss in %n move</numerusform>
            <numerusform>Walks into a forced loss in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turns a forced win into a forced loss in %n move(s)</source>
        <translation>
            <numerusform>Turns a forced win into a forced loss in %n move</numerusform>
            <numerusform>Turns a forced win into a forced loss in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still wins by force, in %n move(s)</source>
        <translation>
            <numerusform>Still wins by force, in %n move</numerusform>
            <numerusform>Still wins by force, in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game was already lost: a forced loss in %n move(s) either way</source>
        <translation>
            <numerusform>The game was already lost: a forced loss in %n move either way</numerusform>
            <numerusform>The game was already lost: a forced loss in %n moves either way</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::ReviewUi</name>
    <message numerus="yes">
        <source>Review done: %n move(s) marked.</source>
        <translation>
            <numerusform>Review done: %n move marked.</numerusform>
            <numerusform>Review done: %n moves marked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamut::StatisticsDialog</name>
    <message numerus="yes">
        <source>Read from your game library: %n game(s) played to the end.</source>
        <translation>
            <numerusform>Read from your game library: %n game played to the end.</numerusform>
            <numerusform>Read from your game library: %n games played to the end.</numerusform>
        </translation>
    </message>
</context>
</TS>
