<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <source>Rook, the card game, on the desktop: against the computer or with family at one computer, under your own house rules.</source>
        <translation>Rook, el juego de cartas, en el escritorio: contra el ordenador o en familia en un mismo ordenador, con vuestras propias reglas de la casa.</translation>
    </message>
    <message>
        <source>Version %1. Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Versión %1. Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the non-dealer</source>
        <translation>quien no reparte</translation>
    </message>
    <message>
        <source>the player to the dealer&apos;s left</source>
        <translation>quien está a la izquierda del repartidor</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>el repartidor</translation>
    </message>
    <message>
        <source>the high bidder</source>
        <translation>quien ganó la subasta</translation>
    </message>
    <message>
        <source>the other player (not the bidder)</source>
        <translation>el otro jugador (no el que ganó la subasta)</translation>
    </message>
    <message>
        <source>the player to the bidder&apos;s left</source>
        <translation>quien está a la izquierda del que ganó la subasta</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Four players play in two partnerships; partners sit opposite each other (%1 against %2).</source>
        <translation>Cuatro jugadores juegan en dos parejas; los compañeros se sientan uno frente al otro (%1 contra %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n players each play for themselves.</source>
        <translation>
            <numerusform>%n jugador juega por su cuenta.</numerusform>
            <numerusform>%n jugadores juegan cada uno por su cuenta.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rook deck is used: the colours %1, each with the ranks %2.</source>
        <translation>Se juega con la baraja Rook: los colores %1, cada uno con los valores %2.</translation>
    </message>
    <message>
        <source>A standard deck is used: the suits %1, each with the ranks %2.</source>
        <translation>Se juega con una baraja francesa: los palos %1, cada uno con los valores %2.</translation>
    </message>
    <message>
        <source>%1 is added, %2 cards in all.</source>
        <translation>%1 se añade a la baraja: %2 cartas en total.</translation>
    </message>
    <message numerus="yes">
        <source>There is no Rook card: %n cards in all.</source>
        <translation>
            <numerusform>Sin Cuervo: %n carta en total.</numerusform>
            <numerusform>Sin Cuervo: %n cartas en total.</numerusform>
        </translation>
    </message>
    <message>
        <source>The 1 ranks above the 14.</source>
        <translation>El 1 vale más que el 14.</translation>
    </message>
    <message>
        <source>The 1 is the lowest rank.</source>
        <translation>El 1 es el valor más bajo.</translation>
    </message>
    <message>
        <source>The ace is high.</source>
        <translation>El as es la carta más alta.</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Jugadores y cartas</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>El primer repartidor se elige al azar.</translation>
    </message>
    <message>
        <source>To choose the first dealer, everyone draws a card: the highest rank deals (%1 counts lowest); a tie for highest draws again.</source>
        <translation>Para elegir al primer repartidor, cada uno roba una carta: reparte el valor más alto (%1 cuenta como el más bajo); si hay empate en el más alto, se vuelve a robar.</translation>
    </message>
    <message>
        <source>To choose the first dealer, everyone draws a card: the highest rank deals; a tie for highest draws again.</source>
        <translation>Para elegir al primer repartidor, cada uno roba una carta: reparte el valor más alto; si hay empate en el más alto, se vuelve a robar.</translation>
    </message>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 reparte primero.</translation>
    </message>
    <message>
        <source>The deal passes one seat to the left after each hand.</source>
        <translation>Después de cada mano, reparte el siguiente jugador por la izquierda.</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n cards.</source>
        <translation>
            <numerusform>Cada jugador recibe %n carta.</numerusform>
            <numerusform>Cada jugador recibe %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards are dealt face down to the nest.</source>
        <translation>
            <numerusform>%n carta se reparte boca abajo al nido.</numerusform>
            <numerusform>%n cartas se reparten boca abajo al nido.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no nest.</source>
        <translation>No hay nido.</translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over form a face-down draw pile.</source>
        <translation>
            <numerusform>La %n carta sobrante forma un mazo boca abajo para robar.</numerusform>
            <numerusform>Las %n cartas sobrantes forman un mazo boca abajo para robar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its top card is turned face up at the deal, so it is seen during the bidding.</source>
        <translation>Su carta superior se pone boca arriba al repartir, así que se ve durante la subasta.</translation>
    </message>
    <message>
        <source>Its top card is turned face up just before the first trick.</source>
        <translation>Su carta superior se pone boca arriba justo antes de la primera baza.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>%1 speaks first; then the two players take turns to bid or pass.</source>
        <translation>%1 habla primero; después, los dos jugadores pujan o pasan por turnos.</translation>
    </message>
    <message>
        <source>%1 speaks first; then each player to the left in turn bids or passes.</source>
        <translation>%1 habla primero; después, por turno hacia la izquierda, cada jugador puja o pasa.</translation>
    </message>
    <message>
        <source>The opener must bid and may not pass.</source>
        <translation>Quien abre debe pujar y no puede pasar.</translation>
    </message>
    <message>
        <source>Bids are multiples of %1, from %2 up to %3, and each bid must be higher than the last; jump bids are allowed.</source>
        <translation>Las pujas son múltiplos de %1, de %2 a %3, y cada una debe superar a la anterior; se permiten saltos.</translation>
    </message>
    <message>
        <source>A player who passes takes no further part in this auction.</source>
        <translation>Quien pasa ya no participa en esta subasta.</translation>
    </message>
    <message>
        <source>A bid of %1 ends the auction at once.</source>
        <translation>Una puja de %1 cierra la subasta en el acto.</translation>
    </message>
    <message>
        <source>If everyone passes, the same dealer deals again.</source>
        <translation>Si todos pasan, el mismo repartidor vuelve a repartir.</translation>
    </message>
    <message>
        <source>If everyone but the dealer passes without a bid, the dealer is held to the minimum bid of %1.</source>
        <translation>Si todos menos el repartidor pasan sin pujar, el repartidor queda obligado a la puja mínima de %1.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Subasta</translation>
    </message>
    <message numerus="yes">
        <source>The high bidder takes the nest into their hand, sets %n cards aside, then names trump.</source>
        <translation>
            <numerusform>Quien gana la subasta toma el nido, se descarta de %n carta y después elige el triunfo.</numerusform>
            <numerusform>Quien gana la subasta toma el nido, se descarta de %n cartas y después elige el triunfo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The high bidder names trump, then takes the nest into their hand and sets %n cards aside.</source>
        <translation>
            <numerusform>Quien gana la subasta elige el triunfo, después toma el nido y se descarta de %n carta.</numerusform>
            <numerusform>Quien gana la subasta elige el triunfo, después toma el nido y se descarta de %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counters may not be set aside. If hand and nest hold too few other cards, all of them are set aside and the counters of lowest value make up the difference.</source>
        <translation>No se pueden descartar cartas con puntos. Si la mano y el nido tienen muy pocas cartas de otro tipo, se descartan todas ellas y las cartas con puntos de menor valor completan el descarte.</translation>
    </message>
    <message>
        <source>Any cards may be set aside, counters included.</source>
        <translation>Se puede descartar cualquier carta, también las que tienen puntos.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the side that takes the last trick.</source>
        <translation>Los puntos del descarte son para el bando que gana la última baza.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the bidder&apos;s side.</source>
        <translation>Los puntos del descarte son para el bando que ganó la subasta.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the player who takes the last trick.</source>
        <translation>Los puntos del descarte son para quien gana la última baza.</translation>
    </message>
    <message>
        <source>The points of the cards set aside go to the bidder.</source>
        <translation>Los puntos del descarte son para quien ganó la subasta.</translation>
    </message>
    <message>
        <source>The cards set aside score for nobody.</source>
        <translation>El descarte no puntúa para nadie.</translation>
    </message>
    <message>
        <source>The high bidder names trump.</source>
        <translation>Quien gana la subasta elige el triunfo.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then %1 is the only trump.</source>
        <translation>Quien gana la subasta puede jugar sin triunfo; entonces %1 es el único triunfo.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then there is no trump at all.</source>
        <translation>Quien gana la subasta puede jugar sin triunfo; entonces no hay ningún triunfo.</translation>
    </message>
    <message>
        <source>When %1 is led in a no-trump hand, the others may play any card.</source>
        <translation>Cuando se sale con %1 en una mano sin triunfo, los demás pueden jugar cualquier carta.</translation>
    </message>
    <message>
        <source>Declaring no trump is not allowed.</source>
        <translation>No se permite jugar sin triunfo.</translation>
    </message>
    <message>
        <source>each jack is worth %1</source>
        <translation>cada jota vale %1</translation>
    </message>
    <message>
        <source>each queen is worth %1</source>
        <translation>cada reina vale %1</translation>
    </message>
    <message>
        <source>each king is worth %1</source>
        <translation>cada rey vale %1</translation>
    </message>
    <message>
        <source>each ace is worth %1</source>
        <translation>cada as vale %1</translation>
    </message>
    <message>
        <source>No card is worth any points.</source>
        <translation>Ninguna carta vale puntos.</translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>Quien gana más bazas se anota %n punto (nadie, si hay empate).</numerusform>
            <numerusform>Quien gana más bazas se anota %n puntos (nadie, si hay empate).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player who takes the last trick scores %n points.</source>
        <translation>
            <numerusform>Quien gana la última baza se anota %n punto.</numerusform>
            <numerusform>Quien gana la última baza se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Otherwise the points it took do not count, and the bid is subtracted from its score.</source>
        <translation>Si no, los puntos que hizo no cuentan y la puja se resta de su puntuación.</translation>
    </message>
    <message>
        <source>Otherwise it scores nothing, and the other side&apos;s points for the hand are doubled.</source>
        <translation>Si no, no se anota nada y los puntos del otro bando en esa mano cuentan doble.</translation>
    </message>
    <message>
        <source>The other side scores the points it took.</source>
        <translation>El otro bando se anota los puntos que hizo.</translation>
    </message>
    <message>
        <source>The other side scores nothing.</source>
        <translation>El otro bando no se anota nada.</translation>
    </message>
    <message>
        <source>When the bid is made, the other side scores the points it took.</source>
        <translation>Si se cumple la puja, el otro bando se anota los puntos que hizo.</translation>
    </message>
    <message>
        <source>When the bid is made, the other side scores nothing.</source>
        <translation>Si se cumple la puja, el otro bando no se anota nada.</translation>
    </message>
    <message>
        <source>If the bidder takes at least the bid, they score all the points they took.</source>
        <translation>Si quien ganó la subasta alcanza al menos su puja, se anota todos los puntos que hizo.</translation>
    </message>
    <message>
        <source>If the bidder takes at least the bid, they score exactly the bid.</source>
        <translation>Si quien ganó la subasta alcanza al menos su puja, se anota exactamente la puja.</translation>
    </message>
    <message>
        <source>Otherwise the points they took do not count, and the bid is subtracted from their score.</source>
        <translation>Si no, los puntos que hizo no cuentan y la puja se resta de su puntuación.</translation>
    </message>
    <message>
        <source>The game ends after a hand in which a side reaches %1 points. If the bidder&apos;s side is one of those that reached it, it wins; otherwise the side with the most points wins (on a tie, play continues).</source>
        <translation>La partida termina tras una mano en la que un bando llega a %1 puntos. Si el bando que ganó la subasta es uno de los que llegaron, gana; si no, gana el bando con más puntos (en caso de empate, se sigue jugando).</translation>
    </message>
    <message>
        <source>A side that leads the other side by at least %1 points also wins.</source>
        <translation>También gana el bando que aventaja al otro en al menos %1 puntos.</translation>
    </message>
    <message>
        <source>The game ends after a hand in which a player reaches %1 points. If the bidder is one of those who reached it, they win; otherwise the player with the most points wins (on a tie, play continues).</source>
        <translation>La partida termina tras una mano en la que un jugador llega a %1 puntos. Si quien ganó la subasta es uno de los que llegaron, gana; si no, gana el jugador con más puntos (en caso de empate, se sigue jugando).</translation>
    </message>
    <message>
        <source>A player who leads their opponent by at least %1 points also wins.</source>
        <translation>También gana el jugador que aventaja a su rival en al menos %1 puntos.</translation>
    </message>
    <message>
        <source>Otherwise they score nothing, and their opponents&apos; points for the hand are doubled.</source>
        <translation>Si no, no se anota nada y los puntos de sus rivales en esa mano cuentan doble.</translation>
    </message>
    <message>
        <source>Otherwise they score nothing, and the opponent&apos;s points for the hand are doubled.</source>
        <translation>Si no, no se anota nada y los puntos del rival en esa mano cuentan doble.</translation>
    </message>
    <message>
        <source>The opponent scores the points they took.</source>
        <translation>El rival se anota los puntos que hizo.</translation>
    </message>
    <message>
        <source>The opponent scores nothing.</source>
        <translation>El rival no se anota nada.</translation>
    </message>
    <message>
        <source>When the bid is made, the opponent scores the points they took.</source>
        <translation>Si se cumple la puja, el rival se anota los puntos que hizo.</translation>
    </message>
    <message>
        <source>When the bid is made, the opponent scores nothing.</source>
        <translation>Si se cumple la puja, el rival no se anota nada.</translation>
    </message>
    <message>
        <source>The other players score the points they took.</source>
        <translation>Los demás jugadores se anotan los puntos que hicieron.</translation>
    </message>
    <message>
        <source>The other players score nothing.</source>
        <translation>Los demás jugadores no se anotan nada.</translation>
    </message>
    <message>
        <source>Nest and trump</source>
        <translation>Nido y triunfo</translation>
    </message>
    <message>
        <source>%1 leads the first trick.</source>
        <translation>%1 sale en la primera baza.</translation>
    </message>
    <message>
        <source>Each player in turn must follow the suit led if able; otherwise any card may be played.</source>
        <translation>Por turno, cada jugador debe asistir al palo de salida si puede; si no, puede jugar cualquier carta.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and is its lowest card.</source>
        <translation>%1 pertenece al palo de triunfo y es su carta más baja.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and is its highest card.</source>
        <translation>%1 pertenece al palo de triunfo y es su carta más alta.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit as its lowest card, below its %2.</source>
        <translation>%1 pertenece al palo de triunfo como su carta más baja, por debajo de su %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit as its highest card, above its %2.</source>
        <translation>%1 pertenece al palo de triunfo como su carta más alta, por encima de su %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the trump suit and ranks between its %2 and its %3.</source>
        <translation>%1 pertenece al palo de triunfo y está entre su %2 y su %3.</translation>
    </message>
    <message>
        <source>Leading %1 leads trump; a player whose only trump is %1 must play it when trump is led.</source>
        <translation>Salir con %1 es salir de triunfo; quien no tenga más triunfo que %1 debe jugarlo cuando se sale de triunfo.</translation>
    </message>
    <message>
        <source>%1 may be played at any time, even by a player who can follow suit.</source>
        <translation>%1 se puede jugar en cualquier momento, incluso pudiendo asistir.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. The winner leads the next trick.</source>
        <translation>Gana la baza el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida. Quien gana la baza sale en la siguiente.</translation>
    </message>
    <message>
        <source>After each trick, while the pile lasts, the winner takes either the face-up card or the top card of the pile, the other player gets the other card, and the next pile card is turned face up. Then the hands are played out.</source>
        <translation>Después de cada baza, mientras quede mazo, quien la gana toma la carta descubierta o la carta superior del mazo, el otro jugador recibe la otra y se descubre la siguiente carta del mazo. Después se juegan las cartas que quedan en la mano.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>%1 is worth %2</source>
        <translation>%1 vale %2</translation>
    </message>
    <message>
        <source>each %1 is worth %2</source>
        <translation>cada %1 vale %2</translation>
    </message>
    <message>
        <source>Counters: %1. Other cards are worth nothing.</source>
        <translation>Cartas con puntos: %1. Las demás no valen nada.</translation>
    </message>
    <message numerus="yes">
        <source>Each trick taken is worth %n points.</source>
        <translation>
            <numerusform>Cada baza ganada vale %n punto.</numerusform>
            <numerusform>Cada baza ganada vale %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the most tricks scores %n points (nobody on a tie).</source>
        <translation>
            <numerusform>El bando que gana más bazas se anota %n punto (nadie, si hay empate).</numerusform>
            <numerusform>El bando que gana más bazas se anota %n puntos (nadie, si hay empate).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The side that takes the last trick scores %n points.</source>
        <translation>
            <numerusform>El bando que gana la última baza se anota %n punto.</numerusform>
            <numerusform>El bando que gana la última baza se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points are available in each hand.</source>
        <translation>
            <numerusform>En cada mano hay %n punto en juego.</numerusform>
            <numerusform>En cada mano hay %n puntos en juego.</numerusform>
        </translation>
    </message>
    <message>
        <source>If the bidder&apos;s side takes at least the bid, it scores all the points it took.</source>
        <translation>Si el bando que ganó la subasta alcanza al menos su puja, se anota todos los puntos que hizo.</translation>
    </message>
    <message>
        <source>If the bidder&apos;s side takes at least the bid, it scores exactly the bid.</source>
        <translation>Si el bando que ganó la subasta alcanza al menos su puja, se anota exactamente la puja.</translation>
    </message>
    <message>
        <source>When the bid is made, the other players score the points they took.</source>
        <translation>Si se cumple la puja, los demás jugadores se anotan los puntos que hicieron.</translation>
    </message>
    <message>
        <source>When the bid is made, the other players score nothing.</source>
        <translation>Si se cumple la puja, los demás jugadores no se anotan nada.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>A player who leads every other player by at least %1 points also wins.</source>
        <translation>También gana quien aventaja a todos los demás en al menos %1 puntos.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>The house rules in %1 could not be saved.</source>
        <translation>No se han podido guardar las reglas de la casa de %1.</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>the Rook deck</source>
        <translation>la baraja Rook</translation>
    </message>
    <message>
        <source>the standard deck</source>
        <translation>la baraja francesa</translation>
    </message>
    <message>
        <source>Keys must be text.</source>
        <translation>Las claves deben ser texto.</translation>
    </message>
    <message>
        <source>Must be an object with its own keys, not %1.</source>
        <translation>Debe ser un objeto con sus propias claves, no %1.</translation>
    </message>
    <message>
        <source>This key is unknown: did you mean %1?</source>
        <translation>Esta clave es desconocida: ¿quería decir %1?</translation>
    </message>
    <message>
        <source>This key is unknown.</source>
        <translation>Esta clave es desconocida.</translation>
    </message>
    <message>
        <source>Must be true or false, not %1.</source>
        <translation>Debe ser true o false, no %1.</translation>
    </message>
    <message>
        <source>Must be a whole number, not %1.</source>
        <translation>Debe ser un número entero, no %1.</translation>
    </message>
    <message>
        <source>Must be at least %1, not %2.</source>
        <translation>Debe ser como mínimo %1, no %2.</translation>
    </message>
    <message>
        <source>Must be one of %1, not %2.</source>
        <translation>Debe ser uno de estos valores: %1; no %2.</translation>
    </message>
    <message>
        <source>Must be %1 to %2 players, not %3.</source>
        <translation>Deben ser de %1 a %2 jugadores, no %3.</translation>
    </message>
    <message>
        <source>Must be a whole number of at least 1, or off, not %1.</source>
        <translation>Debe ser un número entero de al menos 1, o estar desactivado; no %1.</translation>
    </message>
    <message>
        <source>Must be random, high card or a seat number from 0 to %1, not %2.</source>
        <translation>Debe ser «al azar», «carta más alta» o un número de asiento de 0 a %1; no %2.</translation>
    </message>
    <message>
        <source>Must be a non-empty list of ranks, not %1.</source>
        <translation>Debe ser una lista de valores no vacía, no %1.</translation>
    </message>
    <message>
        <source>%1 is not a rank of %2 (%3 to %4).</source>
        <translation>%1 no es un valor de %2 (%3 a %4).</translation>
    </message>
    <message>
        <source>A rank is listed twice.</source>
        <translation>Hay un valor repetido en la lista.</translation>
    </message>
    <message>
        <source>Must be lowest, highest or a number such as 10.5, not %1.</source>
        <translation>Debe ser «más bajo», «más alto» o un número como 10.5; no %1.</translation>
    </message>
    <message>
        <source>Must lie between two ranks (such as %1.5), not on rank %1.</source>
        <translation>Debe estar entre dos valores (como %1.5), no sobre el valor %1.</translation>
    </message>
    <message>
        <source>Must lie between rank %1 and the 1 above the 14 (counted as %2), not %3.</source>
        <translation>Debe estar entre el valor %1 y el 1 por encima del 14 (contado como %2), no en %3.</translation>
    </message>
    <message>
        <source>Must lie between ranks %1 and %2, not %3.</source>
        <translation>Debe estar entre los valores %1 y %2, no en %3.</translation>
    </message>
    <message>
        <source>Must be a table of ranks and their points, not %1.</source>
        <translation>Debe ser una tabla de valores y sus puntos, no %1.</translation>
    </message>
    <message>
        <source>%1 is not a rank of %2.</source>
        <translation>%1 no es un valor de %2.</translation>
    </message>
    <message>
        <source>The points for %1 must be a whole number of at least 0, not %2.</source>
        <translation>Los puntos de la carta %1 deben ser un número entero de al menos 0, no %2.</translation>
    </message>
    <message numerus="yes">
        <source>Partnership play needs 4 players (partners sit opposite each other), not %n.</source>
        <translation>
            <numerusform>El juego por parejas necesita 4 jugadores (los compañeros se sientan uno frente al otro), no %n.</numerusform>
            <numerusform>El juego por parejas necesita 4 jugadores (los compañeros se sientan uno frente al otro), no %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is for two players only, not %n.</source>
        <translation>
            <numerusform>El mazo para robar es solo para dos jugadores, no para %n.</numerusform>
            <numerusform>El mazo para robar es solo para dos jugadores, no para %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4: that leaves no draw pile from a deck of %5 cards.</source>
        <translation>%1 jugadores × %2 cartas + %3 en el nido = %4: con una baraja de %5 cartas no queda mazo para robar.</translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4: that leaves %5 cards for the draw pile; that number must be even.</source>
        <translation>%1 jugadores × %2 cartas + %3 en el nido = %4: quedan %5 cartas para el mazo, y ese número debe ser par.</translation>
    </message>
    <message>
        <source>%1 players × %2 cards + %3 in the nest = %4, but the deck has %5 cards.</source>
        <translation>%1 jugadores × %2 cartas + %3 en el nido = %4, pero la baraja tiene %5 cartas.</translation>
    </message>
    <message>
        <source>%1 is not a multiple of the step %2.</source>
        <translation>%1 no es múltiplo del incremento %2.</translation>
    </message>
    <message>
        <source>This file does not hold house rules.</source>
        <translation>Este archivo no contiene reglas de la casa.</translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation>No puede estar vacío.</translation>
    </message>
    <message numerus="yes">
        <source>Must be at most %n characters long.</source>
        <translation>
            <numerusform>Debe tener como máximo %n carácter.</numerusform>
            <numerusform>Debe tener como máximo %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is above the maximum bid %2.</source>
        <translation>%1 supera la puja máxima %2.</translation>
    </message>
    <message>
        <source>%1 is above the maximum bid %2, which is what the cards&apos; points allow (the points in a hand, rounded down to the step).</source>
        <translation>%1 supera la puja máxima %2, la que permiten los puntos de las cartas (los puntos en juego en una mano, redondeados hacia abajo al incremento).</translation>
    </message>
    <message>
        <source>%1 is more than the %2 points available in a hand.</source>
        <translation>%1 supera los %2 puntos en juego en una mano.</translation>
    </message>
    <message>
        <source>A rule set must be a JSON object, not %1.</source>
        <translation>Un reglamento debe ser un objeto JSON, no %1.</translation>
    </message>
    <message>
        <source>This key is missing (a complete rule set has every key).</source>
        <translation>Falta esta clave (un reglamento completo tiene todas las claves).</translation>
    </message>
    <message>
        <source>%1 is not a built-in rule set (%2).</source>
        <translation>%1 no es un reglamento incluido (%2).</translation>
    </message>
    <message>
        <source>%1 is too large for a house-rules file (at most %2 bytes).</source>
        <translation>%1 es demasiado grande para un archivo de reglas de la casa (como máximo %2 bytes).</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2).</source>
        <translation>%1: no se puede leer el archivo (%2).</translation>
    </message>
    <message>
        <source>%1 is not a text file (UTF-8).</source>
        <translation>%1 no es un archivo de texto (UTF-8).</translation>
    </message>
    <message>
        <source>This is not valid JSON (line %1, column %2).</source>
        <translation>No es JSON válido (línea %1, columna %2).</translation>
    </message>
    <message>
        <source>This is not valid JSON (nested too deeply).</source>
        <translation>No es JSON válido (anidado demasiado profundo).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <source>This is a saved game, not house rules. Open it with Game &gt; Open.</source>
        <translation>Esto es una partida guardada, no unas reglas de la casa. Ábrela con Partida &gt; Abrir.</translation>
    </message>
    <message>
        <source>The file ends too soon (line %1): it may have been cut off.</source>
        <translation>El archivo termina demasiado pronto (línea %1): puede que esté cortado.</translation>
    </message>
    <message>
        <source>This is not a usable house-rules file (%1).</source>
        <translation>No es un archivo de reglas de la casa válido (%1).</translation>
    </message>
    <message>
        <source>Must be from %1 to %2, not %3.</source>
        <translation>Debe estar entre %1 y %2, no %3.</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2).</source>
        <translation>%1 es demasiado grande (como máximo %2).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a rule-set key: what is wrong with it</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The file has %n problems:</source>
        <translation>
            <numerusform>El archivo tiene %n problema:</numerusform>
            <numerusform>El archivo tiene %n problemas:</numerusform>
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
            <numerusform>…y %n más.</numerusform>
            <numerusform>…y %n más.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened: line %1: %2</source>
        <translation>No se puede abrir este archivo: línea %1: %2</translation>
    </message>
    <message>
        <source>This file cannot be opened: %1</source>
        <translation>No se puede abrir este archivo: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 es demasiado grande para ser una partida guardada.</translation>
    </message>
    <message>
        <source>%1 is not a text file, so it is not a game record.</source>
        <translation>%1 no es un archivo de texto, así que no es una partida guardada.</translation>
    </message>
    <message>
        <source>%1 is not a valid game record.</source>
        <translation>%1 no es una partida guardada válida.</translation>
    </message>
    <message>
        <source>%1 was written in a record format this version does not know.</source>
        <translation>%1 se guardó en un formato que esta versión no conoce.</translation>
    </message>
    <message>
        <source>%1 holds a move the rules do not allow.</source>
        <translation>%1 contiene una jugada que las reglas no permiten.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se ha podido escribir %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: call</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call</comment>
        <translation>paso</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer: Random</source>
        <translation>Ordenador: aleatorio</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordenador: %1</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Varios en un ordenador</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demostración</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Subasta: aún sin pujas</translation>
    </message>
    <message>
        <source>Last bid: %1 by %2</source>
        <translation>Última puja: %1 de %2</translation>
    </message>
    <message>
        <source>Bid: %1 by %2</source>
        <translation>Puja: %1 de %2</translation>
    </message>
    <message>
        <source>High bid: %1 by %2</source>
        <translation>Puja más alta: %1 de %2</translation>
    </message>
    <message>
        <source>Trump: not named yet</source>
        <translation>Triunfo: aún sin elegir</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>Taken: %1, bid made</source>
        <comment>the bid badge, under the bid: the points the bidder and partner took this hand, which reach their bid</comment>
        <translation>Ganado: %1, puja cumplida</translation>
    </message>
    <message>
        <source>Taken: %1 of %2</source>
        <comment>the bid badge, under the bid: the points the bidder and partner took this hand, of their bid</comment>
        <translation>Ganado: %1 de %2</translation>
    </message>
    <message>
        <source>%1: %2, bid made</source>
        <comment>the bid badge: the points the bidder and partner took this hand, which reach their bid</comment>
        <translation>%1: %2 (cumplida)</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <comment>the bid badge: the points the bidder and partner took this hand, of their bid</comment>
        <translation>%1: %2 de %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game over · won by a lead of %1 or more</source>
        <translation>Fin de la partida · ganada con %1 puntos de ventaja o más</translation>
    </message>
    <message>
        <source>Game over · played to %1</source>
        <translation>Fin de la partida · a %1 puntos</translation>
    </message>
    <message>
        <source>Hand %1 · playing to %2</source>
        <translation>Mano %1 · hasta %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a suit inside a sentence</comment>
        <translation>negro</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>a suit inside a sentence</comment>
        <translation>verde</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>a suit inside a sentence</comment>
        <translation>rojo</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>a suit inside a sentence</comment>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a suit inside a sentence</comment>
        <translation>picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a suit inside a sentence</comment>
        <translation>corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a suit inside a sentence</comment>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a suit inside a sentence</comment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>No trump</source>
        <comment>a suit inside a sentence</comment>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <source>ROOK</source>
        <comment>printed on the Rook card</comment>
        <translation>CUERVO</translation>
    </message>
    <message>
        <source>JOKER</source>
        <comment>printed on the joker card</comment>
        <translation>COMODÍN</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the letter printed on a jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the letter printed on a queen</comment>
        <translation>Q</translation>
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
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>a queen in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>a king in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>an ace in running text, as in &apos;a deck of 4 to A&apos;; a word where the letter reads oddly</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>the Rook</source>
        <translation>el Cuervo</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>el comodín</translation>
    </message>
    <message>
        <source>%1 or a lead of %2</source>
        <comment>what a game is played to: the target, or a winning lead</comment>
        <translation>%1 o con %2 puntos de ventaja</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>la jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>la reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>el rey</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>el as</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Cuervo</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>rank then suit, short card label</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Two-handed Rook (standard deck)</source>
        <comment>built-in rule set</comment>
        <translation>Rook para dos (baraja francesa)</translation>
    </message>
    <message>
        <source>Two-handed Rook (Rook deck)</source>
        <comment>built-in rule set</comment>
        <translation>Rook para dos (baraja Rook)</translation>
    </message>
    <message>
        <source>Partnership cut-throat Rook</source>
        <comment>built-in rule set</comment>
        <translation>Rook por parejas</translation>
    </message>
    <message>
        <source>Tournament Rook (Kentucky discard)</source>
        <comment>built-in rule set</comment>
        <translation>Rook de torneo (descarte Kentucky)</translation>
    </message>
    <message>
        <source>Kentucky Rook</source>
        <comment>built-in rule set</comment>
        <translation>Rook Kentucky</translation>
    </message>
    <message>
        <source>%1 (house rules)</source>
        <comment>a built-in rule set&apos;s title; its rules were changed</comment>
        <translation>%1 (reglas de la casa)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Ordenador: intermedio</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>two partners</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>You must follow suit: play %1 while you have any, or %2.</source>
        <translation>Debes asistir: juega %1 mientras tengas, o %2.</translation>
    </message>
    <message>
        <source>You must follow suit: play %1 while you have any.</source>
        <translation>Debes asistir: juega %1 mientras tengas.</translation>
    </message>
    <message>
        <source>Trump was led: you must play trump while you have any.</source>
        <translation>Se ha salido de triunfo: debes jugar triunfo mientras tengas.</translation>
    </message>
    <message>
        <source>%1 is trump and may only be played when you cannot follow %2.</source>
        <translation>%1 es triunfo y solo se puede jugar cuando no puedes asistir al palo %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a Rook-deck card in a sentence: suit then rank</comment>
        <translation>el %2 %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>face card in a sentence: rank of suit, standard deck</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>numbered card in a sentence: rank of suit, standard deck</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>Trump was led, and %1 is trump: you must play it.</source>
        <translation>Se ha salido de triunfo y %1 es triunfo: debes jugarlo.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <source>Bids are multiples of %1.</source>
        <translation>Las pujas son múltiplos de %1.</translation>
    </message>
    <message>
        <source>The smallest bid is %1.</source>
        <translation>La puja mínima es %1.</translation>
    </message>
    <message>
        <source>The highest bid is %1.</source>
        <translation>La puja máxima es %1.</translation>
    </message>
    <message>
        <source>A bid must be above the high bid of %1.</source>
        <translation>Una puja debe superar la más alta, que es %1.</translation>
    </message>
    <message>
        <source>No trump is not allowed under these rules.</source>
        <translation>Estas reglas no permiten jugar sin triunfo.</translation>
    </message>
    <message numerus="yes">
        <source>Set aside exactly %n cards.</source>
        <translation>
            <numerusform>Descarta exactamente %n carta.</numerusform>
            <numerusform>Descarta exactamente %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counters may not be set aside.</source>
        <translation>No se pueden descartar cartas con puntos.</translation>
    </message>
    <message>
        <source>Counters may not be set aside unless there are too few other cards: set aside the lowest counters.</source>
        <translation>Solo se pueden descartar cartas con puntos si no hay bastantes de otro tipo: descarta las de menor valor.</translation>
    </message>
    <message>
        <source>A card is set aside twice.</source>
        <translation>Hay una carta descartada dos veces.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>That is not allowed by the rules.</source>
        <translation>Las reglas no lo permiten.</translation>
    </message>
    <message>
        <source>South</source>
        <comment>default seat name</comment>
        <translation>Sur</translation>
    </message>
    <message>
        <source>West</source>
        <comment>default seat name</comment>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>North</source>
        <comment>default seat name</comment>
        <translation>Norte</translation>
    </message>
    <message>
        <source>East</source>
        <comment>default seat name</comment>
        <translation>Este</translation>
    </message>
    <message>
        <source>Player 5</source>
        <comment>default seat name</comment>
        <translation>Jugador 5</translation>
    </message>
    <message>
        <source>Player 6</source>
        <comment>default seat name</comment>
        <translation>Jugador 6</translation>
    </message>
    <message>
        <source>Player 1</source>
        <comment>default seat name</comment>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <comment>default seat name</comment>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <comment>default seat name</comment>
        <translation>Jugador 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <comment>default seat name</comment>
        <translation>Jugador 4</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>El asiento %1 necesita un nombre.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 are both called “%3”: give each seat its own name.</source>
        <translation>Los asientos %1 y %2 se llaman los dos «%3»: da a cada asiento su propio nombre.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 puja %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 pasa.</translation>
    </message>
    <message>
        <source>%1 names no trump.</source>
        <translation>%1 juega sin triunfo.</translation>
    </message>
    <message>
        <source>%1 names %2 as trump.</source>
        <translation>%1 elige %2 como triunfo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets %n cards aside.</source>
        <comment>the nest exchange; the cards stay unnamed</comment>
        <translation>
            <numerusform>%1 aparta %n carta.</numerusform>
            <numerusform>%1 aparta %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <source>%1 takes the face-up card, %2.</source>
        <translation>%1 toma la carta descubierta, %2.</translation>
    </message>
    <message>
        <source>%1 gets the face-up card, %2.</source>
        <translation>A %1 le toca la carta descubierta, %2.</translation>
    </message>
    <message>
        <source>%1 takes the top card of the pile.</source>
        <translation>%1 toma la carta superior del mazo.</translation>
    </message>
    <message>
        <source>%1 gets the top card of the pile.</source>
        <translation>A %1 le toca la carta superior del mazo.</translation>
    </message>
    <message>
        <source>%1 wins the bid at %2.</source>
        <translation>%1 gana la subasta con %2.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 gana la baza.</translation>
    </message>
    <message>
        <source>%1 gets the top card of the pile: %2.</source>
        <translation>A %1 le toca la carta superior del mazo: %2.</translation>
    </message>
    <message>
        <source>%1 takes the top card of the pile: %2.</source>
        <translation>%1 toma la carta superior del mazo: %2.</translation>
    </message>
    <message>
        <source>the top card of the pile</source>
        <translation>la carta superior del mazo</translation>
    </message>
    <message>
        <source>Your turn has just begun: press the key again for the marked card, %1.</source>
        <translation>Tu turno acaba de empezar: pulsa la tecla otra vez para la carta marcada, %1.</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n cards already: click one of them (or press Enter on it) to put it back.</source>
        <translation>
            <numerusform>Ya has elegido %n carta: haz clic en ella (o pulsa Intro sobre ella) para devolverla.</numerusform>
            <numerusform>Ya has elegido %n cartas: haz clic en una de ellas (o pulsa Intro sobre ella) para devolverla.</numerusform>
        </translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>no se puede jugar ahora</translation>
    </message>
    <message>
        <source>Rook games (*%1)</source>
        <translation>Partidas de Rook (*%1)</translation>
    </message>
    <message>
        <source>House rules (*%1 *%2)</source>
        <translation>Reglas de la casa (*%1 *%2)</translation>
    </message>
    <message>
        <source>Rook games and house rules (*%1 *%2 *%3)</source>
        <translation>Partidas de Rook y reglas de la casa (*%1 *%2 *%3)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This choice has just appeared: press Enter again for “%1”.</source>
        <translation>Esta opción acaba de aparecer: pulsa Intro otra vez para «%1».</translation>
    </message>
    <message>
        <source>Only whole numbers from %1 to %2 go here.</source>
        <translation>Aquí solo caben números enteros del %1 al %2.</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>About rookdesk</source>
        <translation>Acerca de rookdesk</translation>
    </message>
