<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>Rook, the card game, on the desktop: against the computer or with family at one computer, under your own house rules.</source>
        <translation>Rook, le jeu de cartes, sur votre bureau&#x202f;: contre l’ordinateur ou en famille sur un même ordinateur, avec vos propres règles maison.</translation>
    </message>
    <message>
        <source>Version %1. Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Version %1. Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#x202f;; %2</translation>
    </message>
    <message>
        <source>the non-dealer</source>
        <translation>celui qui ne donne pas</translation>
    </message>
    <message>
        <source>the player to the dealer&apos;s left</source>
        <translation>le joueur à gauche du donneur</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>le donneur</translation>
    </message>
    <message>
        <source>the high bidder</source>
        <translation>le preneur</translation>
    </message>
    <message>
        <source>the other player (not the bidder)</source>
        <translation>l’autre joueur (pas le preneur)</translation>
    </message>
    <message>
        <source>the player to the bidder&apos;s left</source>
        <translation>le joueur à gauche du preneur</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Four players play in two partnerships; partners sit opposite each other (%1 against %2).</source>
        <translation>Quatre joueurs jouent en deux équipes&#x202f;; les partenaires sont assis face à face (%1 contre %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n players each play for themselves.</source>
        <translation>
            <numerusform>%n joueur joue pour lui-même.</numerusform>
            <numerusform>%n joueurs jouent chacun pour soi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rook deck is used: the colours %1, each with the ranks %2.</source>
        <translation>On joue avec le jeu Rook&#x202f;: les couleurs %1, chacune avec les valeurs %2.</translation>
    </message>
    <message>
        <source>A standard deck is used: the suits %1, each with the ranks %2.</source>
        <translation>On joue avec un jeu classique&#x202f;: les couleurs %1, chacune avec les valeurs %2.</translation>
    </message>
    <message>
        <source>%1 is added, %2 cards in all.</source>
        <translation>%1 s’y ajoute&#x202f;: %2 cartes en tout.</translation>
    </message>
    <message numerus="yes">
        <source>There is no Rook card: %n cards in all.</source>
        <translation>
            <numerusform>Sans Corbeau&#x202f;: %n carte en tout.</numerusform>
            <numerusform>Sans Corbeau&#x202f;: %n cartes en tout.</numerusform>
        </translation>
    </message>
    <message>
        <source>The 1 ranks above the 14.</source>
        <translation>Le 1 est plus fort que le 14.</translation>
    </message>
    <message>
        <source>The 1 is the lowest rank.</source>
        <translation>Le 1 est la plus petite valeur.</translation>
    </message>
    <message>
        <source>The ace is high.</source>
        <translation>L’as est la carte la plus forte.</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Joueurs et cartes</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>Le premier donneur est tiré au sort.</translation>
    </message>
    <message>
        <source>To choose the first dealer, everyone draws a card: the highest rank deals (%1 counts lowest); a tie for highest draws again.</source>
        <translation>Pour désigner le premier donneur, chacun tire une carte&#x202f;: la plus forte valeur donne (%1 compte comme la plus faible)&#x202f;; en cas d’égalité pour la plus forte, on tire à nouveau.</translation>
    </message>
    <message>
        <source>To choose the first dealer, everyone draws a card: the highest rank deals; a tie for highest draws again.</source>
        <translation>Pour désigner le premier donneur, chacun tire une carte&#x202f;: la plus forte valeur donne&#x202f;; en cas d’égalité pour la plus forte, on tire à nouveau.</translation>
    </message>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 donne en premier.</translation>
    </message>
    <message>
        <source>The deal passes one seat to the left after each hand.</source>
        <translation>Après chaque donne, la main passe au joueur de gauche.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n cards.</source>
        <translation>
            <numerusform>Chaque joueur reçoit %n carte.</numerusform>
            <numerusform>Chaque joueur reçoit %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards are dealt face down to the nest.</source>
        <translation>
            <numerusform>%n carte est distribuée face cachée au talon.</numerusform>
            <numerusform>%n cartes sont distribuées face cachée au talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no nest.</source>
        <translation>Il n’y a pas de talon.</translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over form a face-down draw pile.</source>
        <translation>
            <numerusform>La %n carte restante forme une pioche face cachée.</numerusform>
            <numerusform>Les %n cartes restantes forment une pioche face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its top card is turned face up at the deal, so it is seen during the bidding.</source>
        <translation>Sa première carte est retournée dès la donne&#x202f;: elle est donc visible pendant les enchères.</translation>
    </message>
    <message>
        <source>Its top card is turned face up just before the first trick.</source>
        <translation>Sa première carte est retournée juste avant le premier pli.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>%1 speaks first; then the two players take turns to bid or pass.</source>
        <translation>%1 parle en premier&#x202f;; ensuite les deux joueurs enchérissent ou passent à tour de rôle.</translation>
    </message>
    <message>
        <source>%1 speaks first; then each player to the left in turn bids or passes.</source>
        <translation>%1 parle en premier&#x202f;; ensuite chaque joueur, à tour de rôle vers la gauche, enchérit ou passe.</translation>
    </message>
    <message>
        <source>The opener must bid and may not pass.</source>
        <translation>Celui qui ouvre doit enchérir et ne peut pas passer.</translation>
    </message>
    <message>
        <source>Bids are multiples of %1, from %2 up to %3, and each bid must be higher than the last; jump bids are allowed.</source>
        <translation>Les enchères sont des multiples de %1, de %2 à %3, et chacune doit dépasser la précédente&#x202f;; les sauts sont permis.</translation>
    </message>
    <message>
        <source>A player who passes takes no further part in this auction.</source>
        <translation>Qui a passé ne participe plus à ces enchères.</translation>
    </message>
    <message>
        <source>A bid of %1 ends the auction at once.</source>
        <translation>Une enchère de %1 clôt immédiatement les enchères.</translation>
    </message>
    <message>
        <source>If everyone passes, the same dealer deals again.</source>
        <translation>Si tout le monde passe, le même donneur redistribue.</translation>
    </message>
    <message>
        <source>If everyone but the dealer passes without a bid, the dealer is held to the minimum bid of %1.</source>
        <translation>Si tous sauf le donneur passent sans enchérir, le donneur est tenu à l’enchère minimale de %1.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message numerus="yes">
        <source>The high bidder takes the nest into their hand, sets %n cards aside, then names trump.</source>
        <translation>
            <numerusform>Le preneur prend le talon en main, écarte %n carte, puis annonce l’atout.</numerusform>
            <numerusform>Le preneur prend le talon en main, écarte %n cartes, puis annonce l’atout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The high bidder names trump, then takes the nest into their hand and sets %n cards aside.</source>
        <translation>
            <numerusform>Le preneur annonce l’atout, puis prend le talon en main et écarte %n carte.</numerusform>
            <numerusform>Le preneur annonce l’atout, puis prend le talon en main et écarte %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counters may not be set aside. If hand and nest hold too few other cards, all of them are set aside and the counters of lowest value make up the difference.</source>
        <translation>Les cartes à points ne peuvent pas être écartées. Si la main et le talon contiennent trop peu d’autres cartes, on les écarte toutes et les cartes à points les plus faibles complètent l’écart.</translation>
    </message>
    <message>
        <source>Any cards may be set aside, counters included.</source>
        <translation>Toutes les cartes peuvent être écartées, cartes à points comprises.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the side that takes the last trick.</source>
        <translation>Les points de l’écart vont au camp qui remporte le dernier pli.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the bidder&apos;s side.</source>
        <translation>Les points de l’écart vont au camp du preneur.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the player who takes the last trick.</source>
        <translation>Les points de l’écart vont au joueur qui remporte le dernier pli.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the bidder.</source>
        <translation>Les points de l’écart vont au preneur.</translation>
    </message>
    <message>
        <source>The cards set aside score for nobody.</source>
        <translation>L’écart ne compte pour personne.</translation>
    </message>
    <message>
        <source>The high bidder names trump.</source>
        <translation>Le preneur annonce l’atout.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then %1 is the only trump.</source>
        <translation>Le preneur peut annoncer sans-atout&#x202f;; %1 est alors le seul atout.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then there is no trump at all.</source>
        <translation>Le preneur peut annoncer sans-atout&#x202f;; il n’y a alors aucun atout.</translation>
    </message>
    <message>
        <source>When %1 is led in a no-trump hand, the others may play any card.</source>
        <translation>Quand %1 est entamé dans une donne sans atout, les autres peuvent jouer n’importe quelle carte.</translation>
    </message>
    <message>
        <source>Declaring no trump is not allowed.</source>
        <translation>Le sans-atout n’est pas permis.</translation>
    </message>
    <message>
        <source>each jack is worth %1</source>
        <translation>chaque valet vaut %1</translation>
    </message>
    <message>
        <source>each queen is worth %1</source>
        <translation>chaque dame vaut %1</translation>
    </message>
    <message>
        <source>each king is worth %1</source>
        <translation>chaque roi vaut %1</translation>
    </message>
    <message>
        <source>each ace is worth %1</source>
        <translation>chaque as vaut %1</translation>
    </message>
    <message>
        <source>No card is worth any points.</source>
        <translation>Aucune carte ne vaut de points.</translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>Le joueur qui remporte le plus de plis marque %n point (personne en cas d’égalité).</numerusform>
            <numerusform>Le joueur qui remporte le plus de plis marque %n points (personne en cas d’égalité).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the last trick scores %n points.</source>
        <translation>
            <numerusform>Le joueur qui remporte le dernier pli marque %n point.</numerusform>
            <numerusform>Le joueur qui remporte le dernier pli marque %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Otherwise the points it took do not count, and the bid is subtracted from its score.</source>
        <translation>Sinon, les points qu’il a faits ne comptent pas, et l’enchère est retirée de son score.</translation>
    </message>
    <message>
        <source>Otherwise it scores nothing, and the other side&apos;s points for the hand are doubled.</source>
        <translation>Sinon, il ne marque rien et les points du camp adverse pour cette donne sont doublés.</translation>
    </message>
    <message>
        <source>The other side scores the points it took.</source>
        <translation>Le camp adverse marque les points qu’il a faits.</translation>
    </message>
    <message>
        <source>The other side scores nothing.</source>
        <translation>Le camp adverse ne marque rien.</translation>
    </message>
    <message>
        <source>When the bid is made, the other side scores the points it took.</source>
        <translation>Si l’enchère est réussie, le camp adverse marque les points qu’il a faits.</translation>
    </message>
    <message>
        <source>When the bid is made, the other side scores nothing.</source>
        <translation>Si l’enchère est réussie, le camp adverse ne marque rien.</translation>
    </message>
    <message>
        <source>If the bidder takes at least the bid, they score all the points they took.</source>
        <translation>Si le preneur fait au moins son enchère, il marque tous les points qu’il a faits.</translation>
    </message>
    <message>
        <source>If the bidder takes at least the bid, they score exactly the bid.</source>
        <translation>Si le preneur fait au moins son enchère, il marque exactement son enchère.</translation>
    </message>
    <message>
        <source>Otherwise the points they took do not count, and the bid is subtracted from their score.</source>
        <translation>Sinon, les points qu’il a faits ne comptent pas, et l’enchère est retirée de son score.</translation>
    </message>
    <message>
        <source>The game ends after a hand in which a side reaches %1 points. If the bidder&apos;s side is one of those that reached it, it wins; otherwise the side with the most points wins (on a tie, play continues).</source>
        <translation>La partie se termine après une donne où un camp atteint %1 points. Si le camp du preneur est l’un de ceux qui les ont atteints, il gagne&#x202f;; sinon, le camp qui a le plus de points gagne (en cas d’égalité, on continue).</translation>
    </message>
    <message>
        <source>A side that leads the other side by at least %1 points also wins.</source>
        <translation>Un camp qui devance l’autre d’au moins %1 points gagne aussi.</translation>
    </message>
    <message>
        <source>The game ends after a hand in which a player reaches %1 points. If the bidder is one of those who reached it, they win; otherwise the player with the most points wins (on a tie, play continues).</source>
        <translation>La partie se termine après une donne où un joueur atteint %1 points. Si le preneur est l’un de ceux qui les ont atteints, il gagne&#x202f;; sinon, le joueur qui a le plus de points gagne (en cas d’égalité, on continue).</translation>
    </message>
    <message>
        <source>A player who leads their opponent by at least %1 points also wins.</source>
        <translation>Un joueur qui devance son adversaire d’au moins %1 points gagne aussi.</translation>
    </message>
    <message>
        <source>Otherwise they score nothing, and their opponents&apos; points for the hand are doubled.</source>
        <translation>Sinon, il ne marque rien et les points de ses adversaires pour cette donne sont doublés.</translation>
    </message>
    <message>
        <source>Otherwise they score nothing, and the opponent&apos;s points for the hand are doubled.</source>
        <translation>Sinon, il ne marque rien et les points de l’adversaire pour cette donne sont doublés.</translation>
    </message>
    <message>
        <source>The opponent scores the points they took.</source>
        <translation>L’adversaire marque les points qu’il a faits.</translation>
    </message>
    <message>
        <source>The opponent scores nothing.</source>
        <translation>L’adversaire ne marque rien.</translation>
    </message>
    <message>
        <source>When the bid is made, the opponent scores the points they took.</source>
        <translation>Si l’enchère est réussie, l’adversaire marque les points qu’il a faits.</translation>
    </message>
    <message>
        <source>When the bid is made, the opponent scores nothing.</source>
        <translation>Si l’enchère est réussie, l’adversaire ne marque rien.</translation>
    </message>
    <message>
        <source>The other players score the points they took.</source>
        <translation>Les autres joueurs marquent les points qu’ils ont faits.</translation>
    </message>
    <message>
        <source>The other players score nothing.</source>
        <translation>Les autres joueurs ne marquent rien.</translation>
    </message>
    <message>
        <source>Nest and trump</source>
        <translation>Talon et atout</translation>
    </message>
    <message>
        <source>%1 leads the first trick.</source>
        <translation>%1 entame le premier pli.</translation>
    </message>
    <message>
        <source>Each player in turn must follow the suit led if able; otherwise any card may be played.</source>
        <translation>Chacun à son tour doit fournir à la couleur demandée s’il le peut&#x202f;; sinon il peut jouer n’importe quelle carte.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and is its lowest card.</source>
        <translation>%1 fait partie de l’atout et en est la plus petite carte.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and is its highest card.</source>
        <translation>%1 fait partie de l’atout et en est la plus forte carte.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit as its lowest card, below its %2.</source>
        <translation>%1 fait partie de l’atout, comme sa carte la plus basse, sous son %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit as its highest card, above its %2.</source>
        <translation>%1 fait partie de l’atout, comme sa carte la plus haute, au-dessus de son %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and ranks between its %2 and its %3.</source>
        <translation>%1 fait partie de l’atout et se place entre son %2 et son %3.</translation>
    </message>
    <message>
        <source>Leading %1 leads trump; a player whose only trump is %1 must play it when trump is led.</source>
        <translation>Entamer avec %1, c’est entamer atout&#x202f;; si %1 est le seul atout d’un joueur, il doit le jouer quand l’atout est demandé.</translation>
    </message>
    <message>
        <source>%1 may be played at any time, even by a player who can follow suit.</source>
        <translation>%1 peut être joué à tout moment, même par un joueur qui peut fournir.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. The winner leads the next trick.</source>
        <translation>Le plus fort atout remporte le pli&#x202f;; sans atout, la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <source>After each trick, while the pile lasts, the winner takes either the face-up card or the top card of the pile, the other player gets the other card, and the next pile card is turned face up. Then the hands are played out.</source>
        <translation>Après chaque pli, tant que la pioche dure, le gagnant prend soit la carte retournée, soit la première carte de la pioche&#x202f;; l’autre joueur reçoit l’autre carte et la carte suivante de la pioche est retournée. Ensuite on joue les cartes restantes.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu de la carte</translation>
    </message>
    <message>
        <source>%1 is worth %2</source>
        <translation>%1 vaut %2</translation>
    </message>
    <message>
        <source>each %1 is worth %2</source>
        <translation>chaque %1 vaut %2</translation>
    </message>
    <message>
        <source>Counters: %1. Other cards are worth nothing.</source>
        <translation>Cartes à points&#x202f;: %1. Les autres cartes ne valent rien.</translation>
    </message>
    <message numerus="yes">
        <source>Each trick taken is worth %n points.</source>
        <translation>
            <numerusform>Chaque pli remporté vaut %n point.</numerusform>
            <numerusform>Chaque pli remporté vaut %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>Le camp qui remporte le plus de plis marque %n point (personne en cas d’égalité).</numerusform>
            <numerusform>Le camp qui remporte le plus de plis marque %n points (personne en cas d’égalité).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the last trick scores %n points.</source>
        <translation>
            <numerusform>Le camp qui remporte le dernier pli marque %n point.</numerusform>
            <numerusform>Le camp qui remporte le dernier pli marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points are available in each hand.</source>
        <translation>
            <numerusform>Chaque donne rapporte %n point au total.</numerusform>
            <numerusform>Chaque donne rapporte %n points au total.</numerusform>
        </translation>
    </message>
    <message>
        <source>If the bidder&apos;s side takes at least the bid, it scores all the points it took.</source>
        <translation>Si le camp du preneur fait au moins son enchère, il marque tous les points qu’il a faits.</translation>
    </message>
    <message>
        <source>If the bidder&apos;s side takes at least the bid, it scores exactly the bid.</source>
        <translation>Si le camp du preneur fait au moins son enchère, il marque exactement son enchère.</translation>
    </message>
    <message>
        <source>When the bid is made, the other players score the points they took.</source>
        <translation>Si l’enchère est réussie, les autres joueurs marquent les points qu’ils ont faits.</translation>
    </message>
    <message>
        <source>When the bid is made, the other players score nothing.</source>
        <translation>Si l’enchère est réussie, les autres joueurs ne marquent rien.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>A player who leads every other player by at least %1 points also wins.</source>
        <translation>Un joueur qui devance tous les autres d’au moins %1 points gagne aussi.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>The house rules in %1 could not be saved.</source>
        <translation>Les règles maison de %1 n’ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>le fichier n’existe pas</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>the Rook deck</source>
        <translation>le jeu Rook</translation>
    </message>
    <message>
        <source>the standard deck</source>
        <translation>le jeu de 52 cartes</translation>
    </message>
    <message>
        <source>Keys must be text.</source>
        <translation>Les clés doivent être du texte.</translation>
    </message>
    <message>
        <source>Must be an object with its own keys, not %1.</source>
        <translation>Doit être un objet avec ses propres clés, pas %1.</translation>
    </message>
    <message>
        <source>This key is unknown: did you mean %1?</source>
        <translation>Cette clé est inconnue&#x202f;: vouliez-vous dire %1&#x202f;?</translation>
    </message>
    <message>
        <source>This key is unknown.</source>
        <translation>Cette clé est inconnue.</translation>
    </message>
    <message>
        <source>Must be true or false, not %1.</source>
        <translation>Doit valoir true ou false, pas %1.</translation>
    </message>
    <message>
        <source>Must be a whole number, not %1.</source>
        <translation>Doit être un nombre entier, pas %1.</translation>
    </message>
    <message>
        <source>Must be at least %1, not %2.</source>
        <translation>Doit valoir au moins %1, pas %2.</translation>
    </message>
    <message>
        <source>Must be one of %1, not %2.</source>
        <translation>Doit être l’une de ces valeurs&#x202f;: %1 – pas %2.</translation>
    </message>
    <message>
        <source>Must be %1 to %2 players, not %3.</source>
        <translation>Il faut de %1 à %2 joueurs, pas %3.</translation>
    </message>
    <message>
        <source>Must be a whole number of at least 1, or off, not %1.</source>
        <translation>Doit être un nombre entier d’au moins 1, ou désactivé, pas %1.</translation>
    </message>
    <message>
        <source>Must be random, high card or a seat number from 0 to %1, not %2.</source>
        <translation>Doit être «&#x202f;au hasard&#x202f;», «&#x202f;carte la plus forte&#x202f;» ou un numéro de place de 0 à %1, pas %2.</translation>
    </message>
    <message>
        <source>Must be a non-empty list of ranks, not %1.</source>
        <translation>Doit être une liste de valeurs non vide, pas %1.</translation>
    </message>
    <message>
        <source>%1 is not a rank of %2 (%3 to %4).</source>
        <translation>%1 n’est pas une valeur du jeu %2 (%3 à %4).</translation>
    </message>
    <message>
        <source>A rank is listed twice.</source>
        <translation>Une valeur figure deux fois dans la liste.</translation>
    </message>
    <message>
        <source>Must be lowest, highest or a number such as 10.5, not %1.</source>
        <translation>Doit être «&#x202f;le plus faible&#x202f;», «&#x202f;le plus fort&#x202f;» ou un nombre comme 10.5, pas %1.</translation>
    </message>
    <message>
        <source>Must lie between two ranks (such as %1.5), not on rank %1.</source>
        <translation>Doit se situer entre deux valeurs (par exemple %1.5), pas sur la valeur %1.</translation>
    </message>
    <message>
        <source>Must lie between rank %1 and the 1 above the 14 (counted as %2), not %3.</source>
        <translation>Doit se situer entre la valeur %1 et le 1 au-dessus du 14 (compté comme %2), pas à %3.</translation>
    </message>
    <message>
        <source>Must lie between ranks %1 and %2, not %3.</source>
        <translation>Doit se situer entre les valeurs %1 et %2, pas à %3.</translation>
    </message>
    <message>
        <source>Must be a table of ranks and their points, not %1.</source>
        <translation>Doit être une table des valeurs et de leurs points, pas %1.</translation>
    </message>
    <message>
        <source>%1 is not a rank of %2.</source>
        <translation>%1 n’est pas une valeur du jeu %2.</translation>
    </message>
    <message>
        <source>The points for %1 must be a whole number of at least 0, not %2.</source>
        <translation>Les points de la carte %1 doivent être un nombre entier d’au moins 0, pas %2.</translation>
    </message>
    <message numerus="yes">
        <source>Partnership play needs 4 players (partners sit opposite each other), not %n.</source>
        <translation>
            <numerusform>Le jeu en équipes demande 4 joueurs (les partenaires sont face à face), pas %n.</numerusform>
            <numerusform>Le jeu en équipes demande 4 joueurs (les partenaires sont face à face), pas %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is for two players only, not %n.</source>
        <translation>
            <numerusform>La pioche est réservée à deux joueurs, pas à %n.</numerusform>
            <numerusform>La pioche est réservée à deux joueurs, pas à %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4: that leaves no draw pile from a deck of %5 cards.</source>
        <translation>%1 joueurs × %2 cartes + %3 au talon = %4&#x202f;: avec un jeu de %5 cartes, il ne reste pas de pioche.</translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4: that leaves %5 cards for the draw pile; that number must be even.</source>
        <translation>%1 joueurs × %2 cartes + %3 au talon = %4&#x202f;: il reste %5 cartes pour la pioche&#x202f;; ce nombre doit être pair.</translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4, but the deck has %5 cards.</source>
        <translation>%1 joueurs × %2 cartes + %3 au talon = %4, mais le jeu compte %5 cartes.</translation>
    </message>
    <message>
        <source>%1 is not a multiple of the step %2.</source>
        <translation>%1 n’est pas un multiple du palier %2.</translation>
    </message>
    <message>
        <source>This file does not hold house rules.</source>
        <translation>Ce fichier ne contient pas de règles maison.</translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation>Ne peut pas être vide.</translation>
    </message>
    <message numerus="yes">
        <source>Must be at most %n characters long.</source>
        <translation>
            <numerusform>Doit faire au plus %n caractère.</numerusform>
            <numerusform>Doit faire au plus %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is above the maximum bid %2.</source>
        <translation>%1 dépasse l’enchère maximale %2.</translation>
    </message>
    <message>
        <source>%1 is above the maximum bid %2, which is what the cards&apos; points allow (the points in a hand, rounded down to the step).</source>
        <translation>%1 dépasse l’enchère maximale %2, celle que permettent les points des cartes (les points d’une donne, arrondis au palier inférieur).</translation>
    </message>
    <message>
        <source>%1 is more than the %2 points available in a hand.</source>
        <translation>%1 dépasse les %2 points que rapporte une donne.</translation>
    </message>
    <message>
        <source>A rule set must be a JSON object, not %1.</source>
        <translation>Un jeu de règles doit être un objet JSON, pas %1.</translation>
    </message>
    <message>
        <source>This key is missing (a complete rule set has every key).</source>
        <translation>Cette clé manque (un jeu de règles complet a toutes les clés).</translation>
    </message>
    <message>
        <source>%1 is not a built-in rule set (%2).</source>
        <translation>%1 n’est pas un jeu de règles prédéfini (%2).</translation>
    </message>
    <message>
        <source>%1 is too large for a house-rules file (at most %2 bytes).</source>
        <translation>%1 est trop volumineux pour un fichier de règles maison (au plus %2 octets).</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2).</source>
        <translation>%1&#x202f;: impossible de lire le fichier (%2).</translation>
    </message>
    <message>
        <source>%1 is not a text file (UTF-8).</source>
        <translation>%1 n’est pas un fichier texte (UTF-8).</translation>
    </message>
    <message>
        <source>This is not valid JSON (line %1, column %2).</source>
        <translation>Ce n’est pas du JSON valide (ligne %1, colonne %2).</translation>
    </message>
    <message>
        <source>This is not valid JSON (nested too deeply).</source>
        <translation>Ce n’est pas du JSON valide (imbrication trop profonde).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <source>This is a saved game, not house rules. Open it with Game &gt; Open.</source>
        <translation>Ceci est une partie enregistrée, pas des règles maison. Ouvrez-la avec Partie &gt; Ouvrir.</translation>
    </message>
    <message>
        <source>The file ends too soon (line %1): it may have been cut off.</source>
        <translation>Le fichier se termine trop tôt (ligne %1)&#x202f;: il a peut-être été tronqué.</translation>
    </message>
    <message>
        <source>This is not a usable house-rules file (%1).</source>
        <translation>Ce n’est pas un fichier de règles maison utilisable (%1).</translation>
    </message>
    <message>
        <source>Must be from %1 to %2, not %3.</source>
        <translation>Doit être entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2).</source>
        <translation>%1 est trop grand (au plus %2).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a rule-set key: what is wrong with it</comment>
        <translation>%1&#x202f;: %2</translation>
    </message>
    <message numerus="yes">
        <source>The file has %n problems:</source>
        <translation>
            <numerusform>Le fichier présente %n problème&#x202f;:</numerusform>
            <numerusform>Le fichier présente %n problèmes&#x202f;:</numerusform>
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
            <numerusform>…et %n autre.</numerusform>
            <numerusform>…et %n autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened: line %1: %2</source>
        <translation>Impossible d’ouvrir ce fichier&#x202f;: ligne %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>This file cannot be opened: %1</source>
        <translation>Impossible d’ouvrir ce fichier&#x202f;: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 est trop volumineux pour être un enregistrement de partie.</translation>
    </message>
    <message>
        <source>%1 is not a text file, so it is not a game record.</source>
        <translation>%1 n’est pas un fichier texte, ce n’est donc pas un enregistrement de partie.</translation>
    </message>
    <message>
        <source>%1 is not a valid game record.</source>
        <translation>%1 n’est pas un enregistrement de partie valide.</translation>
    </message>
    <message>
        <source>%1 was written in a record format this version does not know.</source>
        <translation>%1 a été enregistré dans un format que cette version ne connaît pas.</translation>
    </message>
    <message>
        <source>%1 holds a move the rules do not allow.</source>
        <translation>%1 contient un coup que les règles n’autorisent pas.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d’écrire %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: call</comment>
        <translation>%1&#x202f;: %2</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call</comment>
        <translation>passe</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer: Random</source>
        <translation>Ordinateur&#x202f;: aléatoire</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur&#x202f;: %1</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l’ordinateur</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>À plusieurs sur un ordinateur</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Démonstration</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#x202f;%</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Enchères&#x202f;: pas encore d’enchère</translation>
    </message>
    <message>
        <source>Last bid: %1 by %2</source>
        <translation>Dernière enchère&#x202f;: %1 par %2</translation>
    </message>
    <message>
        <source>Bid: %1 by %2</source>
        <translation>Enchère&#x202f;: %1 par %2</translation>
    </message>
    <message>
        <source>High bid: %1 by %2</source>
        <translation>Plus haute enchère&#x202f;: %1 par %2</translation>
    </message>
    <message>
        <source>Trump: not named yet</source>
        <translation>Atout&#x202f;: pas encore annoncé</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#x202f;: %1</translation>
    </message>
    <message>
        <source>Taken: %1, bid made</source>
        <comment>the bid badge, under the bid: the points the bidder and partner took this hand, which reach their bid</comment>
        <translation>Pris&#x202f;: %1, enchère réussie</translation>
    </message>
    <message>
        <source>Taken: %1 of %2</source>
        <comment>the bid badge, under the bid: the points the bidder and partner took this hand, of their bid</comment>
        <translation>Pris&#x202f;: %1 sur %2</translation>
    </message>
    <message>
        <source>%1: %2, bid made</source>
        <comment>the bid badge: the points the bidder and partner took this hand, which reach their bid</comment>
        <translation>%1&#x202f;: %2, enchère réussie</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <comment>the bid badge: the points the bidder and partner took this hand, of their bid</comment>
        <translation>%1&#x202f;: %2 sur %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#x202f;: %2</translation>
    </message>
    <message>
        <source>Game over · won by a lead of %1 or more</source>
        <translation>Partie terminée · gagnée avec %1 points d’avance ou plus</translation>
    </message>
    <message>
        <source>Game over · played to %1</source>
        <translation>Partie terminée · jouée en %1</translation>
    </message>
    <message>
        <source>Hand %1 · playing to %2</source>
        <translation>Donne %1 · partie en %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a suit inside a sentence</comment>
        <translation>noir</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>a suit inside a sentence</comment>
        <translation>vert</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>a suit inside a sentence</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>a suit inside a sentence</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a suit inside a sentence</comment>
        <translation>pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a suit inside a sentence</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a suit inside a sentence</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a suit inside a sentence</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>No trump</source>
        <comment>a suit inside a sentence</comment>
        <translation>sans-atout</translation>
    </message>
    <message>
        <source>ROOK</source>
        <comment>printed on the Rook card</comment>
        <translation>CORBEAU</translation>
    </message>
    <message>
        <source>JOKER</source>
        <comment>printed on the joker card</comment>
        <translation>JOKER</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the letter printed on a jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the letter printed on a queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the letter printed on a king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the letter printed on an ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>a jack in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>a queen in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>a king in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>an ace in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>the Rook</source>
        <translation>le Corbeau</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>le joker</translation>
    </message>
    <message>
        <source>%1 or a lead of %2</source>
        <comment>what a game is played to: the target, or a winning lead</comment>
        <translation>%1 ou dès %2 points d’avance</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>le valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>la dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>le roi</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>l’as</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Corbeau</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>rank then suit, short card label</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Two-handed Rook (standard deck)</source>
        <comment>built-in rule set</comment>
        <translation>Rook à deux (jeu classique)</translation>
    </message>
    <message>
        <source>Two-handed Rook (Rook deck)</source>
        <comment>built-in rule set</comment>
        <translation>Rook à deux (jeu Rook)</translation>
    </message>
    <message>
        <source>Partnership cut-throat Rook</source>
        <comment>built-in rule set</comment>
        <translation>Rook en équipes</translation>
    </message>
    <message>
        <source>Tournament Rook (Kentucky discard)</source>
        <comment>built-in rule set</comment>
        <translation>Rook de tournoi (écart Kentucky)</translation>
    </message>
    <message>
        <source>Kentucky Rook</source>
        <comment>built-in rule set</comment>
        <translation>Rook Kentucky</translation>
    </message>
    <message>
        <source>%1 (house rules)</source>
        <comment>a built-in rule set&apos;s title; its rules were changed</comment>
        <translation>%1 (règles maison)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Ordinateur&#x202f;: facile</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Ordinateur&#x202f;: moyen</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Ordinateur&#x202f;: difficile</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>two partners</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>You must follow suit: play %1 while you have any, or %2.</source>
        <translation>Vous devez fournir&#x202f;: jouez %1 tant que vous en avez, ou %2.</translation>
    </message>
    <message>
        <source>You must follow suit: play %1 while you have any.</source>
        <translation>Vous devez fournir&#x202f;: jouez %1 tant que vous en avez.</translation>
    </message>
    <message>
        <source>Trump was led: you must play trump while you have any.</source>
        <translation>L’atout est demandé&#x202f;: vous devez jouer atout tant que vous en avez.</translation>
    </message>
    <message>
        <source>%1 is trump and may only be played when you cannot follow %2.</source>
        <translation>%1 est un atout et ne peut être joué que si vous ne pouvez pas fournir à la couleur %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a Rook-deck card in a sentence: suit then rank</comment>
        <translation>le %2 %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>face card in a sentence: rank of suit, standard deck</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>numbered card in a sentence: rank of suit, standard deck</comment>
        <translation>le %1 de %2</translation>
    </message>
    <message>
        <source>Trump was led, and %1 is trump: you must play it.</source>
        <translation>L’atout est demandé et %1 est atout&#x202f;: vous devez le jouer.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ce n’est pas possible maintenant.</translation>
    </message>
    <message>
        <source>Bids are multiples of %1.</source>
        <translation>Les enchères sont des multiples de %1.</translation>
    </message>
    <message>
        <source>The smallest bid is %1.</source>
        <translation>L’enchère minimale est %1.</translation>
    </message>
    <message>
        <source>The highest bid is %1.</source>
        <translation>L’enchère maximale est %1.</translation>
    </message>
    <message>
        <source>A bid must be above the high bid of %1.</source>
        <translation>Une enchère doit dépasser la plus haute, qui est de %1.</translation>
    </message>
    <message>
        <source>No trump is not allowed under these rules.</source>
        <translation>Ces règles n’autorisent pas le sans-atout.</translation>
    </message>
    <message numerus="yes">
        <source>Set aside exactly %n cards.</source>
        <translation>
            <numerusform>Écartez exactement %n carte.</numerusform>
            <numerusform>Écartez exactement %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counters may not be set aside.</source>
        <translation>Les cartes à points ne peuvent pas être écartées.</translation>
    </message>
    <message>
        <source>Counters may not be set aside unless there are too few other cards: set aside the lowest counters.</source>
        <translation>Les cartes à points ne peuvent être écartées que s’il n’y a pas assez d’autres cartes&#x202f;: écartez les plus faibles.</translation>
    </message>
    <message>
        <source>A card is set aside twice.</source>
        <translation>Une carte est écartée deux fois.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That is not allowed by the rules.</source>
        <translation>Les règles ne le permettent pas.</translation>
    </message>
    <message>
        <source>South</source>
        <comment>default seat name</comment>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <comment>default seat name</comment>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <comment>default seat name</comment>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <comment>default seat name</comment>
        <translation>Est</translation>
    </message>
    <message>
        <source>Player 5</source>
        <comment>default seat name</comment>
        <translation>Joueur 5</translation>
    </message>
    <message>
        <source>Player 6</source>
        <comment>default seat name</comment>
        <translation>Joueur 6</translation>
    </message>
    <message>
        <source>Player 1</source>
        <comment>default seat name</comment>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <comment>default seat name</comment>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <comment>default seat name</comment>
        <translation>Joueur 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <comment>default seat name</comment>
        <translation>Joueur 4</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>La place %1 a besoin d’un nom.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 are both called “%3”: give each seat its own name.</source>
        <translation>Les places %1 et %2 s’appellent toutes deux «&#x202f;%3&#x202f;»&#x202f;: donnez à chaque place son propre nom.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>%1 names no trump.</source>
        <translation>%1 annonce sans-atout.</translation>
    </message>
    <message>
        <source>%1 names %2 as trump.</source>
        <translation>%1 annonce l’atout %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets %n cards aside.</source>
        <comment>the nest exchange; the cards stay unnamed</comment>
        <translation>
            <numerusform>%1 écarte %n carte.</numerusform>
            <numerusform>%1 écarte %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 takes the face-up card, %2.</source>
        <translation>%1 prend la carte retournée, %2.</translation>
    </message>
    <message>
        <source>%1 gets the face-up card, %2.</source>
        <translation>%1 reçoit la carte retournée, %2.</translation>
    </message>
    <message>
        <source>%1 takes the top card of the pile.</source>
        <translation>%1 prend la première carte de la pioche.</translation>
    </message>
    <message>
        <source>%1 gets the top card of the pile.</source>
        <translation>%1 reçoit la première carte de la pioche.</translation>
    </message>
    <message>
        <source>%1 wins the bid at %2.</source>
        <translation>%1 remporte les enchères à %2.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 remporte le pli.</translation>
    </message>
    <message>
        <source>%1 gets the top card of the pile: %2.</source>
        <translation>%1 reçoit la première carte de la pioche&#x202f;: %2.</translation>
    </message>
    <message>
        <source>%1 takes the top card of the pile: %2.</source>
        <translation>%1 prend la première carte de la pioche&#x202f;: %2.</translation>
    </message>
    <message>
        <source>the top card of the pile</source>
        <translation>la première carte de la pioche</translation>
    </message>
    <message>
        <source>Your turn has just begun: press the key again for the marked card, %1.</source>
        <translation>Votre tour vient de commencer&#x202f;: appuyez de nouveau sur la touche pour la carte marquée, %1.</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards already: click one of them (or press Enter on it) to put it back.</source>
        <translation>
            <numerusform>Vous avez déjà choisi %n carte&#x202f;: cliquez dessus (ou appuyez sur Entrée dessus) pour la remettre.</numerusform>
            <numerusform>Vous avez déjà choisi %n cartes&#x202f;: cliquez sur l’une d’elles (ou appuyez sur Entrée dessus) pour la remettre.</numerusform>
        </translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>injouable maintenant</translation>
    </message>
    <message>
        <source>Rook games (*%1)</source>
        <translation>Parties de Rook (*%1)</translation>
    </message>
    <message>
        <source>House rules (*%1 *%2)</source>
        <translation>Règles maison (*%1 *%2)</translation>
    </message>
    <message>
        <source>Rook games and house rules (*%1 *%2 *%3)</source>
        <translation>Parties de Rook et règles maison (*%1 *%2 *%3)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This choice has just appeared: press Enter again for “%1”.</source>
        <translation>Ce choix vient d’apparaître&#x202f;: appuyez de nouveau sur Entrée pour «&#x202f;%1&#x202f;».</translation>
    </message>
    <message>
        <source>Only whole numbers from %1 to %2 go here.</source>
        <translation>Seuls les nombres entiers de %1 à %2 sont acceptés ici.</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>About rookdesk</source>
        <translation>À propos de rookdesk</translation>
    </message>
