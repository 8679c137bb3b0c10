<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>Rook, the card game, on the desktop: against the computer or with family at one computer, under your own house rules.</source>
        <translation>Rook, das Kartenspiel, auf dem Desktop: gegen den Computer oder mit der Familie an einem Rechner, nach euren eigenen Hausregeln.</translation>
    </message>
    <message>
        <source>Version %1. Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Version %1. Freie Software unter der GNU General Public License, Version 3 oder neuer.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the non-dealer</source>
        <translation>der Nichtgeber</translation>
    </message>
    <message>
        <source>the player to the dealer&apos;s left</source>
        <translation>der Spieler links vom Geber</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>der Geber</translation>
    </message>
    <message>
        <source>the high bidder</source>
        <translation>der Bieter</translation>
    </message>
    <message>
        <source>the other player (not the bidder)</source>
        <translation>der Gegenspieler des Bieters</translation>
    </message>
    <message>
        <source>the player to the bidder&apos;s left</source>
        <translation>der Spieler links vom Bieter</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Four players play in two partnerships; partners sit opposite each other (%1 against %2).</source>
        <translation>Vier Spieler spielen in zwei Parteien; Partner sitzen einander gegenüber (%1 gegen %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n players each play for themselves.</source>
        <translation>
            <numerusform>%n Spieler spielt für sich allein.</numerusform>
            <numerusform>%n Spieler spielen jeder für sich.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rook deck is used: the colours %1, each with the ranks %2.</source>
        <translation>Gespielt wird mit dem Rook-Blatt: die Farben %1, jede mit den Werten %2.</translation>
    </message>
    <message>
        <source>A standard deck is used: the suits %1, each with the ranks %2.</source>
        <translation>Gespielt wird mit einem französischen Blatt: die Farben %1, jede mit den Werten %2.</translation>
    </message>
    <message>
        <source>%1 is added, %2 cards in all.</source>
        <translation>Dazu kommt der %1, insgesamt %2 Karten.</translation>
    </message>
    <message numerus="yes">
        <source>There is no Rook card: %n cards in all.</source>
        <translation>
            <numerusform>Ohne Raben: %n Karte insgesamt.</numerusform>
            <numerusform>Ohne Raben: insgesamt %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The 1 ranks above the 14.</source>
        <translation>Die 1 ist höher als die 14.</translation>
    </message>
    <message>
        <source>The 1 is the lowest rank.</source>
        <translation>Die 1 ist der niedrigste Wert.</translation>
    </message>
    <message>
        <source>The ace is high.</source>
        <translation>Das Ass ist die höchste Karte.</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>Der erste Geber wird ausgelost.</translation>
    </message>
    <message>
        <source>To choose the first dealer, everyone draws a card: the highest rank deals (%1 counts lowest); a tie for highest draws again.</source>
        <translation>Um den ersten Geber zu bestimmen, zieht jeder eine Karte: der höchste Wert gibt (der %1 zählt am niedrigsten); bei Gleichstand um den höchsten Wert wird neu gezogen.</translation>
    </message>
    <message>
        <source>To choose the first dealer, everyone draws a card: the highest rank deals; a tie for highest draws again.</source>
        <translation>Um den ersten Geber zu bestimmen, zieht jeder eine Karte: der höchste Wert gibt; bei Gleichstand um den höchsten Wert wird neu gezogen.</translation>
    </message>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 gibt zuerst.</translation>
    </message>
    <message>
        <source>The deal passes one seat to the left after each hand.</source>
        <translation>Nach jeder Runde gibt der nächste Spieler links.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n cards.</source>
        <translation>
            <numerusform>Jeder Spieler bekommt %n Karte.</numerusform>
            <numerusform>Jeder Spieler bekommt %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards are dealt face down to the nest.</source>
        <translation>
            <numerusform>%n Karte kommt verdeckt in den Stock.</numerusform>
            <numerusform>%n Karten kommen verdeckt in den Stock.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no nest.</source>
        <translation>Es gibt keinen Stock.</translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over form a face-down draw pile.</source>
        <translation>
            <numerusform>Die übrige %n Karte bildet einen verdeckten Nachziehstapel.</numerusform>
            <numerusform>Die übrigen %n Karten bilden einen verdeckten Nachziehstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its top card is turned face up at the deal, so it is seen during the bidding.</source>
        <translation>Die oberste Karte wird beim Geben aufgedeckt und ist so schon beim Bieten zu sehen.</translation>
    </message>
    <message>
        <source>Its top card is turned face up just before the first trick.</source>
        <translation>Die oberste Karte wird kurz vor dem ersten Stich aufgedeckt.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>%1 speaks first; then the two players take turns to bid or pass.</source>
        <translation>%1 bietet zuerst; danach bieten oder passen beide Spieler abwechselnd.</translation>
    </message>
    <message>
        <source>%1 speaks first; then each player to the left in turn bids or passes.</source>
        <translation>%1 bietet zuerst; danach bietet oder passt jeder Spieler reihum nach links.</translation>
    </message>
    <message>
        <source>The opener must bid and may not pass.</source>
        <translation>Wer eröffnet, muss bieten und darf nicht passen.</translation>
    </message>
    <message>
        <source>Bids are multiples of %1, from %2 up to %3, and each bid must be higher than the last; jump bids are allowed.</source>
        <translation>Gebote sind Vielfache von %1, von %2 bis %3, und jedes Gebot muss höher sein als das vorige; Sprünge sind erlaubt.</translation>
    </message>
    <message>
        <source>A player who passes takes no further part in this auction.</source>
        <translation>Wer gepasst hat, bietet in dieser Runde nicht mehr mit.</translation>
    </message>
    <message>
        <source>A bid of %1 ends the auction at once.</source>
        <translation>Ein Gebot von %1 beendet das Bieten sofort.</translation>
    </message>
    <message>
        <source>If everyone passes, the same dealer deals again.</source>
        <translation>Passen alle, gibt derselbe Geber neu.</translation>
    </message>
    <message>
        <source>If everyone but the dealer passes without a bid, the dealer is held to the minimum bid of %1.</source>
        <translation>Passen alle außer dem Geber, ohne zu bieten, muss der Geber das Mindestgebot von %1 spielen.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message numerus="yes">
        <source>The high bidder takes the nest into their hand, sets %n cards aside, then names trump.</source>
        <translation>
            <numerusform>Der Bieter nimmt den Stock auf, legt %n Karte ab und sagt dann Trumpf an.</numerusform>
            <numerusform>Der Bieter nimmt den Stock auf, legt %n Karten ab und sagt dann Trumpf an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The high bidder names trump, then takes the nest into their hand and sets %n cards aside.</source>
        <translation>
            <numerusform>Der Bieter sagt Trumpf an, nimmt dann den Stock auf und legt %n Karte ab.</numerusform>
            <numerusform>Der Bieter sagt Trumpf an, nimmt dann den Stock auf und legt %n Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counters may not be set aside. If hand and nest hold too few other cards, all of them are set aside and the counters of lowest value make up the difference.</source>
        <translation>Zählkarten dürfen nicht abgelegt werden. Haben Hand und Stock zu wenige andere Karten, werden alle diese abgelegt und die niedrigsten Zählkarten füllen auf.</translation>
    </message>
    <message>
        <source>Any cards may be set aside, counters included.</source>
        <translation>Jede Karte darf abgelegt werden, auch Zählkarten.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the side that takes the last trick.</source>
        <translation>Die Punkte der abgelegten Karten bekommt die Partei, die den letzten Stich macht.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the bidder&apos;s side.</source>
        <translation>Die Punkte der abgelegten Karten bekommt die Partei des Bieters.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the player who takes the last trick.</source>
        <translation>Die Punkte der abgelegten Karten bekommt, wer den letzten Stich macht.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the bidder.</source>
        <translation>Die Punkte der abgelegten Karten bekommt der Bieter.</translation>
    </message>
    <message>
        <source>The cards set aside score for nobody.</source>
        <translation>Die abgelegten Karten zählen für niemanden.</translation>
    </message>
    <message>
        <source>The high bidder names trump.</source>
        <translation>Der Bieter sagt Trumpf an.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then %1 is the only trump.</source>
        <translation>Der Bieter darf „ohne Trumpf“ ansagen; dann ist der %1 der einzige Trumpf.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then there is no trump at all.</source>
        <translation>Der Bieter darf „ohne Trumpf“ ansagen; dann gibt es gar keinen Trumpf.</translation>
    </message>
    <message>
        <source>When %1 is led in a no-trump hand, the others may play any card.</source>
        <translation>Wird der %1 in einem Spiel ohne Trumpf ausgespielt, dürfen die anderen jede beliebige Karte spielen.</translation>
    </message>
    <message>
        <source>Declaring no trump is not allowed.</source>
        <translation>„Ohne Trumpf“ darf nicht angesagt werden.</translation>
    </message>
    <message>
        <source>each jack is worth %1</source>
        <translation>jeder Bube zählt %1</translation>
    </message>
    <message>
        <source>each queen is worth %1</source>
        <translation>jede Dame zählt %1</translation>
    </message>
    <message>
        <source>each king is worth %1</source>
        <translation>jeder König zählt %1</translation>
    </message>
    <message>
        <source>each ace is worth %1</source>
        <translation>jedes Ass zählt %1</translation>
    </message>
    <message>
        <source>No card is worth any points.</source>
        <translation>Keine Karte zählt Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>Wer die meisten Stiche macht, bekommt %n Punkt (bei Gleichstand niemand).</numerusform>
            <numerusform>Wer die meisten Stiche macht, bekommt %n Punkte (bei Gleichstand niemand).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the last trick scores %n points.</source>
        <translation>
            <numerusform>Wer den letzten Stich macht, bekommt %n Punkt.</numerusform>
            <numerusform>Wer den letzten Stich macht, bekommt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Otherwise the points it took do not count, and the bid is subtracted from its score.</source>
        <translation>Andernfalls zählen ihre gemachten Punkte nicht, und das Gebot wird von ihrem Punktestand abgezogen.</translation>
    </message>
    <message>
        <source>Otherwise it scores nothing, and the other side&apos;s points for the hand are doubled.</source>
        <translation>Andernfalls bekommt sie nichts, und die Punkte der Gegenpartei in dieser Runde zählen doppelt.</translation>
    </message>
    <message>
        <source>The other side scores the points it took.</source>
        <translation>Die Gegenpartei bekommt die Punkte, die sie gemacht hat.</translation>
    </message>
    <message>
        <source>The other side scores nothing.</source>
        <translation>Die Gegenpartei bekommt nichts.</translation>
    </message>
    <message>
        <source>When the bid is made, the other side scores the points it took.</source>
        <translation>Ist das Gebot erfüllt, bekommt die Gegenpartei die Punkte, die sie gemacht hat.</translation>
    </message>
    <message>
        <source>When the bid is made, the other side scores nothing.</source>
        <translation>Ist das Gebot erfüllt, bekommt die Gegenpartei nichts.</translation>
    </message>
    <message>
        <source>If the bidder takes at least the bid, they score all the points they took.</source>
        <translation>Erreicht der Bieter mindestens sein Gebot, bekommt er alle Punkte, die er gemacht hat.</translation>
    </message>
    <message>
        <source>If the bidder takes at least the bid, they score exactly the bid.</source>
        <translation>Erreicht der Bieter mindestens sein Gebot, bekommt er genau das Gebot.</translation>
    </message>
    <message>
        <source>Otherwise the points they took do not count, and the bid is subtracted from their score.</source>
        <translation>Andernfalls zählen seine gemachten Punkte nicht, und das Gebot wird von seinem Punktestand abgezogen.</translation>
    </message>
    <message>
        <source>The game ends after a hand in which a side reaches %1 points. If the bidder&apos;s side is one of those that reached it, it wins; otherwise the side with the most points wins (on a tie, play continues).</source>
        <translation>Das Spiel endet nach einer Runde, in der eine Partei %1 Punkte erreicht. Ist die Partei des Bieters eine von denen, die sie erreicht haben, gewinnt sie; sonst gewinnt die Partei mit den meisten Punkten (bei Gleichstand wird weitergespielt).</translation>
    </message>
    <message>
        <source>A side that leads the other side by at least %1 points also wins.</source>
        <translation>Eine Partei, die der anderen um mindestens %1 Punkte voraus ist, gewinnt ebenfalls.</translation>
    </message>
    <message>
        <source>The game ends after a hand in which a player reaches %1 points. If the bidder is one of those who reached it, they win; otherwise the player with the most points wins (on a tie, play continues).</source>
        <translation>Das Spiel endet nach einer Runde, in der ein Spieler %1 Punkte erreicht. Ist der Bieter einer von denen, die sie erreicht haben, gewinnt er; sonst gewinnt, wer die meisten Punkte hat (bei Gleichstand wird weitergespielt).</translation>
    </message>
    <message>
        <source>A player who leads their opponent by at least %1 points also wins.</source>
        <translation>Wer seinem Gegner um mindestens %1 Punkte voraus ist, gewinnt ebenfalls.</translation>
    </message>
    <message>
        <source>Otherwise they score nothing, and their opponents&apos; points for the hand are doubled.</source>
        <translation>Andernfalls bekommt er nichts, und die Punkte seiner Gegner in dieser Runde zählen doppelt.</translation>
    </message>
    <message>
        <source>Otherwise they score nothing, and the opponent&apos;s points for the hand are doubled.</source>
        <translation>Andernfalls bekommt er nichts, und die Punkte des Gegners in dieser Runde zählen doppelt.</translation>
    </message>
    <message>
        <source>The opponent scores the points they took.</source>
        <translation>Der Gegner bekommt die Punkte, die er gemacht hat.</translation>
    </message>
    <message>
        <source>The opponent scores nothing.</source>
        <translation>Der Gegner bekommt nichts.</translation>
    </message>
    <message>
        <source>When the bid is made, the opponent scores the points they took.</source>
        <translation>Ist das Gebot erfüllt, bekommt der Gegner die Punkte, die er gemacht hat.</translation>
    </message>
    <message>
        <source>When the bid is made, the opponent scores nothing.</source>
        <translation>Ist das Gebot erfüllt, bekommt der Gegner nichts.</translation>
    </message>
    <message>
        <source>The other players score the points they took.</source>
        <translation>Die anderen Spieler bekommen die Punkte, die sie gemacht haben.</translation>
    </message>
    <message>
        <source>The other players score nothing.</source>
        <translation>Die anderen Spieler bekommen nichts.</translation>
    </message>
    <message>
        <source>Nest and trump</source>
        <translation>Stock und Trumpf</translation>
    </message>
    <message>
        <source>%1 leads the first trick.</source>
        <translation>%1 spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <source>Each player in turn must follow the suit led if able; otherwise any card may be played.</source>
        <translation>Reihum muss jeder die ausgespielte Farbe bedienen, wenn er kann; sonst darf er jede Karte spielen.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and is its lowest card.</source>
        <translation>Der %1 gehört zur Trumpffarbe und ist ihr niedrigster Trumpf.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and is its highest card.</source>
        <translation>Der %1 gehört zur Trumpffarbe und ist ihr höchster Trumpf.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit as its lowest card, below its %2.</source>
        <translation>Der %1 gehört zur Trumpffarbe, als ihre niedrigste Karte, niedriger als %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit as its highest card, above its %2.</source>
        <translation>Der %1 gehört zur Trumpffarbe, als ihre höchste Karte, höher als %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and ranks between its %2 and its %3.</source>
        <translation>Der %1 gehört zur Trumpffarbe und liegt zwischen %2 und %3.</translation>
    </message>
    <message>
        <source>Leading %1 leads trump; a player whose only trump is %1 must play it when trump is led.</source>
        <translation>Wird der %1 ausgespielt, gilt das als Trumpf; ist der %1 der einzige Trumpf auf der Hand, muss er gespielt werden, wenn Trumpf ausgespielt ist.</translation>
    </message>
    <message>
        <source>%1 may be played at any time, even by a player who can follow suit.</source>
        <translation>Der %1 darf jederzeit gespielt werden, auch wenn man bedienen könnte.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. The winner leads the next trick.</source>
        <translation>Den Stich gewinnt der höchste Trumpf; liegt kein Trumpf darin, die höchste Karte der ausgespielten Farbe. Wer den Stich gewinnt, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <source>After each trick, while the pile lasts, the winner takes either the face-up card or the top card of the pile, the other player gets the other card, and the next pile card is turned face up. Then the hands are played out.</source>
        <translation>Nach jedem Stich nimmt der Gewinner, solange der Nachziehstapel reicht, entweder die offene Karte oder die oberste Karte des Stapels, der andere Spieler bekommt die andere Karte, und die nächste Karte des Stapels wird aufgedeckt. Danach werden die Hände ausgespielt.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>%1 is worth %2</source>
        <translation>der %1 zählt %2</translation>
    </message>
    <message>
        <source>each %1 is worth %2</source>
        <translation>jede %1 zählt %2</translation>
    </message>
    <message>
        <source>Counters: %1. Other cards are worth nothing.</source>
        <translation>Zählkarten: %1. Alle anderen Karten zählen nichts.</translation>
    </message>
    <message numerus="yes">
        <source>Each trick taken is worth %n points.</source>
        <translation>
            <numerusform>Jeder Stich zählt %n Punkt.</numerusform>
            <numerusform>Jeder Stich zählt %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>Die Partei mit den meisten Stichen bekommt %n Punkt (bei Gleichstand niemand).</numerusform>
            <numerusform>Die Partei mit den meisten Stichen bekommt %n Punkte (bei Gleichstand niemand).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the last trick scores %n points.</source>
        <translation>
            <numerusform>Die Partei, die den letzten Stich macht, bekommt %n Punkt.</numerusform>
            <numerusform>Die Partei, die den letzten Stich macht, bekommt %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points are available in each hand.</source>
        <translation>
            <numerusform>In jeder Runde ist %n Punkt zu holen.</numerusform>
            <numerusform>In jeder Runde sind %n Punkte zu holen.</numerusform>
        </translation>
    </message>
    <message>
        <source>If the bidder&apos;s side takes at least the bid, it scores all the points it took.</source>
        <translation>Erreicht die Partei des Bieters mindestens ihr Gebot, bekommt sie alle Punkte, die sie gemacht hat.</translation>
    </message>
    <message>
        <source>If the bidder&apos;s side takes at least the bid, it scores exactly the bid.</source>
        <translation>Erreicht die Partei des Bieters mindestens ihr Gebot, bekommt sie genau das Gebot.</translation>
    </message>
    <message>
        <source>When the bid is made, the other players score the points they took.</source>
        <translation>Ist das Gebot erfüllt, bekommen die anderen Spieler die Punkte, die sie gemacht haben.</translation>
    </message>
    <message>
        <source>When the bid is made, the other players score nothing.</source>
        <translation>Ist das Gebot erfüllt, bekommen die anderen Spieler nichts.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>A player who leads every other player by at least %1 points also wins.</source>
        <translation>Wer allen anderen um mindestens %1 Punkte voraus ist, gewinnt ebenfalls.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>The house rules in %1 could not be saved.</source>
        <translation>Die Hausregeln aus %1 konnten nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>the Rook deck</source>
        <translation>das Rook-Blatt</translation>
    </message>
    <message>
        <source>the standard deck</source>
        <translation>das französische Blatt</translation>
    </message>
    <message>
        <source>Keys must be text.</source>
        <translation>Schlüssel müssen Text sein.</translation>
    </message>
    <message>
        <source>Must be an object with its own keys, not %1.</source>
        <translation>Muss ein Objekt mit eigenen Schlüsseln sein, nicht %1.</translation>
    </message>
    <message>
        <source>This key is unknown: did you mean %1?</source>
        <translation>Dieser Schlüssel ist unbekannt: War %1 gemeint?</translation>
    </message>
    <message>
        <source>This key is unknown.</source>
        <translation>Dieser Schlüssel ist unbekannt.</translation>
    </message>
    <message>
        <source>Must be true or false, not %1.</source>
        <translation>Muss true oder false sein, nicht %1.</translation>
    </message>
    <message>
        <source>Must be a whole number, not %1.</source>
        <translation>Muss eine ganze Zahl sein, nicht %1.</translation>
    </message>
    <message>
        <source>Must be at least %1, not %2.</source>
        <translation>Muss mindestens %1 sein, nicht %2.</translation>
    </message>
    <message>
        <source>Must be one of %1, not %2.</source>
        <translation>Muss einer dieser Werte sein: %1 – nicht %2.</translation>
    </message>
    <message>
        <source>Must be %1 to %2 players, not %3.</source>
        <translation>Muss %1 bis %2 Spieler sein, nicht %3.</translation>
    </message>
    <message>
        <source>Must be a whole number of at least 1, or off, not %1.</source>
        <translation>Muss eine ganze Zahl ab 1 sein oder aus, nicht %1.</translation>
    </message>
    <message>
        <source>Must be random, high card or a seat number from 0 to %1, not %2.</source>
        <translation>Muss „zufällig“, „höchste Karte“ oder eine Platznummer von 0 bis %1 sein, nicht %2.</translation>
    </message>
    <message>
        <source>Must be a non-empty list of ranks, not %1.</source>
        <translation>Muss eine nicht leere Liste von Werten sein, nicht %1.</translation>
    </message>
    <message>
        <source>%1 is not a rank of %2 (%3 to %4).</source>
        <translation>%1 ist kein Wert im Blatt %2 (%3 bis %4).</translation>
    </message>
    <message>
        <source>A rank is listed twice.</source>
        <translation>Ein Wert steht doppelt in der Liste.</translation>
    </message>
    <message>
        <source>Must be lowest, highest or a number such as 10.5, not %1.</source>
        <translation>Muss „niedrigster“, „höchster“ oder eine Zahl wie 10.5 sein, nicht %1.</translation>
    </message>
    <message>
        <source>Must lie between two ranks (such as %1.5), not on rank %1.</source>
        <translation>Muss zwischen zwei Werten liegen (etwa %1.5), nicht auf dem Wert %1.</translation>
    </message>
    <message>
        <source>Must lie between rank %1 and the 1 above the 14 (counted as %2), not %3.</source>
        <translation>Muss zwischen dem Wert %1 und der 1 über der 14 (als %2 gezählt) liegen, nicht bei %3.</translation>
    </message>
    <message>
        <source>Must lie between ranks %1 and %2, not %3.</source>
        <translation>Muss zwischen den Werten %1 und %2 liegen, nicht bei %3.</translation>
    </message>
    <message>
        <source>Must be a table of ranks and their points, not %1.</source>
        <translation>Muss eine Tabelle aus Werten und ihren Punkten sein, nicht %1.</translation>
    </message>
    <message>
        <source>%1 is not a rank of %2.</source>
        <translation>%1 ist kein Wert im Blatt %2.</translation>
    </message>
    <message>
        <source>The points for %1 must be a whole number of at least 0, not %2.</source>
        <translation>Die Punkte für %1 müssen eine ganze Zahl ab 0 sein, nicht %2.</translation>
    </message>
    <message numerus="yes">
        <source>Partnership play needs 4 players (partners sit opposite each other), not %n.</source>
        <translation>
            <numerusform>Das Spiel in Parteien braucht 4 Spieler (Partner sitzen einander gegenüber), nicht %n.</numerusform>
            <numerusform>Das Spiel in Parteien braucht 4 Spieler (Partner sitzen einander gegenüber), nicht %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is for two players only, not %n.</source>
        <translation>
            <numerusform>Der Nachziehstapel ist nur für zwei Spieler gedacht, nicht für %n.</numerusform>
            <numerusform>Der Nachziehstapel ist nur für zwei Spieler gedacht, nicht für %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4: that leaves no draw pile from a deck of %5 cards.</source>
        <translation>%1 Spieler × %2 Karten + %3 im Stock = %4: Bei einem Blatt von %5 Karten bleibt kein Nachziehstapel übrig.</translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4: that leaves %5 cards for the draw pile; that number must be even.</source>
        <translation>%1 Spieler × %2 Karten + %3 im Stock = %4: Für den Nachziehstapel bleiben %5 Karten; diese Zahl muss gerade sein.</translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4, but the deck has %5 cards.</source>
        <translation>%1 Spieler × %2 Karten + %3 im Stock = %4, aber das Blatt hat %5 Karten.</translation>
    </message>
    <message>
        <source>%1 is not a multiple of the step %2.</source>
        <translation>%1 ist kein Vielfaches der Schrittweite %2.</translation>
    </message>
    <message>
        <source>This file does not hold house rules.</source>
        <translation>Diese Datei enthält keine Hausregeln.</translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation>Darf nicht leer sein.</translation>
    </message>
    <message numerus="yes">
        <source>Must be at most %n characters long.</source>
        <translation>
            <numerusform>Darf höchstens %n Zeichen lang sein.</numerusform>
            <numerusform>Darf höchstens %n Zeichen lang sein.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is above the maximum bid %2.</source>
        <translation>%1 liegt über dem Höchstgebot %2.</translation>
    </message>
    <message>
        <source>%1 is above the maximum bid %2, which is what the cards&apos; points allow (the points in a hand, rounded down to the step).</source>
        <translation>%1 liegt über dem Höchstgebot %2, das die Kartenpunkte zulassen (die Punkte einer Runde, auf die Schrittweite abgerundet).</translation>
    </message>
    <message>
        <source>%1 is more than the %2 points available in a hand.</source>
        <translation>%1 ist mehr als die %2 Punkte, die in einer Runde zu holen sind.</translation>
    </message>
    <message>
        <source>A rule set must be a JSON object, not %1.</source>
        <translation>Ein Regelwerk muss ein JSON-Objekt sein, nicht %1.</translation>
    </message>
    <message>
        <source>This key is missing (a complete rule set has every key).</source>
        <translation>Dieser Schlüssel fehlt (ein vollständiges Regelwerk hat alle Schlüssel).</translation>
    </message>
    <message>
        <source>%1 is not a built-in rule set (%2).</source>
        <translation>%1 ist kein mitgeliefertes Regelwerk (%2).</translation>
    </message>
    <message>
        <source>%1 is too large for a house-rules file (at most %2 bytes).</source>
        <translation>%1 ist zu groß für eine Hausregel-Datei (höchstens %2 Byte).</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2).</source>
        <translation>%1: Die Datei kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>%1 is not a text file (UTF-8).</source>
        <translation>%1 ist keine Textdatei (UTF-8).</translation>
    </message>
    <message>
        <source>This is not valid JSON (line %1, column %2).</source>
        <translation>Das ist kein gültiges JSON (Zeile %1, Spalte %2).</translation>
    </message>
    <message>
        <source>This is not valid JSON (nested too deeply).</source>
        <translation>Das ist kein gültiges JSON (zu tief verschachtelt).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>This is a saved game, not house rules. Open it with Game &gt; Open.</source>
        <translation>Das ist ein gespeichertes Spiel, keine Hausregeln. Öffne es mit Spiel &gt; Öffnen.</translation>
    </message>
    <message>
        <source>The file ends too soon (line %1): it may have been cut off.</source>
        <translation>Die Datei endet zu früh (Zeile %1): Sie wurde vielleicht abgeschnitten.</translation>
    </message>
    <message>
        <source>This is not a usable house-rules file (%1).</source>
        <translation>Das ist keine brauchbare Hausregel-Datei (%1).</translation>
    </message>
    <message>
        <source>Must be from %1 to %2, not %3.</source>
        <translation>Muss zwischen %1 und %2 liegen, nicht %3.</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2).</source>
        <translation>%1 ist zu groß (höchstens %2).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a rule-set key: what is wrong with it</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The file has %n problems:</source>
        <translation>
            <numerusform>Die Datei hat %n Problem:</numerusform>
            <numerusform>Die Datei hat %n Probleme:</numerusform>
        </translation>
    </message>
    <message>
        <source>• %1</source>
        <comment>one of a list of problems</comment>
        <translation>• %1</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <comment>problems not listed</comment>
        <translation>
            <numerusform>…und %n weiteres.</numerusform>
            <numerusform>…und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened: line %1: %2</source>
        <translation>Diese Datei kann nicht geöffnet werden: Zeile %1: %2</translation>
    </message>
    <message>
        <source>This file cannot be opened: %1</source>
        <translation>Diese Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 ist zu groß für eine Spielaufzeichnung.</translation>
    </message>
    <message>
        <source>%1 is not a text file, so it is not a game record.</source>
        <translation>%1 ist keine Textdatei und damit keine Spielaufzeichnung.</translation>
    </message>
    <message>
        <source>%1 is not a valid game record.</source>
        <translation>%1 ist keine gültige Spielaufzeichnung.</translation>
    </message>
    <message>
        <source>%1 was written in a record format this version does not know.</source>
        <translation>%1 wurde in einem Format gespeichert, das diese Version nicht kennt.</translation>
    </message>
    <message>
        <source>%1 holds a move the rules do not allow.</source>
        <translation>%1 enthält einen Zug, den die Regeln nicht erlauben.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: call</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call</comment>
        <translation>passe</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer: Random</source>
        <translation>Computer: zufällig</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Gemeinsam an einem Gerät</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Vorführung</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Bieten: noch kein Gebot</translation>
    </message>
    <message>
        <source>Last bid: %1 by %2</source>
        <translation>Letztes Gebot: %1 von %2</translation>
    </message>
    <message>
        <source>Bid: %1 by %2</source>
        <translation>Gebot: %1 von %2</translation>
    </message>
    <message>
        <source>High bid: %1 by %2</source>
        <translation>Höchstgebot: %1 von %2</translation>
    </message>
    <message>
        <source>Trump: not named yet</source>
        <translation>Trumpf: noch offen</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Taken: %1, bid made</source>
        <comment>the bid badge, under the bid: the points the bidder and partner took this hand, which reach their bid</comment>
        <translation>Erzielt: %1, Gebot erfüllt</translation>
    </message>
    <message>
        <source>Taken: %1 of %2</source>
        <comment>the bid badge, under the bid: the points the bidder and partner took this hand, of their bid</comment>
        <translation>Erzielt: %1 von %2</translation>
    </message>
    <message>
        <source>%1: %2, bid made</source>
        <comment>the bid badge: the points the bidder and partner took this hand, which reach their bid</comment>
        <translation>%1: %2, Gebot erfüllt</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <comment>the bid badge: the points the bidder and partner took this hand, of their bid</comment>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game over · won by a lead of %1 or more</source>
        <translation>Spiel vorbei · gewonnen mit %1 Punkten Vorsprung oder mehr</translation>
    </message>
    <message>
        <source>Game over · played to %1</source>
        <translation>Spiel vorbei · gespielt bis %1</translation>
    </message>
    <message>
        <source>Hand %1 · playing to %2</source>
        <translation>Runde %1 · Spiel bis %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a suit inside a sentence</comment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>a suit inside a sentence</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>a suit inside a sentence</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>a suit inside a sentence</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a suit inside a sentence</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a suit inside a sentence</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a suit inside a sentence</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a suit inside a sentence</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>No trump</source>
        <comment>a suit inside a sentence</comment>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>ROOK</source>
        <comment>printed on the Rook card</comment>
        <translation>RABE</translation>
    </message>
    <message>
        <source>JOKER</source>
        <comment>printed on the joker card</comment>
        <translation>JOKER</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the letter printed on a jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the letter printed on a queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the letter printed on a king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the letter printed on an ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>a jack in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>a queen in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>K</source>
        <comment>a king in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>König</translation>
    </message>
    <message>
        <source>A</source>
        <comment>an ace in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>the Rook</source>
        <translation>Rabe</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 or a lead of %2</source>
        <comment>what a game is played to: the target, or a winning lead</comment>
        <translation>%1 oder mit %2 Punkten Vorsprung</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Rabe</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>rank then suit, short card label</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Two-handed Rook (standard deck)</source>
        <comment>built-in rule set</comment>
        <translation>Rook zu zweit (französisches Blatt)</translation>
    </message>
    <message>
        <source>Two-handed Rook (Rook deck)</source>
        <comment>built-in rule set</comment>
        <translation>Rook zu zweit (Rook-Blatt)</translation>
    </message>
    <message>
        <source>Partnership cut-throat Rook</source>
        <comment>built-in rule set</comment>
        <translation>Rook mit Partnern</translation>
    </message>
    <message>
        <source>Tournament Rook (Kentucky discard)</source>
        <comment>built-in rule set</comment>
        <translation>Turnier-Rook (Kentucky-Ablage)</translation>
    </message>
    <message>
        <source>Kentucky Rook</source>
        <comment>built-in rule set</comment>
        <translation>Kentucky-Rook</translation>
    </message>
    <message>
        <source>%1 (house rules)</source>
        <comment>a built-in rule set&apos;s title; its rules were changed</comment>
        <translation>%1 (Hausregeln)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>two partners</comment>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>You must follow suit: play %1 while you have any, or %2.</source>
        <translation>Du musst bedienen: Spiel %1, solange du die Farbe hast; auch der %2 ist erlaubt.</translation>
    </message>
    <message>
        <source>You must follow suit: play %1 while you have any.</source>
        <translation>Du musst bedienen: Spiel %1, solange du die Farbe hast.</translation>
    </message>
    <message>
        <source>Trump was led: you must play trump while you have any.</source>
        <translation>Trumpf ist ausgespielt: Du musst Trumpf spielen, solange du welchen hast.</translation>
    </message>
    <message>
        <source>%1 is trump and may only be played when you cannot follow %2.</source>
        <translation>Der %1 ist Trumpf und darf nur gespielt werden, wenn du %2 nicht bedienen kannst.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a Rook-deck card in a sentence: suit then rank</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>face card in a sentence: rank of suit, standard deck</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>numbered card in a sentence: rank of suit, standard deck</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>Trump was led, and %1 is trump: you must play it.</source>
        <translation>Trumpf ist ausgespielt, und der %1 ist Trumpf: Du musst ihn spielen.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>Bids are multiples of %1.</source>
        <translation>Gebote sind Vielfache von %1.</translation>
    </message>
    <message>
        <source>The smallest bid is %1.</source>
        <translation>Das kleinste Gebot ist %1.</translation>
    </message>
    <message>
        <source>The highest bid is %1.</source>
        <translation>Das höchste Gebot ist %1.</translation>
    </message>
    <message>
        <source>A bid must be above the high bid of %1.</source>
        <translation>Ein Gebot muss über dem Höchstgebot von %1 liegen.</translation>
    </message>
    <message>
        <source>No trump is not allowed under these rules.</source>
        <translation>„Ohne Trumpf“ ist nach diesen Regeln nicht erlaubt.</translation>
    </message>
    <message numerus="yes">
        <source>Set aside exactly %n cards.</source>
        <translation>
            <numerusform>Lege genau %n Karte ab.</numerusform>
            <numerusform>Lege genau %n Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counters may not be set aside.</source>
        <translation>Zählkarten dürfen nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>Counters may not be set aside unless there are too few other cards: set aside the lowest counters.</source>
        <translation>Zählkarten dürfen nur abgelegt werden, wenn es zu wenige andere Karten gibt: Lege die niedrigsten Zählkarten ab.</translation>
    </message>
    <message>
        <source>A card is set aside twice.</source>
        <translation>Eine Karte ist doppelt abgelegt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not allowed by the rules.</source>
        <translation>Das erlauben die Regeln nicht.</translation>
    </message>
    <message>
        <source>South</source>
        <comment>default seat name</comment>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <comment>default seat name</comment>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <comment>default seat name</comment>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <comment>default seat name</comment>
        <translation>Ost</translation>
    </message>
    <message>
        <source>Player 5</source>
        <comment>default seat name</comment>
        <translation>Spieler 5</translation>
    </message>
    <message>
        <source>Player 6</source>
        <comment>default seat name</comment>
        <translation>Spieler 6</translation>
    </message>
    <message>
        <source>Player 1</source>
        <comment>default seat name</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <comment>default seat name</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <comment>default seat name</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <comment>default seat name</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Platz %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 are both called “%3”: give each seat its own name.</source>
        <translation>Die Plätze %1 und %2 heißen beide „%3“: Gib jedem Platz einen eigenen Namen.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 bietet %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>%1 names no trump.</source>
        <translation>%1 spielt ohne Trumpf.</translation>
    </message>
    <message>
        <source>%1 names %2 as trump.</source>
        <translation>%1 sagt %2 als Trumpf an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets %n cards aside.</source>
        <comment>the nest exchange; the cards stay unnamed</comment>
        <translation>
            <numerusform>%1 legt %n Karte ab.</numerusform>
            <numerusform>%1 legt %n Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 takes the face-up card, %2.</source>
        <translation>%1 nimmt die offene Karte, %2.</translation>
    </message>
    <message>
        <source>%1 gets the face-up card, %2.</source>
        <translation>%1 bekommt die offene Karte, %2.</translation>
    </message>
    <message>
        <source>%1 takes the top card of the pile.</source>
        <translation>%1 nimmt die oberste Karte vom Stapel.</translation>
    </message>
    <message>
        <source>%1 gets the top card of the pile.</source>
        <translation>%1 bekommt die oberste Karte vom Stapel.</translation>
    </message>
    <message>
        <source>%1 wins the bid at %2.</source>
        <translation>%1 erhält den Zuschlag mit %2.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 gewinnt den Stich.</translation>
    </message>
    <message>
        <source>%1 gets the top card of the pile: %2.</source>
        <translation>%1 bekommt die oberste Karte vom Stapel: %2.</translation>
    </message>
    <message>
        <source>%1 takes the top card of the pile: %2.</source>
        <translation>%1 nimmt die oberste Karte vom Stapel: %2.</translation>
    </message>
    <message>
        <source>the top card of the pile</source>
        <translation>die oberste Karte vom Stapel</translation>
    </message>
    <message>
        <source>Your turn has just begun: press the key again for the marked card, %1.</source>
        <translation>Du bist gerade erst an die Reihe gekommen: Drück die Taste noch einmal, um die markierte Karte zu spielen (%1).</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards already: click one of them (or press Enter on it) to put it back.</source>
        <translation>
            <numerusform>Du hast schon %n Karte gewählt: Klick sie an (oder drück auf ihr die Eingabetaste), um sie zurückzulegen.</numerusform>
            <numerusform>Du hast schon %n Karten gewählt: Klick eine davon an (oder drück auf ihr die Eingabetaste), um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>jetzt nicht spielbar</translation>
    </message>
    <message>
        <source>Rook games (*%1)</source>
        <translation>Rook-Spiele (*%1)</translation>
    </message>
    <message>
        <source>House rules (*%1 *%2)</source>
        <translation>Hausregeln (*%1 *%2)</translation>
    </message>
    <message>
        <source>Rook games and house rules (*%1 *%2 *%3)</source>
        <translation>Rook-Spiele und Hausregeln (*%1 *%2 *%3)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This choice has just appeared: press Enter again for “%1”.</source>
        <translation>Diese Wahl ist gerade erst erschienen: Drücke noch einmal Enter für „%1“.</translation>
    </message>
    <message>
        <source>Only whole numbers from %1 to %2 go here.</source>
        <translation>Hier sind nur ganze Zahlen von %1 bis %2 möglich.</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>About rookdesk</source>
        <translation>Über rookdesk</translation>
    </message>