</context>
<context>
    <name>BidHistoryModel</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Puja</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>everyone passed: new deal</source>
        <translation>todos pasaron: se reparte de nuevo</translation>
    </message>
    <message>
        <source>held to the minimum: %1</source>
        <translation>obligado a la mínima: %1</translation>
    </message>
    <message>
        <source>wins the bid at %1</source>
        <translation>gana la subasta con %1</translation>
    </message>
    <message>
        <source>names no trump</source>
        <translation>juega sin triunfo</translation>
    </message>
    <message>
        <source>names %1 as trump</source>
        <translation>elige %1 como triunfo</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <source>Bidding</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>Bid amount</source>
        <translation>Cantidad de la puja</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>Pu&amp;jar</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Pujar</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Bidding rules</source>
        <translation>Reglas de la subasta</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Cantidad:</translation>
    </message>
    <message>
        <source>Problem with the bid</source>
        <translation>Problema con la puja</translation>
    </message>
    <message>
        <source>Type an amount, or choose one with the arrows.</source>
        <translation>Escribe una cantidad o elígela con las flechas.</translation>
    </message>
    <message>
        <source>%1 is too low: the smallest bid you can make now is %2.</source>
        <translation>%1 es demasiado bajo: la puja más baja que puedes hacer ahora es %2.</translation>
    </message>
    <message>
        <source>%1 is too high: the largest bid is %2.</source>
        <translation>%1 es demasiado alto: la puja máxima es %2.</translation>
    </message>
    <message>
        <source>%1 is not a bid: bids go up in steps of %2, so bid %3 or %4.</source>
        <translation>%1 no es una puja válida: las pujas suben de %2 en %2, así que puja %3 o %4.</translation>
    </message>
    <message>
        <source>Your call has just begun: press Enter again to bid %1.</source>
        <translation>Tu turno de pujar acaba de empezar: pulsa Intro otra vez para pujar %1.</translation>
    </message>
    <message>
        <source>The amount takes digits only: type a number and press Enter to bid, or press %1 to pass.</source>
        <translation>La cantidad admite solo cifras: escribe un número y pulsa Intro para pujar, o pulsa %1 para pasar.</translation>
    </message>
    <message>
        <source>The amount takes digits only: type a number and press Enter to bid.</source>
        <translation>La cantidad admite solo cifras: escribe un número y pulsa Intro para pujar.</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Aún no hay pujas.</translation>
    </message>
    <message>
        <source>High bid: %1 by %2.</source>
        <translation>Puja más alta: %1 de %2.</translation>
    </message>
    <message>
        <source>%1, your call</source>
        <translation>%1, te toca hablar</translation>
    </message>
    <message>
        <source>Calls: %1</source>
        <translation>Pujas: %1</translation>
    </message>
    <message>
        <source>As the opener you must bid: the smallest bid is %1.</source>
        <translation>Como abres, debes pujar: la puja mínima es %1.</translation>
    </message>
    <message>
        <source>The opener may not pass under these rules.</source>
        <translation>Con estas reglas, quien abre no puede pasar.</translation>
    </message>
    <message>
        <source>A pass is final: you take no further part in this auction.</source>
        <translation>Pasar es definitivo: ya no participarás en esta subasta.</translation>
    </message>
    <message>
        <source>Bids go up in steps of %1, up to %2.</source>
        <translation>Las pujas suben de %1 en %1, hasta %2.</translation>
    </message>
    <message>
        <source>If no one bids, the dealer is held to the minimum of %1.</source>
        <translation>Si nadie puja, el repartidor queda obligado a la mínima de %1.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the computer</source>
        <translation>Pasa el ordenador</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pásalo a %1</translation>
    </message>
    <message>
        <source>Every hand is hidden. %1, press the button when only you can see the screen.</source>
        <translation>Todas las manos están ocultas. %1, pulsa el botón cuando solo tú veas la pantalla.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation>Soy %1: mostrar mi mano</translation>
    </message>
    <message>
        <source>Show the hand of %1</source>
        <translation>Mostrar la mano de %1</translation>
    </message>
    <message>
        <source>Since the deal:</source>
        <translation>Desde el reparto:</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Desde tu último turno:</translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier moves not shown)</source>
        <translation>
            <numerusform>(%n jugada anterior no mostrada)</numerusform>
            <numerusform>(%n jugadas anteriores no mostradas)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: press Enter or Space again to show your hand.</source>
        <translation>%1: pulsa Intro o Espacio otra vez para mostrar tu mano.</translation>
    </message>
    <message>
        <source>Ready in a moment: the button wakes a second after the curtain rises, so a key meant for the table does not show this hand.</source>
        <translation>Listo en un momento: el botón responde poco después de que se cierre la cortina, para que una tecla pensada para la mesa no muestre esta mano.</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Draw a card</source>
        <translation>Robar una carta</translation>
    </message>
    <message>
        <source>Take the face-up card</source>
        <translation>Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Take the top of the &amp;pile</source>
        <translation>Tomar la carta del &amp;mazo</translation>
    </message>
    <message>
        <source>Take the top card of the pile</source>
        <translation>Tomar la carta superior del mazo</translation>
    </message>
    <message>
        <source>&amp;Take %1</source>
        <translation>&amp;Tomar %1</translation>
    </message>
    <message>
        <source>In your hand the face-up card gets a purple band, as your opponent has seen it, and the pile&apos;s card a teal one.</source>
        <translation>En tu mano, la carta descubierta lleva una franja morada, porque tu rival la ha visto, y la carta del mazo una turquesa.</translation>
    </message>
    <message>
        <source>Keyboard: Enter takes the face-up card; Tab to the pile&apos;s button, then Enter.</source>
        <translation>Teclado: Intro toma la carta descubierta; Tab hasta el botón del mazo y luego Intro.</translation>
    </message>
    <message>
        <source>%1, you won the trick: take a card</source>
        <translation>%1, has ganado la baza: toma una carta</translation>
    </message>
    <message>
        <source>Click the face-up card or the pile on the table. Your opponent gets the card you do not take.</source>
        <translation>Haz clic en la carta descubierta o en el mazo de la mesa. Tu rival recibe la carta que no tomes.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Resume the game &amp;left in progress</source>
        <translation>Reanudar la partida &amp;interrumpida</translation>
    </message>
    <message>
        <source>Take back your last decision (and the computers&apos; after it)</source>
        <translation>Deshacer tu última decisión (y las del ordenador posteriores)</translation>
    </message>
    <message>
        <source>Show what a Normal-strength player would do</source>
        <translation>Mostrar lo que haría un jugador de nivel intermedio</translation>
    </message>
    <message>
        <source>The game cannot be autosaved: %1</source>
        <translation>No se puede guardar la partida automáticamente: %1</translation>
    </message>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Se ha deshecho tu última decisión.</translation>
    </message>
    <message>
        <source>The decision taken back is made again.</source>
        <translation>La decisión deshecha vuelve a valer.</translation>
    </message>
    <message>
        <source>Rook game</source>
        <translation>Partida de Rook</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>%1&apos;s last decision was taken back: %2.</source>
        <translation>Se ha deshecho la última decisión de %1: %2.</translation>
    </message>
    <message>
        <source>%1&apos;s last decision was taken back.</source>
        <translation>Se ha deshecho la última decisión de %1.</translation>
    </message>
    <message>
        <source>playing %1</source>
        <translation>jugar %1</translation>
    </message>
    <message>
        <source>a bid of %1</source>
        <translation>pujar %1</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>naming %1 as trump</source>
        <translation>declarar %1 como triunfo</translation>
    </message>
    <message>
        <source>declaring no trump</source>
        <translation>jugar sin triunfo</translation>
    </message>
    <message>
        <source>taking the face-up card</source>
        <translation>tomar la carta descubierta</translation>
    </message>
    <message>
        <source>taking a card from the pile</source>
        <translation>tomar una carta del mazo</translation>
    </message>
    <message>
        <source>%1&apos;s decision is made again.</source>
        <translation>La decisión de %1 vuelve a valer.</translation>
    </message>
    <message>
        <source>Nothing to undo: no game is being played.</source>
        <translation>No hay nada que deshacer: no hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>Nothing to undo: only the computers play in this game.</source>
        <translation>No hay nada que deshacer: en esta partida solo juegan los ordenadores.</translation>
    </message>
    <message>
        <source>Cannot undo: Undo is off in hot-seat games (Preferences, Players).</source>
        <translation>No se puede deshacer: deshacer está desactivado con varios en un ordenador (Preferencias, Jugadores).</translation>
    </message>
    <message>
        <source>Nothing to undo: there is no decision of yours to take back.</source>
        <translation>No hay nada que deshacer: no tienes ninguna decisión que retirar.</translation>
    </message>
    <message>
        <source>Cannot undo: the card drawn from the pile has been seen.</source>
        <translation>No se puede deshacer: ya se ha visto la carta robada del mazo.</translation>
    </message>
    <message>
        <source>Cannot undo: the cards of the nest have been seen.</source>
        <translation>No se puede deshacer: ya se han visto las cartas del nido.</translation>
    </message>
    <message>
        <source>Cannot undo: a new face-up card has been turned on the draw pile.</source>
        <translation>No se puede deshacer: se ha descubierto una nueva carta en el mazo.</translation>
    </message>
    <message>
        <source>Cannot undo: the cards of a new deal have been seen.</source>
        <translation>No se puede deshacer: ya se han visto las cartas de un nuevo reparto.</translation>
    </message>
    <message>
        <source>Take back the last decision of %1 (and the computers&apos; after it)</source>
        <translation>Deshacer la última decisión de %1 (y las del ordenador posteriores)</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>No se ha podido guardar la partida.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardada en %1.</translation>
    </message>
    <message>
        <source>Open a game or house rules</source>
        <translation>Abrir una partida o reglas de la casa</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>This file cannot be opened as a game.</source>
        <translation>Este archivo no se puede abrir como partida.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Abierta: %1.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reanudar partida</translation>
    </message>
    <message>
        <source>A game was in progress when rookdesk last closed. Go on with it?</source>
        <translation>Había una partida en curso la última vez que se cerró rookdesk. ¿Continuarla?</translation>
    </message>
    <message>
        <source>%1 — hand %2 — players: %3</source>
        <translation>%1 — mano %2 — jugadores: %3</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Más &amp;tarde</translation>
    </message>
    <message>
        <source>The game goes on where it was left.</source>
        <translation>La partida continúa donde se dejó.</translation>
    </message>
    <message>
        <source>Welcome to rookdesk</source>
        <translation>Te damos la bienvenida a rookdesk</translation>
    </message>
    <message>
        <source>A game was left in progress. Resume it, or choose Game &gt; New… to deal another.</source>
        <translation>Quedó una partida a medias. Reanúdala o elige Partida &gt; Nueva… para empezar otra.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Pista: juega %1.</translation>
    </message>
    <message>
        <source>Hint: set aside %1. They are chosen; “Confirm discard” sets them aside.</source>
        <translation>Pista: descarta %1. Ya están elegidas; «Confirmar descarte» las aparta.</translation>
    </message>
    <message>
        <source>Hint: set aside %1.</source>
        <translation>Pista: descarta %1.</translation>
    </message>
    <message>
        <source>Hint: bid %1.</source>
        <translation>Pista: puja %1.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Pista: pasa.</translation>
    </message>
    <message>
        <source>Hint: name %1 trump.</source>
        <translation>Pista: elige %1 como triunfo.</translation>
    </message>
    <message>
        <source>Hint: take the face-up card.</source>
        <translation>Pista: toma la carta descubierta.</translation>
    </message>
    <message>
        <source>Hint: take the top of the pile.</source>
        <translation>Pista: toma la carta del mazo.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>The statistics file cannot be read. Start it afresh?</source>
        <translation>No se puede leer el archivo de estadísticas. ¿Empezar de cero?</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>%1 win the game!</source>
        <translation>¡%1 ganan la partida!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>¡%1 gana la partida!</translation>
    </message>
    <message>
        <source>You and %1 win the game!</source>
        <translation>¡Ganas la partida con %1!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>You and %1 lose.</source>
        <translation>Pierdes la partida con %1.</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Pierdes.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>side: score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Final score: %1.</source>
        <translation>Resultado final: %1.</translation>
    </message>
    <message>
        <source>The bidder&apos;s side wins when it reaches %1 points, whatever the other scores.</source>
        <translation>El bando que ganó la subasta gana al llegar a %1 puntos, sin importar las demás puntuaciones.</translation>
    </message>
    <message>
        <source>The bidder wins when they reach %1 points, whatever the other scores.</source>
        <translation>Quien ganó la subasta gana al llegar a %1 puntos, sin importar las demás puntuaciones.</translation>
    </message>
    <message>
        <source>A side also wins when it leads the other side by %1 points or more.</source>
        <translation>Un bando también gana cuando aventaja al otro bando en %1 puntos o más.</translation>
    </message>
    <message>
        <source>A player also wins when they lead their opponent by %1 points or more.</source>
        <translation>Un jugador también gana cuando aventaja a su rival en %1 puntos o más.</translation>
    </message>
    <message>
        <source>A player also wins when they lead every other player by %1 points or more.</source>
        <translation>Un jugador también gana cuando aventaja a todos los demás jugadores en %1 puntos o más.</translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Hand summary</source>
        <translation>Resumen de la mano</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Continue to the next hand</source>
        <translation>Continuar con la siguiente mano</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 and made it</source>
        <translation>Mano %1: %2 pujó %3 y lo cumplió</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 and was set</source>
        <translation>Mano %1: %2 pujó %3 y no lo cumplió</translation>
    </message>
    <message>
        <source>%1 took %2 points in this hand against a bid of %3.</source>
        <translation>%1: %2 puntos en esta mano, con una puja de %3.</translation>
    </message>
    <message>
        <source>Set aside in the nest: %1.</source>
        <translation>Apartadas en el nido: %1.</translation>
    </message>
    <message>
        <source>Most tricks: %1; last trick: %2</source>
        <translation>Más bazas: %1; última baza: %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Cards and tricks</source>
        <translation>Cartas y bazas</translation>
    </message>
    <message>
        <source>Most tricks bonus</source>
        <translation>Bonificación por la mayoría de bazas</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Bonificación por la última baza</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonificaciones</translation>
    </message>
    <message>
        <source>Nest</source>
        <translation>Nido</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Puntos en cartas</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Total de la mano</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variación</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Acumulado</translation>
    </message>
    <message>
        <source>Under these rules a made bid scores exactly the bid: %1.</source>
        <translation>Con estas reglas, una puja cumplida puntúa exactamente la puja: %1.</translation>
    </message>
    <message>
        <source>The bid of %1 is subtracted from the score.</source>
        <translation>La puja de %1 se resta de la puntuación.</translation>
    </message>
    <message>
        <source>A set bid scores no points in this hand.</source>
        <translation>Una puja fallada no puntúa en esta mano.</translation>
    </message>
    <message>
        <source>Under these rules only the bidder&apos;s side scores.</source>
        <translation>Con estas reglas solo puntúa el bando que ganó la subasta.</translation>
    </message>
    <message>
        <source>Under these rules only the bidder scores.</source>
        <translation>Con estas reglas solo puntúa quien ganó la subasta.</translation>
    </message>
    <message>
        <source>%1 %2 × 2 = %3</source>
        <translation>%1 %2 × 2 = %3</translation>
    </message>
    <message>
        <source>Because the bid was set, the opponent&apos;s points are doubled: %1.</source>
        <translation>Como la puja no se cumplió, los puntos del rival se duplican: %1.</translation>
    </message>
    <message>
        <source>Because the bid was set, the opponents&apos; points are doubled: %1.</source>
        <translation>Como la puja no se cumplió, los puntos de los rivales se duplican: %1.</translation>
    </message>
    <message>
        <source>&amp;See the result</source>
        <translation>Ver el &amp;resultado</translation>
    </message>
    <message>
        <source>See the final result</source>
        <translation>Ver el resultado final</translation>
    </message>