</context>
<context>
    <name>BidHistoryModel</name>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>everyone passed: new deal</source>
        <translation>tout le monde a passé&#x202f;: nouvelle donne</translation>
    </message>
    <message>
        <source>held to the minimum: %1</source>
        <translation>tenu au minimum&#x202f;: %1</translation>
    </message>
    <message>
        <source>wins the bid at %1</source>
        <translation>remporte les enchères à %1</translation>
    </message>
    <message>
        <source>names no trump</source>
        <translation>annonce sans-atout</translation>
    </message>
    <message>
        <source>names %1 as trump</source>
        <translation>annonce %1 comme atout</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Bid amount</source>
        <translation>Montant de l’enchère</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>E&amp;nchérir</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Enchérir</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sser</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Bidding rules</source>
        <translation>Règles des enchères</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Montant&#x202f;:</translation>
    </message>
    <message>
        <source>Problem with the bid</source>
        <translation>Problème avec l’enchère</translation>
    </message>
    <message>
        <source>Type an amount, or choose one with the arrows.</source>
        <translation>Tapez un montant ou choisissez-le avec les flèches.</translation>
    </message>
    <message>
        <source>%1 is too low: the smallest bid you can make now is %2.</source>
        <translation>%1 est trop bas&#x202f;: la plus petite enchère possible maintenant est %2.</translation>
    </message>
    <message>
        <source>%1 is too high: the largest bid is %2.</source>
        <translation>%1 est trop haut&#x202f;: la plus forte enchère est %2.</translation>
    </message>
    <message>
        <source>%1 is not a bid: bids go up in steps of %2, so bid %3 or %4.</source>
        <translation>%1 n’est pas une enchère&#x202f;: les enchères montent par paliers de %2, annoncez donc %3 ou %4.</translation>
    </message>
    <message>
        <source>Your call has just begun: press Enter again to bid %1.</source>
        <translation>Votre tour d’enchérir vient de commencer&#x202f;: appuyez de nouveau sur Entrée pour enchérir %1.</translation>
    </message>
    <message>
        <source>The amount takes digits only: type a number and press Enter to bid, or press %1 to pass.</source>
        <translation>Le montant ne prend que des chiffres&#x202f;: tapez un nombre et appuyez sur Entrée pour enchérir, ou sur %1 pour passer.</translation>
    </message>
    <message>
        <source>The amount takes digits only: type a number and press Enter to bid.</source>
        <translation>Le montant ne prend que des chiffres&#x202f;: tapez un nombre et appuyez sur Entrée pour enchérir.</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Pas encore d’enchère.</translation>
    </message>
    <message>
        <source>High bid: %1 by %2.</source>
        <translation>Plus haute enchère&#x202f;: %1 par %2.</translation>
    </message>
    <message>
        <source>%1, your call</source>
        <translation>%1, à vous de parler</translation>
    </message>
    <message>
        <source>Calls: %1</source>
        <translation>Annonces&#x202f;: %1</translation>
    </message>
    <message>
        <source>As the opener you must bid: the smallest bid is %1.</source>
        <translation>Vous ouvrez, vous devez donc enchérir&#x202f;: l’enchère minimale est %1.</translation>
    </message>
    <message>
        <source>The opener may not pass under these rules.</source>
        <translation>Selon ces règles, celui qui ouvre ne peut pas passer.</translation>
    </message>
    <message>
        <source>A pass is final: you take no further part in this auction.</source>
        <translation>Passer est définitif&#x202f;: vous ne participez plus à ces enchères.</translation>
    </message>
    <message>
        <source>Bids go up in steps of %1, up to %2.</source>
        <translation>Les enchères montent par paliers de %1, jusqu’à %2.</translation>
    </message>
    <message>
        <source>If no one bids, the dealer is held to the minimum of %1.</source>
        <translation>Si personne n’enchérit, le donneur est tenu au minimum de %1.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the computer</source>
        <translation>Passez l’ordinateur</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>Every hand is hidden. %1, press the button when only you can see the screen.</source>
        <translation>Toutes les mains sont cachées. %1, appuyez sur le bouton quand personne d’autre ne voit l’écran.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation>Je suis %1&#x202f;: montrer ma main</translation>
    </message>
    <message>
        <source>Show the hand of %1</source>
        <translation>Montrer la main de %1</translation>
    </message>
    <message>
        <source>Since the deal:</source>
        <translation>Depuis la donne&#x202f;:</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Depuis votre dernier tour&#x202f;:</translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier moves not shown)</source>
        <translation>
            <numerusform>(%n coup précédent non affiché)</numerusform>
            <numerusform>(%n coups précédents non affichés)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: press Enter or Space again to show your hand.</source>
        <translation>%1&#x202f;: appuyez de nouveau sur Entrée ou Espace pour montrer votre jeu.</translation>
    </message>
    <message>
        <source>Ready in a moment: the button wakes a second after the curtain rises, so a key meant for the table does not show this hand.</source>
        <translation>Prêt dans un instant&#x202f;: le bouton ne répond qu’un peu après la levée du rideau, pour qu’une touche destinée à la table ne montre pas cette main.</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Take the face-up card</source>
        <translation>Prendre la carte retournée</translation>
    </message>
    <message>
        <source>Take the top of the &amp;pile</source>
        <translation>Prendre la première carte de la p&amp;ioche</translation>
    </message>
    <message>
        <source>Take the top card of the pile</source>
        <translation>Prendre la première carte de la pioche</translation>
    </message>
    <message>
        <source>&amp;Take %1</source>
        <translation>P&amp;rendre %1</translation>
    </message>
    <message>
        <source>In your hand the face-up card gets a purple band, as your opponent has seen it, and the pile&apos;s card a teal one.</source>
        <translation>Dans votre main, la carte retournée porte une bande violette, car votre adversaire l’a vue, et la carte de la pioche une bande turquoise.</translation>
    </message>
    <message>
        <source>Keyboard: Enter takes the face-up card; Tab to the pile&apos;s button, then Enter.</source>
        <translation>Clavier&#x202f;: Entrée prend la carte retournée&#x202f;; Tab jusqu’au bouton de la pioche, puis Entrée.</translation>
    </message>
    <message>
        <source>%1, you won the trick: take a card</source>
        <translation>%1, vous avez remporté le pli&#x202f;: prenez une carte</translation>
    </message>
    <message>
        <source>Click the face-up card or the pile on the table. Your opponent gets the card you do not take.</source>
        <translation>Cliquez sur la carte retournée ou sur la pioche. Votre adversaire reçoit la carte que vous ne prenez pas.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Resume the game &amp;left in progress</source>
        <translation>Reprendre la partie &amp;laissée en cours</translation>
    </message>
    <message>
        <source>Take back your last decision (and the computers&apos; after it)</source>
        <translation>Reprendre votre dernière décision (et celles de l’ordinateur qui ont suivi)</translation>
    </message>
    <message>
        <source>Show what a Normal-strength player would do</source>
        <translation>Montrer ce que ferait un joueur de niveau moyen</translation>
    </message>
    <message>
        <source>The game cannot be autosaved: %1</source>
        <translation>La partie ne peut pas être sauvegardée automatiquement&#x202f;: %1</translation>
    </message>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Votre dernière décision a été reprise.</translation>
    </message>
    <message>
        <source>The decision taken back is made again.</source>
        <translation>La décision reprise est rétablie.</translation>
    </message>
    <message>
        <source>Rook game</source>
        <translation>Partie de Rook</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>%1&apos;s last decision was taken back: %2.</source>
        <translation>La dernière décision de %1 a été reprise&#x202f;: %2.</translation>
    </message>
    <message>
        <source>%1&apos;s last decision was taken back.</source>
        <translation>La dernière décision de %1 a été reprise.</translation>
    </message>
    <message>
        <source>playing %1</source>
        <translation>jouer %1</translation>
    </message>
    <message>
        <source>a bid of %1</source>
        <translation>enchérir à %1</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>naming %1 as trump</source>
        <translation>annoncer l’atout %1</translation>
    </message>
    <message>
        <source>declaring no trump</source>
        <translation>jouer sans atout</translation>
    </message>
    <message>
        <source>taking the face-up card</source>
        <translation>prendre la carte visible</translation>
    </message>
    <message>
        <source>taking a card from the pile</source>
        <translation>prendre une carte de la pioche</translation>
    </message>
    <message>
        <source>%1&apos;s decision is made again.</source>
        <translation>La décision de %1 est rétablie.</translation>
    </message>
    <message>
        <source>Nothing to undo: no game is being played.</source>
        <translation>Rien à annuler&#x202f;: aucune partie n’est en cours.</translation>
    </message>
    <message>
        <source>Nothing to undo: only the computers play in this game.</source>
        <translation>Rien à annuler&#x202f;: seuls les ordinateurs jouent cette partie.</translation>
    </message>
    <message>
        <source>Cannot undo: Undo is off in hot-seat games (Preferences, Players).</source>
        <translation>Annulation impossible&#x202f;: l’annulation est désactivée à plusieurs sur un ordinateur (Préférences, Joueurs).</translation>
    </message>
    <message>
        <source>Nothing to undo: there is no decision of yours to take back.</source>
        <translation>Rien à annuler&#x202f;: vous n’avez aucune décision à reprendre.</translation>
    </message>
    <message>
        <source>Cannot undo: the card drawn from the pile has been seen.</source>
        <translation>Annulation impossible&#x202f;: la carte tirée de la pioche a été vue.</translation>
    </message>
    <message>
        <source>Cannot undo: the cards of the nest have been seen.</source>
        <translation>Annulation impossible&#x202f;: les cartes du talon ont été vues.</translation>
    </message>
    <message>
        <source>Cannot undo: a new face-up card has been turned on the draw pile.</source>
        <translation>Annulation impossible&#x202f;: une nouvelle carte a été retournée sur la pioche.</translation>
    </message>
    <message>
        <source>Cannot undo: the cards of a new deal have been seen.</source>
        <translation>Annulation impossible&#x202f;: les cartes d’une nouvelle donne ont été vues.</translation>
    </message>
    <message>
        <source>Take back the last decision of %1 (and the computers&apos; after it)</source>
        <translation>Reprendre la dernière décision de %1 (et celles de l’ordinateur qui ont suivi)</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>La partie n’a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Open a game or house rules</source>
        <translation>Ouvrir une partie ou des règles maison</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>This file cannot be opened as a game.</source>
        <translation>Ce fichier ne peut pas être ouvert comme partie.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Ouverte&#x202f;: %1.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>A game was in progress when rookdesk last closed. Go on with it?</source>
        <translation>Une partie était en cours à la dernière fermeture de rookdesk. La poursuivre&#x202f;?</translation>
    </message>
    <message>
        <source>%1 — hand %2 — players: %3</source>
        <translation>%1 — donne %2 — joueurs&#x202f;: %3</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>The game goes on where it was left.</source>
        <translation>La partie reprend là où elle s’était arrêtée.</translation>
    </message>
    <message>
        <source>Welcome to rookdesk</source>
        <translation>Bienvenue dans rookdesk</translation>
    </message>
    <message>
        <source>A game was left in progress. Resume it, or choose Game &gt; New… to deal another.</source>
        <translation>Une partie est restée en cours. Reprenez-la, ou choisissez Partie &gt; Nouvelle… pour en distribuer une autre.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Conseil&#x202f;: jouez %1.</translation>
    </message>
    <message>
        <source>Hint: set aside %1. They are chosen; “Confirm discard” sets them aside.</source>
        <translation>Conseil&#x202f;: écartez %1. Elles sont choisies&#x202f;; «&#x202f;Confirmer l’écart&#x202f;» les met de côté.</translation>
    </message>
    <message>
        <source>Hint: set aside %1.</source>
        <translation>Conseil&#x202f;: écartez %1.</translation>
    </message>
    <message>
        <source>Hint: bid %1.</source>
        <translation>Conseil&#x202f;: enchérissez à %1.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Conseil&#x202f;: passez.</translation>
    </message>
    <message>
        <source>Hint: name %1 trump.</source>
        <translation>Conseil&#x202f;: annoncez %1 comme atout.</translation>
    </message>
    <message>
        <source>Hint: take the face-up card.</source>
        <translation>Conseil&#x202f;: prenez la carte retournée.</translation>
    </message>
    <message>
        <source>Hint: take the top of the pile.</source>
        <translation>Conseil&#x202f;: prenez la première carte de la pioche.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>The statistics file cannot be read. Start it afresh?</source>
        <translation>Le fichier de statistiques est illisible. Repartir de zéro&#x202f;?</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>%1 win the game!</source>
        <translation>%1 gagnent la partie&#x202f;!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie&#x202f;!</translation>
    </message>
    <message>
        <source>You and %1 win the game!</source>
        <translation>Vous et %1 gagnez la partie&#x202f;!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#x202f;!</translation>
    </message>
    <message>
        <source>You and %1 lose.</source>
        <translation>Vous et %1 perdez.</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Vous perdez.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>side: score</comment>
        <translation>%1&#x202f;: %2</translation>
    </message>
    <message>
        <source>Final score: %1.</source>
        <translation>Score final&#x202f;: %1.</translation>
    </message>
    <message>
        <source>The bidder&apos;s side wins when it reaches %1 points, whatever the other scores.</source>
        <translation>Le camp du preneur gagne dès qu’il atteint %1 points, quels que soient les autres scores.</translation>
    </message>
    <message>
        <source>The bidder wins when they reach %1 points, whatever the other scores.</source>
        <translation>Le preneur gagne dès qu’il atteint %1 points, quels que soient les autres scores.</translation>
    </message>
    <message>
        <source>A side also wins when it leads the other side by %1 points or more.</source>
        <translation>Un camp gagne aussi quand il mène l’autre camp de %1 points ou plus.</translation>
    </message>
    <message>
        <source>A player also wins when they lead their opponent by %1 points or more.</source>
        <translation>Un joueur gagne aussi quand il mène son adversaire de %1 points ou plus.</translation>
    </message>
    <message>
        <source>A player also wins when they lead every other player by %1 points or more.</source>
        <translation>Un joueur gagne aussi quand il mène tous les autres joueurs de %1 points ou plus.</translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Hand summary</source>
        <translation>Bilan de la donne</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Continue to the next hand</source>
        <translation>Passer à la donne suivante</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 and made it</source>
        <translation>Donne %1&#x202f;: %2 a pris à %3 et a réussi</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 and was set</source>
        <translation>Donne %1&#x202f;: %2 a pris à %3 et a chuté</translation>
    </message>
    <message>
        <source>%1 took %2 points in this hand against a bid of %3.</source>
        <translation>%1&#x202f;: %2 points dans cette donne, pour une enchère de %3.</translation>
    </message>
    <message>
        <source>Set aside in the nest: %1.</source>
        <translation>Mises au talon&#x202f;: %1.</translation>
    </message>
    <message>
        <source>Most tricks: %1; last trick: %2</source>
        <translation>Le plus de plis&#x202f;: %1&#x202f;; dernier pli&#x202f;: %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Cards and tricks</source>
        <translation>Cartes et plis</translation>
    </message>
    <message>
        <source>Most tricks bonus</source>
        <translation>Prime pour le plus de plis</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Prime du dernier pli</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Primes</translation>
    </message>
    <message>
        <source>Nest</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Points en cartes</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Total de la donne</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Cumul</translation>
    </message>
    <message>
        <source>Under these rules a made bid scores exactly the bid: %1.</source>
        <translation>Avec ces règles, une enchère réussie rapporte exactement l’enchère&#x202f;: %1.</translation>
    </message>
    <message>
        <source>The bid of %1 is subtracted from the score.</source>
        <translation>L’enchère de %1 est retirée du score.</translation>
    </message>
    <message>
        <source>A set bid scores no points in this hand.</source>
        <translation>Une enchère chutée ne rapporte aucun point pour cette donne.</translation>
    </message>
    <message>
        <source>Under these rules only the bidder&apos;s side scores.</source>
        <translation>Avec ces règles, seul le camp du preneur marque.</translation>
    </message>
    <message>
        <source>Under these rules only the bidder scores.</source>
        <translation>Avec ces règles, seul le preneur marque.</translation>
    </message>
    <message>
        <source>%1 %2 × 2 = %3</source>
        <translation>%1 %2 × 2 = %3</translation>
    </message>
    <message>
        <source>Because the bid was set, the opponent&apos;s points are doubled: %1.</source>
        <translation>L’enchère ayant chuté, les points de l’adversaire sont doublés&#x202f;: %1.</translation>
    </message>
    <message>
        <source>Because the bid was set, the opponents&apos; points are doubled: %1.</source>
        <translation>L’enchère ayant chuté, les points des adversaires sont doublés&#x202f;: %1.</translation>
    </message>
    <message>
        <source>&amp;See the result</source>
        <translation>&amp;Voir le résultat</translation>
    </message>
    <message>
        <source>See the final result</source>
        <translation>Voir le résultat final</translation>
    </message>