</context>
<context>
    <name>BidHistoryModel</name>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>everyone passed: new deal</source>
        <translation>alle haben gepasst: neu geben</translation>
    </message>
    <message>
        <source>held to the minimum: %1</source>
        <translation>muss das Mindestgebot spielen: %1</translation>
    </message>
    <message>
        <source>wins the bid at %1</source>
        <translation>erhält den Zuschlag mit %1</translation>
    </message>
    <message>
        <source>names no trump</source>
        <translation>spielt ohne Trumpf</translation>
    </message>
    <message>
        <source>names %1 as trump</source>
        <translation>sagt %1 als Trumpf an</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Bid amount</source>
        <translation>Höhe des Gebots</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>B&amp;ieten</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Bidding rules</source>
        <translation>Regeln fürs Bieten</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Gebot:</translation>
    </message>
    <message>
        <source>Problem with the bid</source>
        <translation>Problem mit dem Gebot</translation>
    </message>
    <message>
        <source>Type an amount, or choose one with the arrows.</source>
        <translation>Gib eine Höhe ein oder wähle sie mit den Pfeilen.</translation>
    </message>
    <message>
        <source>%1 is too low: the smallest bid you can make now is %2.</source>
        <translation>%1 ist zu niedrig: Das kleinste Gebot, das du jetzt abgeben kannst, ist %2.</translation>
    </message>
    <message>
        <source>%1 is too high: the largest bid is %2.</source>
        <translation>%1 ist zu hoch: Das höchste Gebot ist %2.</translation>
    </message>
    <message>
        <source>%1 is not a bid: bids go up in steps of %2, so bid %3 or %4.</source>
        <translation>%1 ist kein Gebot: Gebote steigen in Schritten von %2, biete also %3 oder %4.</translation>
    </message>
    <message>
        <source>Your call has just begun: press Enter again to bid %1.</source>
        <translation>Du bist gerade erst an der Reihe: Drücke noch einmal Enter, um %1 zu bieten.</translation>
    </message>
    <message>
        <source>The amount takes digits only: type a number and press Enter to bid, or press %1 to pass.</source>
        <translation>Hier gehören nur Ziffern hin: Gib eine Zahl ein und drücke Enter, um zu bieten, oder %1, um zu passen.</translation>
    </message>
    <message>
        <source>The amount takes digits only: type a number and press Enter to bid.</source>
        <translation>Hier gehören nur Ziffern hin: Gib eine Zahl ein und drücke Enter, um zu bieten.</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Noch kein Gebot.</translation>
    </message>
    <message>
        <source>High bid: %1 by %2.</source>
        <translation>Höchstgebot: %1 von %2.</translation>
    </message>
    <message>
        <source>%1, your call</source>
        <translation>%1, du bist dran</translation>
    </message>
    <message>
        <source>Calls: %1</source>
        <translation>Ansagen: %1</translation>
    </message>
    <message>
        <source>As the opener you must bid: the smallest bid is %1.</source>
        <translation>Als Eröffner musst du bieten: Das kleinste Gebot ist %1.</translation>
    </message>
    <message>
        <source>The opener may not pass under these rules.</source>
        <translation>Nach diesen Regeln darf der Eröffner nicht passen.</translation>
    </message>
    <message>
        <source>A pass is final: you take no further part in this auction.</source>
        <translation>Passen ist endgültig: Danach bietest du in dieser Runde nicht mehr mit.</translation>
    </message>
    <message>
        <source>Bids go up in steps of %1, up to %2.</source>
        <translation>Gebote steigen in Schritten von %1, bis höchstens %2.</translation>
    </message>
    <message>
        <source>If no one bids, the dealer is held to the minimum of %1.</source>
        <translation>Bietet niemand, muss der Geber das Mindestgebot von %1 spielen.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the computer</source>
        <translation>Gerät weitergeben</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>Every hand is hidden. %1, press the button when only you can see the screen.</source>
        <translation>Alle Karten sind verdeckt. %1, drück den Knopf, wenn nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation>Ich bin %1: meine Karten zeigen</translation>
    </message>
    <message>
        <source>Show the hand of %1</source>
        <translation>Karten von %1 zeigen</translation>
    </message>
    <message>
        <source>Since the deal:</source>
        <translation>Seit dem Geben:</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Seit deinem letzten Zug:</translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier moves not shown)</source>
        <translation>
            <numerusform>(%n früherer Zug nicht gezeigt)</numerusform>
            <numerusform>(%n frühere Züge nicht gezeigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: press Enter or Space again to show your hand.</source>
        <translation>%1: Drück die Eingabe- oder Leertaste noch einmal, um deine Karten zu zeigen.</translation>
    </message>
    <message>
        <source>Ready in a moment: the button wakes a second after the curtain rises, so a key meant for the table does not show this hand.</source>
        <translation>Gleich bereit: Die Schaltfläche wird erst kurz nach dem Vorhang aktiv, damit eine Taste, die dem Tisch galt, diese Karten nicht aufdeckt.</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Draw a card</source>
        <translation>Karte nachziehen</translation>
    </message>
    <message>
        <source>Take the face-up card</source>
        <translation>Offene Karte nehmen</translation>
    </message>
    <message>
        <source>Take the top of the &amp;pile</source>
        <translation>&amp;Oberste Karte vom Stapel nehmen</translation>
    </message>
    <message>
        <source>Take the top card of the pile</source>
        <translation>Oberste Karte vom Stapel nehmen</translation>
    </message>
    <message>
        <source>&amp;Take %1</source>
        <translation>%1 &amp;nehmen</translation>
    </message>
    <message>
        <source>In your hand the face-up card gets a purple band, as your opponent has seen it, and the pile&apos;s card a teal one.</source>
        <translation>In deiner Hand bekommt die offene Karte einen violetten Streifen, da dein Gegner sie gesehen hat, die Karte vom Stapel einen türkisen.</translation>
    </message>
    <message>
        <source>Keyboard: Enter takes the face-up card; Tab to the pile&apos;s button, then Enter.</source>
        <translation>Tastatur: Enter nimmt die offene Karte; mit Tab zur Schaltfläche des Stapels, dann Enter.</translation>
    </message>
    <message>
        <source>%1, you won the trick: take a card</source>
        <translation>%1, du hast den Stich gewonnen: Nimm eine Karte</translation>
    </message>
    <message>
        <source>Click the face-up card or the pile on the table. Your opponent gets the card you do not take.</source>
        <translation>Klick auf dem Tisch auf die offene Karte oder den Stapel. Dein Gegner bekommt die Karte, die du nicht nimmst.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik …</translation>
    </message>
    <message>
        <source>Resume the game &amp;left in progress</source>
        <translation>Angefangenes S&amp;piel fortsetzen</translation>
    </message>
    <message>
        <source>Take back your last decision (and the computers&apos; after it)</source>
        <translation>Deine letzte Entscheidung zurücknehmen (und die der Computer danach)</translation>
    </message>
    <message>
        <source>Show what a Normal-strength player would do</source>
        <translation>Zeigen, was ein mittelstarker Spieler tun würde</translation>
    </message>
    <message>
        <source>The game cannot be autosaved: %1</source>
        <translation>Das Spiel kann nicht automatisch gesichert werden: %1</translation>
    </message>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Deine letzte Entscheidung wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>The decision taken back is made again.</source>
        <translation>Die zurückgenommene Entscheidung gilt wieder.</translation>
    </message>
    <message>
        <source>Rook game</source>
        <translation>Rook-Spiel</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>%1&apos;s last decision was taken back: %2.</source>
        <translation>Die letzte Entscheidung von %1 wurde zurückgenommen: %2.</translation>
    </message>
    <message>
        <source>%1&apos;s last decision was taken back.</source>
        <translation>Die letzte Entscheidung von %1 wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>playing %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>a bid of %1</source>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>naming %1 as trump</source>
        <translation>%1 als Trumpf ansagen</translation>
    </message>
    <message>
        <source>declaring no trump</source>
        <translation>ohne Trumpf spielen</translation>
    </message>
    <message>
        <source>taking the face-up card</source>
        <translation>die offene Karte nehmen</translation>
    </message>
    <message>
        <source>taking a card from the pile</source>
        <translation>eine Karte vom Nachziehstapel nehmen</translation>
    </message>
    <message>
        <source>%1&apos;s decision is made again.</source>
        <translation>Die Entscheidung von %1 gilt wieder.</translation>
    </message>
    <message>
        <source>Nothing to undo: no game is being played.</source>
        <translation>Nichts rückgängig zu machen: Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>Nothing to undo: only the computers play in this game.</source>
        <translation>Nichts rückgängig zu machen: In diesem Spiel spielen nur die Computer.</translation>
    </message>
    <message>
        <source>Cannot undo: Undo is off in hot-seat games (Preferences, Players).</source>
        <translation>Rückgängig nicht möglich: Beim Spiel an einem Gerät ist Rückgängig ausgeschaltet (Einstellungen, Spieler).</translation>
    </message>
    <message>
        <source>Nothing to undo: there is no decision of yours to take back.</source>
        <translation>Nichts rückgängig zu machen: Es gibt keine Entscheidung von dir, die zurückgenommen werden kann.</translation>
    </message>
    <message>
        <source>Cannot undo: the card drawn from the pile has been seen.</source>
        <translation>Rückgängig nicht möglich: Die vom Stapel gezogene Karte wurde schon gesehen.</translation>
    </message>
    <message>
        <source>Cannot undo: the cards of the nest have been seen.</source>
        <translation>Rückgängig nicht möglich: Die Karten des Stocks wurden schon gesehen.</translation>
    </message>
    <message>
        <source>Cannot undo: a new face-up card has been turned on the draw pile.</source>
        <translation>Rückgängig nicht möglich: Auf dem Nachziehstapel wurde eine neue Karte aufgedeckt.</translation>
    </message>
    <message>
        <source>Cannot undo: the cards of a new deal have been seen.</source>
        <translation>Rückgängig nicht möglich: Die neu ausgeteilten Karten wurden schon gesehen.</translation>
    </message>
    <message>
        <source>Take back the last decision of %1 (and the computers&apos; after it)</source>
        <translation>Die letzte Entscheidung von %1 zurücknehmen (und die der Computer danach)</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>Open a game or house rules</source>
        <translation>Spiel oder Hausregeln öffnen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>This file cannot be opened as a game.</source>
        <translation>Diese Datei lässt sich nicht als Spiel öffnen.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <source>A game was in progress when rookdesk last closed. Go on with it?</source>
        <translation>Beim letzten Beenden von rookdesk lief noch ein Spiel. Weiterspielen?</translation>
    </message>
    <message>
        <source>%1 — hand %2 — players: %3</source>
        <translation>%1 – Runde %2 – Spieler: %3</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>The game goes on where it was left.</source>
        <translation>Das Spiel geht dort weiter, wo es aufgehört hat.</translation>
    </message>
    <message>
        <source>Welcome to rookdesk</source>
        <translation>Willkommen bei rookdesk</translation>
    </message>
    <message>
        <source>A game was left in progress. Resume it, or choose Game &gt; New… to deal another.</source>
        <translation>Ein Spiel wurde nicht zu Ende gespielt. Setze es fort oder wähle Spiel &gt; Neu …, um ein anderes zu beginnen.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Tipp: %1 spielen.</translation>
    </message>
    <message>
        <source>Hint: set aside %1. They are chosen; “Confirm discard” sets them aside.</source>
        <translation>Tipp: %1 ablegen. Sie sind ausgewählt; „Ablegen bestätigen“ legt sie ab.</translation>
    </message>
    <message>
        <source>Hint: set aside %1.</source>
        <translation>Tipp: %1 ablegen.</translation>
    </message>
    <message>
        <source>Hint: bid %1.</source>
        <translation>Tipp: %1 bieten.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Tipp: passen.</translation>
    </message>
    <message>
        <source>Hint: name %1 trump.</source>
        <translation>Tipp: %1 als Trumpf ansagen.</translation>
    </message>
    <message>
        <source>Hint: take the face-up card.</source>
        <translation>Tipp: die offene Karte nehmen.</translation>
    </message>
    <message>
        <source>Hint: take the top of the pile.</source>
        <translation>Tipp: die oberste Karte vom Stapel nehmen.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The statistics file cannot be read. Start it afresh?</source>
        <translation>Die Statistikdatei kann nicht gelesen werden. Neu anfangen?</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>%1 win the game!</source>
        <translation>%1 gewinnen das Spiel!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>You and %1 win the game!</source>
        <translation>Du und %1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>You and %1 lose.</source>
        <translation>Du und %1 verliert.</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Du verlierst.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>side: score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Final score: %1.</source>
        <translation>Endstand: %1.</translation>
    </message>
    <message>
        <source>The bidder&apos;s side wins when it reaches %1 points, whatever the other scores.</source>
        <translation>Die Partei des Bieters gewinnt, sobald sie %1 Punkte erreicht, egal wie die anderen stehen.</translation>
    </message>
    <message>
        <source>The bidder wins when they reach %1 points, whatever the other scores.</source>
        <translation>Der Bieter gewinnt, sobald er %1 Punkte erreicht, egal wie die anderen stehen.</translation>
    </message>
    <message>
        <source>A side also wins when it leads the other side by %1 points or more.</source>
        <translation>Eine Partei gewinnt auch, wenn sie mit %1 oder mehr Punkten vor der anderen Partei liegt.</translation>
    </message>
    <message>
        <source>A player also wins when they lead their opponent by %1 points or more.</source>
        <translation>Ein Spieler gewinnt auch, wenn er mit %1 oder mehr Punkten vor seinem Gegner liegt.</translation>
    </message>
    <message>
        <source>A player also wins when they lead every other player by %1 points or more.</source>
        <translation>Ein Spieler gewinnt auch, wenn er mit %1 oder mehr Punkten vor allen anderen Spielern liegt.</translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Hand summary</source>
        <translation>Rundenergebnis</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Continue to the next hand</source>
        <translation>Weiter zur nächsten Runde</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 and made it</source>
        <translation>Runde %1: %2 hat %3 geboten und das Gebot erfüllt</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 and was set</source>
        <translation>Runde %1: %2 hat %3 geboten und ist gescheitert</translation>
    </message>
    <message>
        <source>%1 took %2 points in this hand against a bid of %3.</source>
        <translation>%1: %2 Punkte in dieser Runde, bei einem Gebot von %3.</translation>
    </message>
    <message>
        <source>Set aside in the nest: %1.</source>
        <translation>In den Stock gelegt: %1.</translation>
    </message>
    <message>
        <source>Most tricks: %1; last trick: %2</source>
        <translation>Meiste Stiche: %1; letzter Stich: %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Partei</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Cards and tricks</source>
        <translation>Karten und Stiche</translation>
    </message>
    <message>
        <source>Most tricks bonus</source>
        <translation>Bonus meiste Stiche</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Bonus letzter Stich</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Boni</translation>
    </message>
    <message>
        <source>Nest</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Rundensumme</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Under these rules a made bid scores exactly the bid: %1.</source>
        <translation>Nach diesen Regeln zählt ein erfülltes Gebot genau das Gebot: %1.</translation>
    </message>
    <message>
        <source>The bid of %1 is subtracted from the score.</source>
        <translation>Das Gebot von %1 wird vom Punktestand abgezogen.</translation>
    </message>
    <message>
        <source>A set bid scores no points in this hand.</source>
        <translation>Ein gescheitertes Gebot bringt in dieser Runde keine Punkte.</translation>
    </message>
    <message>
        <source>Under these rules only the bidder&apos;s side scores.</source>
        <translation>Nach diesen Regeln punktet nur die Partei des Bieters.</translation>
    </message>
    <message>
        <source>Under these rules only the bidder scores.</source>
        <translation>Nach diesen Regeln punktet nur der Bieter.</translation>
    </message>
    <message>
        <source>%1 %2 × 2 = %3</source>
        <translation>%1 %2 × 2 = %3</translation>
    </message>
    <message>
        <source>Because the bid was set, the opponent&apos;s points are doubled: %1.</source>
        <translation>Da das Gebot verfehlt wurde, zählen die Punkte des Gegners doppelt: %1.</translation>
    </message>
    <message>
        <source>Because the bid was set, the opponents&apos; points are doubled: %1.</source>
        <translation>Da das Gebot verfehlt wurde, zählen die Punkte der Gegner doppelt: %1.</translation>
    </message>
    <message>
        <source>&amp;See the result</source>
        <translation>&amp;Ergebnis ansehen</translation>
    </message>
    <message>
        <source>See the final result</source>
        <translation>Endergebnis ansehen</translation>
    </message>
</context>
<context>
    <name>HouseRulesPage</name>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <source>(changed)</source>
        <translation>(geändert)</translation>
    </message>
    <message>
        <source>Rule changes apply to the next game; a game in progress keeps its rules.</source>
        <translation>Regeländerungen gelten ab dem nächsten Spiel; ein laufendes Spiel behält seine Regeln.</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>Ausgehend &amp;von:</translation>
    </message>
    <message>
        <source>Load a built-in or saved rule set into the editor, then change anything.</source>
        <translation>Ein mitgeliefertes oder gespeichertes Regelwerk in den Editor laden und dann nach Belieben ändern.</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <source>The rules in the editor differ from the rule set chosen in Start from.</source>
        <translation>Die Regeln im Editor weichen vom unter „Ausgehend von“ gewählten Regelwerk ab.</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>Regeln geändert</translation>
    </message>
    <message>
        <source>Save the rules in the editor as a named rule set.</source>
        <translation>Die Regeln im Editor als Regelwerk unter einem Namen speichern.</translation>
    </message>
    <message>
        <source>Rename the chosen saved rule set.</source>
        <translation>Das gewählte gespeicherte Regelwerk umbenennen.</translation>
    </message>
    <message>
        <source>Delete the chosen saved rule set.</source>
        <translation>Das gewählte gespeicherte Regelwerk löschen.</translation>
    </message>
    <message>
        <source>Cards in the deck under these rules.</source>
        <translation>Karten im Blatt nach diesen Regeln.</translation>
    </message>
    <message>
        <source>How the cards are dealt.</source>
        <translation>Wie die Karten gegeben werden.</translation>
    </message>
    <message>
        <source>Counters + trick points + bonuses: the most a hand can be worth.</source>
        <translation>Zählkarten + Stichpunkte + Boni: das Höchste, was eine Runde wert sein kann.</translation>
    </message>
    <message>
        <source>Rule check</source>
        <translation>Regelprüfung</translation>
    </message>
    <message>
        <source>Last file action</source>
        <translation>Letzte Dateiaktion</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Mitgeliefert: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Discard your changes to the rules in the editor?</source>
        <translation>Deine Änderungen an den Regeln im Editor verwerfen?</translation>
    </message>
    <message>
        <source>Rule set not found</source>
        <translation>Regelwerk nicht gefunden</translation>
    </message>
    <message>
        <source>Deck: &lt;b&gt;%1&lt;/b&gt; cards</source>
        <translation>Blatt: &lt;b&gt;%1&lt;/b&gt; Karten</translation>
    </message>
    <message>
        <source>Deal: %1 players × %2 cards + nest %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Geben: %1 Spieler × %2 Karten + Stock %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, draw pile %1</source>
        <translation>, Nachziehstapel %1</translation>
    </message>
    <message>
        <source>Points available in a hand: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Punkte pro Runde: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>✓ These rules can be played.</source>
        <translation>✓ Nach diesen Regeln kann gespielt werden.</translation>
    </message>
    <message>
        <source>⚠ Cannot be played: %1</source>
        <translation>⚠ Nicht spielbar: %1</translation>
    </message>
    <message>
        <source>Save rule set</source>
        <translation>Regelwerk speichern</translation>
    </message>
    <message>
        <source>Name of the rule set:</source>
        <translation>Name des Regelwerks:</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be saved.</source>
        <translation>Nach diesen Regeln kann nicht gespielt werden, deshalb lassen sie sich nicht speichern.</translation>
    </message>
    <message>
        <source>Replace rule set</source>
        <translation>Regelwerk ersetzen</translation>
    </message>
    <message>
        <source>Replace the saved rule set “%1”?</source>
        <translation>Das gespeicherte Regelwerk „%1“ ersetzen?</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Rename rule set</source>
        <translation>Regelwerk umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>Umbenennen nicht möglich</translation>
    </message>
    <message>
        <source>Delete rule set</source>
        <translation>Regelwerk löschen</translation>
    </message>
    <message>
        <source>Delete the saved rule set “%1”?</source>
        <translation>Das gespeicherte Regelwerk „%1“ löschen?</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Löschen nicht möglich</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>“%1” is among your rule sets already, with these very rules.</source>
        <translation>„%1“ ist mit genau diesen Regeln schon eines deiner Regelwerke.</translation>
    </message>
    <message>
        <source>Imported “%1”: it is among your rule sets now.</source>
        <translation>„%1“ importiert: Es ist jetzt eines deiner Regelwerke.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be exported.</source>
        <translation>Nach diesen Regeln kann nicht gespielt werden, deshalb lassen sie sich nicht exportieren.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <source>%1 (%2 in the file): %3</source>
        <comment>a setting&apos;s title, its key, what is wrong with it</comment>
        <translation>%1 (in der Datei %2): %3</translation>
    </message>
    <message>
        <source>%1 could not be read, so nothing was changed.</source>
        <translation>%1 ließ sich nicht lesen, daher wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 is not a usable house-rules file, so nothing was changed.</source>
        <translation>%1 ist keine brauchbare Hausregel-Datei; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>These are the rules of the built-in set “%1”, unchanged: nothing was added.</source>
        <translation>Das sind die Regeln des mitgelieferten Regelwerks „%1“, unverändert: Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>Imported as “%1”: “%2” is the name of a built-in rule set, whose rules differ.</source>
        <translation>Als „%1“ importiert: „%2“ ist der Name eines mitgelieferten Regelwerks, dessen Regeln anders sind.</translation>
    </message>
    <message>
        <source>Imported as “%1”: one of your rule sets is called “%2” already, with other rules.</source>
        <translation>Als „%1“ importiert: Eines deiner Regelwerke heißt schon „%2“, mit anderen Regeln.</translation>
    </message>
    <message>
        <source>A rule set needs a name.</source>
        <translation>Ein Regelwerk braucht einen Namen.</translation>
    </message>
    <message>
        <source>The name is longer than 200 characters.</source>
        <translation>Der Name ist länger als 200 Zeichen.</translation>
    </message>
    <message>
        <source>“%1” is the name of a built-in rule set; choose another name.</source>
        <translation>„%1“ ist der Name eines mitgelieferten Regelwerks; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>A saved rule set is already named “%1”.</source>
        <translation>Es gibt schon ein gespeichertes Regelwerk namens „%1“.</translation>
    </message>
    <message>
        <source>There is no saved rule set named “%1”.</source>
        <translation>Es gibt kein gespeichertes Regelwerk namens „%1“.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Read a house-rules file (.rookrules or .json) and add it to your rule sets.</source>
        <translation>Eine Hausregel-Datei (.rookrules oder .json) einlesen und zu deinen Regelwerken hinzufügen.</translation>
    </message>
    <message>
        <source>Write the rules in the editor to a house-rules file (.rookrules) to share them.</source>
        <translation>Die Regeln im Editor in eine Hausregel-Datei (.rookrules) schreiben, um sie weiterzugeben.</translation>
    </message>
    <message>
        <source>For new games: %1</source>
        <translation>Für neue Spiele: %1</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Hausregeln importieren</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Hausregeln exportieren</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Speicher&amp;n als …</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen …</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>InfoPanel</name>
    <message>
        <source>Game information</source>
        <translation>Spielinformationen</translation>
    </message>
</context>
<context>
    <name>LanguagePage</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Language of rookdesk</source>
        <translation>Sprache von rookdesk</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>When the language changes</source>
        <translation>Wann die Sprache wechselt</translation>
    </message>
    <message>
        <source>Restart needed</source>
        <translation>Neustart nötig</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>The menus, the table and the messages use this language. “System language” follows your computer&apos;s settings.</source>
        <translation>Menüs, Tisch und Meldungen erscheinen in dieser Sprache. „Systemsprache“ richtet sich nach den Einstellungen deines Computers.</translation>
    </message>
    <message>
        <source>The new language is used the next time rookdesk starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von rookdesk.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Trick %1 of hand %2: %3 took it, %4 points in cards.</source>
        <translation>Stich %1 der Runde %2: %3 hat ihn gemacht, %4 Kartenpunkte.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message numerus="yes">
        <source>As the hand&apos;s last trick it also scored a bonus of %n points.</source>
        <translation>
            <numerusform>Als letzter Stich der Runde brachte er außerdem einen Bonus von %n Punkt.</numerusform>
            <numerusform>Als letzter Stich der Runde brachte er außerdem einen Bonus von %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The nest went with it: %n points.</source>
        <translation>
            <numerusform>Dazu kam der Stock: %n Punkt.</numerusform>
            <numerusform>Dazu kam der Stock: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The nest&apos;s points went with it.</source>
        <translation>Dazu kam der Stock mit seinen Punkten.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>rookdesk</source>
        <translation>rookdesk</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Decision panel</source>
        <translation>Entscheidungsleiste</translation>
    </message>
    <message>
        <source>Welcome to rookdesk</source>
        <translation>Willkommen bei rookdesk</translation>
    </message>
    <message>
        <source>Game &gt; New… deals a game.</source>
        <translation>Spiel &gt; Neu … beginnt ein neues Spiel.</translation>
    </message>
    <message>
        <source>Score sheet and logs</source>
        <translation>Spielzettel und Verlauf</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Spielzettel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Spielzettel</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;About rookdesk</source>
        <translation>Ü&amp;ber rookdesk</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Wer ist dran</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>Das laufende Spiel aufgeben?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it?</source>
        <translation>Ein Spiel läuft gerade. Aufgeben?</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Noch keine Runde gespielt.</translation>
    </message>
    <message>
        <source>No bids yet.</source>
        <translation>Noch keine Gebote.</translation>
    </message>
    <message>
        <source>No tricks played yet.</source>
        <translation>Noch keine Stiche gespielt.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>The computers wait until Pause is pressed again</source>
        <translation>Die Computer warten, bis du noch einmal Pause wählst</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>Diese Karte spielen?</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <translation>%1 spielen?</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>The house rules used until now are saved as “%1” (Edit &gt; Preferences, House rules).</source>
        <translation>Die bisher verwendeten Hausregeln sind als „%1“ gespeichert (Bearbeiten &gt; Einstellungen, Hausregeln).</translation>
    </message>
    <message>
        <source>A game was left in progress when rookdesk last closed. Abandon it?</source>
        <translation>Beim letzten Beenden von rookdesk lief noch ein Spiel. Aufgeben?</translation>
    </message>
    <message>
        <source>Go back to %1 as it was saved?</source>
        <translation>Zu %1 zurück, wie es gespeichert wurde?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it and open %1?</source>
        <translation>Ein Spiel läuft. Aufgeben und %1 öffnen?</translation>
    </message>
    <message>
        <source>A game was left in progress when rookdesk last closed. Abandon it and open %1?</source>
        <translation>Beim letzten Beenden von rookdesk lief noch ein Spiel. Aufgeben und %1 öffnen?</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>Spiel aufgeben?</translation>
    </message>
    <message>
        <source>Go back to the save?</source>
        <translation>Zum Speicherstand zurück?</translation>
    </message>
    <message>
        <source>The moves made since the game was saved to %1 are lost; the file keeps the game as it was then.</source>
        <translation>Die Züge seit dem Speichern in %1 gehen verloren; die Datei enthält das Spiel, wie es damals stand.</translation>
    </message>
    <message>
        <source>The game in progress ends here; a game you saved can be opened again.</source>
        <translation>Das laufende Spiel endet hier; ein gespeichertes Spiel kannst du wieder öffnen.</translation>
    </message>
    <message>
        <source>That game ends here; a game you saved can be opened again.</source>
        <translation>Jenes Spiel endet hier; ein gespeichertes Spiel kannst du wieder öffnen.</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>Spiel &amp;aufgeben</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation>&amp;Zurückgehen</translation>
    </message>
    <message>
        <source>&amp;Save first</source>
        <translation>&amp;Zuerst speichern</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Resume that game</source>
        <translation>Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Go back to the saved game?</source>
        <translation>Zum gespeicherten Spiel zurückgehen?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Spiel speichern?</translation>
    </message>
    <message>
        <source>Save the game to %1 first?</source>
        <translation>Das Spiel zuerst in %1 speichern?</translation>
    </message>
    <message>
        <source>The file keeps the game as it was when saved, without its end.</source>
        <translation>Die Datei enthält das Spiel, wie es beim Speichern stand, ohne sein Ende.</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;Nicht speichern</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>The changed house rules apply from the next game on.</source>
        <translation>Die geänderten Hausregeln gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>The new language is used the next time rookdesk starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von rookdesk.</translation>
    </message>
    <message>
        <source>No last trick to show: no game is being played.</source>
        <translation>Kein letzter Stich zu zeigen: Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>No last trick to show: no trick has been won yet in this game.</source>
        <translation>Kein letzter Stich zu zeigen: In diesem Spiel wurde noch kein Stich gemacht.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Es wird gegeben …</translation>
    </message>
    <message>
        <source>%1 — rookdesk</source>
        <translation>%1 — rookdesk</translation>
    </message>
    <message>
        <source>%1 — %2 — rookdesk</source>
        <translation>%1 — %2 — rookdesk</translation>
    </message>
    <message>
        <source>Everyone else passed: %1, the dealer, is held to the minimum bid of %2.</source>
        <translation>Alle anderen haben gepasst: %1 gibt und muss das Mindestgebot von %2 spielen.</translation>
    </message>
    <message>
        <source>Everyone passed: the same dealer deals again.</source>
        <translation>Alle haben gepasst: Derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation>%1 zog %2</translation>
    </message>
    <message>
        <source>Draw for the first deal: %1. A tie for the highest card: everyone draws again.</source>
        <translation>Auslosen des ersten Gebers: %1. Gleich hohe Karten: alle ziehen noch einmal.</translation>
    </message>
    <message>
        <source>Draw for the first deal: %1. %2 deals.</source>
        <translation>Auslosen des ersten Gebers: %1. %2 gibt.</translation>
    </message>
    <message>
        <source>%1 to bid</source>
        <translation>%1 bietet</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Calls so far: %1</source>
        <translation>Bisherige Ansagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the bid at %2: %3 passed.</source>
        <translation>
            <numerusform>%1 erhält den Zuschlag mit %2: %3 hat gepasst.</numerusform>
            <numerusform>%1 erhält den Zuschlag mit %2: %3 haben gepasst.</numerusform>
        </translation>
    </message>
    <message>
        <source>No calls yet.</source>
        <translation>Noch keine Ansagen.</translation>
    </message>
    <message>
        <source>%1 to bid or pass</source>
        <translation>%1 bietet oder passt</translation>
    </message>
    <message>
        <source>%1 to name trump</source>
        <translation>%1 sagt Trumpf an</translation>
    </message>
    <message>
        <source>%1 to set cards aside</source>
        <translation>%1 legt Karten ab</translation>
    </message>
    <message>
        <source>%1 to take a card</source>
        <translation>%1 nimmt eine Karte</translation>
    </message>
    <message>
        <source>%1 to play a card</source>
        <translation>%1 spielt eine Karte</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1, lead a card</source>
        <translation>%1, spiel aus</translation>
    </message>
    <message>
        <source>%1, play a card</source>
        <translation>%1, spiel eine Karte</translation>
    </message>
    <message>
        <source>Everyone else passed: you are held to the minimum bid of %1.</source>
        <translation>Alle anderen haben gepasst: Du musst das Mindestgebot von %1 spielen.</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <source>Every hand is hidden.</source>
        <translation>Alle Karten sind verdeckt.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>Paused: %1 waits</source>
        <translation>Pause: %1 wartet</translation>
    </message>
    <message>
        <source>Paused: the computers wait. P or Game &gt; Pause lets them go on.</source>
        <translation>Pause: Die Computer warten. P oder Spiel &gt; Pause lässt sie weiterspielen.</translation>
    </message>
    <message>
        <source>The computers go on.</source>
        <translation>Die Computer spielen weiter.</translation>
    </message>
    <message>
        <source>Save before quitting?</source>
        <translation>Vor dem Beenden speichern?</translation>
    </message>
    <message>
        <source>Save the game to %1 before quitting?</source>
        <translation>Das Spiel vor dem Beenden in %1 speichern?</translation>
    </message>
    <message>
        <source>The file keeps the game as it was when saved; the game as it stands is offered again when rookdesk next starts.</source>
        <translation>Die Datei enthält das Spiel, wie es beim Speichern stand; das Spiel, wie es jetzt steht, wird beim nächsten Start von rookdesk wieder angeboten.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Ohne Speichern beenden</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>Drag a card to the middle of the table, click it twice, or choose it with the arrow keys and press Enter.</source>
        <translation>Zieh eine Karte in die Tischmitte, klick sie zweimal an oder wähl sie mit den Pfeiltasten aus und drück die Eingabetaste.</translation>
    </message>
    <message>
        <source>Dimmed cards may not be played now. %1</source>
        <translation>Ausgegraute Karten darfst du jetzt nicht spielen. %1</translation>
    </message>
    <message>
        <source>The scores are on the table; “See the result” shows the final scores.</source>
        <translation>Die Punkte stehen auf dem Tisch; „Ergebnis ansehen“ zeigt den Endstand.</translation>
    </message>
    <message>
        <source>The scores are on the table; the next hand is dealt in a moment, or at once with “Continue”.</source>
        <translation>Die Punkte stehen auf dem Tisch; die nächste Runde wird gleich gegeben, mit „Weiter“ sofort.</translation>
    </message>
    <message>
        <source>The scores are on the table; “Continue” deals the next hand.</source>
        <translation>Die Punkte stehen auf dem Tisch; „Weiter“ teilt die nächste Runde aus.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Game &gt; New… or the button on the table deals again.</source>
        <translation>Spiel &gt; Neu … oder der Knopf auf dem Tisch beginnt ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>NameBox</name>
    <message>
        <source>Why the name cannot be used</source>
        <translation>Warum der Name nicht verwendet werden kann</translation>
    </message>
</context>
<context>
    <name>NestPanel</name>
    <message>
        <source>Nest exchange</source>
        <translation>Stock tauschen</translation>
    </message>
    <message>
        <source>Cards selected</source>
        <translation>Ausgewählte Karten</translation>
    </message>
    <message>
        <source>&amp;Confirm discard</source>
        <translation>Ablegen bes&amp;tätigen</translation>
    </message>
    <message>
        <source>Confirm discard</source>
        <translation>Ablegen bestätigen</translation>
    </message>
    <message>
        <source>What may be set aside</source>
        <translation>Was abgelegt werden darf</translation>
    </message>
    <message>
        <source>%1, set aside cards for the nest</source>
        <translation>%1, leg Karten in den Stock ab</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards in your hand to select them (or use the arrow keys and Enter), then confirm.</source>
        <translation>
            <numerusform>Klick %n Karte auf deiner Hand an, um sie auszuwählen (oder nimm die Pfeiltasten und die Eingabetaste), und bestätige dann.</numerusform>
            <numerusform>Klick %n Karten auf deiner Hand an, um sie auszuwählen (oder nimm die Pfeiltasten und die Eingabetaste), und bestätige dann.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dragging a card to the middle of the table chooses it too; drag it away to take it back.</source>
        <translation>Du kannst eine Karte auch in die Tischmitte ziehen, um sie auszuwählen; zieh sie wieder weg, um sie zurückzunehmen.</translation>
    </message>
    <message>
        <source>The cards the nest brought have a band along their top.</source>
        <translation>Die Karten aus dem Stock haben oben einen farbigen Streifen.</translation>
    </message>
    <message>
        <source>Any cards may be set aside, counters included.</source>
        <translation>Jede Karte darf abgelegt werden, auch Zählkarten.</translation>
    </message>
    <message>
        <source>Counters may not be set aside.</source>
        <translation>Zählkarten dürfen nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>Counters may not be set aside, but you have too few other cards: set aside %1 and %2 of %3.</source>
        <translation>Zählkarten dürfen nicht abgelegt werden, aber du hast zu wenige andere Karten: Leg %1 ab und dazu %2 aus %3.</translation>
    </message>
    <message>
        <source>Counters may not be set aside, but you have too few other cards: set aside %1.</source>
        <translation>Zählkarten dürfen nicht abgelegt werden, aber du hast zu wenige andere Karten: Leg %1 ab.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 selected</source>
        <translation>
            <numerusform>%n von %1 ausgewählt</numerusform>
            <numerusform>%n von %1 ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Keyboard: Tab to “Confirm discard”, then Enter.</source>
        <translation>Tastatur: mit Tab zu „Ablegen bestätigen“, dann Enter.</translation>
    </message>
    <message>
        <source>These cards may not be set aside together.</source>
        <translation>Diese Karten dürfen nicht zusammen abgelegt werden.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>%1 (house rules)</source>
        <translation>%1 (Hausregeln)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Rule set summary</source>
        <translation>Überblick über das Regelwerk</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Seat &amp;%1</source>
        <translation>Platz &amp;%1</translation>
    </message>
    <message>
        <source>%1 players in two partnerships</source>
        <translation>%1 Spieler in zwei Parteien</translation>
    </message>
    <message>
        <source>%1 players, each for themselves</source>
        <translation>%1 Spieler, jeder für sich</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1; %2; a draw pile; play to %3.</source>
        <translation>%1; %2; ein Nachziehstapel; Spiel bis %3.</translation>
    </message>
    <message>
        <source>%1; %2; play to %3.</source>
        <translation>%1; %2; Spiel bis %3.</translation>
    </message>
    <message>
        <source>Bids from %1 to %2 in steps of %3; %4 points in a hand.</source>
        <translation>Gebote von %1 bis %2 in Schritten von %3; %4 Punkte pro Runde.</translation>
    </message>
    <message>
        <source>Partners sit across the table: %1 against %2.</source>
        <translation>Partner sitzen einander gegenüber: %1 gegen %2.</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name an Platz %1</translation>
    </message>
    <message>
        <source>%1 (changed, not saved)</source>
        <translation>%1 (geändert, nicht gespeichert)</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Spieler an Platz %1</translation>
    </message>
    <message>
        <source>Problem with the names</source>
        <translation>Problem mit den Namen</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Art des Spiels</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>standard deck of %1 with a joker, %2 cards</source>
        <translation>französisches Blatt von %1 mit Joker, %2 Karten</translation>
    </message>
    <message>
        <source>standard deck of %1, %2 cards</source>
        <translation>französisches Blatt von %1, %2 Karten</translation>
    </message>
    <message>
        <source>Rook deck of %1 with the Rook card, %2 cards</source>
        <translation>Rook-Blatt von %1 mit dem Raben, %2 Karten</translation>
    </message>
    <message>
        <source>Rook deck of %1, %2 cards</source>
        <translation>Rook-Blatt von %1, %2 Karten</translation>
    </message>
    <message>
        <source>Bids from %1 to %2 in steps of %3; %4 points in a hand (%5 for each trick).</source>
        <translation>Gebote von %1 bis %2 in Schritten von %3; %4 Punkte pro Runde (%5 pro Stich).</translation>
    </message>
    <message>
        <source>Bonuses: %1 for the most tricks, %2 for the last trick.</source>
        <translation>Boni: %1 für die meisten Stiche, %2 für den letzten Stich.</translation>
    </message>
    <message>
        <source>Bonus: %1 for the most tricks.</source>
        <translation>Bonus: %1 für die meisten Stiche.</translation>
    </message>
    <message>
        <source>Bonus: %1 for the last trick.</source>
        <translation>Bonus: %1 für den letzten Stich.</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters.</source>
        <translation>Ein Name kann höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>Demo: the computer plays every seat.</source>
        <translation>Vorführung: Der Computer spielt an allen Plätzen.</translation>
    </message>
    <message>
        <source>You play with a computer partner against the computer.</source>
        <translation>Du spielst mit dem Computer als Partner gegen den Computer.</translation>
    </message>
    <message>
        <source>You play against the computer.</source>
        <translation>Du spielst gegen den Computer.</translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat: %n people share this computer; each hand is hidden until its player is at the screen.</source>
        <translation>
            <numerusform>Gemeinsam an einem Gerät: %n Person teilt sich diesen Computer; jede Hand bleibt verdeckt, bis ihr Spieler vor dem Bildschirm sitzt.</numerusform>
            <numerusform>Gemeinsam an einem Gerät: %n Personen teilen sich diesen Computer; jede Hand bleibt verdeckt, bis ihr Spieler vor dem Bildschirm sitzt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Bids won</source>
        <translation>Zuschläge</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Gescheitert</translation>
    </message>
    <message>
        <source>Average bid</source>
        <translation>Durchschnittsgebot</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>You against the computer, each hot-seat name, and each computer level</source>
        <translation>Du gegen den Computer, jeder Name aus Spielen an einem Gerät und jede Computerstufe</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>Zu Ende gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won by the player&apos;s side (a computer level that also played against you counts those seats, not your partner&apos;s)</source>
        <translation>Spiele, die die Partei dieses Spielers gewonnen hat (eine Computerstufe, die auch gegen dich gespielt hat, zählt diese Plätze, nicht die deines Partners)</translation>
    </message>
    <message>
        <source>Hands in which this player won the auction (for a computer level, every seat it played, a partner of yours too)</source>
        <translation>Runden, in denen dieser Spieler den Zuschlag erhalten hat (bei einer Computerstufe jeder ihrer Plätze, auch der deines Partners)</translation>
    </message>
    <message>
        <source>Games won, out of the games played to the end</source>
        <translation>Gewonnene Spiele, gemessen an den zu Ende gespielten</translation>
    </message>
    <message>
        <source>Of those, the hands in which the bidder&apos;s side took at least the bid</source>
        <translation>Davon die Runden, in denen die Partei des Bieters mindestens das Gebot erreicht hat</translation>
    </message>
    <message>
        <source>Of those, the hands in which the bidder&apos;s side fell short of the bid</source>
        <translation>Davon die Runden, in denen die Partei des Bieters das Gebot verfehlt hat</translation>
    </message>
    <message>
        <source>The average of this player&apos;s winning bids</source>
        <translation>Der Durchschnitt der gewonnenen Gebote dieses Spielers</translation>
    </message>
    <message>
        <source>What the player&apos;s side scored per hand on average (a set counts against it)</source>
        <translation>Was die Partei dieses Spielers im Durchschnitt pro Runde erzielt hat (ein verfehltes Gebot zählt dagegen)</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Spiele in Folge gewonnen, bis zum letzten</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>Die meisten Spiele in Folge gewonnen</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Allow &amp;undo in hot-seat games</source>
        <translation>&amp;Rückgängig erlauben, wenn mehrere Personen an einem Gerät spielen</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spielername&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gespielt von&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>Platz &amp;%1:</translation>
    </message>
    <message>
        <source>Seat %1 name</source>
        <translation>Name an Platz %1</translation>
    </message>
    <message>
        <source>The name shown at this seat.</source>
        <translation>Der Name, der an diesem Platz steht.</translation>
    </message>
    <message>
        <source>Seat %1 played by</source>
        <translation>Platz %1 gespielt von</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player of a given strength.</source>
        <translation>Eine Person an diesem Computer oder ein Computerspieler in einer bestimmten Spielstärke.</translation>
    </message>
    <message>
        <source>Seat 1 is at the bottom of the table; seats go clockwise.</source>
        <translation>Platz 1 ist unten am Tisch; die Plätze folgen im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Problem with the seat names</source>
        <translation>Problem mit den Spielernamen</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Thin&amp;king time (hard):</source>
        <translation>&amp;Bedenkzeit (schwer):</translation>
    </message>
    <message>
        <source>How long a hard computer player may think about each decision, in seconds. Longer is stronger and slower.</source>
        <translation>Wie lange ein schwerer Computerspieler über jede Entscheidung nachdenken darf, in Sekunden. Länger ist stärker, aber langsamer.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Pause &amp;between computer plays:</source>
        <translation>Pa&amp;use zwischen Computerzügen:</translation>
    </message>
    <message>
        <source>A pause after each computer play so you can follow the game, in milliseconds.</source>
        <translation>Eine Pause nach jedem Computerzug, damit du dem Spiel folgen kannst, in Millisekunden.</translation>
    </message>
    <message>
        <source>Undo is always there when one person plays against the computer. With several people at one computer it is off unless everyone agrees to allow it.</source>
        <translation>Wer allein gegen den Computer spielt, kann immer rückgängig machen. Spielen mehrere an einem Computer, ist es aus, solange nicht alle zustimmen.</translation>
    </message>
    <message>
        <source>Allow undo in hot-seat games</source>
        <translation>Rückgängig erlauben, wenn mehrere Personen an einem Gerät spielen</translation>
    </message>
    <message>
        <source>The seats and the thinking time are for the next game; the pause and the undo setting apply at once.</source>
        <translation>Die Plätze und die Bedenkzeit gelten ab dem nächsten Spiel; die Pause und die Einstellung zum Rückgängigmachen sofort.</translation>
    </message>
    <message>
        <source>not used by these rules</source>
        <translation>nach diesen Regeln nicht benutzt</translation>
    </message>
</context>
<context>
    <name>PointsDelegate</name>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>PointsModel</name>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Not in the deck under these rules: its points cannot be edited and count only if you add it back.</source>
        <translation>Nach diesen Regeln nicht im Spiel: Die Punkte lassen sich nicht ändern und zählen erst, wenn die Karte wieder dazukommt.</translation>
    </message>
    <message>
        <source>Points this card is worth to the side that takes it in a trick.</source>
        <translation>Die Punkte, die diese Karte der Partei bringt, die sie im Stich bekommt.</translation>
    </message>
    <message>
        <source>Rook (bird)</source>
        <translation>Rabe</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>J (jack)</source>
        <translation>B (Bube)</translation>
    </message>
    <message>
        <source>Q (queen)</source>
        <translation>D (Dame)</translation>
    </message>
    <message>
        <source>K (king)</source>
        <translation>K (König)</translation>
    </message>
    <message>
        <source>A (ace)</source>
        <translation>A (Ass)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Reset the settings of the page shown to their defaults.</source>
        <translation>Die Einstellungen der angezeigten Seite auf die Standardwerte zurücksetzen.</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>&amp;Hausregeln</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <source>Apply the changes?</source>
        <translation>Änderungen anwenden?</translation>
    </message>
    <message>
        <source>Apply your changes before closing Preferences?</source>
        <translation>Deine Änderungen anwenden, bevor du die Einstellungen schließt?</translation>
    </message>
    <message>
        <source>Deal new games with “%1”?</source>
        <translation>Neue Spiele mit „%1“ geben?</translation>
    </message>
    <message>
        <source>You chose these rules on the House rules page. If you close without applying them, new games keep “%1”.</source>
        <translation>Du hast diese Regeln auf der Seite Hausregeln gewählt. Wenn du schließt, ohne sie anzuwenden, bleiben neue Spiele bei „%1“.</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Weiter bearbeiten</translation>
    </message>
    <message>
        <source>If you close without applying them, they are lost.</source>
        <translation>Wenn du schließt, ohne sie anzuwenden, gehen sie verloren.</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: the house rules cannot be played (see the House rules page). If you close now, they are lost.</source>
        <translation>So können sie nicht angewendet werden: Die Hausregeln sind nicht spielbar (siehe Seite „Hausregeln“). Wenn du jetzt schließt, gehen sie verloren.</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: a seat&apos;s name cannot be used (see the Players page). If you close now, they are lost.</source>
        <translation>So können sie nicht angewendet werden: Ein Name eines Platzes ist nicht verwendbar (siehe Seite „Spieler“). Wenn du jetzt schließt, gehen sie verloren.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1-Datei</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>RuleModesModel</name>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Von dir gewonnen</translation>
    </message>
    <message>
        <source>The rules the games were played by</source>
        <translation>Die Regeln, nach denen gespielt wurde</translation>
    </message>
    <message>
        <source>Against the computer, hot-seat, or only computers</source>
        <translation>Gegen den Computer, gemeinsam an einem Gerät oder nur Computer</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>Zu Ende gespielte Spiele</translation>
    </message>
    <message>
        <source>Hands scored, in games finished or not</source>
        <translation>Gewertete Runden, in beendeten und offenen Spielen</translation>
    </message>
    <message>
        <source>Games your side won against the computer</source>
        <translation>Spiele, die deine Partei gegen den Computer gewonnen hat</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>&amp;Name:</source>
        <translation>Bezei&amp;chnung:</translation>
    </message>
    <message>
        <source>The name shown in menus and saved with the rule set.</source>
        <translation>Der Name, der in Menüs erscheint und mit dem Regelwerk gespeichert wird.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Rook deck (1–14 in four colours)</source>
        <translation>Rook-Blatt (1–14 in vier Farben)</translation>
    </message>
    <message>
        <source>Standard deck (2–10, J, Q, K, A)</source>
        <translation>Französisches Blatt (2–10, B, D, K, A)</translation>
    </message>
    <message>
        <source>&amp;Deck style:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>Rook cards in Black, Green, Red and Yellow, or a standard deck with a joker.</source>
        <translation>Rook-Karten in Schwarz, Grün, Rot und Gelb oder ein französisches Blatt mit Joker.</translation>
    </message>
    <message>
        <source>Ranks in the deck:</source>
        <translation>Werte im Blatt:</translation>
    </message>
    <message>
        <source>Which ranks are kept in every suit. Removing ranks makes the deck smaller.</source>
        <translation>Welche Werte jede Farbe behält. Wer Werte herausnimmt, verkleinert das Blatt.</translation>
    </message>
    <message>
        <source>The Roo&amp;k card is in the deck</source>
        <translation>Der Rabe ist im B&amp;latt</translation>
    </message>
    <message>
        <source>The Rook (bird) card, or the joker of a standard deck, belongs to trump.</source>
        <translation>Der Rabe (die Vogelkarte) oder der Joker des französischen Blatts gehört zum Trumpf.</translation>
    </message>
    <message>
        <source>The &amp;1 ranks above the 14</source>
        <translation>Die &amp;1 ist höher als die 14</translation>
    </message>
    <message>
        <source>Rook deck: the 1 beats the 14 (on) or ranks below the 2 (off). A standard deck&apos;s ace is always high.</source>
        <translation>Rook-Blatt: Die 1 sticht die 14 (an) oder liegt unter der 2 (aus). Beim französischen Blatt ist das Ass immer hoch.</translation>
    </message>
    <message>
        <source>Lowest trump</source>
        <translation>Niedrigster Trumpf</translation>
    </message>
    <message>
        <source>Highest trump</source>
        <translation>Höchster Trumpf</translation>
    </message>
    <message>
        <source>Within the suit</source>
        <translation>Innerhalb der Farbe</translation>
    </message>
    <message>
        <source>Rook between ranks</source>
        <translation>Rabe zwischen Werten</translation>
    </message>
    <message>
        <source>Rook in trump</source>
        <translation>Rabe im Trumpf</translation>
    </message>
    <message>
        <source>Rook in tr&amp;ump:</source>
        <translation>Rabe im Tr&amp;umpf:</translation>
    </message>
    <message>
        <source>Where the Rook/joker ranks inside trump: below every trump, above every trump, or between two ranks (e.g. between 10 and 11 beats the 10 and loses to the 11).</source>
        <translation>Wo der Rabe bzw. Joker im Trumpf steht: unter allen Trümpfen, über allen Trümpfen oder zwischen zwei Werten (z. B. zwischen 10 und 11: sticht die 10 und verliert gegen die 11).</translation>
    </message>
    <message>
        <source>Players &amp;&amp; deal</source>
        <translation>Spieler &amp;&amp; Geben</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>Spi&amp;eler:</translation>
    </message>
    <message>
        <source>How many seats play.</source>
        <translation>Wie viele Plätze mitspielen.</translation>
    </message>
    <message>
        <source>P&amp;artnerships (opposite seats)</source>
        <translation>Parteien (gegenüber sitzen&amp;d)</translation>
    </message>
    <message>
        <source>Four players only: seats 1 and 3, and 2 and 4, play as partners. Otherwise everyone plays for themselves (cut-throat).</source>
        <translation>Nur mit vier Spielern: Die Plätze 1 und 3 sowie 2 und 4 spielen als Partner. Sonst spielt jeder für sich.</translation>
    </message>
    <message>
        <source>Cards in each hand:</source>
        <translation>Karten pro Hand:</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Erster Geber:</translation>
    </message>
    <message>
        <source>Maximum bid:</source>
        <translation>Höchstgebot:</translation>
    </message>
    <message>
        <source>No trump may be called</source>
        <translation>„Ohne Trumpf“ darf angesagt werden</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Erstes Ausspiel:</translation>
    </message>
    <message>
        <source>The Rook may be played any time</source>
        <translation>Der Rabe darf jederzeit gespielt werden</translation>
    </message>
    <message>
        <source>Points per card:</source>
        <translation>Punkte pro Karte:</translation>
    </message>
    <message>
        <source>Points per trick:</source>
        <translation>Punkte pro Stich:</translation>
    </message>
    <message>
        <source>The game ends when a side reaches this total. If more than one side reaches it, the bidder&apos;s side wins if it is one of them; otherwise the highest score wins.</source>
        <translation>Das Spiel endet, wenn eine Partei diese Summe erreicht. Erreichen sie mehrere Parteien, gewinnt die Partei des Bieters, falls sie darunter ist; sonst gewinnt die höchste Punktzahl.</translation>
    </message>
    <message>
        <source>Spread:</source>
        <translation>Vorsprung:</translation>
    </message>
    <message>
        <source>The joker may be played any time</source>
        <translation>Der Joker darf jederzeit gespielt werden</translation>
    </message>
    <message>
        <source>Cards dealt to each player.</source>
        <translation>Karten, die jeder Spieler bekommt.</translation>
    </message>
    <message>
        <source>Cards in the ne&amp;st:</source>
        <translation>Karten im St&amp;ock:</translation>
    </message>
    <message>
        <source>Cards dealt face down to the nest (kitty, widow); 0 for no nest.</source>
        <translation>Karten, die verdeckt in den Stock kommen; 0 für keinen Stock.</translation>
    </message>
    <message>
        <source>Dra&amp;w pile (two players)</source>
        <translation>Nach&amp;ziehstapel (zwei Spieler)</translation>
    </message>
    <message>
        <source>Two players only: the cards left after the deal form a draw pile; after each trick the winner takes the face-up card or the top card.</source>
        <translation>Nur mit zwei Spielern: Die nach dem Geben übrigen Karten bilden einen Nachziehstapel; nach jedem Stich nimmt der Gewinner die offene oder die oberste Karte.</translation>
    </message>
    <message>
        <source>Turn the pile&apos;s first card at the deal</source>
        <translation>Erste Stapelkarte beim Geben aufdecken</translation>
    </message>
    <message>
        <source>The first face-up card of the draw pile is turned at the deal, so it is seen during bidding; otherwise just before the first trick.</source>
        <translation>Die erste offene Karte des Nachziehstapels wird schon beim Geben aufgedeckt und ist beim Bieten zu sehen; sonst erst kurz vor dem ersten Stich.</translation>
    </message>
    <message>
        <source>Who deals the first hand: chosen at random, by drawing for high card, or a given seat.</source>
        <translation>Wer die erste Runde gibt: ausgelost, durch Ziehen der höchsten Karte oder ein bestimmter Platz.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>&amp;Minimum bid:</source>
        <translation>&amp;Mindestgebot:</translation>
    </message>
    <message>
        <source>The smallest bid; a multiple of the step.</source>
        <translation>Das kleinste Gebot; ein Vielfaches der Schrittweite.</translation>
    </message>
    <message>
        <source>Bid st&amp;ep:</source>
        <translation>Schritt&amp;weite:</translation>
    </message>
    <message>
        <source>Bids are multiples of this and must beat the high bid; jump bids are allowed.</source>
        <translation>Gebote sind Vielfache davon und müssen das Höchstgebot übertreffen; Sprünge sind erlaubt.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Maximum bid automatic</source>
        <translation>Höchstgebot automatisch</translation>
    </message>
    <message>
        <source>Maximum bid</source>
        <translation>Höchstgebot</translation>
    </message>
    <message>
        <source>The points available in a hand, rounded down to the step.</source>
        <translation>Die Punkte einer Runde, auf die Schrittweite abgerundet.</translation>
    </message>
    <message>
        <source>The highest bid; bidding it ends the auction at once. Automatic: the points available in a hand, rounded down to the step.</source>
        <translation>Das höchste Gebot; wer es bietet, beendet das Bieten sofort. Automatisch: die Punkte einer Runde, auf die Schrittweite abgerundet.</translation>
    </message>
    <message>
        <source>Left of the dealer (two players: the non-dealer)</source>
        <translation>Links vom Geber (zu zweit: wer nicht gibt)</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Der Geber</translation>
    </message>
    <message>
        <source>Who &amp;opens:</source>
        <translation>Wer eröffnet:</translation>
    </message>
    <message>
        <source>Who speaks first in the auction; the others follow to the left.</source>
        <translation>Wer beim Bieten zuerst spricht; die anderen folgen nach links.</translation>
    </message>
    <message>
        <source>The opener must &amp;bid</source>
        <translation>Der Erö&amp;ffner muss bieten</translation>
    </message>
    <message>
        <source>The opener may not pass: their first call is a bid.</source>
        <translation>Der Eröffner darf nicht passen: Seine erste Ansage ist ein Gebot.</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <source>The dealer is held to the minimum</source>
        <translation>Der Geber muss das Mindestgebot spielen</translation>
    </message>
    <message>
        <source>If everyone passes:</source>
        <translation>Wenn alle passen:</translation>
    </message>
    <message>
        <source>Deal the hand again, or the dealer wins the bid at the minimum when everyone else has passed.</source>
        <translation>Die Runde neu geben, oder der Geber erhält den Zuschlag zum Mindestgebot, wenn alle anderen gepasst haben.</translation>
    </message>
    <message>
        <source>Nest &amp;&amp; trump</source>
        <translation>Stock &amp;&amp; Trumpf</translation>
    </message>
    <message>
        <source>After taking the nest</source>
        <translation>Nach dem Aufnehmen des Stocks</translation>
    </message>
    <message>
        <source>Before taking the nest</source>
        <translation>Vor dem Aufnehmen des Stocks</translation>
    </message>
    <message>
        <source>T&amp;rump is named:</source>
        <translation>T&amp;rumpf wird angesagt:</translation>
    </message>
    <message>
        <source>The high bidder names trump after seeing the nest and discarding, or before.</source>
        <translation>Der Bieter sagt Trumpf an, nachdem er den Stock gesehen und abgelegt hat, oder vorher.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then only the Rook is trump.</source>
        <translation>Der Bieter darf „ohne Trumpf“ ansagen; dann ist nur der Rabe Trumpf.</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Forbidden (keep the counters)</source>
        <translation>Verboten (Zählkarten behalten)</translation>
    </message>
    <message>
        <source>Discarding &amp;counters:</source>
        <translation>Able&amp;gen von Zählkarten:</translation>
    </message>
    <message>
        <source>Whether the bidder may set aside cards worth points. Forbidden: only when there are too few other cards, the lowest counters go.</source>
        <translation>Ob der Bieter Karten mit Punktwert ablegen darf. Verboten: Nur wenn es zu wenige andere Karten gibt, kommen die niedrigsten Zählkarten weg.</translation>
    </message>
    <message>
        <source>The side taking the last trick</source>
        <translation>Die Partei mit dem letzten Stich</translation>
    </message>
    <message>
        <source>The bidder&apos;s side</source>
        <translation>Die Partei des Bieters</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Discarded points go to:</source>
        <translation>Punkte der abgelegten Karten an:</translation>
    </message>
    <message>
        <source>Who scores the points of the cards the bidder set aside.</source>
        <translation>Wer die Punkte der vom Bieter abgelegten Karten bekommt.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>The bidder</source>
        <translation>Der Bieter</translation>
    </message>
    <message>
        <source>Left of the bidder (two players: the other)</source>
        <translation>Links vom Bieter (zu zweit: der andere)</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Links vom Geber</translation>
    </message>
    <message>
        <source>Who leads the first trick of a hand; after that the trick winner leads.</source>
        <translation>Wer zum ersten Stich einer Runde ausspielt; danach spielt aus, wer den Stich gewonnen hat.</translation>
    </message>
    <message>
        <source>The Rook/joker may be played even by a player who can follow the suit led.</source>
        <translation>Rabe bzw. Joker darf auch gespielt werden, wenn man die ausgespielte Farbe bedienen könnte.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Points each rank is worth (in every suit) and the Rook/joker. Cards worth more than 0 are counters. Type a number or press F2 to edit.</source>
        <translation>Was jeder Wert (in jeder Farbe) und der Rabe bzw. Joker zählt. Karten mit mehr als 0 Punkten sind Zählkarten. Zahl eintippen oder F2 drücken, um sie zu ändern.</translation>
    </message>
    <message>
        <source>Extra points for each trick a side takes.</source>
        <translation>Zusatzpunkte für jeden Stich einer Partei.</translation>
    </message>
    <message>
        <source>Most tricks bonus:</source>
        <translation>Bonus für die meisten Stiche:</translation>
    </message>
    <message>
        <source>Points for the side that took the most tricks (nobody on a tie).</source>
        <translation>Punkte für die Partei mit den meisten Stichen (bei Gleichstand niemand).</translation>
    </message>
    <message>
        <source>Last trick bonus:</source>
        <translation>Bonus für den letzten Stich:</translation>
    </message>
    <message>
        <source>Points for the side that took the last trick.</source>
        <translation>Punkte für die Partei, die den letzten Stich gemacht hat.</translation>
    </message>
    <message>
        <source>Everything it took</source>
        <translation>Alle gemachten Punkte</translation>
    </message>
    <message>
        <source>Exactly the bid</source>
        <translation>Genau das Gebot</translation>
    </message>
    <message>
        <source>Bid made scores:</source>
        <translation>Erfülltes Gebot bringt:</translation>
    </message>
    <message>
        <source>What the bidder&apos;s side scores when its hand total reaches the bid.</source>
        <translation>Was die Partei des Bieters bekommt, wenn ihre Rundensumme das Gebot erreicht.</translation>
    </message>
    <message>
        <source>Minus the bid</source>
        <translation>Minus das Gebot</translation>
    </message>
    <message>
        <source>Zero, and the others score double</source>
        <translation>Null, und die anderen bekommen doppelt</translation>
    </message>
    <message>
        <source>Bid set (missed) scores:</source>
        <translation>Gescheitertes Gebot bringt:</translation>
    </message>
    <message>
        <source>What the bidder&apos;s side scores when it falls short of the bid.</source>
        <translation>Was die Partei des Bieters bekommt, wenn sie das Gebot verfehlt.</translation>
    </message>
    <message>
        <source>The other sides score their points</source>
        <translation>Die anderen Parteien bekommen ihre Punkte</translation>
    </message>
    <message>
        <source>The sides that did not bid score what they took; otherwise they score 0.</source>
        <translation>Die Parteien, die nicht geboten haben, bekommen ihre gemachten Punkte; sonst 0.</translation>
    </message>
    <message>
        <source>Game end</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Play to (tar&amp;get):</source>
        <translation>S&amp;pielen bis:</translation>
    </message>
    <message>
        <source>Win by a lead of</source>
        <translation>Sieg mit einem Vorsprung von</translation>
    </message>
    <message>
        <source>Spread on</source>
        <translation>Vorsprungsregel an</translation>
    </message>
    <message>
        <source>Spread points</source>
        <translation>Punkte Vorsprung</translation>
    </message>
    <message>
        <source>points</source>
        <comment>after the spread&apos;s number: win by a lead of 200 points</comment>
        <translation>Punkten</translation>
    </message>
    <message>
        <source>A side also wins when it leads every other side by at least this many points.</source>
        <translation>Eine Partei gewinnt auch, wenn sie allen anderen um mindestens so viele Punkte voraus ist.</translation>
    </message>
    <message>
        <source>Rank %1 in the deck</source>
        <translation>Wert %1 im Blatt</translation>
    </message>
    <message>
        <source>The jo&amp;ker is in the deck</source>
        <translation>Der &amp;Joker ist im Blatt</translation>
    </message>
    <message>
        <source>Joker in tr&amp;ump:</source>
        <translation>Joker im Tr&amp;umpf:</translation>
    </message>
    <message>
        <source>below the %1 (%2)</source>
        <translation>unter %1 (%2)</translation>
    </message>
    <message>
        <source>above the %1 (%2)</source>
        <translation>über %1 (%2)</translation>
    </message>
    <message>
        <source>Only for the Rook deck: in a standard deck the ace always ranks high.</source>
        <translation>Nur beim Rook-Blatt: Beim französischen Blatt ist das Ass immer hoch.</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>zwischen %1 und %2</translation>
    </message>
    <message>
        <source>between %1 and %2 (%3)</source>
        <translation>zwischen %1 und %2 (%3)</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Draw for high card</source>
        <translation>Höchste Karte ziehen</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>No Rook card in the deck.</source>
        <translation>Der Rabe ist nicht im Blatt.</translation>
    </message>
    <message>
        <source>No joker in the deck.</source>
        <translation>Kein Joker im Blatt.</translation>
    </message>
    <message>
        <source>No 1s in the deck.</source>
        <translation>Keine Einsen im Blatt.</translation>
    </message>
    <message>
        <source>No nest (0 cards).</source>
        <translation>Kein Stock (0 Karten).</translation>
    </message>
    <message>
        <source>No draw pile.</source>
        <translation>Kein Nachziehstapel.</translation>
    </message>
    <message>
        <source>The opener must bid, so the auction never ends with everyone passing.</source>
        <translation>Der Eröffner muss bieten, also endet die Reizung nie damit, dass alle passen.</translation>
    </message>
    <message>
        <source>Only for four players: partners sit opposite.</source>
        <translation>Nur für vier Spieler: Partner sitzen sich gegenüber.</translation>
    </message>
    <message>
        <source>Only for two players.</source>
        <translation>Nur für zwei Spieler.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a field&apos;s title: what is wrong with it</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <source>Rules of the next game: %1</source>
        <translation>Regeln des nächsten Spiels: %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Bieter</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>%1
change</source>
        <comment>score sheet heading: the change to a side&apos;s score in that hand, as the hand summary&apos;s Change column; one short word</comment>
        <translation>%1
+/−</translation>
    </message>
    <message>
        <source>%1: the change to the score in this hand, added to the total (the points taken are the hand summary&apos;s hand total)</source>
        <translation>%1: die Veränderung des Punktestands in dieser Runde, die zum Gesamtstand kommt (die Stichpunkte stehen im Rundenergebnis als Rundensumme)</translation>
    </message>
    <message>
        <source>%1
total</source>
        <translation>%1
gesamt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1: the total after this hand</source>
        <translation>%1: der Gesamtstand nach dieser Runde</translation>
    </message>
    <message>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>set</source>
        <translation>gescheitert</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Games and hands played</source>
        <translation>Gespielte Spiele und Runden</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rule sets and modes</source>
        <translation>Regelwerke und Spielarten</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen …</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Close statistics</source>
        <translation>Statistik schließen</translation>
    </message>
    <message>
        <source>The statistics cannot be read: %1</source>
        <translation>Die Statistik kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Finished games: %1 · Hands scored (all games): %2</source>
        <translation>Beendete Spiele: %1 · Gewertete Runden (alle Spiele): %2</translation>
    </message>
    <message>
        <source>Forget every game and hand recorded so far? This cannot be undone.</source>
        <translation>Alle bisher erfassten Spiele und Runden vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Confirm reset</source>
        <translation>Zurücksetzen bestätigen</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: %1</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>&amp;Choose colour…</source>
        <translation>Farbe &amp;wählen …</translation>
    </message>
    <message>
        <source>&amp;Dim cards that cannot be played</source>
        <translation>Nicht spie&amp;lbare Karten ausgrauen</translation>
    </message>
    <message>
        <source>Con&amp;firm before playing a card</source>
        <translation>Vor dem Ausspielen &amp;nachfragen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Large index (easier to read)</source>
        <translation>Große Ecken (besser lesbar)</translation>
    </message>
    <message>
        <source>Ca&amp;rd look:</source>
        <translation>Karten&amp;bild:</translation>
    </message>
    <message>
        <source>The card faces: classic, or large corner numbers that are easier to read.</source>
        <translation>Die Kartenbilder: klassisch oder mit großen, besser lesbaren Eckzahlen.</translation>
    </message>
    <message>
        <source>Table colour sample</source>
        <translation>Farbmuster des Tisches</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Tischfarbe:</translation>
    </message>
    <message>
        <source>The colour of the cloth the cards are played on.</source>
        <translation>Die Farbe des Tuchs, auf dem gespielt wird.</translation>
    </message>
    <message>
        <source>Choose table colour</source>
        <translation>Tischfarbe wählen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Animationst&amp;empo:</translation>
    </message>
    <message>
        <source>How fast cards move across the table; “Off” places them at once.</source>
        <translation>Wie schnell die Karten über den Tisch gleiten; „Aus“ legt sie sofort hin.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Beim Spielen</translation>
    </message>
    <message>
        <source>Cards you may not play now are shown dimmed; hover one to see the rule that forbids it.</source>
        <translation>Karten, die du jetzt nicht spielen darfst, werden ausgegraut; zeig auf eine, um die Regel zu sehen, die es verbietet.</translation>
    </message>
    <message>
        <source>Ask before a clicked or dropped card is played.</source>
        <translation>Nachfragen, bevor eine angeklickte oder abgelegte Karte gespielt wird.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Preview of the cards on the table</source>
        <translation>Vorschau der Karten auf dem Tisch</translation>
    </message>
    <message>
        <source>The chosen card look on the chosen table colour.</source>
        <translation>Das gewählte Kartenbild auf der gewählten Tischfarbe.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>bids %1</source>
        <translation>bietet %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>Gebot %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>dealer · %1</source>
        <comment>a name plate&apos;s note: the dealer, then its call</comment>
        <translation>Geber · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tricks · %1</source>
        <comment>a name plate&apos;s tally: tricks and card points taken this hand</comment>
        <translation>
            <numerusform>%n Stich · %1</numerusform>
            <numerusform>%n Stiche · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The nest: the winner of the bidding takes these cards and sets aside as many.</source>
        <translation>Der Stock: Wer das Bieten gewinnt, nimmt diese Karten und legt ebenso viele ab.</translation>
    </message>
    <message>
        <source>The cards the bidder set aside from their hand.</source>
        <translation>Die Karten, die der Bieter von der Hand abgelegt hat.</translation>
    </message>
    <message>
        <source>The draw pile: each trick&apos;s winner takes the face-up card or the top one of this pile.</source>
        <translation>Der Nachziehstapel: Wer einen Stich gewinnt, nimmt die offene Karte oder die oberste dieses Stapels.</translation>
    </message>
    <message>
        <source>Face up on the draw pile: the winner of the next trick may take it.</source>
        <translation>Offen auf dem Nachziehstapel: Wer den nächsten Stich gewinnt, darf sie nehmen.</translation>
    </message>
    <message>
        <source>Cards left in the draw pile: %1</source>
        <translation>Karten im Nachziehstapel: %1</translation>
    </message>
    <message>
        <source>Cards in the nest: %1</source>
        <translation>Karten im Stock: %1</translation>
    </message>
    <message>
        <source>%1 wins the trick</source>
        <translation>%1 gewinnt den Stich</translation>
    </message>
    <message>
        <source>A tie for the highest card: everyone draws again</source>
        <translation>Gleich hohe Karten: alle ziehen noch einmal</translation>
    </message>
    <message>
        <source>%1 drew the highest card and deals</source>
        <translation>%1 hat die höchste Karte gezogen und gibt</translation>
    </message>
    <message>
        <source>Only your lowest counters may be set aside, as you have too few other cards.</source>
        <translation>Nur deine niedrigsten Zählkarten dürfen abgelegt werden, da du zu wenige andere Karten hast.</translation>
    </message>
    <message>
        <source>Counters may not be set aside under these rules.</source>
        <translation>Nach diesen Regeln dürfen Zählkarten nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>Taken face up: %1 has seen it</source>
        <translation>Offen gezogen: %1 hat sie gesehen</translation>
    </message>
    <message>
        <source>Taken face up: everyone has seen it</source>
        <translation>Offen gezogen: Alle haben sie gesehen</translation>
    </message>
    <message>
        <source>From the nest</source>
        <translation>Aus dem Stock</translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>jetzt nicht spielbar</translation>
    </message>
    <message>
        <source>From the pile</source>
        <translation>Vom Stapel</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Your hand is at the bottom. Left and Right choose a card, Enter or Space plays it.</source>
        <translation>Deine Karten liegen unten. Links und Rechts wählen eine Karte, Eingabe oder Leertaste spielt sie.</translation>
    </message>
</context>
<context>
    <name>TrickLogModel</name>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: card</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Name trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>Sch&amp;warz</translation>
    </message>
    <message>
        <source>Gree&amp;n</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Grün</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Rot</translation>
    </message>
    <message>
        <source>&amp;Yellow</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>Ge&amp;lb</translation>
    </message>
    <message>
        <source>&amp;Spades</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Pik</translation>
    </message>
    <message>
        <source>He&amp;arts</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>H&amp;erz</translation>
    </message>
    <message>
        <source>&amp;Diamonds</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Karo</translation>
    </message>
    <message>
        <source>&amp;Clubs</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>K&amp;reuz</translation>
    </message>
    <message>
        <source>No &amp;trump</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Ohne Trumpf</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>With no trump, %1 is the only trump.</source>
        <translation>Ohne Trumpf ist der %1 der einzige Trumpf.</translation>
    </message>
    <message>
        <source>Name a colour: these rules do not allow playing without trump.</source>
        <translation>Wähle eine Farbe: Diese Regeln erlauben kein Spiel ohne Trumpf.</translation>
    </message>
    <message>
        <source>Name a suit: these rules do not allow playing without trump.</source>
        <translation>Wähle eine Farbe: Diese Regeln erlauben kein Spiel ohne Trumpf.</translation>
    </message>
    <message>
        <source>%1, name trump</source>
        <translation>%1, sag Trumpf an</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win rate chart</source>
        <translation>Diagramm der Gewinnquote</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Noch keine beendeten Spiele</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>Spiele: %1</translation>
    </message>
</context>
</TS>
