"""An independent referee for game records, written from rules.md and record.md alone.

It imports nothing from rookdesk: a second reading of the rule book that the engine's records are
checked against (the issue's judge is such a referee). ``check(text)`` returns "complete" or
"in progress ..." and raises :class:`Bad` naming the line where the record breaks a rule.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

FACE = {11: "J", 12: "Q", 13: "K", 14: "A"}


class Bad(Exception):
    """The record breaks a rule (the message starts with the line)."""


def label(rank: int, style: str) -> str:
    return FACE.get(rank, str(rank)) if style == "standard" else str(rank)


def check(text: str) -> str:  # noqa: C901 (one pass over the record, in rule-book order)
    lines = [json.loads(l) for l in text.splitlines() if l.strip()]
    it = iter(enumerate(lines, 1))
    pos = [0]

    def nxt(kind=None):
        try:
            n, ev = next(it)
        except StopIteration:
            raise EOFError
        pos[0] = n
        if kind and ev["type"] != kind:
            raise Bad(f"line {n}: expected {kind}, got {ev['type']}")
        return ev

    def need(cond, msg):
        if not cond:
            raise Bad(f"line {pos[0]}: {msg}")

    head = nxt("game")
    need(head["format"] == "rookrec/1", "format")
    R = head["rules"]
    P = R["players"]
    style = R["deck"]["style"]
    suits = "BGRY" if style == "rook" else "SHDC"
    ranks = R["deck"]["ranks"]
    deck = [label(r, style) + s for s in suits for r in ranks] + (["ROOK"] if R["deck"]["rook"] else [])
    pts = R["points"]

    def points(c):
        if c == "ROOK":
            return pts.get("ROOK", 0)
        return pts.get(c[:-1], 0)

    def rank_of(c):
        lab = c[:-1]
        inv = {v: k for k, v in FACE.items()}
        r = inv[lab] if (style == "standard" and lab in inv) else int(lab)
        if style == "rook" and r == 1 and R["ace_or_one_high"]:
            r = 15
        return r

    sides = 2 if R["partnerships"] else P
    side = (lambda s: s % 2) if R["partnerships"] else (lambda s: s)
    tricks_n = (len(deck) - R["nest_size"]) // P
    B = R["bidding"]
    totals = [0] * sides
    # first dealer
    first = R["first_dealer"]
    ev = nxt()
    dealer = None
    if first == "high_card":
        while True:
            need(ev["type"] == "dealer_draw", "dealer_draw expected")
            cs = ev["cards"]
            need(len(cs) == P and len(set(cs)) == P and all(c in deck for c in cs), "bad draw")
            vals = [-1 if c == "ROOK" else rank_of(c) for c in cs]
            m = max(vals)
            ev = nxt()
            if vals.count(m) == 1:
                dealer = vals.index(m)
                break
    elif first != "random":
        dealer = first
    hand_no = 1
    try:
        while True:
            # deal
            need(ev["type"] == "deal", "deal expected")
            need(ev["hand"] == hand_no, "hand number")
            if dealer is None:
                dealer = ev["dealer"]
                need(0 <= dealer < P, "dealer seat")
            need(ev["dealer"] == dealer, f"dealer should be {dealer}")
            hands = [list(h) for h in ev["hands"]]
            need(len(hands) == P and all(len(h) == R["hand_size"] for h in hands), "hand sizes")
            nest = list(ev["nest"])
            need(len(nest) == R["nest_size"], "nest size")
            pile = list(ev["pile"])
            face = ev["face_up"]
            if R["draw_pile"] and R["face_up_at_deal"]:
                need(face is not None, "face_up at deal")
            else:
                need(face is None, "face_up null")
            allc = [c for h in hands for c in h] + nest + pile + ([face] if face else [])
            need(sorted(allc) == sorted(deck), "deal is not the deck")
            # auction
            opener = dealer if B["opener"] == "dealer" else (dealer + 1) % P
            turn = opener
            passed = [False] * P
            high = None
            hb = None
            opener_called = False
            redeal = False
            while True:
                ev = nxt()
                if ev["type"] == "won_bid":
                    break
                if ev["type"] == "redeal":
                    need(high is None and all(passed), "redeal when not all passed")
                    need(ev["hand"] == hand_no, "redeal hand")
                    redeal = True
                    break
                need(ev["type"] in ("bid", "pass"), f"auction event {ev['type']}")
                need(ev["seat"] == turn, f"turn is {turn}")
                if ev["type"] == "bid":
                    a = ev["amount"]
                    need(a % B["step"] == 0 and B["min"] <= a <= B["max"] and (high is None or a > high), f"bad bid {a}")
                    high, hb = a, turn
                else:
                    need(not (B["opener_must_bid"] and turn == opener and not opener_called), "opener must bid")
                    passed[turn] = True
                if turn == opener:
                    opener_called = True
                # end?
                if high is not None and (high >= B["max"] or all(passed[s] for s in range(P) if s != hb)):
                    ev = nxt("won_bid")
                    need((ev["seat"], ev["amount"], ev["forced"]) == (hb, high, False), "won_bid")
                    break
                if high is None and B["all_pass"] == "dealer_forced" and all(passed[s] for s in range(P) if s != dealer):
                    ev = nxt("won_bid")
                    need((ev["seat"], ev["amount"], ev["forced"]) == (dealer, B["min"], True), "forced won_bid")
                    hb, high = dealer, B["min"]
                    break
                if high is None and all(passed):
                    ev = nxt("redeal")
                    need(ev["hand"] == hand_no, "redeal hand")
                    redeal = True
                    break
                turn = (turn + 1) % P
                while passed[turn]:
                    turn = (turn + 1) % P
            if redeal:
                ev = nxt("deal")
                continue
            need(ev["type"] == "won_bid", "won_bid")
            bidder, bid = hb, high
            need(bidder is not None, "no bidder")
            trump = "unset"
            discards = []

            def do_trump():
                e = nxt("trump")
                need(e["seat"] == bidder, "trump seat")
                need((e["suit"] is not None and e["suit"] in suits) or (e["suit"] is None and R["no_trump"]), "trump suit")
                return e["suit"]

            def do_nest():
                if R["nest_size"] == 0:
                    return []
                e = nxt("nest")
                need(e["seat"] == bidder and e["cards"] == nest, "nest")
                hands[bidder].extend(nest)
                e = nxt("discard")
                need(e["seat"] == bidder, "discard seat")
                d = e["cards"]
                need(len(d) == R["nest_size"] and len(set(d)) == len(d) and all(c in hands[bidder] for c in d), "discard cards")
                if R["nest"]["discard_counters"] == "forbidden":
                    h = hands[bidder]
                    zeros = [c for c in h if points(c) == 0]
                    if len(zeros) >= len(d):
                        need(all(points(c) == 0 for c in d), "discarded a counter")
                    else:
                        need(all(z in d for z in zeros), "must discard all zeros")
                        rest = sorted(points(c) for c in h if points(c) > 0)
                        short = len(d) - len(zeros)
                        need(sorted(points(c) for c in d if points(c) > 0) == rest[:short], "shortfall lowest counters")
                for c in d:
                    hands[bidder].remove(c)
                return d

            if R["trump_named"] == "before_nest":
                trump = do_trump()
                discards = do_nest()
            else:
                discards = do_nest()
                trump = do_trump()

            def suit_of(c):
                if c == "ROOK":
                    return "T"
                return "T" if c[-1] == trump else c[-1]

            def power(c):
                if c == "ROOK":
                    rr = R["rook_rank"]
                    return 0 if rr == "lowest" else 1000 if rr == "highest" else rr
                return rank_of(c)

            def legal(hand, trick):
                if not trick:
                    return list(hand)
                led = suit_of(trick[0])
                f = [c for c in hand if suit_of(c) == led]
                if not f:
                    return list(hand)
                if R["rook_any_time"] and "ROOK" in hand and "ROOK" not in f:
                    f.append("ROOK")
                return f

            if R["draw_pile"] and face is None:
                e = nxt("face_up")
                need(pile and e["card"] == pile[0], "first face_up")
                face = pile.pop(0)
            leader = {"bidder": bidder, "left_of_bidder": (bidder + 1) % P, "left_of_dealer": (dealer + 1) % P}[R["leader"]]
            taken = [0] * sides
            tcount = [0] * sides
            last_side = None
            for number in range(1, tricks_n + 1):
                trick = []
                seat = leader
                for k in range(P):
                    e = nxt("play")
                    need(e["seat"] == seat, f"play seat should be {seat}")
                    c = e["card"]
                    need(c in hands[seat], f"{c} not in hand")
                    need(c in legal(hands[seat], trick), f"{c} illegal")
                    hands[seat].remove(c)
                    trick.append(c)
                    seat = (seat + 1) % P
                led = suit_of(trick[0])
                best = None
                for i, c in enumerate(trick):
                    s = suit_of(c)
                    key = (2, power(c)) if s == "T" else (1, power(c)) if s == led else None
                    if key and (best is None or key > best[0]):
                        best = (key, i)
                w = (leader + best[1]) % P
                e = nxt("trick")
                p = sum(points(c) for c in trick)
                need((e["number"], e["winner"], e["cards"], e["points"]) == (number, w, trick, p), f"trick {number} should be {w} {p}")
                taken[side(w)] += p
                tcount[side(w)] += 1
                last_side = side(w)
                leader = w
                if face is not None:
                    other = 1 - w
                    e1 = nxt("draw")
                    need(e1["seat"] == w and e1["source"] in ("face_up", "pile"), "first draw")
                    top = pile.pop(0)
                    mine, theirs = (face, top) if e1["source"] == "face_up" else (top, face)
                    need(e1["card"] == mine, "first draw card")
                    e2 = nxt("draw")
                    need(e2["seat"] == other and e2["source"] != e1["source"] and e2["card"] == theirs, "second draw")
                    hands[w].append(mine)
                    hands[other].append(theirs)
                    face = None
                    if pile:
                        e = nxt("face_up")
                        need(e["card"] == pile[0], "face_up card")
                        face = pile.pop(0)
            need(all(not h for h in hands), "cards left")
            e = nxt("hand_end")
            tk = [taken[s] + R["trick_points"] * tcount[s] for s in range(sides)]
            bon = [0] * sides
            m = max(tcount)
            if tcount.count(m) == 1:
                bon[tcount.index(m)] += R["bonus"]["most_tricks"]
            bon[last_side] += R["bonus"]["last_trick"]
            dp = [0] * sides
            dpts = sum(points(c) for c in discards)
            if R["nest"]["points_to"] == "last_trick":
                dp[last_side] += dpts
            elif R["nest"]["points_to"] == "bidder":
                dp[side(bidder)] += dpts
            ht = [tk[s] + bon[s] + dp[s] for s in range(sides)]
            bs = side(bidder)
            made = ht[bs] >= bid
            delta = []
            for s in range(sides):
                if s == bs:
                    delta.append((ht[s] if R["made"] == "points_taken" else bid) if made else (-bid if R["set"] == "minus_bid" else 0))
                else:
                    v = ht[s] if R["opponents_score"] else 0
                    if not made and R["set"] == "zero_double_opponents":
                        v *= 2
                    delta.append(v)
            totals = [t + d for t, d in zip(totals, delta)]
            exp = dict(hand=hand_no, bidder=bidder, bid=bid, taken=tk, bonuses=bon, discard_points=dp, made=made, delta=delta, totals=totals)
            for k, v in exp.items():
                need(e[k] == v, f"hand_end {k} should be {v}, is {e[k]}")
            reached = [s for s in range(sides) if totals[s] >= R["target"]]
            winner = None
            if reached:
                if bs in reached:
                    winner = bs
                else:
                    mx = max(totals[s] for s in reached)
                    ls = [s for s in reached if totals[s] == mx]
                    if len(ls) == 1:
                        winner = ls[0]
            if winner is None and R["spread"] is not None:
                for s in range(sides):
                    if all(totals[s] - totals[o] >= R["spread"] for o in range(sides) if o != s):
                        winner = s
            if winner is not None:
                e = nxt("game_end")
                need(e["winner"] == winner and e["totals"] == totals, "game_end")
                try:
                    nxt()
                except EOFError:
                    return "complete"
                raise Bad(f"line {pos[0]}: event after game_end")
            hand_no += 1
            dealer = (dealer + 1) % P
            ev = nxt()
    except EOFError:
        return f"in progress (ended at line {pos[0]})"


if __name__ == "__main__":
    ok = bad = 0
    for arg in sys.argv[1:]:
        p = Path(arg)
        for f in sorted(p.rglob("*.rookrec")) if p.is_dir() else [p]:
            try:
                res = check(f.read_text())
                ok += 1
                if res != "complete":
                    print(f, res)
            except Bad as e:
                bad += 1
                print("BAD", f, e)
    print(ok, "ok", bad, "bad")