</context>
<context>
    <name>HouseRulesPage</name>
    <message>
        <source>&amp;Import…</source>
        <translation>Impor&amp;tar…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>(changed)</source>
        <translation>(modificado)</translation>
    </message>
    <message>
        <source>Rule changes apply to the next game; a game in progress keeps its rules.</source>
        <translation>Los cambios en las reglas se aplican a la próxima partida; una partida en curso conserva sus reglas.</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>&amp;Plantilla:</translation>
    </message>
    <message>
        <source>Load a built-in or saved rule set into the editor, then change anything.</source>
        <translation>Carga en el editor un reglamento incluido o guardado y cambia lo que quieras.</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <source>The rules in the editor differ from the rule set chosen in Start from.</source>
        <translation>Las reglas del editor difieren del conjunto de reglas elegido en «Plantilla».</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>Reglas modificadas</translation>
    </message>
    <message>
        <source>Save the rules in the editor as a named rule set.</source>
        <translation>Guardar las reglas del editor como un reglamento con nombre.</translation>
    </message>
    <message>
        <source>Rename the chosen saved rule set.</source>
        <translation>Cambiar el nombre del reglamento guardado elegido.</translation>
    </message>
    <message>
        <source>Delete the chosen saved rule set.</source>
        <translation>Eliminar el reglamento guardado elegido.</translation>
    </message>
    <message>
        <source>Cards in the deck under these rules.</source>
        <translation>Cartas de la baraja con estas reglas.</translation>
    </message>
    <message>
        <source>How the cards are dealt.</source>
        <translation>Cómo se reparten las cartas.</translation>
    </message>
    <message>
        <source>Counters + trick points + bonuses: the most a hand can be worth.</source>
        <translation>Cartas con puntos + puntos por baza + bonificaciones: lo máximo que puede valer una mano.</translation>
    </message>
    <message>
        <source>Rule check</source>
        <translation>Comprobación de reglas</translation>
    </message>
    <message>
        <source>Last file action</source>
        <translation>Última acción con archivos</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Incluido: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Descartar cambios</translation>
    </message>
    <message>
        <source>Discard your changes to the rules in the editor?</source>
        <translation>¿Descartar tus cambios en las reglas del editor?</translation>
    </message>
    <message>
        <source>Rule set not found</source>
        <translation>Reglamento no encontrado</translation>
    </message>
    <message>
        <source>Deck: &lt;b&gt;%1&lt;/b&gt; cards</source>
        <translation>Baraja: &lt;b&gt;%1&lt;/b&gt; cartas</translation>
    </message>
    <message>
        <source>Deal: %1 players × %2 cards + nest %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Reparto: %1 jugadores × %2 cartas + nido %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, draw pile %1</source>
        <translation>, mazo %1</translation>
    </message>
    <message>
        <source>Points available in a hand: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Puntos en juego por mano: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>✓ These rules can be played.</source>
        <translation>✓ Se puede jugar con estas reglas.</translation>
    </message>
    <message>
        <source>⚠ Cannot be played: %1</source>
        <translation>⚠ No se puede jugar: %1</translation>
    </message>
    <message>
        <source>Save rule set</source>
        <translation>Guardar reglamento</translation>
    </message>
    <message>
        <source>Name of the rule set:</source>
        <translation>Nombre del reglamento:</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be saved.</source>
        <translation>Con estas reglas no se puede jugar, así que no se pueden guardar.</translation>
    </message>
    <message>
        <source>Replace rule set</source>
        <translation>Reemplazar reglamento</translation>
    </message>
    <message>
        <source>Replace the saved rule set “%1”?</source>
        <translation>¿Reemplazar el reglamento guardado «%1»?</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Rename rule set</source>
        <translation>Cambiar el nombre del reglamento</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nombre nuevo:</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>No se puede cambiar el nombre</translation>
    </message>
    <message>
        <source>Delete rule set</source>
        <translation>Eliminar reglamento</translation>
    </message>
    <message>
        <source>Delete the saved rule set “%1”?</source>
        <translation>¿Eliminar el reglamento guardado «%1»?</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>No se puede eliminar</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <source>“%1” is among your rule sets already, with these very rules.</source>
        <translation>«%1» ya está entre tus reglamentos, con estas mismas reglas.</translation>
    </message>
    <message>
        <source>Imported “%1”: it is among your rule sets now.</source>
        <translation>Se importó «%1» y se añadió a tus reglamentos.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be exported.</source>
        <translation>Con estas reglas no se puede jugar, así que no se pueden exportar.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado a %1.</translation>
    </message>
    <message>
        <source>%1 (%2 in the file): %3</source>
        <comment>a setting&apos;s title, its key, what is wrong with it</comment>
        <translation>%1 (%2 en el archivo): %3</translation>
    </message>
    <message>
        <source>%1 could not be read, so nothing was changed.</source>
        <translation>No se ha podido leer %1, así que no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>%1 is not a usable house-rules file, so nothing was changed.</source>
        <translation>%1 no es un archivo de reglas de la casa válido, así que no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>These are the rules of the built-in set “%1”, unchanged: nothing was added.</source>
        <translation>Son las reglas del reglamento incluido «%1», sin cambios: no se ha añadido nada.</translation>
    </message>
    <message>
        <source>Imported as “%1”: “%2” is the name of a built-in rule set, whose rules differ.</source>
        <translation>Importado como «%1»: «%2» es el nombre de un reglamento incluido, cuyas reglas son otras.</translation>
    </message>
    <message>
        <source>Imported as “%1”: one of your rule sets is called “%2” already, with other rules.</source>
        <translation>Se importó como «%1»: ya tienes un reglamento llamado «%2», con otras reglas.</translation>
    </message>
    <message>
        <source>A rule set needs a name.</source>
        <translation>Un reglamento necesita un nombre.</translation>
    </message>
    <message>
        <source>The name is longer than 200 characters.</source>
        <translation>El nombre tiene más de 200 caracteres.</translation>
    </message>
    <message>
        <source>“%1” is the name of a built-in rule set; choose another name.</source>
        <translation>«%1» es el nombre de un reglamento incluido; elige otro nombre.</translation>
    </message>
    <message>
        <source>A saved rule set is already named “%1”.</source>
        <translation>Ya hay un reglamento guardado llamado «%1».</translation>
    </message>
    <message>
        <source>There is no saved rule set named “%1”.</source>
        <translation>No hay ningún reglamento guardado llamado «%1».</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Read a house-rules file (.rookrules or .json) and add it to your rule sets.</source>
        <translation>Leer un archivo de reglas de la casa (.rookrules o .json) y añadirlo a tus reglamentos.</translation>
    </message>
    <message>
        <source>Write the rules in the editor to a house-rules file (.rookrules) to share them.</source>
        <translation>Escribir las reglas del editor en un archivo de reglas de la casa (.rookrules) para compartirlas.</translation>
    </message>
    <message>
        <source>For new games: %1</source>
        <translation>Para partidas nuevas: %1</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Importar reglas de la casa</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Exportar reglas de la casa</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
