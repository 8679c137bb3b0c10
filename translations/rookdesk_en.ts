<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n players each play for themselves.</source>
        <translation>
            <numerusform>%n player plays alone.</numerusform>
            <numerusform>%n players each play for themselves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There is no Rook card: %n cards in all.</source>
        <translation>
            <numerusform>There is no Rook card: %n card in all.</numerusform>
            <numerusform>There is no Rook card: %n cards in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n cards.</source>
        <translation>
            <numerusform>Each player is dealt %n card.</numerusform>
            <numerusform>Each player is dealt %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards are dealt face down to the nest.</source>
        <translation>
            <numerusform>%n card is dealt face down to the nest.</numerusform>
            <numerusform>%n cards are dealt face down to the nest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over form a face-down draw pile.</source>
        <translation>
            <numerusform>The %n card left over forms a face-down draw pile.</numerusform>
            <numerusform>The %n cards left over form a face-down draw pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The high bidder takes the nest into their hand, sets %n cards aside, then names trump.</source>
        <translation>
            <numerusform>The high bidder takes the nest into their hand, sets %n card aside, then names trump.</numerusform>
            <numerusform>The high bidder takes the nest into their hand, sets %n cards aside, then names trump.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The high bidder names trump, then takes the nest into their hand and sets %n cards aside.</source>
        <translation>
            <numerusform>The high bidder names trump, then takes the nest into their hand and sets %n card aside.</numerusform>
            <numerusform>The high bidder names trump, then takes the nest into their hand and sets %n cards aside.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each trick taken is worth %n points.</source>
        <translation>
            <numerusform>Each trick taken is worth %n point.</numerusform>
            <numerusform>Each trick taken is worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>The side that takes the most tricks scores %n point (nobody on a tie).</numerusform>
            <numerusform>The side that takes the most tricks scores %n points (nobody on a tie).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>The player who takes the most tricks scores %n point (nobody on a tie).</numerusform>
            <numerusform>The player who takes the most tricks scores %n points (nobody on a tie).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the last trick scores %n points.</source>
        <translation>
            <numerusform>The side that takes the last trick scores %n point.</numerusform>
            <numerusform>The side that takes the last trick scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the last trick scores %n points.</source>
        <translation>
            <numerusform>The player who takes the last trick scores %n point.</numerusform>
            <numerusform>The player who takes the last trick scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points are available in each hand.</source>
        <translation>
            <numerusform>%n point is available in each hand.</numerusform>
            <numerusform>%n points are available in each hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must be at most %n characters long.</source>
        <translation>
            <numerusform>Must be at most %n character long.</numerusform>
            <numerusform>Must be at most %n characters long.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Partnership play needs 4 players (partners sit opposite each other), not %n.</source>
        <translation>
            <numerusform>Partnership play needs 4 players (partners sit opposite each other), not %n.</numerusform>
            <numerusform>Partnership play needs 4 players (partners sit opposite each other), not %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is for two players only, not %n.</source>
        <translation>
            <numerusform>The draw pile is for two players only, not %n.</numerusform>
            <numerusform>The draw pile is for two players only, not %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file has %n problems:</source>
        <translation>
            <numerusform>The file has %n problem:</numerusform>
            <numerusform>The file has %n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <comment>problems not listed</comment>
        <translation>
            <numerusform>…and %n more.</numerusform>
            <numerusform>…and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set aside exactly %n cards.</source>
        <translation>
            <numerusform>Set aside exactly %n card.</numerusform>
            <numerusform>Set aside exactly %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets %n cards aside.</source>
        <comment>the nest exchange; the cards stay unnamed</comment>
        <translation>
            <numerusform>%1 sets %n card aside.</numerusform>
            <numerusform>%1 sets %n cards aside.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards already: click one of them (or press Enter on it) to put it back.</source>
        <translation>
            <numerusform>You have chosen %n card already: click it (or press Enter on it) to put it back.</numerusform>
            <numerusform>You have chosen %n cards already: click one of them (or press Enter on it) to put it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message numerus="yes">
        <source>(%n earlier moves not shown)</source>
        <translation>
            <numerusform>(%n earlier move not shown)</numerusform>
            <numerusform>(%n earlier moves not shown)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message numerus="yes">
        <source>As the hand&apos;s last trick it also scored a bonus of %n points.</source>
        <translation>
            <numerusform>As the hand&apos;s last trick it also scored a bonus of %n point.</numerusform>
            <numerusform>As the hand&apos;s last trick it also scored a bonus of %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The nest went with it: %n points.</source>
        <translation>
            <numerusform>The nest went with it: %n point.</numerusform>
            <numerusform>The nest went with it: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%1 wins the bid at %2: %3 passed.</source>
        <translation>
            <numerusform>%1 wins the bid at %2: %3 passed.</numerusform>
            <numerusform>%1 wins the bid at %2: %3 passed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NestPanel</name>
    <message numerus="yes">
        <source>Click %n cards in your hand to select them (or use the arrow keys and Enter), then confirm.</source>
        <translation>
            <numerusform>Click %n card in your hand to select it (or use the arrow keys and Enter), then confirm.</numerusform>
            <numerusform>Click %n cards in your hand to select them (or use the arrow keys and Enter), then confirm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 selected</source>
        <translation>
            <numerusform>%n of %1 selected</numerusform>
            <numerusform>%n of %1 selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Hot-seat: %n people share this computer; each hand is hidden until its player is at the screen.</source>
        <translation>
            <numerusform>Hot-seat: %n person uses this computer; the hand is hidden until its player is at the screen.</numerusform>
            <numerusform>Hot-seat: %n people share this computer; each hand is hidden until its player is at the screen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n tricks · %1</source>
        <comment>a name plate&apos;s tally: tricks and card points taken this hand</comment>
        <translation>
            <numerusform>%n trick · %1</numerusform>
            <numerusform>%n tricks · %1</numerusform>
        </translation>
    </message>
</context>
</TS>