</context>
<context>
    <name>HouseRulesPage</name>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>(changed)</source>
        <translation>(modifié)</translation>
    </message>
    <message>
        <source>Rule changes apply to the next game; a game in progress keeps its rules.</source>
        <translation>Les changements de règles s’appliquent à la prochaine partie&#x202f;; une partie en cours garde ses règles.</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>&amp;Partir de&#x202f;:</translation>
    </message>
    <message>
        <source>Load a built-in or saved rule set into the editor, then change anything.</source>
        <translation>Chargez dans l’éditeur un jeu de règles prédéfini ou enregistré, puis modifiez ce que vous voulez.</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>The rules in the editor differ from the rule set chosen in Start from.</source>
        <translation>Les règles de l’éditeur diffèrent du jeu de règles choisi dans «&#x202f;Partir de&#x202f;».</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>Règles modifiées</translation>
    </message>
    <message>
        <source>Save the rules in the editor as a named rule set.</source>
        <translation>Enregistrer les règles de l’éditeur comme jeu de règles nommé.</translation>
    </message>
    <message>
        <source>Rename the chosen saved rule set.</source>
        <translation>Renommer le jeu de règles enregistré choisi.</translation>
    </message>
    <message>
        <source>Delete the chosen saved rule set.</source>
        <translation>Supprimer le jeu de règles enregistré choisi.</translation>
    </message>
    <message>
        <source>Cards in the deck under these rules.</source>
        <translation>Cartes du jeu selon ces règles.</translation>
    </message>
    <message>
        <source>How the cards are dealt.</source>
        <translation>Comment les cartes sont distribuées.</translation>
    </message>
    <message>
        <source>Counters + trick points + bonuses: the most a hand can be worth.</source>
        <translation>Cartes à points + points de plis + primes&#x202f;: le maximum que peut valoir une donne.</translation>
    </message>
    <message>
        <source>Rule check</source>
        <translation>Vérification des règles</translation>
    </message>
    <message>
        <source>Last file action</source>
        <translation>Dernière opération sur un fichier</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Prédéfini&#x202f;: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Enregistré&#x202f;: %1</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Abandonner les modifications</translation>
    </message>
    <message>
        <source>Discard your changes to the rules in the editor?</source>
        <translation>Abandonner vos modifications des règles dans l’éditeur&#x202f;?</translation>
    </message>
    <message>
        <source>Rule set not found</source>
        <translation>Jeu de règles introuvable</translation>
    </message>
    <message>
        <source>Deck: &lt;b&gt;%1&lt;/b&gt; cards</source>
        <translation>Jeu&#x202f;: &lt;b&gt;%1&lt;/b&gt; cartes</translation>
    </message>
    <message>
        <source>Deal: %1 players × %2 cards + nest %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Donne&#x202f;: %1 joueurs × %2 cartes + talon %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, draw pile %1</source>
        <translation>, pioche %1</translation>
    </message>
    <message>
        <source>Points available in a hand: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Points par donne&#x202f;: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>✓ These rules can be played.</source>
        <translation>✓ Ces règles sont jouables.</translation>
    </message>
    <message>
        <source>⚠ Cannot be played: %1</source>
        <translation>⚠ Injouable&#x202f;: %1</translation>
    </message>
    <message>
        <source>Save rule set</source>
        <translation>Enregistrer le jeu de règles</translation>
    </message>
    <message>
        <source>Name of the rule set:</source>
        <translation>Nom du jeu de règles&#x202f;:</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be saved.</source>
        <translation>Ces règles ne sont pas jouables, elles ne peuvent donc pas être enregistrées.</translation>
    </message>
    <message>
        <source>Replace rule set</source>
        <translation>Remplacer le jeu de règles</translation>
    </message>
    <message>
        <source>Replace the saved rule set “%1”?</source>
        <translation>Remplacer le jeu de règles enregistré «&#x202f;%1&#x202f;»&#x202f;?</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Rename rule set</source>
        <translation>Renommer le jeu de règles</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nouveau nom&#x202f;:</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>Renommage impossible</translation>
    </message>
    <message>
        <source>Delete rule set</source>
        <translation>Supprimer le jeu de règles</translation>
    </message>
    <message>
        <source>Delete the saved rule set “%1”?</source>
        <translation>Supprimer le jeu de règles enregistré «&#x202f;%1&#x202f;»&#x202f;?</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Suppression impossible</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Importation impossible</translation>
    </message>
    <message>
        <source>“%1” is among your rule sets already, with these very rules.</source>
        <translation>«&#x202f;%1&#x202f;» fait déjà partie de vos jeux de règles, avec exactement ces règles.</translation>
    </message>
    <message>
        <source>Imported “%1”: it is among your rule sets now.</source>
        <translation>«&#x202f;%1&#x202f;» importé&#x202f;: il fait maintenant partie de vos jeux de règles.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be exported.</source>
        <translation>Ces règles ne sont pas jouables, elles ne peuvent donc pas être exportées.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
    <message>
        <source>%1 (%2 in the file): %3</source>
        <comment>a setting&apos;s title, its key, what is wrong with it</comment>
        <translation>%1 (%2 dans le fichier)&#x202f;: %3</translation>
    </message>
    <message>
        <source>%1 could not be read, so nothing was changed.</source>
        <translation>%1 n’a pas pu être lu, donc rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 is not a usable house-rules file, so nothing was changed.</source>
        <translation>%1 n’est pas un fichier de règles maison utilisable&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>These are the rules of the built-in set “%1”, unchanged: nothing was added.</source>
        <translation>Ce sont les règles du jeu de règles prédéfini «&#x202f;%1&#x202f;», sans changement&#x202f;: rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>Imported as “%1”: “%2” is the name of a built-in rule set, whose rules differ.</source>
        <translation>Importé sous le nom «&#x202f;%1&#x202f;»&#x202f;: «&#x202f;%2&#x202f;» est le nom d’un jeu de règles prédéfini, dont les règles diffèrent.</translation>
    </message>
    <message>
        <source>Imported as “%1”: one of your rule sets is called “%2” already, with other rules.</source>
        <translation>Importé sous le nom «&#x202f;%1&#x202f;»&#x202f;: l’un de vos jeux de règles s’appelle déjà «&#x202f;%2&#x202f;», avec d’autres règles.</translation>
    </message>
    <message>
        <source>A rule set needs a name.</source>
        <translation>Un jeu de règles doit avoir un nom.</translation>
    </message>
    <message>
        <source>The name is longer than 200 characters.</source>
        <translation>Le nom dépasse 200 caractères.</translation>
    </message>
    <message>
        <source>“%1” is the name of a built-in rule set; choose another name.</source>
        <translation>«&#x202f;%1&#x202f;» est le nom d’un jeu de règles prédéfini&#x202f;; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>A saved rule set is already named “%1”.</source>
        <translation>Un jeu de règles enregistré s’appelle déjà «&#x202f;%1&#x202f;».</translation>
    </message>
    <message>
        <source>There is no saved rule set named “%1”.</source>
        <translation>Aucun jeu de règles enregistré ne s’appelle «&#x202f;%1&#x202f;».</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>Read a house-rules file (.rookrules or .json) and add it to your rule sets.</source>
        <translation>Lire un fichier de règles maison (.rookrules ou .json) et l’ajouter à vos jeux de règles.</translation>
    </message>
    <message>
        <source>Write the rules in the editor to a house-rules file (.rookrules) to share them.</source>
        <translation>Écrire les règles de l’éditeur dans un fichier de règles maison (.rookrules) pour les partager.</translation>
    </message>
    <message>
        <source>For new games: %1</source>
        <translation>Pour les nouvelles parties&#x202f;: %1</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Importer des règles maison</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Exporter des règles maison</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Enre&amp;gistrer sous…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>InfoPanel</name>
    <message>
        <source>Game information</source>
        <translation>Informations sur la partie</translation>
    </message>