</context>
<context>
    <name>InfoPanel</name>
    <message>
        <source>Game information</source>
        <translation>Información de la partida</translation>
    </message>
</context>
<context>
    <name>LanguagePage</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Language of rookdesk</source>
        <translation>Idioma de rookdesk</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
    <message>
        <source>When the language changes</source>
        <translation>Cuándo cambia el idioma</translation>
    </message>
    <message>
        <source>Restart needed</source>
        <translation>Hay que reiniciar</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>I&amp;dioma:</translation>
    </message>
    <message>
        <source>The menus, the table and the messages use this language. “System language” follows your computer&apos;s settings.</source>
        <translation>Los menús, la mesa y los mensajes usan este idioma. «Idioma del sistema» sigue la configuración de tu ordenador.</translation>
    </message>
    <message>
        <source>The new language is used the next time rookdesk starts.</source>
        <translation>El nuevo idioma se usará la próxima vez que se inicie rookdesk.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>Trick %1 of hand %2: %3 took it, %4 points in cards.</source>
        <translation>Baza %1 de la mano %2: la ganó %3, %4 puntos en cartas.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 jugó %2</translation>
    </message>
    <message numerus="yes">
        <source>As the hand&apos;s last trick it also scored a bonus of %n points.</source>
        <translation>
            <numerusform>Como última baza de la mano, también sumó una bonificación de %n punto.</numerusform>
            <numerusform>Como última baza de la mano, también sumó una bonificación de %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The nest went with it: %n points.</source>
        <translation>
            <numerusform>El nido fue con ella: %n punto.</numerusform>
            <numerusform>El nido fue con ella: %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The nest&apos;s points went with it.</source>
        <translation>Los puntos del nido fueron con ella.</translation>
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
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Decision panel</source>
        <translation>Panel de decisiones</translation>
    </message>
    <message>
        <source>Welcome to rookdesk</source>
        <translation>Te damos la bienvenida a rookdesk</translation>
    </message>
    <message>
        <source>Game &gt; New… deals a game.</source>
        <translation>Partida &gt; Nueva… empieza una partida.</translation>
    </message>
    <message>
        <source>Score sheet and logs</source>
        <translation>Hoja de puntuación y registros</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Pujas</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Reglas de esta partida</translation>
    </message>
    <message>
        <source>&amp;About rookdesk</source>
        <translation>&amp;Acerca de rookdesk</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>A quién le toca</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>¿Abandonar la partida en curso?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it?</source>
        <translation>Hay una partida en curso. ¿Abandonarla?</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Aún no se ha jugado ninguna mano.</translation>
    </message>
    <message>
        <source>No bids yet.</source>
        <translation>Aún no hay pujas.</translation>
    </message>
    <message>
        <source>No tricks played yet.</source>
        <translation>Aún no se ha jugado ninguna baza.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>The computers wait until Pause is pressed again</source>
        <translation>Los ordenadores esperan hasta que vuelvas a elegir Pausa</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>¿Jugar esta carta?</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <translation>¿Jugar %1?</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Jugarla</translation>
    </message>
    <message>
        <source>The house rules used until now are saved as “%1” (Edit &gt; Preferences, House rules).</source>
        <translation>Las reglas de la casa usadas hasta ahora se han guardado como «%1» (Editar &gt; Preferencias, Reglas de la casa).</translation>
    </message>
    <message>
        <source>A game was left in progress when rookdesk last closed. Abandon it?</source>
        <translation>Quedó una partida en curso al cerrar rookdesk. ¿Abandonarla?</translation>
    </message>
    <message>
        <source>Go back to %1 as it was saved?</source>
        <translation>¿Volver a %1 tal como se guardó?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it and open %1?</source>
        <translation>Hay una partida en curso. ¿Abandonarla y abrir %1?</translation>
    </message>
    <message>
        <source>A game was left in progress when rookdesk last closed. Abandon it and open %1?</source>
        <translation>Al cerrar rookdesk la última vez quedó una partida en curso. ¿Abandonarla y abrir %1?</translation>
    </message>
    <message>
        <source>Abandon game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
    <message>
        <source>Go back to the save?</source>
        <translation>¿Volver a lo guardado?</translation>
    </message>
    <message>
        <source>The moves made since the game was saved to %1 are lost; the file keeps the game as it was then.</source>
        <translation>Las jugadas hechas desde que se guardó la partida en %1 se pierden; el archivo conserva la partida tal como estaba entonces.</translation>
    </message>
    <message>
        <source>The game in progress ends here; a game you saved can be opened again.</source>
        <translation>La partida en curso termina aquí; una partida guardada se puede volver a abrir.</translation>
    </message>
    <message>
        <source>That game ends here; a game you saved can be opened again.</source>
        <translation>Esa partida termina aquí; una partida guardada se puede volver a abrir.</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Abandonar partida</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation>&amp;Volver</translation>
    </message>
    <message>
        <source>&amp;Save first</source>
        <translation>&amp;Guardar primero</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>&amp;Resume that game</source>
        <translation>&amp;Reanudar esa partida</translation>
    </message>
    <message>
        <source>Go back to the saved game?</source>
        <translation>¿Volver a la partida guardada?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>¿Guardar la partida?</translation>
    </message>
    <message>
        <source>Save the game to %1 first?</source>
        <translation>¿Guardar primero la partida en %1?</translation>
    </message>
    <message>
        <source>The file keeps the game as it was when saved, without its end.</source>
        <translation>El archivo conserva la partida tal como estaba al guardarla, sin su final.</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;No guardar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>The changed house rules apply from the next game on.</source>
        <translation>Las reglas de la casa modificadas se aplican a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>The new language is used the next time rookdesk starts.</source>
        <translation>El nuevo idioma se usará la próxima vez que se inicie rookdesk.</translation>
    </message>
    <message>
        <source>No last trick to show: no game is being played.</source>
        <translation>No hay última baza que mostrar: no se está jugando ninguna partida.</translation>
    </message>
    <message>
        <source>No last trick to show: no trick has been won yet in this game.</source>
        <translation>No hay última baza que mostrar: aún no se ha ganado ninguna baza en esta partida.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
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
        <translation>Todos los demás pasaron: %1, que reparte, queda obligado a la puja mínima de %2.</translation>
    </message>
    <message>
        <source>Everyone passed: the same dealer deals again.</source>
        <translation>Todos pasaron: el mismo repartidor vuelve a repartir.</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation>%1 sacó %2</translation>
    </message>
    <message>
        <source>Draw for the first deal: %1. A tie for the highest card: everyone draws again.</source>
        <translation>Sorteo del primer reparto: %1. Empate en la carta más alta: todos roban de nuevo.</translation>
    </message>
    <message>
        <source>Draw for the first deal: %1. %2 deals.</source>
        <translation>Sorteo del primer reparto: %1. Reparte %2.</translation>
    </message>
    <message>
        <source>%1 to bid</source>
        <translation>A %1 le toca pujar</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Calls so far: %1</source>
        <translation>Pujas hasta ahora: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the bid at %2: %3 passed.</source>
        <translation>
            <numerusform>%1 gana la subasta con %2: %3 pasó.</numerusform>
            <numerusform>%1 gana la subasta con %2: %3 pasaron.</numerusform>
        </translation>
    </message>
    <message>
        <source>No calls yet.</source>
        <translation>Aún no hay pujas.</translation>
    </message>
    <message>
        <source>%1 to bid or pass</source>
        <translation>A %1 le toca pujar o pasar</translation>
    </message>
    <message>
        <source>%1 to name trump</source>
        <translation>A %1 le toca elegir triunfo</translation>
    </message>
    <message>
        <source>%1 to set cards aside</source>
        <translation>A %1 le toca descartarse</translation>
    </message>
    <message>
        <source>%1 to take a card</source>
        <translation>A %1 le toca tomar una carta</translation>
    </message>
    <message>
        <source>%1 to play a card</source>
        <translation>A %1 le toca jugar una carta</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>%1, lead a card</source>
        <translation>%1, sal con una carta</translation>
    </message>
    <message>
        <source>%1, play a card</source>
        <translation>%1, juega una carta</translation>
    </message>
    <message>
        <source>Everyone else passed: you are held to the minimum bid of %1.</source>
        <translation>Todos los demás pasaron: quedas obligado a la puja mínima de %1.</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <source>Every hand is hidden.</source>
        <translation>Todas las manos están ocultas.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pásalo a %1</translation>
    </message>
    <message>
        <source>Paused: %1 waits</source>
        <translation>En pausa: %1 espera</translation>
    </message>
    <message>
        <source>Paused: the computers wait. P or Game &gt; Pause lets them go on.</source>
        <translation>En pausa: los ordenadores esperan. P o Partida &gt; Pausa les deja seguir.</translation>
    </message>
    <message>
        <source>The computers go on.</source>
        <translation>Los ordenadores siguen.</translation>
    </message>
    <message>
        <source>Save before quitting?</source>
        <translation>¿Guardar antes de salir?</translation>
    </message>
    <message>
        <source>Save the game to %1 before quitting?</source>
        <translation>¿Guardar la partida en %1 antes de salir?</translation>
    </message>
    <message>
        <source>The file keeps the game as it was when saved; the game as it stands is offered again when rookdesk next starts.</source>
        <translation>El archivo conserva la partida tal como estaba al guardarla; la partida tal como está ahora se ofrecerá de nuevo la próxima vez que se inicie rookdesk.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Salir sin guardar</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>La mano %1 ha terminado</translation>
    </message>
    <message>
        <source>Drag a card to the middle of the table, click it twice, or choose it with the arrow keys and press Enter.</source>
        <translation>Arrastra una carta al centro de la mesa, haz clic dos veces en ella o elígela con las flechas y pulsa Intro.</translation>
    </message>
    <message>
        <source>Dimmed cards may not be played now. %1</source>
        <translation>Las cartas atenuadas no se pueden jugar ahora. %1</translation>
    </message>
    <message>
        <source>The scores are on the table; “See the result” shows the final scores.</source>
        <translation>Las puntuaciones están en la mesa; «Ver el resultado» muestra las puntuaciones finales.</translation>
    </message>
    <message>
        <source>The scores are on the table; the next hand is dealt in a moment, or at once with “Continue”.</source>
        <translation>Las puntuaciones están en la mesa; la siguiente mano se reparte en un momento, o ya con «Continuar».</translation>
    </message>
    <message>
        <source>The scores are on the table; “Continue” deals the next hand.</source>
        <translation>Las puntuaciones están en la mesa; «Continuar» reparte la siguiente mano.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Game &gt; New… or the button on the table deals again.</source>
        <translation>Partida &gt; Nueva… o el botón de la mesa empieza otra partida.</translation>
    </message>
</context>
<context>
    <name>NameBox</name>
    <message>
        <source>Why the name cannot be used</source>
        <translation>Por qué no se puede usar el nombre</translation>
    </message>
</context>
<context>
    <name>NestPanel</name>
    <message>
        <source>Nest exchange</source>
        <translation>Cambio con el nido</translation>
    </message>
    <message>
        <source>Cards selected</source>
        <translation>Cartas elegidas</translation>
    </message>
    <message>
        <source>&amp;Confirm discard</source>
        <translation>&amp;Confirmar descarte</translation>
    </message>
    <message>
        <source>Confirm discard</source>
        <translation>Confirmar descarte</translation>
    </message>
    <message>
        <source>What may be set aside</source>
        <translation>Qué se puede descartar</translation>
    </message>
    <message>
        <source>%1, set aside cards for the nest</source>
        <translation>%1, descarta cartas al nido</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards in your hand to select them (or use the arrow keys and Enter), then confirm.</source>
        <translation>
            <numerusform>Haz clic en %n carta de tu mano para elegirla (o usa las flechas e Intro) y después confirma.</numerusform>
            <numerusform>Haz clic en %n cartas de tu mano para elegirlas (o usa las flechas e Intro) y después confirma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dragging a card to the middle of the table chooses it too; drag it away to take it back.</source>
        <translation>También puedes arrastrar una carta al centro de la mesa para elegirla; arrástrala fuera para recuperarla.</translation>
    </message>
    <message>
        <source>The cards the nest brought have a band along their top.</source>
        <translation>Las cartas que vinieron del nido llevan una franja en el borde superior.</translation>
    </message>
    <message>
        <source>Any cards may be set aside, counters included.</source>
        <translation>Se puede descartar cualquier carta, también las que tienen puntos.</translation>
    </message>
    <message>
        <source>Counters may not be set aside.</source>
        <translation>No se pueden descartar cartas con puntos.</translation>
    </message>
    <message>
        <source>Counters may not be set aside, but you have too few other cards: set aside %1 and %2 of %3.</source>
        <translation>No se pueden descartar cartas con puntos, pero tienes muy pocas de otro tipo: descarta %1 y %2 de entre %3.</translation>
    </message>
    <message>
        <source>Counters may not be set aside, but you have too few other cards: set aside %1.</source>
        <translation>No se pueden descartar cartas con puntos, pero tienes muy pocas de otro tipo: descarta %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 selected</source>
        <translation>
            <numerusform>%n carta elegida de %1</numerusform>
            <numerusform>%n cartas elegidas de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Keyboard: Tab to “Confirm discard”, then Enter.</source>
        <translation>Teclado: Tab hasta «Confirmar descarte» y luego Intro.</translation>
    </message>
    <message>
        <source>These cards may not be set aside together.</source>
        <translation>Estas cartas no se pueden descartar juntas.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>%1 (house rules)</source>
        <translation>%1 (reglas de la casa)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Rule set summary</source>
        <translation>Resumen del reglamento</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <source>Seat &amp;%1</source>
        <translation>Asiento &amp;%1</translation>
    </message>
    <message>
        <source>%1 players in two partnerships</source>
        <translation>%1 jugadores en dos parejas</translation>
    </message>
    <message>
        <source>%1 players, each for themselves</source>
        <translation>%1 jugadores, cada uno por su cuenta</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <source>%1; %2; a draw pile; play to %3.</source>
        <translation>%1; %2; un mazo para robar; partida a %3.</translation>
    </message>
    <message>
        <source>%1; %2; play to %3.</source>
        <translation>%1; %2; partida a %3.</translation>
    </message>
    <message>
        <source>Bids from %1 to %2 in steps of %3; %4 points in a hand.</source>
        <translation>Pujas de %1 a %2 con incrementos de %3; %4 puntos por mano.</translation>
    </message>
    <message>
        <source>Partners sit across the table: %1 against %2.</source>
        <translation>Los compañeros se sientan frente a frente: %1 contra %2.</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nombre del asiento %1</translation>
    </message>
    <message>
        <source>%1 (changed, not saved)</source>
        <translation>%1 (cambiado, sin guardar)</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Jugador del asiento %1</translation>
    </message>
    <message>
        <source>Problem with the names</source>
        <translation>Problema con los nombres</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Tipo de partida</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Re&amp;partir</translation>
    </message>
    <message>
        <source>standard deck of %1 with a joker, %2 cards</source>
        <translation>baraja francesa de %1 con comodín, %2 cartas</translation>
    </message>
    <message>
        <source>standard deck of %1, %2 cards</source>
        <translation>baraja francesa de %1, %2 cartas</translation>
    </message>
    <message>
        <source>Rook deck of %1 with the Rook card, %2 cards</source>
        <translation>baraja Rook de %1 con el Cuervo, %2 cartas</translation>
    </message>
    <message>
        <source>Rook deck of %1, %2 cards</source>
        <translation>baraja Rook de %1, %2 cartas</translation>
    </message>
    <message>
        <source>Bids from %1 to %2 in steps of %3; %4 points in a hand (%5 for each trick).</source>
        <translation>Pujas de %1 a %2 con incrementos de %3; %4 puntos por mano (%5 por cada baza).</translation>
    </message>
    <message>
        <source>Bonuses: %1 for the most tricks, %2 for the last trick.</source>
        <translation>Bonificaciones: %1 por la mayoría de bazas, %2 por la última baza.</translation>
    </message>
    <message>
        <source>Bonus: %1 for the most tricks.</source>
        <translation>Bonificación: %1 por la mayoría de bazas.</translation>
    </message>
    <message>
        <source>Bonus: %1 for the last trick.</source>
        <translation>Bonificación: %1 por la última baza.</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters.</source>
        <translation>Un nombre puede tener como máximo %1 caracteres.</translation>
    </message>
    <message>
        <source>Demo: the computer plays every seat.</source>
        <translation>Demostración: el ordenador juega en todos los asientos.</translation>
    </message>
    <message>
        <source>You play with a computer partner against the computer.</source>
        <translation>Juegas con el ordenador como compañero contra el ordenador.</translation>
    </message>
    <message>
        <source>You play against the computer.</source>
        <translation>Juegas contra el ordenador.</translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat: %n people share this computer; each hand is hidden until its player is at the screen.</source>
        <translation>
            <numerusform>Varios en un ordenador: %n persona comparte este ordenador; cada mano permanece oculta hasta que su jugador está ante la pantalla.</numerusform>
            <numerusform>Varios en un ordenador: %n personas comparten este ordenador; cada mano permanece oculta hasta que su jugador está ante la pantalla.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Bids won</source>
        <translation>Subastas ganadas</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Cumplidas</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Falladas</translation>
    </message>
    <message>
        <source>Average bid</source>
        <translation>Puja media</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Puntos por mano</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Racha</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <source>You against the computer, each hot-seat name, and each computer level</source>
        <translation>Tú contra el ordenador, cada nombre de las partidas de varios en un ordenador y cada nivel del ordenador</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>Partidas jugadas hasta el final</translation>
    </message>
    <message>
        <source>Games won by the player&apos;s side (a computer level that also played against you counts those seats, not your partner&apos;s)</source>
        <translation>Partidas ganadas por el bando de este jugador (un nivel del ordenador que también jugó contra ti cuenta esos puestos, no el de tu compañero)</translation>
    </message>
    <message>
        <source>Hands in which this player won the auction (for a computer level, every seat it played, a partner of yours too)</source>
        <translation>Manos en las que este jugador ganó la subasta (para un nivel del ordenador, cada puesto que jugó, también el de tu compañero)</translation>
    </message>
    <message>
        <source>Games won, out of the games played to the end</source>
        <translation>Partidas ganadas, de las jugadas hasta el final</translation>
    </message>
    <message>
        <source>Of those, the hands in which the bidder&apos;s side took at least the bid</source>
        <translation>De ellas, las manos en las que el bando que ganó la subasta llegó al menos a la puja</translation>
    </message>
    <message>
        <source>Of those, the hands in which the bidder&apos;s side fell short of the bid</source>
        <translation>De ellas, las manos en las que el bando que ganó la subasta no llegó a la puja</translation>
    </message>
    <message>
        <source>The average of this player&apos;s winning bids</source>
        <translation>La media de las pujas ganadoras de este jugador</translation>
    </message>
    <message>
        <source>What the player&apos;s side scored per hand on average (a set counts against it)</source>
        <translation>Lo que el bando de este jugador sumó de media por mano (una puja fallada resta)</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Partidas ganadas seguidas, hasta la última</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>El mayor número de partidas ganadas seguidas</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Allow &amp;undo in hot-seat games</source>
        <translation>Permitir &amp;deshacer si varias personas juegan en el mismo ordenador</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nombre&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jugado por&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>Asiento &amp;%1:</translation>
    </message>
    <message>
        <source>Seat %1 name</source>
        <translation>Nombre del asiento %1</translation>
    </message>
    <message>
        <source>The name shown at this seat.</source>
        <translation>El nombre que se muestra en este asiento.</translation>
    </message>
    <message>
        <source>Seat %1 played by</source>
        <translation>Asiento %1 jugado por</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player of a given strength.</source>
        <translation>Una persona en este ordenador, o un jugador del ordenador con un nivel dado.</translation>
    </message>
    <message>
        <source>Seat 1 is at the bottom of the table; seats go clockwise.</source>
        <translation>El asiento 1 está en la parte de abajo de la mesa; los asientos siguen en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <source>Problem with the seat names</source>
        <translation>Problema con los nombres de los asientos</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Jugadores del ordenador</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Thin&amp;king time (hard):</source>
        <translation>Tiempo para &amp;pensar (difícil):</translation>
    </message>
    <message>
        <source>How long a hard computer player may think about each decision, in seconds. Longer is stronger and slower.</source>
        <translation>Cuánto puede pensar cada decisión un jugador difícil del ordenador, en segundos. Más tiempo es más fuerte y más lento.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Pause &amp;between computer plays:</source>
        <translation>Pa&amp;usa entre jugadas del ordenador:</translation>
    </message>
    <message>
        <source>A pause after each computer play so you can follow the game, in milliseconds.</source>
        <translation>Una pausa tras cada jugada del ordenador para que puedas seguir la partida, en milisegundos.</translation>
    </message>
    <message>
        <source>Undo is always there when one person plays against the computer. With several people at one computer it is off unless everyone agrees to allow it.</source>
        <translation>Quien juega solo contra el ordenador siempre puede deshacer. Si juegan varias personas en un mismo ordenador, está desactivado salvo que todos acepten permitirlo.</translation>
    </message>
    <message>
        <source>Allow undo in hot-seat games</source>
        <translation>Permitir deshacer si varias personas juegan en el mismo ordenador</translation>
    </message>
    <message>
        <source>The seats and the thinking time are for the next game; the pause and the undo setting apply at once.</source>
        <translation>Los asientos y el tiempo para pensar son para la próxima partida; la pausa y el ajuste de deshacer se aplican enseguida.</translation>
    </message>
    <message>
        <source>not used by these rules</source>
        <translation>no se usa con estas reglas</translation>
    </message>