</context>
<context>
    <name>LanguagePage</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Language of rookdesk</source>
        <translation>Langue de rookdesk</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>When the language changes</source>
        <translation>Quand la langue change</translation>
    </message>
    <message>
        <source>Restart needed</source>
        <translation>Redémarrage nécessaire</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;gue&#x202f;:</translation>
    </message>
    <message>
        <source>The menus, the table and the messages use this language. “System language” follows your computer&apos;s settings.</source>
        <translation>Les menus, la table et les messages utilisent cette langue. «&#x202f;Langue du système&#x202f;» suit les réglages de votre ordinateur.</translation>
    </message>
    <message>
        <source>The new language is used the next time rookdesk starts.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de rookdesk.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Trick %1 of hand %2: %3 took it, %4 points in cards.</source>
        <translation>Pli %1 de la donne %2&#x202f;: remporté par %3, %4 points en cartes.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message numerus="yes">
        <source>As the hand&apos;s last trick it also scored a bonus of %n points.</source>
        <translation>
            <numerusform>Dernier pli de la donne, il rapporte aussi une prime de %n point.</numerusform>
            <numerusform>Dernier pli de la donne, il rapporte aussi une prime de %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The nest went with it: %n points.</source>
        <translation>
            <numerusform>Le talon va avec lui&#x202f;: %n point.</numerusform>
            <numerusform>Le talon va avec lui&#x202f;: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The nest&apos;s points went with it.</source>
        <translation>Les points du talon vont avec lui.</translation>
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
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Decision panel</source>
        <translation>Panneau de décision</translation>
    </message>
    <message>
        <source>Welcome to rookdesk</source>
        <translation>Bienvenue dans rookdesk</translation>
    </message>
    <message>
        <source>Game &gt; New… deals a game.</source>
        <translation>Partie &gt; Nouvelle… distribue une partie.</translation>
    </message>
    <message>
        <source>Score sheet and logs</source>
        <translation>Feuille de marque et historique</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Édi&amp;tion</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de cette partie</translation>
    </message>
    <message>
        <source>&amp;About rookdesk</source>
        <translation>À &amp;propos de rookdesk</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>Abandonner la partie en cours&#x202f;?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it?</source>
        <translation>Une partie est en cours. L’abandonner&#x202f;?</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Aucune donne jouée pour l’instant.</translation>
    </message>
    <message>
        <source>No bids yet.</source>
        <translation>Aucune enchère pour l’instant.</translation>
    </message>
    <message>
        <source>No tricks played yet.</source>
        <translation>Aucun pli joué pour l’instant.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>The computers wait until Pause is pressed again</source>
        <translation>Les ordinateurs attendent que Pause soit choisi de nouveau</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>Jouer cette carte&#x202f;?</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <translation>Jouer %1&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>The house rules used until now are saved as “%1” (Edit &gt; Preferences, House rules).</source>
        <translation>Les règles maison utilisées jusqu’ici sont enregistrées sous le nom «&#x202f;%1&#x202f;» (Édition &gt; Préférences, Règles maison).</translation>
    </message>
    <message>
        <source>A game was left in progress when rookdesk last closed. Abandon it?</source>
        <translation>Une partie était en cours à la dernière fermeture de rookdesk. L’abandonner&#x202f;?</translation>
    </message>
    <message>
        <source>Go back to %1 as it was saved?</source>
        <translation>Revenir à %1 tel qu’il a été enregistré&#x202f;?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it and open %1?</source>
        <translation>Une partie est en cours. L’abandonner et ouvrir %1&#x202f;?</translation>
    </message>
    <message>
        <source>A game was left in progress when rookdesk last closed. Abandon it and open %1?</source>
        <translation>Une partie était en cours à la dernière fermeture de rookdesk. L’abandonner et ouvrir %1&#x202f;?</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>Abandonner la partie&#x202f;?</translation>
    </message>
    <message>
        <source>Go back to the save?</source>
        <translation>Revenir à la sauvegarde&#x202f;?</translation>
    </message>
    <message>
        <source>The moves made since the game was saved to %1 are lost; the file keeps the game as it was then.</source>
        <translation>Les coups joués depuis l’enregistrement dans %1 sont perdus&#x202f;; le fichier garde la partie telle qu’elle était alors.</translation>
    </message>
    <message>
        <source>The game in progress ends here; a game you saved can be opened again.</source>
        <translation>La partie en cours s’arrête ici&#x202f;; une partie enregistrée peut être rouverte.</translation>
    </message>
    <message>
        <source>That game ends here; a game you saved can be opened again.</source>
        <translation>Cette partie s’arrête ici&#x202f;; une partie enregistrée peut être rouverte.</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation>&amp;Revenir</translation>
    </message>
    <message>
        <source>&amp;Save first</source>
        <translation>&amp;Enregistrer d’abord</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>&amp;Resume that game</source>
        <translation>&amp;Reprendre cette partie</translation>
    </message>
    <message>
        <source>Go back to the saved game?</source>
        <translation>Revenir à la partie sauvegardée&#x202f;?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Enregistrer la partie&#x202f;?</translation>
    </message>
    <message>
        <source>Save the game to %1 first?</source>
        <translation>Enregistrer d’abord la partie dans %1&#x202f;?</translation>
    </message>
    <message>
        <source>The file keeps the game as it was when saved, without its end.</source>
        <translation>Le fichier garde la partie telle qu’elle était à l’enregistrement, sans sa fin.</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>The changed house rules apply from the next game on.</source>
        <translation>Les règles maison modifiées s’appliquent à partir de la prochaine partie.</translation>
    </message>
    <message>
        <source>The new language is used the next time rookdesk starts.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de rookdesk.</translation>
    </message>
    <message>
        <source>No last trick to show: no game is being played.</source>
        <translation>Aucun dernier pli à montrer&#x202f;: aucune partie n’est en cours.</translation>
    </message>
    <message>
        <source>No last trick to show: no trick has been won yet in this game.</source>
        <translation>Aucun dernier pli à montrer&#x202f;: aucun pli n’a encore été remporté dans cette partie.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
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
        <translation>Tous les autres ont passé&#x202f;: %1, le donneur, est tenu à l’enchère minimale de %2.</translation>
    </message>
    <message>
        <source>Everyone passed: the same dealer deals again.</source>
        <translation>Tout le monde a passé&#x202f;: le même donneur redistribue.</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation>%1 a tiré %2</translation>
    </message>
    <message>
        <source>Draw for the first deal: %1. A tie for the highest card: everyone draws again.</source>
        <translation>Tirage pour la première donne&#x202f;: %1. Égalité pour la plus haute carte&#x202f;: tout le monde retire.</translation>
    </message>
    <message>
        <source>Draw for the first deal: %1. %2 deals.</source>
        <translation>Tirage pour la première donne&#x202f;: %1. %2 distribue.</translation>
    </message>
    <message>
        <source>%1 to bid</source>
        <translation>À %1 d’enchérir</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Calls so far: %1</source>
        <translation>Annonces jusqu’ici&#x202f;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the bid at %2: %3 passed.</source>
        <translation>
            <numerusform>%1 remporte les enchères à %2&#x202f;: %3 a passé.</numerusform>
            <numerusform>%1 remporte les enchères à %2&#x202f;: %3 ont passé.</numerusform>
        </translation>
    </message>
    <message>
        <source>No calls yet.</source>
        <translation>Pas encore d’annonce.</translation>
    </message>
    <message>
        <source>%1 to bid or pass</source>
        <translation>À %1 d’enchérir ou de passer</translation>
    </message>
    <message>
        <source>%1 to name trump</source>
        <translation>À %1 d’annoncer l’atout</translation>
    </message>
    <message>
        <source>%1 to set cards aside</source>
        <translation>À %1 de faire son écart</translation>
    </message>
    <message>
        <source>%1 to take a card</source>
        <translation>À %1 de prendre une carte</translation>
    </message>
    <message>
        <source>%1 to play a card</source>
        <translation>À %1 de jouer une carte</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1, lead a card</source>
        <translation>%1, entamez</translation>
    </message>
    <message>
        <source>%1, play a card</source>
        <translation>%1, jouez une carte</translation>
    </message>
    <message>
        <source>Everyone else passed: you are held to the minimum bid of %1.</source>
        <translation>Tous les autres ont passé&#x202f;: vous êtes tenu à l’enchère minimale de %1.</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <source>Every hand is hidden.</source>
        <translation>Toutes les mains sont cachées.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>Paused: %1 waits</source>
        <translation>En pause&#x202f;: %1 attend</translation>
    </message>
    <message>
        <source>Paused: the computers wait. P or Game &gt; Pause lets them go on.</source>
        <translation>En pause&#x202f;: les ordinateurs attendent. P ou Partie &gt; Pause les laisse reprendre.</translation>
    </message>
    <message>
        <source>The computers go on.</source>
        <translation>Les ordinateurs reprennent.</translation>
    </message>
    <message>
        <source>Save before quitting?</source>
        <translation>Enregistrer avant de quitter&#x202f;?</translation>
    </message>
    <message>
        <source>Save the game to %1 before quitting?</source>
        <translation>Enregistrer la partie dans %1 avant de quitter&#x202f;?</translation>
    </message>
    <message>
        <source>The file keeps the game as it was when saved; the game as it stands is offered again when rookdesk next starts.</source>
        <translation>Le fichier garde la partie telle qu’elle était à l’enregistrement&#x202f;; la partie telle qu’elle est maintenant sera proposée de nouveau au prochain démarrage de rookdesk.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Quitter sans enregistrer</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>La donne %1 est terminée</translation>
    </message>
    <message>
        <source>Drag a card to the middle of the table, click it twice, or choose it with the arrow keys and press Enter.</source>
        <translation>Faites glisser une carte au milieu de la table, cliquez deux fois dessus ou choisissez-la avec les flèches et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Dimmed cards may not be played now. %1</source>
        <translation>Les cartes grisées ne peuvent pas être jouées maintenant. %1</translation>
    </message>
    <message>
        <source>The scores are on the table; “See the result” shows the final scores.</source>
        <translation>Les scores sont sur la table&#x202f;; «&#x202f;Voir le résultat&#x202f;» affiche les scores finaux.</translation>
    </message>
    <message>
        <source>The scores are on the table; the next hand is dealt in a moment, or at once with “Continue”.</source>
        <translation>Les scores sont sur la table&#x202f;; la donne suivante est distribuée dans un instant, ou tout de suite avec «&#x202f;Continuer&#x202f;».</translation>
    </message>
    <message>
        <source>The scores are on the table; “Continue” deals the next hand.</source>
        <translation>Les scores sont sur la table&#x202f;; «&#x202f;Continuer&#x202f;» distribue la donne suivante.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Game &gt; New… or the button on the table deals again.</source>
        <translation>Partie &gt; Nouvelle… ou le bouton sur la table lance une nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>NameBox</name>
    <message>
        <source>Why the name cannot be used</source>
        <translation>Pourquoi ce nom ne peut pas être utilisé</translation>
    </message>