</context>
<context>
    <name>PointsDelegate</name>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>PointsModel</name>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Not in the deck under these rules: its points cannot be edited and count only if you add it back.</source>
        <translation>No está en la baraja con estas reglas: sus puntos no se pueden editar y solo cuentan si vuelve a añadirse.</translation>
    </message>
    <message>
        <source>Points this card is worth to the side that takes it in a trick.</source>
        <translation>Los puntos que vale esta carta para el bando que la gana en una baza.</translation>
    </message>
    <message>
        <source>Rook (bird)</source>
        <translation>Cuervo</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>J (jack)</source>
        <translation>J (jota)</translation>
    </message>
    <message>
        <source>Q (queen)</source>
        <translation>Q (reina)</translation>
    </message>
    <message>
        <source>K (king)</source>
        <translation>K (rey)</translation>
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
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Páginas de preferencias</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Valores predeterminados</translation>
    </message>
    <message>
        <source>Reset the settings of the page shown to their defaults.</source>
        <translation>Restablecer los valores predeterminados de la página mostrada.</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>&amp;Reglas de la casa</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Apply the changes?</source>
        <translation>¿Aplicar los cambios?</translation>
    </message>
    <message>
        <source>Apply your changes before closing Preferences?</source>
        <translation>¿Aplicar tus cambios antes de cerrar las preferencias?</translation>
    </message>
    <message>
        <source>Deal new games with “%1”?</source>
        <translation>¿Repartir las partidas nuevas con «%1»?</translation>
    </message>
    <message>
        <source>You chose these rules on the House rules page. If you close without applying them, new games keep “%1”.</source>
        <translation>Has elegido estas reglas en la página Reglas de la casa. Si cierras sin aplicarlas, las partidas nuevas siguen con «%1».</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Seguir editando</translation>
    </message>
    <message>
        <source>If you close without applying them, they are lost.</source>
        <translation>Si cierras sin aplicarlos, se perderán.</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: the house rules cannot be played (see the House rules page). If you close now, they are lost.</source>
        <translation>No se pueden aplicar tal como están: las reglas de la casa no se pueden jugar (ver la página «Reglas de la casa»). Si cierras ahora, se perderán.</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: a seat&apos;s name cannot be used (see the Players page). If you close now, they are lost.</source>
        <translation>No se pueden aplicar tal como están: el nombre de un asiento no se puede usar (ver la página «Jugadores»). Si cierras ahora, se perderán.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Archivo %1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
</context>
<context>
    <name>RuleModesModel</name>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Ganadas por ti</translation>
    </message>
    <message>
        <source>The rules the games were played by</source>
        <translation>Las reglas con las que se jugó</translation>
    </message>
    <message>
        <source>Against the computer, hot-seat, or only computers</source>
        <translation>Contra el ordenador, varios en un ordenador o solo el ordenador</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>Partidas jugadas hasta el final</translation>
    </message>
    <message>
        <source>Hands scored, in games finished or not</source>
        <translation>Manos puntuadas, en partidas terminadas o no</translation>
    </message>
    <message>
        <source>Games your side won against the computer</source>
        <translation>Partidas que tu bando ganó contra el ordenador</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>The name shown in menus and saved with the rule set.</source>
        <translation>El nombre que aparece en los menús y se guarda con el reglamento.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Rook deck (1–14 in four colours)</source>
        <translation>Baraja Rook (1–14 en cuatro colores)</translation>
    </message>
    <message>
        <source>Standard deck (2–10, J, Q, K, A)</source>
        <translation>Baraja francesa (2–10, J, Q, K, A)</translation>
    </message>
    <message>
        <source>&amp;Deck style:</source>
        <translation>Tipo de &amp;baraja:</translation>
    </message>
    <message>
        <source>Rook cards in Black, Green, Red and Yellow, or a standard deck with a joker.</source>
        <translation>Cartas Rook en Negro, Verde, Rojo y Amarillo, o una baraja francesa con comodín.</translation>
    </message>
    <message>
        <source>Ranks in the deck:</source>
        <translation>Valores de la baraja:</translation>
    </message>
    <message>
        <source>Which ranks are kept in every suit. Removing ranks makes the deck smaller.</source>
        <translation>Qué valores se mantienen en cada palo. Quitar valores hace la baraja más pequeña.</translation>
    </message>
    <message>
        <source>The Roo&amp;k card is in the deck</source>
        <translation>El &amp;Cuervo está en la baraja</translation>
    </message>
    <message>
        <source>The Rook (bird) card, or the joker of a standard deck, belongs to trump.</source>
        <translation>El Cuervo (la carta del pájaro), o el comodín de la baraja francesa, forma parte del triunfo.</translation>
    </message>
    <message>
        <source>The &amp;1 ranks above the 14</source>
        <translation>El &amp;1 vale más que el 14</translation>
    </message>
    <message>
        <source>Rook deck: the 1 beats the 14 (on) or ranks below the 2 (off). A standard deck&apos;s ace is always high.</source>
        <translation>Baraja Rook: el 1 gana al 14 (activado) o queda por debajo del 2 (desactivado). En la baraja francesa el as siempre es alto.</translation>
    </message>
    <message>
        <source>Lowest trump</source>
        <translation>Triunfo más bajo</translation>
    </message>
    <message>
        <source>Highest trump</source>
        <translation>Triunfo más alto</translation>
    </message>
    <message>
        <source>Within the suit</source>
        <translation>Dentro del palo</translation>
    </message>
    <message>
        <source>Rook between ranks</source>
        <translation>Cuervo entre valores</translation>
    </message>
    <message>
        <source>Rook in trump</source>
        <translation>Cuervo en el triunfo</translation>
    </message>
    <message>
        <source>Rook in tr&amp;ump:</source>
        <translation>Cuervo en el tri&amp;unfo:</translation>
    </message>
    <message>
        <source>Where the Rook/joker ranks inside trump: below every trump, above every trump, or between two ranks (e.g. between 10 and 11 beats the 10 and loses to the 11).</source>
        <translation>Dónde se sitúa el Cuervo o el comodín dentro del triunfo: por debajo de todos, por encima de todos o entre dos valores (p. ej., entre 10 y 11 gana al 10 y pierde contra el 11).</translation>
    </message>
    <message>
        <source>Players &amp;&amp; deal</source>
        <translation>Jugadores y reparto</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>Ju&amp;gadores:</translation>
    </message>
    <message>
        <source>How many seats play.</source>
        <translation>Cuántos asientos juegan.</translation>
    </message>
    <message>
        <source>P&amp;artnerships (opposite seats)</source>
        <translation>Parejas (a&amp;sientos enfrentados)</translation>
    </message>
    <message>
        <source>Four players only: seats 1 and 3, and 2 and 4, play as partners. Otherwise everyone plays for themselves (cut-throat).</source>
        <translation>Solo con cuatro jugadores: los asientos 1 y 3, y 2 y 4, juegan como compañeros. Si no, cada uno juega por su cuenta.</translation>
    </message>
    <message>
        <source>Cards in each hand:</source>
        <translation>Cartas en cada mano:</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Primer repartidor:</translation>
    </message>
    <message>
        <source>Maximum bid:</source>
        <translation>Puja máxima:</translation>
    </message>
    <message>
        <source>No trump may be called</source>
        <translation>Se puede jugar sin triunfo</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Primera salida:</translation>
    </message>
    <message>
        <source>The Rook may be played any time</source>
        <translation>El Cuervo se puede jugar en cualquier momento</translation>
    </message>
    <message>
        <source>Points per card:</source>
        <translation>Puntos por carta:</translation>
    </message>
    <message>
        <source>Points per trick:</source>
        <translation>Puntos por baza:</translation>
    </message>
    <message>
        <source>The game ends when a side reaches this total. If more than one side reaches it, the bidder&apos;s side wins if it is one of them; otherwise the highest score wins.</source>
        <translation>La partida termina cuando un bando alcanza este total. Si lo alcanza más de un bando, gana el bando que ganó la subasta si está entre ellos; si no, gana la puntuación más alta.</translation>
    </message>
    <message>
        <source>Spread:</source>
        <translation>Ventaja:</translation>
    </message>
    <message>
        <source>The joker may be played any time</source>
        <translation>El comodín se puede jugar en cualquier momento</translation>
    </message>
    <message>
        <source>Cards dealt to each player.</source>
        <translation>Cartas que recibe cada jugador.</translation>
    </message>
    <message>
        <source>Cards in the ne&amp;st:</source>
        <translation>Cartas en e&amp;l nido:</translation>
    </message>
    <message>
        <source>Cards dealt face down to the nest (kitty, widow); 0 for no nest.</source>
        <translation>Cartas que se reparten boca abajo al nido; 0 para jugar sin nido.</translation>
    </message>
    <message>
        <source>Dra&amp;w pile (two players)</source>
        <translation>Ma&amp;zo para robar (dos jugadores)</translation>
    </message>
    <message>
        <source>Two players only: the cards left after the deal form a draw pile; after each trick the winner takes the face-up card or the top card.</source>
        <translation>Solo con dos jugadores: las cartas que sobran del reparto forman un mazo; tras cada baza, quien la gana toma la carta descubierta o la de arriba.</translation>
    </message>
    <message>
        <source>Turn the pile&apos;s first card at the deal</source>
        <translation>Descubrir la 1.ª carta del mazo al repartir</translation>
    </message>
    <message>
        <source>The first face-up card of the draw pile is turned at the deal, so it is seen during bidding; otherwise just before the first trick.</source>
        <translation>La primera carta descubierta del mazo se vuelve al repartir, así que se ve durante la subasta; si no, justo antes de la primera baza.</translation>
    </message>
    <message>
        <source>Who deals the first hand: chosen at random, by drawing for high card, or a given seat.</source>
        <translation>Quién reparte la primera mano: al azar, robando la carta más alta o un asiento concreto.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>&amp;Minimum bid:</source>
        <translation>Puja mínima:</translation>
    </message>
    <message>
        <source>The smallest bid; a multiple of the step.</source>
        <translation>La puja más baja; múltiplo del incremento.</translation>
    </message>
    <message>
        <source>Bid st&amp;ep:</source>
        <translation>Incr&amp;emento:</translation>
    </message>
    <message>
        <source>Bids are multiples of this and must beat the high bid; jump bids are allowed.</source>
        <translation>Las pujas son múltiplos de este valor y deben superar la más alta; se permiten saltos.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automática</translation>
    </message>
    <message>
        <source>Maximum bid automatic</source>
        <translation>Puja máxima automática</translation>
    </message>
    <message>
        <source>Maximum bid</source>
        <translation>Puja máxima</translation>
    </message>
    <message>
        <source>The points available in a hand, rounded down to the step.</source>
        <translation>Los puntos en juego en una mano, redondeados hacia abajo al incremento.</translation>
    </message>
    <message>
        <source>The highest bid; bidding it ends the auction at once. Automatic: the points available in a hand, rounded down to the step.</source>
        <translation>La puja más alta; pujarla cierra la subasta en el acto. Automática: los puntos en juego en una mano, redondeados hacia abajo al incremento.</translation>
    </message>
    <message>
        <source>Left of the dealer (two players: the non-dealer)</source>
        <translation>A la izquierda del repartidor (con dos jugadores: el que no reparte)</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>El repartidor</translation>
    </message>
    <message>
        <source>Who &amp;opens:</source>
        <translation>Quién &amp;abre:</translation>
    </message>
    <message>
        <source>Who speaks first in the auction; the others follow to the left.</source>
        <translation>Quién habla primero en la subasta; los demás siguen hacia la izquierda.</translation>
    </message>
    <message>
        <source>The opener must &amp;bid</source>
        <translation>&amp;Quien abre debe pujar</translation>
    </message>
    <message>
        <source>The opener may not pass: their first call is a bid.</source>
        <translation>Quien abre no puede pasar: su primera llamada es una puja.</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Repartir de nuevo</translation>
    </message>
    <message>
        <source>The dealer is held to the minimum</source>
        <translation>El repartidor queda obligado a la mínima</translation>
    </message>
    <message>
        <source>If everyone passes:</source>
        <translation>Si todos pasan:</translation>
    </message>
    <message>
        <source>Deal the hand again, or the dealer wins the bid at the minimum when everyone else has passed.</source>
        <translation>Repartir la mano de nuevo, o el repartidor se queda la subasta con la mínima cuando todos los demás han pasado.</translation>
    </message>
    <message>
        <source>Nest &amp;&amp; trump</source>
        <translation>Nido y triunfo</translation>
    </message>
    <message>
        <source>After taking the nest</source>
        <translation>Después de tomar el nido</translation>
    </message>
    <message>
        <source>Before taking the nest</source>
        <translation>Antes de tomar el nido</translation>
    </message>
    <message>
        <source>T&amp;rump is named:</source>
        <translation>El triun&amp;fo se elige:</translation>
    </message>
    <message>
        <source>The high bidder names trump after seeing the nest and discarding, or before.</source>
        <translation>Quien gana la subasta elige el triunfo después de ver el nido y descartarse, o antes.</translation>
    </message>
    <message>
        <source>The bidder may declare no trump; then only the Rook is trump.</source>
        <translation>Quien gana la subasta puede jugar sin triunfo; entonces solo el Cuervo es triunfo.</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Permitido</translation>
    </message>
    <message>
        <source>Forbidden (keep the counters)</source>
        <translation>Prohibido (conservar puntos)</translation>
    </message>
    <message>
        <source>Discarding &amp;counters:</source>
        <translation>&amp;Descartar cartas con puntos:</translation>
    </message>
    <message>
        <source>Whether the bidder may set aside cards worth points. Forbidden: only when there are too few other cards, the lowest counters go.</source>
        <translation>Si quien gana la subasta puede descartar cartas que valen puntos. Prohibido: solo cuando no hay bastantes cartas de otro tipo se descartan las de menor valor.</translation>
    </message>
    <message>
        <source>The side taking the last trick</source>
        <translation>El bando de la última baza</translation>
    </message>
    <message>
        <source>The bidder&apos;s side</source>
        <translation>El bando que ganó la subasta</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Discarded points go to:</source>
        <translation>Puntos del descarte para:</translation>
    </message>
    <message>
        <source>Who scores the points of the cards the bidder set aside.</source>
        <translation>Quién se anota los puntos de las cartas que descartó quien ganó la subasta.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>The bidder</source>
        <translation>Quien ganó la subasta</translation>
    </message>
    <message>
        <source>Left of the bidder (two players: the other)</source>
        <translation>A la izquierda de quien ganó la subasta (con dos jugadores: el otro)</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>A la izquierda del repartidor</translation>
    </message>
    <message>
        <source>Who leads the first trick of a hand; after that the trick winner leads.</source>
        <translation>Quién sale en la primera baza de una mano; después sale quien gana la baza.</translation>
    </message>
    <message>
        <source>The Rook/joker may be played even by a player who can follow the suit led.</source>
        <translation>El Cuervo o el comodín se puede jugar incluso pudiendo asistir al palo de salida.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Points each rank is worth (in every suit) and the Rook/joker. Cards worth more than 0 are counters. Type a number or press F2 to edit.</source>
        <translation>Los puntos que vale cada valor (en todos los palos) y el Cuervo o el comodín. Las cartas que valen más de 0 son cartas con puntos. Escribe un número o pulsa F2 para editar.</translation>
    </message>
    <message>
        <source>Extra points for each trick a side takes.</source>
        <translation>Puntos extra por cada baza que gana un bando.</translation>
    </message>
    <message>
        <source>Most tricks bonus:</source>
        <translation>Bonificación por la mayoría de bazas:</translation>
    </message>
    <message>
        <source>Points for the side that took the most tricks (nobody on a tie).</source>
        <translation>Puntos para el bando que ganó más bazas (nadie, si hay empate).</translation>
    </message>
    <message>
        <source>Last trick bonus:</source>
        <translation>Bonificación por la última baza:</translation>
    </message>
    <message>
        <source>Points for the side that took the last trick.</source>
        <translation>Puntos para el bando que ganó la última baza.</translation>
    </message>
    <message>
        <source>Everything it took</source>
        <translation>Todos los puntos ganados</translation>
    </message>
    <message>
        <source>Exactly the bid</source>
        <translation>Exactamente la puja</translation>
    </message>
    <message>
        <source>Bid made scores:</source>
        <translation>Si se cumple la puja:</translation>
    </message>
    <message>
        <source>What the bidder&apos;s side scores when its hand total reaches the bid.</source>
        <translation>Lo que se anota el bando que ganó la subasta cuando su total de la mano alcanza la puja.</translation>
    </message>
    <message>
        <source>Minus the bid</source>
        <translation>Menos la puja</translation>
    </message>
    <message>
        <source>Zero, and the others score double</source>
        <translation>Cero, y los demás puntúan doble</translation>
    </message>
    <message>
        <source>Bid set (missed) scores:</source>
        <translation>Si no se cumple la puja:</translation>
    </message>
    <message>
        <source>What the bidder&apos;s side scores when it falls short of the bid.</source>
        <translation>Lo que se anota el bando que ganó la subasta cuando no alcanza la puja.</translation>
    </message>
    <message>
        <source>The other sides score their points</source>
        <translation>Los demás bandos se anotan sus puntos</translation>
    </message>
    <message>
        <source>The sides that did not bid score what they took; otherwise they score 0.</source>
        <translation>Los bandos que no ganaron la subasta se anotan lo que hicieron; si no, 0.</translation>
    </message>
    <message>
        <source>Game end</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Play to (tar&amp;get):</source>
        <translation>Jugar &amp;hasta:</translation>
    </message>
    <message>
        <source>Win by a lead of</source>
        <translation>Ganar con una ventaja de</translation>
    </message>
    <message>
        <source>Spread on</source>
        <translation>Ventaja activada</translation>
    </message>
    <message>
        <source>Spread points</source>
        <translation>Puntos de ventaja</translation>
    </message>
    <message>
        <source>points</source>
        <comment>after the spread&apos;s number: win by a lead of 200 points</comment>
        <translation>puntos</translation>
    </message>
    <message>
        <source>A side also wins when it leads every other side by at least this many points.</source>
        <translation>Un bando también gana cuando aventaja a todos los demás en al menos estos puntos.</translation>
    </message>
    <message>
        <source>Rank %1 in the deck</source>
        <translation>Valor %1 en la baraja</translation>
    </message>
    <message>
        <source>The jo&amp;ker is in the deck</source>
        <translation>El &amp;comodín está en la baraja</translation>
    </message>
    <message>
        <source>Joker in tr&amp;ump:</source>
        <translation>Comodín en el tri&amp;unfo:</translation>
    </message>
    <message>
        <source>below the %1 (%2)</source>
        <translation>por debajo de %1 (%2)</translation>
    </message>
    <message>
        <source>above the %1 (%2)</source>
        <translation>por encima de %1 (%2)</translation>
    </message>
    <message>
        <source>Only for the Rook deck: in a standard deck the ace always ranks high.</source>
        <translation>Solo para la baraja Rook: en la baraja francesa el as siempre es alto.</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>entre %1 y %2</translation>
    </message>
    <message>
        <source>between %1 and %2 (%3)</source>
        <translation>entre %1 y %2 (%3)</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Draw for high card</source>
        <translation>Robar la carta más alta</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>No Rook card in the deck.</source>
        <translation>El Cuervo no está en la baraja.</translation>
    </message>
    <message>
        <source>No joker in the deck.</source>
        <translation>No hay comodín en la baraja.</translation>
    </message>
    <message>
        <source>No 1s in the deck.</source>
        <translation>No hay unos en la baraja.</translation>
    </message>
    <message>
        <source>No nest (0 cards).</source>
        <translation>Sin nido (0 cartas).</translation>
    </message>
    <message>
        <source>No draw pile.</source>
        <translation>No hay mazo para robar.</translation>
    </message>
    <message>
        <source>The opener must bid, so the auction never ends with everyone passing.</source>
        <translation>Quien abre debe pujar, así que la subasta nunca termina con todos pasando.</translation>
    </message>
    <message>
        <source>Only for four players: partners sit opposite.</source>
        <translation>Solo para cuatro jugadores: las parejas se sientan enfrentadas.</translation>
    </message>
    <message>
        <source>Only for two players.</source>
        <translation>Solo para dos jugadores.</translation>
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
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Reglas de esta partida</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texto de las reglas</translation>
    </message>
    <message>
        <source>Rules of the next game: %1</source>
        <translation>Reglas de la próxima partida: %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Postor</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Puja</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
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
        <translation>%1: la variación de la puntuación en esta mano, que se suma al total (los puntos ganados son el total de la mano del resumen)</translation>
    </message>
    <message>
        <source>%1