</context>
<context>
    <name>NestPanel</name>
    <message>
        <source>Nest exchange</source>
        <translation>Échange avec le talon</translation>
    </message>
    <message>
        <source>Cards selected</source>
        <translation>Cartes choisies</translation>
    </message>
    <message>
        <source>&amp;Confirm discard</source>
        <translation>&amp;Confirmer l’écart</translation>
    </message>
    <message>
        <source>Confirm discard</source>
        <translation>Confirmer l’écart</translation>
    </message>
    <message>
        <source>What may be set aside</source>
        <translation>Ce qui peut être écarté</translation>
    </message>
    <message>
        <source>%1, set aside cards for the nest</source>
        <translation>%1, écartez des cartes au talon</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards in your hand to select them (or use the arrow keys and Enter), then confirm.</source>
        <translation>
            <numerusform>Cliquez sur %n carte de votre main pour la choisir (ou utilisez les flèches et Entrée), puis confirmez.</numerusform>
            <numerusform>Cliquez sur %n cartes de votre main pour les choisir (ou utilisez les flèches et Entrée), puis confirmez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dragging a card to the middle of the table chooses it too; drag it away to take it back.</source>
        <translation>Faire glisser une carte au milieu de la table la choisit aussi&#x202f;; faites-la glisser ailleurs pour la reprendre.</translation>
    </message>
    <message>
        <source>The cards the nest brought have a band along their top.</source>
        <translation>Les cartes venues du talon portent une bande en haut.</translation>
    </message>
    <message>
        <source>Any cards may be set aside, counters included.</source>
        <translation>Toutes les cartes peuvent être écartées, cartes à points comprises.</translation>
    </message>
    <message>
        <source>Counters may not be set aside.</source>
        <translation>Les cartes à points ne peuvent pas être écartées.</translation>
    </message>
    <message>
        <source>Counters may not be set aside, but you have too few other cards: set aside %1 and %2 of %3.</source>
        <translation>Les cartes à points ne peuvent pas être écartées, mais vous avez trop peu d’autres cartes&#x202f;: écartez %1, plus %2 parmi %3.</translation>
    </message>
    <message>
        <source>Counters may not be set aside, but you have too few other cards: set aside %1.</source>
        <translation>Les cartes à points ne peuvent pas être écartées, mais vous avez trop peu d’autres cartes&#x202f;: écartez %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 selected</source>
        <translation>
            <numerusform>%n carte choisie sur %1</numerusform>
            <numerusform>%n cartes choisies sur %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Keyboard: Tab to “Confirm discard”, then Enter.</source>
        <translation>Clavier&#x202f;: Tab jusqu’à «&#x202f;Confirmer l’écart&#x202f;», puis Entrée.</translation>
    </message>
    <message>
        <source>These cards may not be set aside together.</source>
        <translation>Ces cartes ne peuvent pas être écartées ensemble.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>%1 (house rules)</source>
        <translation>%1 (règles maison)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#x202f;:</translation>
    </message>
    <message>
        <source>Rule set summary</source>
        <translation>Résumé du jeu de règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Seat &amp;%1</source>
        <translation>Place &amp;%1</translation>
    </message>
    <message>
        <source>%1 players in two partnerships</source>
        <translation>%1 joueurs en deux équipes</translation>
    </message>
    <message>
        <source>%1 players, each for themselves</source>
        <translation>%1 joueurs, chacun pour soi</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>%1; %2; a draw pile; play to %3.</source>
        <translation>%1&#x202f;; %2&#x202f;; une pioche&#x202f;; partie en %3.</translation>
    </message>
    <message>
        <source>%1; %2; play to %3.</source>
        <translation>%1&#x202f;; %2&#x202f;; partie en %3.</translation>
    </message>
    <message>
        <source>Bids from %1 to %2 in steps of %3; %4 points in a hand.</source>
        <translation>Enchères de %1 à %2 par paliers de %3&#x202f;; %4 points par donne.</translation>
    </message>
    <message>
        <source>Partners sit across the table: %1 against %2.</source>
        <translation>Les partenaires sont assis face à face&#x202f;: %1 contre %2.</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>%1 (changed, not saved)</source>
        <translation>%1 (modifié, non enregistré)</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Joueur de la place %1</translation>
    </message>
    <message>
        <source>Problem with the names</source>
        <translation>Problème avec les noms</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Type de partie</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <source>standard deck of %1 with a joker, %2 cards</source>
        <translation>jeu classique de %1 avec un joker, %2 cartes</translation>
    </message>
    <message>
        <source>standard deck of %1, %2 cards</source>
        <translation>jeu classique de %1, %2 cartes</translation>
    </message>
    <message>
        <source>Rook deck of %1 with the Rook card, %2 cards</source>
        <translation>jeu Rook de %1 avec le Corbeau, %2 cartes</translation>
    </message>
    <message>
        <source>Rook deck of %1, %2 cards</source>
        <translation>jeu Rook de %1, %2 cartes</translation>
    </message>
    <message>
        <source>Bids from %1 to %2 in steps of %3; %4 points in a hand (%5 for each trick).</source>
        <translation>Enchères de %1 à %2 par paliers de %3&#x202f;; %4 points par donne (%5 pour chaque pli).</translation>
    </message>
    <message>
        <source>Bonuses: %1 for the most tricks, %2 for the last trick.</source>
        <translation>Primes&#x202f;: %1 pour le plus de plis, %2 pour le dernier pli.</translation>
    </message>
    <message>
        <source>Bonus: %1 for the most tricks.</source>
        <translation>Prime&#x202f;: %1 pour le plus de plis.</translation>
    </message>
    <message>
        <source>Bonus: %1 for the last trick.</source>
        <translation>Prime&#x202f;: %1 pour le dernier pli.</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters.</source>
        <translation>Un nom peut compter au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Demo: the computer plays every seat.</source>
        <translation>Démonstration&#x202f;: l’ordinateur joue à toutes les places.</translation>
    </message>
    <message>
        <source>You play with a computer partner against the computer.</source>
        <translation>L’ordinateur joue votre partenaire et vos adversaires.</translation>
    </message>
    <message>
        <source>You play against the computer.</source>
        <translation>Vous jouez contre l’ordinateur.</translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat: %n people share this computer; each hand is hidden until its player is at the screen.</source>
        <translation>
            <numerusform>À plusieurs sur un ordinateur&#x202f;: %n personne partage cet ordinateur&#x202f;; chaque main reste cachée jusqu’à ce que son joueur soit devant l’écran.</numerusform>
            <numerusform>À plusieurs sur un ordinateur&#x202f;: %n personnes partagent cet ordinateur&#x202f;; chaque main reste cachée jusqu’à ce que son joueur soit devant l’écran.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Bids won</source>
        <translation>Enchères remportées</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Réussies</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Chutées</translation>
    </message>
    <message>
        <source>Average bid</source>
        <translation>Enchère moyenne</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>You against the computer, each hot-seat name, and each computer level</source>
        <translation>Vous contre l’ordinateur, chaque nom des parties à plusieurs sur un ordinateur, et chaque niveau de l’ordinateur</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>Parties jouées jusqu’au bout</translation>
    </message>
    <message>
        <source>Games won by the player&apos;s side (a computer level that also played against you counts those seats, not your partner&apos;s)</source>
        <translation>Parties gagnées par le camp de ce joueur (un niveau de l’ordinateur qui a aussi joué contre vous compte ces places-là, pas celle de votre partenaire)</translation>
    </message>
    <message>
        <source>Hands in which this player won the auction (for a computer level, every seat it played, a partner of yours too)</source>
        <translation>Donnes où ce joueur a remporté les enchères (pour un niveau de l’ordinateur, chacune de ses places, celle de votre partenaire aussi)</translation>
    </message>
    <message>
        <source>Games won, out of the games played to the end</source>
        <translation>Parties gagnées, sur les parties jouées jusqu’au bout</translation>
    </message>
    <message>
        <source>Of those, the hands in which the bidder&apos;s side took at least the bid</source>
        <translation>Parmi elles, les donnes où le camp du preneur a fait au moins son enchère</translation>
    </message>
    <message>
        <source>Of those, the hands in which the bidder&apos;s side fell short of the bid</source>
        <translation>Parmi elles, les donnes où le camp du preneur n’a pas fait son enchère</translation>
    </message>
    <message>
        <source>The average of this player&apos;s winning bids</source>
        <translation>La moyenne des enchères remportées par ce joueur</translation>
    </message>
    <message>
        <source>What the player&apos;s side scored per hand on average (a set counts against it)</source>
        <translation>Ce que le camp de ce joueur a marqué en moyenne par donne (une enchère chutée compte en moins)</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Parties gagnées d’affilée, jusqu’à la dernière</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>Le plus de parties gagnées d’affilée</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Allow &amp;undo in hot-seat games</source>
        <translation>Autoriser l’&amp;annulation quand plusieurs personnes jouent sur le même ordinateur</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nom&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;Joué par&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>Place &amp;%1&#x202f;:</translation>
    </message>
    <message>
        <source>Seat %1 name</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>The name shown at this seat.</source>
        <translation>Le nom affiché à cette place.</translation>
    </message>
    <message>
        <source>Seat %1 played by</source>
        <translation>Place %1 jouée par</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player of a given strength.</source>
        <translation>Une personne devant cet ordinateur, ou un joueur ordinateur d’un niveau donné.</translation>
    </message>
    <message>
        <source>Seat 1 is at the bottom of the table; seats go clockwise.</source>
        <translation>La place 1 est en bas de la table&#x202f;; les places suivent le sens des aiguilles d’une montre.</translation>
    </message>
    <message>
        <source>Problem with the seat names</source>
        <translation>Problème avec les noms des places</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Thin&amp;king time (hard):</source>
        <translation>Temps de ré&amp;flexion (difficile)&#x202f;:</translation>
    </message>
    <message>
        <source>How long a hard computer player may think about each decision, in seconds. Longer is stronger and slower.</source>
        <translation>Combien de temps un joueur ordinateur difficile peut réfléchir à chaque décision, en secondes. Plus long est plus fort, mais plus lent.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Pause &amp;between computer plays:</source>
        <translation>Pa&amp;use entre les coups de l’ordinateur&#x202f;:</translation>
    </message>
    <message>
        <source>A pause after each computer play so you can follow the game, in milliseconds.</source>
        <translation>Une pause après chaque coup de l’ordinateur pour que vous puissiez suivre la partie, en millisecondes.</translation>
    </message>
    <message>
        <source>Undo is always there when one person plays against the computer. With several people at one computer it is off unless everyone agrees to allow it.</source>
        <translation>Qui joue seul contre l’ordinateur peut toujours annuler. À plusieurs sur un même ordinateur, c’est désactivé sauf si tout le monde accepte de l’autoriser.</translation>
    </message>
    <message>
        <source>Allow undo in hot-seat games</source>
        <translation>Autoriser l’annulation quand plusieurs personnes jouent sur le même ordinateur</translation>
    </message>
    <message>
        <source>The seats and the thinking time are for the next game; the pause and the undo setting apply at once.</source>
        <translation>Les places et le temps de réflexion valent pour la prochaine partie&#x202f;; la pause et le réglage d’annulation s’appliquent tout de suite.</translation>
    </message>
    <message>
        <source>not used by these rules</source>
        <translation>inutilisée avec ces règles</translation>
    </message>
</context>
<context>
    <name>PointsDelegate</name>
    <message>
        <source>Points</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>PointsModel</name>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Not in the deck under these rules: its points cannot be edited and count only if you add it back.</source>
        <translation>Absente du jeu avec ces règles&#x202f;: ses points ne sont pas modifiables et ne comptent que si vous la remettez.</translation>
    </message>
    <message>
        <source>Points this card is worth to the side that takes it in a trick.</source>
        <translation>Les points que vaut cette carte pour le camp qui la remporte dans un pli.</translation>
    </message>
    <message>
        <source>Rook (bird)</source>
        <translation>Corbeau</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>J (jack)</source>
        <translation>V (valet)</translation>
    </message>
    <message>
        <source>Q (queen)</source>
        <translation>D (dame)</translation>
    </message>
    <message>
        <source>K (king)</source>
        <translation>R (roi)</translation>
    </message>
    <message>
        <source>A (ace)</source>
        <translation>A (as)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Pages de préférences</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Valeurs par défaut</translation>
    </message>
    <message>
        <source>Reset the settings of the page shown to their defaults.</source>
        <translation>Rétablir les valeurs par défaut de la page affichée.</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>&amp;Règles maison</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tapis</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Apply the changes?</source>
        <translation>Appliquer les modifications&#x202f;?</translation>
    </message>
    <message>
        <source>Apply your changes before closing Preferences?</source>
        <translation>Appliquer vos modifications avant de fermer les préférences&#x202f;?</translation>
    </message>
    <message>
        <source>Deal new games with “%1”?</source>
        <translation>Jouer les nouvelles parties avec «&#x202f;%1&#x202f;»&#x202f;?</translation>
    </message>
    <message>
        <source>You chose these rules on the House rules page. If you close without applying them, new games keep “%1”.</source>
        <translation>Vous avez choisi ces règles dans la page Règles maison. Si vous fermez sans les appliquer, les nouvelles parties gardent «&#x202f;%1&#x202f;».</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Continuer à modifier</translation>
    </message>
    <message>
        <source>If you close without applying them, they are lost.</source>
        <translation>Si vous fermez sans les appliquer, elles seront perdues.</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: the house rules cannot be played (see the House rules page). If you close now, they are lost.</source>
        <translation>Elles ne peuvent pas être appliquées telles quelles&#x202f;: les règles maison ne sont pas jouables (voir la page «&#x202f;Règles maison&#x202f;»). Si vous fermez maintenant, elles seront perdues.</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: a seat&apos;s name cannot be used (see the Players page). If you close now, they are lost.</source>
        <translation>Elles ne peuvent pas être appliquées telles quelles&#x202f;: le nom d’une place n’est pas utilisable (voir la page «&#x202f;Joueurs&#x202f;»). Si vous fermez maintenant, elles seront perdues.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>A&amp;ppliquer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>A&amp;bandonner</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Fichier %1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#x202f;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#x202f;:</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