total</source>
        <translation>%1
total</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>%1: the total after this hand</source>
        <translation>%1: el total después de esta mano</translation>
    </message>
    <message>
        <source>made</source>
        <translation>cumplida</translation>
    </message>
    <message>
        <source>set</source>
        <translation>fallada</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Games and hands played</source>
        <translation>Partidas y manos jugadas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rule sets and modes</source>
        <translation>Reglamentos y modos</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Restablecer…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Close statistics</source>
        <translation>Cerrar estadísticas</translation>
    </message>
    <message>
        <source>The statistics cannot be read: %1</source>
        <translation>No se pueden leer las estadísticas: %1</translation>
    </message>
    <message>
        <source>Finished games: %1 · Hands scored (all games): %2</source>
        <translation>Partidas terminadas: %1 · Manos puntuadas (todas las partidas): %2</translation>
    </message>
    <message>
        <source>Forget every game and hand recorded so far? This cannot be undone.</source>
        <translation>¿Olvidar todas las partidas y manos registradas hasta ahora? No se puede deshacer.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Restablecer</translation>
    </message>
    <message>
        <source>Confirm reset</source>
        <translation>Confirmar restablecimiento</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>No se han podido restablecer las estadísticas: %1</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>&amp;Choose colour…</source>
        <translation>&amp;Elegir color…</translation>
    </message>
    <message>
        <source>&amp;Dim cards that cannot be played</source>
        <translation>&amp;Atenuar las cartas que no se pueden jugar</translation>
    </message>
    <message>
        <source>Con&amp;firm before playing a card</source>
        <translation>Con&amp;firmar antes de jugar una carta</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aspecto</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Large index (easier to read)</source>
        <translation>Índices grandes (más legibles)</translation>
    </message>
    <message>
        <source>Ca&amp;rd look:</source>
        <translation>Aspecto de las &amp;cartas:</translation>
    </message>
    <message>
        <source>The card faces: classic, or large corner numbers that are easier to read.</source>
        <translation>Las caras de las cartas: clásicas, o con números grandes en las esquinas, más fáciles de leer.</translation>
    </message>
    <message>
        <source>Table colour sample</source>
        <translation>Muestra del color de la mesa</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Color de la mesa:</translation>
    </message>
    <message>
        <source>The colour of the cloth the cards are played on.</source>
        <translation>El color del tapete sobre el que se juega.</translation>
    </message>
    <message>
        <source>Choose table colour</source>
        <translation>Elegir el color de la mesa</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <source>How fast cards move across the table; “Off” places them at once.</source>
        <translation>Lo rápido que se mueven las cartas por la mesa; «Desactivada» las coloca al instante.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Al jugar</translation>
    </message>
    <message>
        <source>Cards you may not play now are shown dimmed; hover one to see the rule that forbids it.</source>
        <translation>Las cartas que no puedes jugar ahora se muestran atenuadas; pasa el puntero por encima para ver la regla que lo impide.</translation>
    </message>
    <message>
        <source>Ask before a clicked or dropped card is played.</source>
        <translation>Preguntar antes de jugar una carta pulsada o soltada.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>Preview of the cards on the table</source>
        <translation>Vista previa de las cartas en la mesa</translation>
    </message>
    <message>
        <source>The chosen card look on the chosen table colour.</source>
        <translation>El aspecto de cartas elegido sobre el color de mesa elegido.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>bids %1</source>
        <translation>puja %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pasó</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>pujó %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>dealer · %1</source>
        <comment>a name plate&apos;s note: the dealer, then its call</comment>
        <translation>repartidor · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tricks · %1</source>
        <comment>a name plate&apos;s tally: tricks and card points taken this hand</comment>
        <translation>
            <numerusform>%n baza · %1</numerusform>
            <numerusform>%n bazas · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The nest: the winner of the bidding takes these cards and sets aside as many.</source>
        <translation>El nido: quien gana la puja toma estas cartas y aparta otras tantas.</translation>
    </message>
    <message>
        <source>The cards the bidder set aside from their hand.</source>
        <translation>Las cartas que quien ganó la puja apartó de su mano.</translation>
    </message>
    <message>
        <source>The draw pile: each trick&apos;s winner takes the face-up card or the top one of this pile.</source>
        <translation>El mazo: quien gana cada baza toma la carta descubierta o la de arriba de este mazo.</translation>
    </message>
    <message>
        <source>Face up on the draw pile: the winner of the next trick may take it.</source>
        <translation>Descubierta sobre el mazo: quien gane la próxima baza puede tomarla.</translation>
    </message>
    <message>
        <source>Cards left in the draw pile: %1</source>
        <translation>Cartas que quedan en el mazo: %1</translation>
    </message>
    <message>
        <source>Cards in the nest: %1</source>
        <translation>Cartas en el nido: %1</translation>
    </message>
    <message>
        <source>%1 wins the trick</source>
        <translation>%1 gana la baza</translation>
    </message>
    <message>
        <source>A tie for the highest card: everyone draws again</source>
        <translation>Empate en la carta más alta: todos roban de nuevo</translation>
    </message>
    <message>
        <source>%1 drew the highest card and deals</source>
        <translation>%1 sacó la carta más alta y reparte</translation>
    </message>
    <message>
        <source>Only your lowest counters may be set aside, as you have too few other cards.</source>
        <translation>Solo puedes descartar tus cartas con puntos más bajas, porque tienes muy pocas cartas de otro tipo.</translation>
    </message>
    <message>
        <source>Counters may not be set aside under these rules.</source>
        <translation>Con estas reglas no se pueden descartar cartas con puntos.</translation>
    </message>
    <message>
        <source>Taken face up: %1 has seen it</source>
        <translation>Tomada boca arriba: %1 la ha visto</translation>
    </message>
    <message>
        <source>Taken face up: everyone has seen it</source>
        <translation>Tomada boca arriba: todos la han visto</translation>
    </message>
    <message>
        <source>From the nest</source>
        <translation>Del nido</translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>no se puede jugar ahora</translation>
    </message>
    <message>
        <source>From the pile</source>
        <translation>Del mazo</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Your hand is at the bottom. Left and Right choose a card, Enter or Space plays it.</source>
        <translation>Tu mano está abajo. Izquierda y Derecha eligen una carta; Intro o Espacio la juega.</translation>
    </message>
</context>
<context>
    <name>TrickLogModel</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Puntos en cartas</translation>
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
        <translation>Elegir triunfo</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Negro</translation>
    </message>
    <message>
        <source>Gree&amp;n</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>Ver&amp;de</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Rojo</translation>
    </message>
    <message>
        <source>&amp;Yellow</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Amarillo</translation>
    </message>
    <message>
        <source>&amp;Spades</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>P&amp;icas</translation>
    </message>
    <message>
        <source>He&amp;arts</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Corazones</translation>
    </message>
    <message>
        <source>&amp;Diamonds</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Diamantes</translation>
    </message>
    <message>
        <source>&amp;Clubs</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Tréboles</translation>
    </message>
    <message>
        <source>No &amp;trump</source>
        <comment>trump button, &amp; marks its Alt key</comment>
        <translation>&amp;Sin triunfo</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>With no trump, %1 is the only trump.</source>
        <translation>Sin triunfo, %1 es el único triunfo.</translation>
    </message>
    <message>
        <source>Name a colour: these rules do not allow playing without trump.</source>
        <translation>Elige un color: estas reglas no permiten jugar sin triunfo.</translation>
    </message>
    <message>
        <source>Name a suit: these rules do not allow playing without trump.</source>
        <translation>Elige un palo: estas reglas no permiten jugar sin triunfo.</translation>
    </message>
    <message>
        <source>%1, name trump</source>
        <translation>%1, elige el triunfo</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win rate chart</source>
        <translation>Gráfico de victorias</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Aún no hay partidas terminadas</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>partidas: %1</translation>
    </message>
</context>
</TS>