</context>
<context>
    <name>RuleModesModel</name>
    <message>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Type de partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Gagnées par vous</translation>
    </message>
    <message>
        <source>The rules the games were played by</source>
        <translation>Les règles des parties jouées</translation>
    </message>
    <message>
        <source>Against the computer, hot-seat, or only computers</source>
        <translation>Contre l’ordinateur, à plusieurs sur un ordinateur, ou seulement l’ordinateur</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>Parties jouées jusqu’au bout</translation>
    </message>
    <message>
        <source>Hands scored, in games finished or not</source>
        <translation>Donnes comptées, parties finies ou non</translation>
    </message>
    <message>
        <source>Games your side won against the computer</source>
        <translation>Parties gagnées par votre camp contre l’ordinateur</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#x202f;:</translation>
    </message>
    <message>
        <source>The name shown in menus and saved with the rule set.</source>
        <translation>Le nom affiché dans les menus et enregistré avec le jeu de règles.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>Rook deck (1–14 in four colours)</source>
        <translation>Jeu Rook (1–14 en quatre couleurs)</translation>
    </message>
    <message>
        <source>Standard deck (2–10, J, Q, K, A)</source>
        <translation>Jeu de 52 cartes (2–10, V, D, R, A)</translation>
    </message>
    <message>
        <source>&amp;Deck style:</source>
        <translation>Type &amp;de jeu&#x202f;:</translation>
    </message>
    <message>
        <source>Rook cards in Black, Green, Red and Yellow, or a standard deck with a joker.</source>
        <translation>Cartes Rook en Noir, Vert, Rouge et Jaune, ou un jeu de 52 cartes avec un joker.</translation>
    </message>
    <message>
        <source>Ranks in the deck:</source>
        <translation>Valeurs du jeu&#x202f;:</translation>
    </message>
    <message>
        <source>Which ranks are kept in every suit. Removing ranks makes the deck smaller.</source>
        <translation>Les valeurs gardées dans chaque couleur. Retirer des valeurs réduit le jeu.</translation>
    </message>
    <message>
        <source>The Roo&amp;k card is in the deck</source>
        <translation>Le &amp;Corbeau fait partie du jeu</translation>
    </message>
    <message>
        <source>The Rook (bird) card, or the joker of a standard deck, belongs to trump.</source>
        <translation>Le Corbeau (la carte à l’oiseau), ou le joker d’un jeu de 52 cartes, fait partie de l’atout.</translation>
    </message>
    <message>
        <source>The &amp;1 ranks above the 14</source>
        <translation>Le &amp;1 est au-dessus du 14</translation>
    </message>
    <message>
        <source>Rook deck: the 1 beats the 14 (on) or ranks below the 2 (off). A standard deck&apos;s ace is always high.</source>
        <translation>Jeu Rook&#x202f;: le 1 bat le 14 (activé) ou se place sous le 2 (désactivé). Dans un jeu de 52 cartes, l’as est toujours fort.</translation>
    </message>
    <message>
        <source>Lowest trump</source>
        <translation>Plus petit atout</translation>
    </message>
    <message>
        <source>Highest trump</source>
        <translation>Plus fort atout</translation>
    </message>
    <message>
        <source>Within the suit</source>
        <translation>Dans la couleur</translation>
    </message>
    <message>
        <source>Rook between ranks</source>
        <translation>Corbeau entre deux valeurs</translation>
    </message>
    <message>
        <source>Rook in trump</source>
        <translation>Corbeau dans l’atout</translation>
    </message>
    <message>
        <source>Rook in tr&amp;ump:</source>
        <translation>Cor&amp;beau dans l’atout&#x202f;:</translation>
    </message>
    <message>
        <source>Where the Rook/joker ranks inside trump: below every trump, above every trump, or between two ranks (e.g. between 10 and 11 beats the 10 and loses to the 11).</source>
        <translation>La place du Corbeau ou du joker dans l’atout&#x202f;: sous tous les atouts, au-dessus de tous, ou entre deux valeurs (par exemple entre 10 et 11&#x202f;: il bat le 10 et perd contre le 11).</translation>
    </message>
    <message>
        <source>Players &amp;&amp; deal</source>
        <translation>Joueurs et donne</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>Jo&amp;ueurs&#x202f;:</translation>
    </message>
    <message>
        <source>How many seats play.</source>
        <translation>Le nombre de places en jeu.</translation>
    </message>
    <message>
        <source>P&amp;artnerships (opposite seats)</source>
        <translation>É&amp;quipes (places face à face)</translation>
    </message>
    <message>
        <source>Four players only: seats 1 and 3, and 2 and 4, play as partners. Otherwise everyone plays for themselves (cut-throat).</source>
        <translation>Seulement à quatre&#x202f;: les places 1 et 3, et 2 et 4, jouent en équipe. Sinon, chacun joue pour soi.</translation>
    </message>
    <message>
        <source>Cards in each hand:</source>
        <translation>Cartes par main&#x202f;:</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Premier donneur&#x202f;:</translation>
    </message>
    <message>
        <source>Maximum bid:</source>
        <translation>Enchère maximale&#x202f;:</translation>
    </message>
    <message>
        <source>No trump may be called</source>
        <translation>Le sans-atout est permis</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Première entame&#x202f;:</translation>
    </message>
    <message>
        <source>The Rook may be played any time</source>
        <translation>Le Corbeau peut être joué à tout moment</translation>
    </message>
    <message>
        <source>Points per card:</source>
        <translation>Points par carte&#x202f;:</translation>
    </message>
    <message>
        <source>Points per trick:</source>
        <translation>Points par pli&#x202f;:</translation>
    </message>
    <message>
        <source>The game ends when a side reaches this total. If more than one side reaches it, the bidder&apos;s side wins if it is one of them; otherwise the highest score wins.</source>
        <translation>La partie se termine quand un camp atteint ce total. Si plusieurs camps l’atteignent, le camp du preneur gagne s’il en fait partie&#x202f;; sinon, le score le plus élevé l’emporte.</translation>
    </message>
    <message>
        <source>Spread:</source>
        <translation>Avance&#x202f;:</translation>
    </message>
    <message>
        <source>The joker may be played any time</source>
        <translation>Le joker peut être joué à tout moment</translation>
    </message>
    <message>
        <source>Cards dealt to each player.</source>
        <translation>Cartes distribuées à chaque joueur.</translation>
    </message>
    <message>
        <source>Cards in the ne&amp;st:</source>
        <translation>Cartes au talon&#x202f;:</translation>
    </message>
    <message>
        <source>Cards dealt face down to the nest (kitty, widow); 0 for no nest.</source>
        <translation>Cartes distribuées face cachée au talon&#x202f;; 0 pour jouer sans talon.</translation>
    </message>
    <message>
        <source>Dra&amp;w pile (two players)</source>
        <translation>Pioc&amp;he (deux joueurs)</translation>
    </message>
    <message>
        <source>Two players only: the cards left after the deal form a draw pile; after each trick the winner takes the face-up card or the top card.</source>
        <translation>Seulement à deux&#x202f;: les cartes restant après la donne forment une pioche&#x202f;; après chaque pli, le gagnant prend la carte retournée ou celle du dessus.</translation>
    </message>
    <message>
        <source>Turn the pile&apos;s first card at the deal</source>
        <translation>Retourner la 1re carte de la pioche à la donne</translation>
    </message>
    <message>
        <source>The first face-up card of the draw pile is turned at the deal, so it is seen during bidding; otherwise just before the first trick.</source>
        <translation>La première carte retournée de la pioche l’est dès la donne, elle est donc visible pendant les enchères&#x202f;; sinon juste avant le premier pli.</translation>
    </message>
    <message>
        <source>Who deals the first hand: chosen at random, by drawing for high card, or a given seat.</source>
        <translation>Qui donne en premier&#x202f;: tiré au sort, par tirage de la plus forte carte ou une place donnée.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>&amp;Minimum bid:</source>
        <translation>Enchère &amp;minimale&#x202f;:</translation>
    </message>
    <message>
        <source>The smallest bid; a multiple of the step.</source>
        <translation>La plus petite enchère&#x202f;; un multiple du palier.</translation>
    </message>
    <message>
        <source>Bid st&amp;ep:</source>
        <translation>P&amp;alier&#x202f;:</translation>
    </message>
    <message>
        <source>Bids are multiples of this and must beat the high bid; jump bids are allowed.</source>
        <translation>Les enchères en sont des multiples et doivent dépasser la plus haute&#x202f;; les sauts sont permis.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Maximum bid automatic</source>
        <translation>Enchère maximale automatique</translation>
    </message>
    <message>
        <source>Maximum bid</source>
        <translation>Enchère maximale</translation>
    </message>
    <message>
        <source>The points available in a hand, rounded down to the step.</source>
        <translation>Les points d’une donne, arrondis au palier inférieur.</translation>
    </message>
    <message>
        <source>The highest bid; bidding it ends the auction at once. Automatic: the points available in a hand, rounded down to the step.</source>
        <translation>La plus haute enchère&#x202f;; l’annoncer clôt immédiatement les enchères. Automatique&#x202f;: les points d’une donne, arrondis au palier inférieur.</translation>
    </message>
    <message>
        <source>Left of the dealer (two players: the non-dealer)</source>
        <translation>À gauche du donneur (à deux&#x202f;: l’autre)</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Le donneur</translation>
    </message>
    <message>
        <source>Who &amp;opens:</source>
        <translation>Qui ou&amp;vre&#x202f;:</translation>
    </message>
    <message>
        <source>Who speaks first in the auction; the others follow to the left.</source>
        <translation>Qui parle en premier aux enchères&#x202f;; les autres suivent vers la gauche.</translation>
    </message>
    <message>
        <source>The opener must &amp;bid</source>
        <translation>Celui qui ouvre doit &amp;enchérir</translation>
    </message>
    <message>
        <source>The opener may not pass: their first call is a bid.</source>
        <translation>Celui qui ouvre ne peut pas passer&#x202f;: sa première annonce est une enchère.</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Redistribuer</translation>
    </message>
    <message>
        <source>The dealer is held to the minimum</source>
        <translation>Le donneur est tenu au minimum</translation>
    </message>
    <message>
        <source>If everyone passes:</source>
        <translation>Si tout le monde passe&#x202f;:</translation>
    </message>
    <message>
        <source>Deal the hand again, or the dealer wins the bid at the minimum when everyone else has passed.</source>
        <translation>Redistribuer, ou le donneur remporte les enchères au minimum quand tous les autres ont passé.</translation>
    </message>
    <message>
        <source>Nest &amp;&amp; trump</source>
        <translation>Talon et atout</translation>
    </message>
    <message>
        <source>After taking the nest</source>
        <translation>Après avoir pris le talon</translation>
    </message>
    <message>
        <source>Before taking the nest</source>
        <translation>Avant de prendre le talon</translation>
    </message>
    <message>
        <source>T&amp;rump is named:</source>
        <translation>L’atout est annoncé&#x202f;:</translation>
    </message>
    <message>
        <source>The high bidder names trump after seeing the nest and discarding, or before.</source>
        <translation>Le preneur annonce l’atout après avoir vu le talon et fait son écart, ou avant.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then only the Rook is trump.</source>
        <translation>Le preneur peut annoncer sans-atout&#x202f;; seul le Corbeau est alors atout.</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Autorisé</translation>
    </message>
    <message>
        <source>Forbidden (keep the counters)</source>
        <translation>Interdit (garder les points)</translation>
    </message>
    <message>
        <source>Discarding &amp;counters:</source>
        <translation>Écarter le&amp;s cartes à points&#x202f;:</translation>
    </message>
    <message>
        <source>Whether the bidder may set aside cards worth points. Forbidden: only when there are too few other cards, the lowest counters go.</source>
        <translation>Si le preneur peut écarter des cartes qui valent des points. Interdit&#x202f;: seulement s’il manque d’autres cartes, on écarte les cartes à points les plus faibles.</translation>
    </message>
    <message>
        <source>The side taking the last trick</source>
        <translation>Le camp du dernier pli</translation>
    </message>
    <message>
        <source>The bidder&apos;s side</source>
        <translation>Le camp du preneur</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Discarded points go to:</source>
        <translation>Points de l’écart pour&#x202f;:</translation>
    </message>
    <message>
        <source>Who scores the points of the cards the bidder set aside.</source>
        <translation>Qui marque les points des cartes écartées par le preneur.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu de la carte</translation>
    </message>
    <message>
        <source>The bidder</source>
        <translation>Le preneur</translation>
    </message>
    <message>
        <source>Left of the bidder (two players: the other)</source>
        <translation>À gauche du preneur (à deux&#x202f;: l’autre)</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>À gauche du donneur</translation>
    </message>
    <message>
        <source>Who leads the first trick of a hand; after that the trick winner leads.</source>
        <translation>Qui entame le premier pli d’une donne&#x202f;; ensuite, le gagnant du pli entame.</translation>
    </message>
    <message>
        <source>The Rook/joker may be played even by a player who can follow the suit led.</source>
        <translation>Le Corbeau ou le joker peut être joué même par un joueur qui peut fournir à la couleur demandée.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Points each rank is worth (in every suit) and the Rook/joker. Cards worth more than 0 are counters. Type a number or press F2 to edit.</source>
        <translation>Les points de chaque valeur (dans toutes les couleurs) et du Corbeau ou du joker. Les cartes qui valent plus de 0 sont des cartes à points. Tapez un nombre ou appuyez sur F2 pour modifier.</translation>
    </message>
    <message>
        <source>Extra points for each trick a side takes.</source>
        <translation>Points supplémentaires pour chaque pli d’un camp.</translation>
    </message>
    <message>
        <source>Most tricks bonus:</source>
        <translation>Prime pour le plus de plis&#x202f;:</translation>
    </message>
    <message>
        <source>Points for the side that took the most tricks (nobody on a tie).</source>
        <translation>Points pour le camp qui a fait le plus de plis (personne en cas d’égalité).</translation>
    </message>
    <message>
        <source>Last trick bonus:</source>
        <translation>Prime du dernier pli&#x202f;:</translation>
    </message>
    <message>
        <source>Points for the side that took the last trick.</source>
        <translation>Points pour le camp qui a fait le dernier pli.</translation>
    </message>
    <message>
        <source>Everything it took</source>
        <translation>Tous les points pris</translation>
    </message>
    <message>
        <source>Exactly the bid</source>
        <translation>Exactement l’enchère</translation>
    </message>
    <message>
        <source>Bid made scores:</source>
        <translation>Contrat réussi rapporte&#x202f;:</translation>
    </message>
    <message>
        <source>What the bidder&apos;s side scores when its hand total reaches the bid.</source>
        <translation>Ce que marque le camp du preneur quand son total de la donne atteint l’enchère.</translation>
    </message>
    <message>
        <source>Minus the bid</source>
        <translation>Moins l’enchère</translation>
    </message>
    <message>
        <source>Zero, and the others score double</source>
        <translation>Zéro, et les autres marquent double</translation>
    </message>
    <message>
        <source>Bid set (missed) scores:</source>
        <translation>Contrat chuté rapporte&#x202f;:</translation>
    </message>
    <message>
        <source>What the bidder&apos;s side scores when it falls short of the bid.</source>
        <translation>Ce que marque le camp du preneur quand il n’atteint pas l’enchère.</translation>
    </message>
    <message>
        <source>The other sides score their points</source>
        <translation>Les autres camps marquent leurs points</translation>
    </message>
    <message>
        <source>The sides that did not bid score what they took; otherwise they score 0.</source>
        <translation>Les camps qui n’ont pas pris marquent ce qu’ils ont fait&#x202f;; sinon 0.</translation>
    </message>
    <message>
        <source>Game end</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Play to (tar&amp;get):</source>
        <translation>Partie en (&amp;objectif)&#x202f;:</translation>
    </message>
    <message>
        <source>Win by a lead of</source>
        <translation>Victoire avec une avance de</translation>
    </message>
    <message>
        <source>Spread on</source>
        <translation>Avance activée</translation>
    </message>
    <message>
        <source>Spread points</source>
        <translation>Points d’avance</translation>
    </message>
    <message>
        <source>points</source>
        <comment>after the spread&apos;s number: win by a lead of 200 points</comment>
        <translation>points</translation>
    </message>
    <message>
        <source>A side also wins when it leads every other side by at least this many points.</source>
        <translation>Un camp gagne aussi quand il devance tous les autres d’au moins ce nombre de points.</translation>
    </message>
    <message>
        <source>Rank %1 in the deck</source>
        <translation>Valeur %1 dans le jeu</translation>
    </message>
    <message>
        <source>The jo&amp;ker is in the deck</source>
        <translation>Le joker &amp;fait partie du jeu</translation>
    </message>
    <message>
        <source>Joker in tr&amp;ump:</source>
        <translation>Jo&amp;ker dans l’atout&#x202f;:</translation>
    </message>
    <message>
        <source>below the %1 (%2)</source>
        <translation>sous %1 (%2)</translation>
    </message>
    <message>
        <source>above the %1 (%2)</source>
        <translation>au-dessus de %1 (%2)</translation>
    </message>
    <message>
        <source>Only for the Rook deck: in a standard deck the ace always ranks high.</source>
        <translation>Seulement pour le jeu Rook&#x202f;: dans un jeu de 52 cartes, l’as est toujours fort.</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>entre %1 et %2</translation>
    </message>
    <message>
        <source>between %1 and %2 (%3)</source>
        <translation>entre %1 et %2 (%3)</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Draw for high card</source>
        <translation>Tirage de la plus forte carte</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>No Rook card in the deck.</source>
        <translation>Le Corbeau ne fait pas partie du jeu.</translation>
    </message>
    <message>
        <source>No joker in the deck.</source>
        <translation>Pas de joker dans le jeu.</translation>
    </message>
    <message>
        <source>No 1s in the deck.</source>
        <translation>Pas de 1 dans le jeu.</translation>
    </message>
    <message>
        <source>No nest (0 cards).</source>
        <translation>Pas de talon (0 carte).</translation>
    </message>
    <message>
        <source>No draw pile.</source>
        <translation>Pas de pioche.</translation>
    </message>
    <message>
        <source>The opener must bid, so the auction never ends with everyone passing.</source>
        <translation>Celui qui ouvre doit enchérir&#x202f;: les enchères ne finissent donc jamais sur un passe général.</translation>
    </message>
    <message>
        <source>Only for four players: partners sit opposite.</source>
        <translation>Seulement à quatre joueurs&#x202f;: les partenaires sont face à face.</translation>
    </message>
    <message>
        <source>Only for two players.</source>
        <translation>Seulement à deux joueurs.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a field&apos;s title: what is wrong with it</comment>
        <translation>%1&#x202f;: %2</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#x202f;: %1</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Règles de cette partie</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
    <message>
        <source>Rules of the next game: %1</source>
        <translation>Règles de la prochaine partie&#x202f;: %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Enchère</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>%1
change</source>
        <comment>score sheet heading: the change to a side&apos;s score in that hand, as the hand summary&apos;s Change column; one short word</comment>
        <translation>%1
variation</translation>
    </message>
    <message>
        <source>%1: the change to the score in this hand, added to the total (the points taken are the hand summary&apos;s hand total)</source>
        <translation>%1&#xa0;: la variation du score dans cette donne, ajoutée au total (les points pris sont le total de la donne du bilan)</translation>
    </message>
    <message>
        <source>%1
total</source>
        <translation>%1
cumul</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>%1: the total after this hand</source>
        <translation>%1&#xa0;: le total après cette donne</translation>
    </message>
    <message>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>set</source>
        <translation>chuté</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Games and hands played</source>
        <translation>Parties et donnes jouées</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rule sets and modes</source>
        <translation>Jeux de règles et types de partie</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Close statistics</source>
        <translation>Fermer les statistiques</translation>
    </message>
    <message>
        <source>The statistics cannot be read: %1</source>
        <translation>Les statistiques sont illisibles&#x202f;: %1</translation>
    </message>
    <message>
        <source>Finished games: %1 · Hands scored (all games): %2</source>
        <translation>Parties terminées&#x202f;: %1 · Donnes comptées (toutes les parties)&#x202f;: %2</translation>
    </message>
    <message>
        <source>Forget every game and hand recorded so far? This cannot be undone.</source>
        <translation>Oublier toutes les parties et donnes enregistrées jusqu’ici&#x202f;? C’est irréversible.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Confirm reset</source>
        <translation>Confirmer la réinitialisation</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Les statistiques n’ont pas pu être réinitialisées&#x202f;: %1</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>&amp;Choose colour…</source>
        <translation>&amp;Choisir la couleur…</translation>
    </message>
    <message>
        <source>&amp;Dim cards that cannot be played</source>
        <translation>&amp;Griser les cartes injouables</translation>
    </message>
    <message>
        <source>Con&amp;firm before playing a card</source>
        <translation>Con&amp;firmer avant de jouer une carte</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Large index (easier to read)</source>
        <translation>Grands index (plus lisibles)</translation>
    </message>
    <message>
        <source>Ca&amp;rd look:</source>
        <translation>&amp;Aspect des cartes&#x202f;:</translation>
    </message>
    <message>
        <source>The card faces: classic, or large corner numbers that are easier to read.</source>
        <translation>Les faces des cartes&#x202f;: classiques, ou avec de grands chiffres dans les coins, plus lisibles.</translation>
    </message>
    <message>
        <source>Table colour sample</source>
        <translation>Échantillon de couleur du tapis</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Couleur du tapis&#x202f;:</translation>
    </message>
    <message>
        <source>The colour of the cloth the cards are played on.</source>
        <translation>La couleur du tapis sur lequel on joue.</translation>
    </message>
    <message>
        <source>Choose table colour</source>
        <translation>Choisir la couleur du tapis</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Vitesse d’animation&#x202f;:</translation>
    </message>
    <message>
        <source>How fast cards move across the table; “Off” places them at once.</source>
        <translation>La vitesse à laquelle les cartes traversent la table&#x202f;; «&#x202f;Désactivée&#x202f;» les pose immédiatement.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Cards you may not play now are shown dimmed; hover one to see the rule that forbids it.</source>
        <translation>Les cartes que vous ne pouvez pas jouer maintenant sont grisées&#x202f;; survolez-en une pour voir la règle qui l’interdit.</translation>
    </message>
    <message>
        <source>Ask before a clicked or dropped card is played.</source>
        <translation>Demander confirmation avant de jouer une carte cliquée ou déposée.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Preview of the cards on the table</source>
        <translation>Aperçu des cartes sur la table</translation>
    </message>
    <message>
        <source>The chosen card look on the chosen table colour.</source>
        <translation>L’aspect de cartes choisi sur la couleur de tapis choisie.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>bids %1</source>
        <translation>annonce %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>a pris à %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>dealer · %1</source>
        <comment>a name plate&apos;s note: the dealer, then its call</comment>
        <translation>donneur · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tricks · %1</source>
        <comment>a name plate&apos;s tally: tricks and card points taken this hand</comment>
        <translation>
            <numerusform>%n pli · %1</numerusform>
            <numerusform>%n plis · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The nest: the winner of the bidding takes these cards and sets aside as many.</source>
        <translation>Le talon&#x202f;: le gagnant des enchères prend ces cartes et en écarte autant.</translation>
    </message>
    <message>
        <source>The cards the bidder set aside from their hand.</source>
        <translation>Les cartes que le preneur a écartées de sa main.</translation>
    </message>
    <message>
        <source>The draw pile: each trick&apos;s winner takes the face-up card or the top one of this pile.</source>
        <translation>La pioche&#x202f;: le gagnant de chaque pli prend la carte retournée ou celle du dessus de cette pioche.</translation>
    </message>
    <message>
        <source>Face up on the draw pile: the winner of the next trick may take it.</source>
        <translation>Retournée sur la pioche&#x202f;: le gagnant du prochain pli peut la prendre.</translation>
    </message>
    <message>
        <source>Cards left in the draw pile: %1</source>
        <translation>Cartes restant dans la pioche&#x202f;: %1</translation>
    </message>
    <message>
        <source>Cards in the nest: %1</source>
        <translation>Cartes au talon&#x202f;: %1</translation>
    </message>
    <message>
        <source>%1 wins the trick</source>
        <translation>%1 remporte le pli</translation>
    </message>
    <message>
        <source>A tie for the highest card: everyone draws again</source>
        <translation>Égalité pour la plus haute carte&#x202f;: tout le monde retire</translation>
    </message>
    <message>
        <source>%1 drew the highest card and deals</source>
        <translation>%1 a tiré la plus haute carte et distribue</translation>
    </message>
    <message>
        <source>Only your lowest counters may be set aside, as you have too few other cards.</source>
        <translation>Seules vos cartes à points les plus faibles peuvent être écartées, car vous avez trop peu d’autres cartes.</translation>
    </message>
    <message>
        <source>Counters may not be set aside under these rules.</source>
        <translation>Avec ces règles, les cartes à points ne peuvent pas être écartées.</translation>
    </message>
    <message>
        <source>Taken face up: %1 has seen it</source>
        <translation>Prise face visible&#x202f;: %1 l’a vue</translation>
    </message>
    <message>
        <source>Taken face up: everyone has seen it</source>
        <translation>Prise face visible&#x202f;: tout le monde l’a vue</translation>
    </message>
    <message>
        <source>From the nest</source>
        <translation>Du talon</translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>injouable maintenant</translation>
    </message>
    <message>
        <source>From the pile</source>
        <translation>De la pioche</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Your hand is at the bottom. Left and Right choose a card, Enter or Space plays it.</source>
        <translation>Votre main est en bas. Gauche et Droite choisissent une carte, Entrée ou Espace la joue.</translation>
    </message>
</context>
<context>
    <name>TrickLogModel</name>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Points en cartes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: card</comment>
        <translation>%1&#x202f;: %2</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Name trump</source>
        <translation>Annoncer l’atout</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Noir</translation>
    </message>
    <message>
        <source>Gree&amp;n</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Vert</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Rouge</translation>
    </message>
    <message>
        <source>&amp;Yellow</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Jaune</translation>
    </message>
    <message>
        <source>&amp;Spades</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>P&amp;ique</translation>
    </message>
    <message>
        <source>He&amp;arts</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Cœur</translation>
    </message>
    <message>
        <source>&amp;Diamonds</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>Ca&amp;rreau</translation>
    </message>
    <message>
        <source>&amp;Clubs</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>Trè&amp;fle</translation>
    </message>
    <message>
        <source>No &amp;trump</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Sans-atout</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#x202f;: %1</translation>
    </message>
    <message>
        <source>With no trump, %1 is the only trump.</source>
        <translation>En sans-atout, %1 est le seul atout.</translation>
    </message>
    <message>
        <source>Name a colour: these rules do not allow playing without trump.</source>
        <translation>Choisissez une couleur&#x202f;: ces règles n’autorisent pas le sans-atout.</translation>
    </message>
    <message>
        <source>Name a suit: these rules do not allow playing without trump.</source>
        <translation>Choisissez une couleur&#x202f;: ces règles n’autorisent pas le sans-atout.</translation>
    </message>
    <message>
        <source>%1, name trump</source>
        <translation>%1, annoncez l’atout</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win rate chart</source>
        <translation>Graphique du taux de victoire</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Pas encore de partie terminée</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>parties&#x202f;: %1</translation>
    </message>
</context>
</TS>
