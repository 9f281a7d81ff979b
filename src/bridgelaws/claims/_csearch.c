/* The claim search of bridgelaws.claims.search (LineSearch._best and LineSearch._choices)
 * in C: the same normal-line model, the same order of choices, the same memo at trick
 * boundaries and the same node count, so that every value, every line and every budget
 * cut-off is the pure-Python engine's.
 *
 * Cards are indices 0..51 (suit * 13 + rank - 2, clubs = 0 ... spades = 3); a hand is a
 * 52-bit mask. Each function below is the port of the LineSearch method of the same name
 * (without its underscore); search.py is the reference and its docstrings explain the rules.
 *
 * The memo: an open-addressing hash table keyed like LineSearch._key (the leader, the
 * statement's progress, per suit the owners of the cards left from the top -- or the four
 * masks and the remembered discard where _key keeps them --, the suit being cashed and the
 * known voids where they still matter), holding the exact value and the proven lower bound
 * (LineSearch.exact and LineSearch.lower).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>
#include <stddef.h>
#include <limits.h>

typedef uint64_t u64;

#if (defined(__GNUC__) || defined(__clang__)) && !defined(__POPCNT__)
/* without the POPCNT instruction the builtin is a library call: counted in registers instead */
static inline int popcount64(u64 m) {
    m = m - ((m >> 1) & 0x5555555555555555ULL);
    m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
    m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((m * 0x0101010101010101ULL) >> 56);
}
#define POPCOUNT(m) popcount64(m)
#define CTZ(m) __builtin_ctzll(m)
#define CLZ(m) __builtin_clzll(m)
#elif defined(__GNUC__) || defined(__clang__)
#define POPCOUNT(m) __builtin_popcountll(m)
#define CTZ(m) __builtin_ctzll(m)
#define CLZ(m) __builtin_clzll(m)
#else
static int POPCOUNT(u64 m) { int n = 0; while (m) { m &= m - 1; n++; } return n; }
static int CTZ(u64 m) { int n = 0; while (!(m & 1)) { m >>= 1; n++; } return n; }
static int CLZ(u64 m) { int n = 0; while (!(m & 0x8000000000000000ULL)) { m <<= 1; n++; } return n; }
#endif

#define SUIT_BITS 0x1FFFULL
#define SM(s) (SUIT_BITS << (13 * (s)))
#define BIT(c) (1ULL << (c))

enum { DRAW, RUN, CASH, FORCE, CROSS, RUFF, XRUFF, FINESSE, CONCEDE };

/* the rules (LineSearch RULES; "" for an opponent's card, "P" for a forced penalty card) */
enum { R_NONE, R_S1, R_S2, R_C1, R_C2, R_C3, R_C4, R_C5, R_F1, R_F2, R_F3, R_F4, R_F5, R_F6,
       R_F7, R_P, R_COUNT };
static const char *RULE_NAMES[R_COUNT] = {"", "S1", "S2", "C1", "C2", "C3", "C4", "C5", "F1",
                                          "F2", "F3", "F4", "F5", "F6", "F7", "P"};
static PyObject *rule_str[R_COUNT];

#define MAX_STEPS 64
#define MAX_STEP_CARDS 64
#define MAX_CHOICES 64
#define ERR INT_MIN

typedef struct {
    int code, suit, count, flag, ncards;
    int cards[MAX_STEP_CARDS];
} Step;

typedef struct {
    int card, rule, si, sa, cur;
} Choice;

/* a list of cards with their rule and the suit being cashed (cur) */
typedef struct {
    int n;
    int card[MAX_CHOICES];
    int rule[MAX_CHOICES];
    int cur[MAX_CHOICES];
} Plays;

static inline void put(Plays *p, int card, int rule, int cur) {
    if (p->n < MAX_CHOICES) {
        p->card[p->n] = card;
        p->rule[p->n] = rule;
        p->cur[p->n] = cur;
        p->n++;
    }
}

/* ------------------------------------------------------------------------------ memo */
#define KEY_WORDS 5

typedef struct {
    u64 k[KEY_WORDS];
    int16_t exact, lower;  /* tricks: at most 13, or 99 where no card could be played */
    uint8_t used, has_exact, has_lower;
} Slot;

typedef struct {
    Slot *slots;
    size_t cap, used, n_exact, n_lower;
} Memo;

static u64 key_hash(const u64 *k) {
    u64 h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < KEY_WORDS; i++) {
        h ^= k[i];
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 29;
    return h;
}

static void memo_free(Memo *m) {
    PyMem_Free(m->slots);
    m->slots = NULL;
    m->cap = m->used = m->n_exact = m->n_lower = 0;
}

static Slot *memo_find(Memo *m, const u64 *k) {
    if (!m->cap) return NULL;
    size_t mask = m->cap - 1;
    size_t i = (size_t)key_hash(k) & mask;
    for (;;) {
        Slot *s = &m->slots[i];
        if (!s->used) return NULL;
        if (memcmp(s->k, k, sizeof(s->k)) == 0) return s;
        i = (i + 1) & mask;
    }
}

static int memo_grow(Memo *m) {
    size_t cap = m->cap ? m->cap * 2 : 1 << 8;
    Slot *slots = PyMem_Calloc(cap, sizeof(Slot));
    if (!slots) {
        PyErr_NoMemory();
        return -1;
    }
    for (size_t j = 0; j < m->cap; j++) {
        Slot *o = &m->slots[j];
        if (!o->used) continue;
        size_t i = (size_t)key_hash(o->k) & (cap - 1);
        while (slots[i].used) i = (i + 1) & (cap - 1);
        slots[i] = *o;
    }
    PyMem_Free(m->slots);
    m->slots = slots;
    m->cap = cap;
    return 0;
}

/* the slot of key k, created empty when missing; NULL (an exception set) when out of memory */
static Slot *memo_get(Memo *m, const u64 *k) {
    if ((m->used + 1) * 2 > m->cap && memo_grow(m) < 0) return NULL;
    size_t mask = m->cap - 1;
    size_t i = (size_t)key_hash(k) & mask;
    for (;;) {
        Slot *s = &m->slots[i];
        if (!s->used) {
            memcpy(s->k, k, sizeof(s->k));
            s->used = 1;
            m->used++;
            return s;
        }
        if (memcmp(s->k, k, sizeof(s->k)) == 0) return s;
        i = (i + 1) & mask;
    }
}

/* ------------------------------------------------------------------------------ engine */
typedef struct {
    PyObject_HEAD
    PyObject *exc;  /* SearchBudgetExceeded */
    int claimer, dummy, trump;
    u64 tmask;
    int side[4];
    int visible, hidden, free_seats;  /* seat bit masks */
    int informed, any_ruff, loser_any_time, narrow;
    int first;      /* any value below the bound answers: the search stops at the first one */
    int watched;    /* suit bits: the suits whose discards by the opponents he notices */
    u64 forgotten, major, minor, faced, keep, throw_, cash_cards;
    int any_order;  /* suit bits */
    int unblock;    /* suit bits; bit 4: every suit */
    int nsteps;
    Step steps[MAX_STEPS];
    int fixed[MAX_STEPS + 1];
    long long nodes, budget;
    int has_budget;  /* 0: no limit */
    Memo memo;
} Engine;

static inline int high(u64 m) { return m ? 63 - CLZ(m) : -1; }
static inline int low(u64 m) { return m ? CTZ(m) : -1; }
static inline u64 above(int card) { return SM(card / 13) & ~((2ULL << card) - 1); }
static inline int visible(const Engine *E, int seat) { return E->visible >> seat & 1; }
static inline int hidden(const Engine *E, int seat) { return E->hidden >> seat & 1; }

static inline u64 opp_of(const Engine *E, const u64 *h) {
    return h[E->claimer ^ 1] | h[E->claimer ^ 3];
}

static inline u64 mine_of(const Engine *E, const u64 *h) {
    return h[E->claimer] | h[E->claimer ^ 2];
}

static u64 unseen(const Engine *E, const u64 *h) {
    u64 m = 0;
    for (int s = 0; s < 4; s++)
        if (hidden(E, s)) m |= h[s];
    return m & ~E->forgotten & ~E->faced;
}

/* LineSearch._theirs: the unseen cards and those of an opponent the claimer sees (dummy, when
 * a defender claims), less the forgotten trumps */
static u64 theirs_of(const Engine *E, const u64 *h) {
    u64 m = 0;
    for (int s = 0; s < 4; s++)
        if (hidden(E, s) || (visible(E, s) && !E->side[s])) m |= h[s];
    return m & ~E->forgotten & ~E->faced;
}

/* one card of each group of equal cards of ``hand``, the lowest, in ascending order */
static int reps(u64 hand, u64 occupied, int *out) {
    int n = 0;
    for (int s = 0; s < 4; s++) {
        u64 hs = (hand >> (13 * s)) & SUIT_BITS;
        if (!hs) continue;
        u64 o = ((occupied >> (13 * s)) & SUIT_BITS) | hs;
        int in_run = 0;
        while (o) {
            int r = CTZ(o);
            o &= o - 1;
            if (hs >> r & 1) {
                if (!in_run) {
                    out[n++] = 13 * s + r;
                    in_run = 1;
                }
            } else {
                in_run = 0;
            }
        }
    }
    return n;
}

/* the seat winning the first ``n`` cards of ``trick`` (``trump`` -1 at no trumps) */
static int trick_winner(int trump, const int *trick, int n, int leader) {
    int best = trick[0], bi = 0;
    for (int i = 1; i < n; i++) {
        int c = trick[i];
        if (c / 13 == best / 13) {
            if (c > best) {
                best = c;
                bi = i;
            }
        } else if (c / 13 == trump) {
            best = c;
            bi = i;
        }
    }
    return (leader + bi) & 3;
}

static int winner(const Engine *E, const int *trick, int n, int leader) {
    return trick_winner(E->trump, trick, n, leader);
}

/* the winner of ``trick`` with ``card`` added */
static int winner_with(const Engine *E, const int *trick, int n, int card, int leader) {
    int t[4];
    memcpy(t, trick, sizeof(int) * n);
    t[n] = card;
    return winner(E, t, n + 1, leader);
}

static u64 masters(const Engine *E, const u64 *h, u64 hand, u64 od) {
    u64 out = 0;
    u64 theirs_all = E->informed ? opp_of(E, h) & ~E->forgotten : theirs_of(E, h);
    for (int s = 0; s < 4; s++) {
        u64 mine = hand & SM(s);
        if (!mine) continue;
        u64 theirs = theirs_all & SM(s);
        int top = theirs ? high(theirs) : -1;
        int d = (int)((od >> (4 * s)) & 15);
        if (d && 13 * s + d - 1 > top) top = 13 * s + d - 1;
        out |= top >= 0 ? mine & ~((2ULL << top) - 1) : mine;
    }
    return out;
}

static u64 could_hold(const Engine *E, const u64 *h, int seat, u64 mask, u64 voids) {
    if (E->informed || !hidden(E, seat)) return h[seat] & mask & ~E->forgotten;
    u64 out = 0;
    u64 un = unseen(E, h) & mask;
    for (int s = 0; s < 4; s++) {
        u64 part = un & SM(s);
        if (part && !(voids >> (seat * 4 + s) & 1)) out |= part;
    }
    return out;
}

static int void_known(const Engine *E, const u64 *h, int seat, int suit, u64 voids) {
    if (E->informed || !hidden(E, seat)) return !(h[seat] & SM(suit));
    return (int)(voids >> (seat * 4 + suit) & 1);
}

static int sure(const Engine *E, const u64 *h, int leader, const int *trick, int n, u64 voids) {
    int best = trick[0];
    for (int i = 1; i < n; i++) {
        int c = trick[i];
        if (c / 13 == best / 13) {
            if (c > best) best = c;
        } else if (c / 13 == E->trump) {
            best = c;
        }
    }
    int led = trick[0] / 13;
    int cs = best / 13;
    u64 higher = above(best);
    for (int k = n; k < 4; k++) {
        int o = (leader + k) & 3;
        if (E->side[o]) continue;
        u64 forced = h[o] & E->major;
        if (forced) forced = (h[o] & SM(led)) ? forced & SM(led) : forced;
        if (forced) {
            u64 beats = (cs == led || (forced & SM(cs))) ? forced & higher : 0;
            if (cs == led && E->trump >= 0 && cs != E->trump && !(h[o] & SM(led)))
                beats |= forced & E->tmask;
            if (beats) return 0;
            continue;
        }
        int o_void = void_known(E, h, o, led, voids);
        if (cs == led) {
            if (!o_void && could_hold(E, h, o, higher, voids)) return 0;
            if (E->trump >= 0 && cs != E->trump && o_void && could_hold(E, h, o, E->tmask, voids))
                return 0;
        } else if (o_void && could_hold(E, h, o, higher, voids)) {
            return 0;
        }
    }
    return 1;
}

static int all_high(const Engine *E, const u64 *h, int leader) {
    u64 mine = h[leader] | h[leader ^ 2];
    u64 opp = h[leader ^ 1] | h[leader ^ 3];
    u64 t = E->tmask;
    if ((opp & t) && (mine & ~t)) return 0;
    for (int s = 0; s < 4; s++) {
        u64 m = mine & SM(s);
        if (m) {
            u64 o = opp & SM(s);
            if (o && low(m) < high(o)) return 0;
        }
    }
    return 1;
}

/* a lower bound on the claimer's side's tricks from here on every line: in a trump contract,
 * the trumps of one of its hands that the opponents' higher trumps cannot all be matched
 * against (LineSearch._sure_tricks) */
static int sure_tricks(const Engine *E, const u64 *h) {
    if (E->trump < 0) return 0;
    int shift = 13 * E->trump;
    u64 opp = ((h[E->claimer ^ 1] | h[E->claimer ^ 3]) >> shift) & SUIT_BITS;
    int out = 0;
    for (int k = 0; k < 2; k++) {
        u64 mine = (h[E->claimer ^ (2 * k)] >> shift) & SUIT_BITS;
        if (!mine) continue;
        int free = 0, matched = 0;
        for (int r = 12; r >= 0; r--) {
            if (opp >> r & 1) {
                free++;
            } else if ((mine >> r & 1) && free) {
                free--;
                matched++;
            }
        }
        int n = POPCOUNT(mine) - matched;
        if (n > out) out = n;
    }
    return out;
}

/* ------------------------------------------------------------------------------ steps */
static int ruffer(const Engine *E, int to) {
    if (to < 0) return -1;
    int declarer_side = E->dummy >= 0 && E->side[E->dummy];
    if (to == 1) return declarer_side ? E->dummy : -1;
    return (declarer_side && E->claimer != E->dummy) ? E->claimer : -1;
}

static int ruff_leads(const Engine *E, const u64 *h, int suit, int rf) {
    u64 t = E->tmask;
    int bs[2], nb;
    if (rf >= 0) {
        bs[0] = rf;
        nb = 1;
    } else {
        bs[0] = E->claimer;
        bs[1] = E->claimer ^ 2;
        nb = 2;
    }
    for (int i = 0; i < nb; i++) {
        int b = bs[i], a = b ^ 2;
        if (!(h[b] & t)) continue;
        for (int s = 0; s < 4; s++) {
            if (s == E->trump || (suit >= 0 && s != suit)) continue;
            if ((h[a] & SM(s)) && !(h[b] & SM(s))) return 1;
        }
    }
    return 0;
}

static int cross_target(const Engine *E, const u64 *h, int seat, const Step *st) {
    int card = st->cards[0];
    int to = st->flag;
    if (to == 1 && E->dummy >= 0 && E->side[E->dummy]) return E->dummy;
    if (to == 0) return E->claimer != E->dummy ? E->claimer : E->claimer ^ 2;
    if (card >= 0) {
        if (h[E->claimer] >> card & 1) return E->claimer;
        if (h[E->claimer ^ 2] >> card & 1) return E->claimer ^ 2;
        return -1;
    }
    return seat ^ 2;
}

static int finesse_card(const Engine *E, const u64 *h, const Step *st) {
    if (st->ncards) return st->cards[0];
    int suit = st->suit;
    u64 mask = SM(suit);
    u64 opp = opp_of(E, h) & mask;
    int fallback = -1;
    for (int c = suit * 13 + 12; c > suit * 13 - 1; c--) {
        int owner = -1;
        if (h[E->claimer] >> c & 1) owner = E->claimer;
        else if (h[E->claimer ^ 2] >> c & 1) owner = E->claimer ^ 2;
        if (owner < 0) continue;
        u64 ab = opp & ~((2ULL << c) - 1);
        if (!ab) continue;
        u64 missing = ab & (~ab + 1);
        if (h[owner] & ~((missing << 1) - 1) & mask) return c;
        if (fallback < 0) fallback = c;
    }
    return fallback;
}

static int done(const Engine *E, const u64 *h, int seat, int n, const Step *st, int sa) {
    u64 mine = mine_of(E, h);
    switch (st->code) {
    case DRAW: {
        u64 t = SM(st->suit);
        return !(opp_of(E, h) & t) || !(mine & t);
    }
    case RUN:
        if (!(mine & SM(st->suit)) || (st->count > 0 && sa >= st->count)) return 1;
        return !masters(E, h, mine & SM(st->suit), 0);
    case CASH:
        while (sa < st->ncards && !(mine >> st->cards[sa] & 1)) sa++;
        return sa >= st->ncards;
    case FORCE: {
        int target = st->cards[1];
        u64 opp = opp_of(E, h);
        if (!(mine & SM(st->suit))) return 1;
        if (target >= 0) return !(opp >> target & 1);
        return !(opp & above(high(mine & SM(st->suit))));
    }
    case CROSS:
        if (sa >= 1) return 1;
        if (!n) {
            int target = cross_target(E, h, seat, st);
            return target == seat || target < 0;
        }
        return 0;
    case RUFF:
        return sa >= st->count || !ruff_leads(E, h, st->suit, ruffer(E, st->flag));
    case XRUFF:
        return !ruff_leads(E, h, -1, -1);
    case FINESSE:
        return sa >= 1 || !(mine & SM(st->suit));
    case CONCEDE:
        return sa >= st->count || !(mine & SM(st->suit));
    }
    return 1;
}

static void advance(const Engine *E, const u64 *h, int seat, int n, int *si, int *sa) {
    while (*si < E->nsteps && done(E, h, seat, n, &E->steps[*si], *sa)) {
        (*si)++;
        *sa = 0;
    }
}

static void progress(const Engine *E, const u64 *h, int seat, const int *trick, int n, int card,
                     int si, int sa, int *osi, int *osa) {
    *osi = si;
    *osa = sa;
    if (si >= E->nsteps) return;
    const Step *st = &E->steps[si];
    int code = st->code, suit = st->suit;
    if (code == CASH) {
        u64 mine = mine_of(E, h);
        while (sa < st->ncards && !(mine >> st->cards[sa] & 1)) sa++;
        if (sa < st->ncards && card == st->cards[sa]) *osa = sa + 1;
        else *osa = sa;
        return;
    }
    if (!n) {
        if ((code == RUN || code == CONCEDE) && card / 13 == suit) *osa = sa + 1;
        return;
    }
    int led = trick[0] / 13;
    if ((code == RUFF || code == XRUFF) && card / 13 == E->trump && led != E->trump) {
        *osa = sa + 1;
        return;
    }
    if (code == CROSS) {
        int leader_seat = (seat - n) & 3;
        if (leader_seat == (seat ^ 2) && (suit < 0 || led == suit)
            && cross_target(E, h, leader_seat, st) == seat) {
            *osa = 1;
            return;
        }
    }
    if (code == FINESSE && card / 13 == suit) {
        *osa = 1;
        return;
    }
}

static u64 named(const Engine *E, int si, int sa) {
    u64 out = 0;
    for (int i = si; i < E->nsteps; i++) {
        const Step *st = &E->steps[i];
        if (st->code == FINESSE && st->ncards) {
            if (st->cards[0] >= 0) out |= BIT(st->cards[0]);
        } else if (st->code == CASH || st->code == CROSS || st->code == FORCE) {
            for (int j = 0; j < st->ncards; j++) {
                int c = st->cards[j];
                if (c >= 0 && !(st->code == CASH && i == si && j < sa)) out |= BIT(c);
            }
        }
    }
    return out;
}

/* ------------------------------------------------------------------------------ leads */
static int suit_tricks(u64 mine, u64 theirs, u64 opp) {
    int tricks = 0;
    while (mine || theirs) {
        int top = high(mine | theirs);
        if (mine >> top & 1) {
            mine &= ~BIT(top);
            theirs &= theirs - 1;
        } else {
            theirs &= ~BIT(top);
            mine &= mine - 1;
        }
        if (opp && high(opp) > top) {
            opp &= ~BIT(high(opp));
            opp &= opp - 1;
        } else {
            tricks++;
            opp &= opp - 1;
            opp &= opp - 1;
        }
    }
    return tricks;
}

static int wasteful(const Engine *E, const u64 *h, int seat, int suit) {
    u64 m = SM(suit);
    u64 mine = h[seat] & m;
    u64 theirs = h[seat ^ 2] & m;
    u64 opp = opp_of(E, h) & m;
    int before = suit_tricks(mine, theirs, opp);
    u64 led = BIT(high(mine));
    u64 crashed = BIT(low(theirs));
    u64 shed = opp;
    shed &= shed - 1;
    shed &= shed - 1;
    int after = 1 + suit_tricks(mine & ~led, theirs & ~crashed, shed);
    return after < before;
}

static u64 ruff_leads_of(const Engine *E, const u64 *h, int seat) {
    int partner = seat ^ 2;
    if (!visible(E, partner) || !(h[partner] & E->tmask)) return 0;
    u64 out = 0;
    for (int s = 0; s < 4; s++) {
        u64 mine = h[seat] & SM(s);
        if (s != E->trump && mine && !(h[partner] & SM(s))) out |= BIT(low(mine));
    }
    return out;
}

static u64 gaining_leads(const Engine *E, const u64 *h, int seat, u64 od) {
    (void)od;
    u64 hand = h[seat];
    u64 partner = visible(E, seat ^ 2) ? h[seat ^ 2] : 0;
    u64 out = 0;
    u64 opp = E->informed ? opp_of(E, h) : theirs_of(E, h);
    for (int s = 0; s < 4; s++) {
        u64 mine = hand & SM(s);
        if (!mine) continue;
        if (E->trump >= 0 && s != E->trump && (partner & E->tmask) && !(partner & SM(s))) {
            out |= BIT(low(mine));
            continue;
        }
        u64 side = (hand | partner) & SM(s);
        int top = high(side);
        int over = POPCOUNT(opp & above(top));
        int a = POPCOUNT(mine), b = POPCOUNT(partner & SM(s));
        int longest = a > b ? a : b;
        if (over && longest > over) out |= BIT(high(mine)) | BIT(low(mine));
    }
    return out;
}

/* the stated lead: cards into ``out`` (ascending where the reference sorts), their count */
static int stated_lead(const Engine *E, const u64 *h, int seat, const Step *st, int sa, u64 od,
                       u64 occupied, int *out) {
    u64 hand = h[seat];
    u64 partner = h[seat ^ 2];
    int code = st->code, suit = st->suit;
    int n = 0;
    if (code == DRAW || code == RUN) {
        u64 mine = hand & SM(suit);
        if (!mine) return 0;
        if (code == RUN && st->flag) {
            out[0] = high(mine);
            return 1;
        }
        u64 ms = masters(E, h, mine, od);
        n = reps(ms, occupied, out);
        u64 pm = masters(E, h, partner & SM(suit), od);
        if (pm && (mine & ~ms)) out[n++] = low(mine);
        if (!n) n = reps(mine, occupied, out);
        return n;
    }
    if (code == CASH) {
        u64 mine = mine_of(E, h);
        while (sa < st->ncards && !(mine >> st->cards[sa] & 1)) sa++;
        if (sa >= st->ncards) return 0;
        int c = st->cards[sa];
        if (hand >> c & 1) {
            out[0] = c;
            return 1;
        }
        if ((partner >> c & 1) && (hand & SM(c / 13))) {
            out[0] = low(hand & SM(c / 13));
            return 1;
        }
        return 0;
    }
    if (code == FORCE) {
        u64 mine = hand & SM(suit);
        if (!mine) return 0;
        int led = st->cards[0];
        if (led >= 0 && (hand >> led & 1)) {
            out[0] = led;
            return 1;
        }
        int hi = high(mine), lo = low(mine);
        out[n++] = lo;
        if (hi != lo) out[n++] = hi;
        return n;
    }
    if (code == CROSS) {
        int target = cross_target(E, h, seat, st);
        if (target < 0 || target == seat) return 0;
        int card = st->cards[0];
        if (suit >= 0) {
            u64 mine = hand & SM(suit);
            if (!mine) return 0;
            out[0] = low(mine);
            return 1;
        }
        if (card >= 0) {
            u64 mine = hand & SM(card / 13);
            if (!mine) return 0;
            out[0] = low(mine);
            return 1;
        }
        u64 tm = masters(E, h, h[target], od);
        for (int s = 0; s < 4; s++)
            if ((tm & SM(s)) && (hand & SM(s))) out[n++] = low(hand & SM(s));
        return n;
    }
    if (code == RUFF || code == XRUFF) {
        u64 t = E->tmask;
        int rf = code == RUFF ? ruffer(E, st->flag) : -1;
        if (rf >= 0 && rf != (seat ^ 2)) return 0;
        if (!(partner & t)) return 0;
        for (int s = 0; s < 4; s++) {
            if (s == E->trump || (suit >= 0 && s != suit)) continue;
            if ((hand & SM(s)) && !(partner & SM(s))) out[n++] = low(hand & SM(s));
        }
        return n;
    }
    if (code == FINESSE) {
        int fc = finesse_card(E, h, st);
        if (fc >= 0 && (partner >> fc & 1)) {
            u64 mine = hand & SM(suit);
            u64 below = mine & (BIT(fc) - 1);
            if (below) {
                out[0] = low(below);
                return 1;
            }
            if (mine) {
                out[0] = low(mine);
                return 1;
            }
            return 0;
        }
        return 0;
    }
    if (code == CONCEDE) {
        u64 mine = hand & SM(suit);
        if (!mine) return 0;
        u64 ms = masters(E, h, mine, od);
        u64 pick = mine & ~ms;
        return reps(pick ? pick : mine, occupied, out);
    }
    return 0;
}

static void free_lead(const Engine *E, const u64 *h, int seat, int cur, u64 od, u64 voids,
                      u64 occupied,
                      Plays *out) {
    u64 hand = h[seat];
    u64 partner = visible(E, seat ^ 2) ? h[seat ^ 2] : 0;
    u64 ms = masters(E, h, hand, od);
    u64 pm = masters(E, h, partner, od);
    Plays crashes;
    crashes.n = 0;
    out->n = 0;
    int suits[4], ns = 0;
    if (cur >= 0 && ((ms | pm) & SM(cur)) && (hand & SM(cur))) {
        suits[ns++] = cur;
    } else {
        for (int s = 0; s < 4; s++) suits[ns++] = s;
    }
    int cards[16];
    for (int i = 0; i < ns; i++) {
        int s = suits[i];
        u64 mine = ms & SM(s);
        u64 theirs = partner & SM(s);
        if (mine && theirs && !(theirs & ~pm) && wasteful(E, h, seat, s)) {
            put(&crashes, high(mine), R_C1, s);
            u64 lo = hand & SM(s) & ~ms;
            if (lo) put(out, low(lo), R_C2, s);
        } else if (mine) {
            if (E->any_order >> s & 1) {
                int k = reps(mine, occupied, cards);
                for (int j = 0; j < k; j++) put(out, cards[j], R_C1, s);
            } else {
                put(out, high(mine), R_C1, s);
            }
        } else if ((pm & SM(s)) && (hand & SM(s))) {
            put(out, low(hand & SM(s)), R_C2, s);
        }
    }
    if (!out->n) *out = crashes;
    if (E->trump >= 0 && !(opp_of(E, h) & E->tmask)) {
        int any_trump = 0;
        for (int i = 0; i < out->n; i++)
            if (out->card[i] / 13 == E->trump) any_trump = 1;
        if (any_trump) {
            u64 ruffs = ruff_leads_of(E, h, seat);
            if (ruffs) {
                Plays kept;
                kept.n = 0;
                for (int i = 0; i < out->n; i++)
                    if (out->card[i] / 13 != E->trump) put(&kept, out->card[i], out->rule[i], out->cur[i]);
                int base = kept.n;
                int k = reps(ruffs, occupied, cards);
                for (int j = 0; j < k; j++) {
                    int dup = 0;
                    for (int i = 0; i < base; i++)
                        if (kept.card[i] == cards[j]) dup = 1;
                    if (!dup) put(&kept, cards[j], R_C3, -1);
                }
                *out = kept;
            }
        }
    }
    u64 seen = 0;
    for (int i = 0; i < out->n; i++) seen |= BIT(out->card[i]);
    if (!out->n) {
        u64 gain = gaining_leads(E, h, seat, od);
        int k = reps(gain, occupied, cards);
        for (int j = 0; j < k; j++) put(out, cards[j], R_C3, -1);
        seen |= gain;
        if (!out->n) {
            k = reps(hand, occupied, cards);
            for (int j = 0; j < k; j++) put(out, cards[j], R_C4, -1);
            seen = hand;
        }
    }
    if ((int)((voids >> 16) & 15) < E->loser_any_time) {
        int k = reps(hand & ~seen, occupied, cards);
        for (int j = 0; j < k; j++) put(out, cards[j], R_C5, -1);
    }
}

static void lead(const Engine *E, const u64 *h, int seat, int si, int sa, int cur, u64 od,
                 u64 voids,
                 u64 occupied, Plays *out) {
    if (si < E->nsteps) {
        int cards[MAX_CHOICES];
        int k = stated_lead(E, h, seat, &E->steps[si], sa, od, occupied, cards);
        if (k) {
            out->n = 0;
            for (int j = 0; j < k; j++) put(out, cards[j], R_S1, -1);
            return;
        }
    }
    free_lead(E, h, seat, cur, od, voids, occupied, out);
}

/* ------------------------------------------------------------------------------ following */
static int stated_follow(const Engine *E, const u64 *h, int leader, const int *trick, int n,
                         int seat, const Step *st, int sa, u64 occupied, int *out) {
    u64 hand = h[seat];
    int led = trick[0] / 13;
    u64 follow = hand & SM(led);
    int code = st->code, suit = st->suit;
    int partner_led = leader == (seat ^ 2);
    int cards[16];
    if (code == CASH) {
        u64 mine = mine_of(E, h);
        while (sa < st->ncards && !(mine >> st->cards[sa] & 1)) sa++;
        if (sa < st->ncards) {
            int c = st->cards[sa];
            if ((hand >> c & 1) && c / 13 == led) {
                out[0] = c;
                return 1;
            }
        }
        return 0;
    }
    if (code == CROSS && partner_led && follow) {
        int target = cross_target(E, h, leader, st);
        if (target != seat || (suit >= 0 && led != suit)) return 0;
        int card = st->cards[0];
        if (card >= 0 && (hand >> card & 1) && card / 13 == led
            && winner_with(E, trick, n, card, leader) == seat) {
            out[0] = card;
            return 1;
        }
        if (card >= 0 && (hand >> card & 1)) return 0;
        int k = reps(follow, occupied, cards), last = -1;
        for (int j = 0; j < k; j++)
            if (winner_with(E, trick, n, cards[j], leader) == seat) last = cards[j];
        if (last >= 0) {
            out[0] = last;
            return 1;
        }
        return 0;
    }
    if ((code == RUFF || code == XRUFF) && partner_led && !follow && led != E->trump) {
        int rf = code == RUFF ? ruffer(E, st->flag) : -1;
        if ((rf < 0 || rf == seat) && (hand & E->tmask)
            && (code == XRUFF || suit < 0 || suit == led)) {
            int k = reps(hand & E->tmask, occupied, cards), m = 0;
            for (int j = 0; j < k; j++)
                if (winner_with(E, trick, n, cards[j], leader) == seat) out[m++] = cards[j];
            return m;
        }
        return 0;
    }
    if (code == FINESSE && led == suit && partner_led && n == 2) {
        int fc = finesse_card(E, h, st);
        if (fc >= 0 && (hand >> fc & 1) && winner_with(E, trick, n, fc, leader) == seat) {
            out[0] = fc;
            return 1;
        }
    }
    return 0;
}

static int unblock(const Engine *E, const u64 *h, int seat, int suit, u64 follow,
                   const int *trick, int n) {
    if ((E->unblock >> suit & 1) || (E->unblock >> 4 & 1)) return 1;
    if (follow & E->cash_cards & SM(suit)) return 1;
    u64 partner = h[seat ^ 2] & SM(suit);
    for (int i = 0; i < n; i++) partner &= ~BIT(trick[i]);
    u64 rest = follow & ~BIT(low(follow));
    if (!rest) return 0;
    u64 theirs = theirs_of(E, h) & SM(suit);
    int top = theirs ? high(theirs) : -1;
    if (!partner) {
        u64 keep = follow & ~BIT(high(follow));
        int kl = POPCOUNT(keep), kt = POPCOUNT(keep >> (top + 1)), out = POPCOUNT(theirs);
        return high(rest) > top && kt >= (kl < out ? kl : out);
    }
    int length = POPCOUNT(partner), tops = POPCOUNT(partner >> (top + 1));
    int out = POPCOUNT(theirs);
    return high(rest) > high(partner) && tops >= (length < out ? length : out)
           && length > POPCOUNT(rest);
}

static int partner_wins_later(const Engine *E, const u64 *h, int leader, int n, int seat,
                              int led, u64 od) {
    int partner = seat ^ 2;
    if (((partner - leader) & 3) < n || !visible(E, partner)) return 0;
    return masters(E, h, h[partner] & SM(led), od) != 0;
}

static void discards(const Engine *E, const u64 *h, u64 hand, u64 ms, u64 occupied, u64 live,
                     Plays *out) {
    u64 t = E->tmask;
    u64 theirs = theirs_of(E, h);
    u64 idle = 0;
    for (int s = 0; s < 4; s++)
        if (!(theirs & SM(s))) idle |= SM(s);
    u64 tries[6] = {hand & ~t & ~ms & E->throw_, hand & ~t & ~ms & ~live, hand & ~t & ~ms,
                    hand & ~t & idle, hand & ~t, hand};
    out->n = 0;
    for (int i = 0; i < 6; i++) {
        if (tries[i]) {
            int cards[16];
            int k = reps(tries[i], occupied, cards);
            for (int j = 0; j < k; j++) put(out, cards[j], R_F5, -1);
            return;
        }
    }
}

static void follow_(const Engine *E, const u64 *h, int leader, const int *trick, int n, int seat,
                    int si, int sa, u64 voids, u64 od, u64 occupied, Plays *out) {
    u64 hand = h[seat];
    int led = trick[0] / 13;
    u64 follow = hand & SM(led);
    u64 t = E->tmask;
    int partner_seat = seat ^ 2;
    int cards[MAX_CHOICES];
    int t2[4];
    memcpy(t2, trick, sizeof(int) * n);
    out->n = 0;
    if (si < E->nsteps) {
        int k = stated_follow(E, h, leader, trick, n, seat, &E->steps[si], sa, occupied, cards);
        if (k) {
            for (int j = 0; j < k; j++) put(out, cards[j], R_S2, -1);
            return;
        }
    }
    int win = winner(E, trick, n, leader);
    int partner_wins = win == partner_seat;
    int partner_safe = partner_wins && sure(E, h, leader, trick, n, voids);
    if (follow) {
        if (partner_safe) {
            int lo = low(follow);
            put(out, lo, R_F1, -1);
            int hi = high(follow);
            if (hi != lo && unblock(E, h, seat, led, follow, trick, n)) {
                if (E->keep & SM(led)) {
                    out->n = 0;
                    put(out, hi, R_F2, -1);
                    return;
                }
                put(out, hi, R_F2, -1);
            }
            return;
        }
        int k = reps(follow, occupied, cards);
        int sure_cards[16], nsure = 0;
        for (int j = 0; j < k; j++) {
            t2[n] = cards[j];
            if (winner(E, t2, n + 1, leader) == seat && sure(E, h, leader, t2, n + 1, voids))
                sure_cards[nsure++] = cards[j];
        }
        int lo = low(follow);
        if (nsure) {
            put(out, sure_cards[0], R_F3, -1);
            int in_sure = 0;
            for (int j = 0; j < nsure; j++)
                if (sure_cards[j] == lo) in_sure = 1;
            if (!in_sure && partner_wins_later(E, h, leader, n, seat, led, od))
                put(out, lo, R_F1, -1);
            return;
        }
        put(out, lo, R_F4, -1);
        if (!partner_wins) {
            for (int j = 0; j < k; j++) {
                int c = cards[j];
                if (c != lo && winner_with(E, trick, n, c, leader) == seat) put(out, c, R_F4, -1);
            }
            int top = trick[(win - leader) & 3];
            if (top / 13 == led && top % 13 >= 8 && out->n > 1) {
                for (int j = 1; j < out->n; j++) {
                    out->card[j - 1] = out->card[j];
                    out->rule[j - 1] = out->rule[j];
                    out->cur[j - 1] = out->cur[j];
                }
                out->n--;
            }
        }
        return;
    }
    u64 ms = masters(E, h, hand, od) | named(E, si, sa) | E->keep;
    u64 side = masters(E, h, hand | (visible(E, seat ^ 2) ? h[seat ^ 2] : 0), od);
    u64 live = 0; /* the suits in which his side holds a winner */
    for (int s = 0; s < 4; s++)
        if (side & SM(s)) live |= SM(s);
    Plays dis;
    discards(E, h, hand, ms, occupied, live, &dis);
    if (partner_safe || !(hand & t) || led == E->trump) {
        *out = dis;
        return;
    }
    int k = reps(hand & t, occupied, cards);
    int ruffs[16], nr = 0, sures[16], ns = 0;
    for (int j = 0; j < k; j++)
        if (winner_with(E, trick, n, cards[j], leader) == seat) ruffs[nr++] = cards[j];
    for (int j = 0; j < nr; j++) {
        t2[n] = ruffs[j];
        if (sure(E, h, leader, t2, n + 1, voids)) sures[ns++] = ruffs[j];
    }
    if (ns) {
        if (E->any_ruff && n < 3) {  /* the last to play ruffs low */
            for (int j = 0; j < ns; j++) put(out, sures[j], R_F6, -1);
        } else {
            put(out, sures[0], R_F6, -1);
        }
        return;
    }
    if (!nr) {
        *out = dis;
        return;
    }
    for (int j = 0; j < nr; j++) put(out, ruffs[j], R_F6, -1);
    if (partner_wins)
        for (int j = 0; j < dis.n; j++) put(out, dis.card[j], dis.rule[j], dis.cur[j]);
}

/* ------------------------------------------------------------------------------ choices */
static int narrow_plays(const Engine *E, const u64 *h, int leader, const int *trick, int n,
                        int seat, u64 occupied, int *out) {
    u64 hand = h[seat];
    u64 set = 0;
    int cards[16];
    if (!n) {
        for (int s = 0; s < 4; s++) {
            u64 m = hand & SM(s);
            if (m) set |= BIT(high(m)) | BIT(low(m));
        }
    } else {
        int led = trick[0] / 13;
        u64 follow = hand & SM(led);
        if (follow) {
            set |= BIT(high(follow)) | BIT(low(follow));
            int k = reps(follow, occupied, cards);
            for (int j = 0; j < k; j++)
                if (winner_with(E, trick, n, cards[j], leader) == seat) {
                    set |= BIT(cards[j]);
                    break;
                }
        } else {
            for (int s = 0; s < 4; s++) {
                u64 m = hand & SM(s);
                if (m && s != E->trump) set |= BIT(low(m));
            }
            u64 t = hand & E->tmask;
            if (t) {
                set |= BIT(low(t)) | BIT(high(t));
                int k = reps(t, occupied, cards);
                for (int j = 0; j < k; j++)
                    if (winner_with(E, trick, n, cards[j], leader) == seat) {
                        set |= BIT(cards[j]);
                        break;
                    }
            }
        }
    }
    int m = 0;
    while (set) {
        int c = high(set);
        set &= ~BIT(c);
        out[m++] = c;
    }
    return m;
}

/* F7: the normal plays of the partner of a defender who claims (LineSearch._partner_plays) */
static u64 partner_masters(const u64 *h, int seat, u64 cards) {
    u64 opp = h[seat ^ 1] | h[seat ^ 3], out = 0;
    for (int s = 0; s < 4; s++) {
        u64 m = cards & SM(s);
        if (!m) continue;
        u64 theirs = opp & SM(s);
        out |= theirs ? m & ~((2ULL << high(theirs)) - 1) : m;
    }
    return out;
}

static u64 partner_plays(const Engine *E, const u64 *h, int leader, const int *trick, int n,
                         int seat) {
    u64 hand = h[seat];
    int claimer = seat ^ 2;
    if (!n) return hand; /* his lead is his own guess */
    int led = trick[0] / 13;
    u64 follow = hand & SM(led);
    int safe = 0;
    if (winner(E, trick, n, leader) == claimer) {
        int top = trick[(claimer - leader) & 3];
        safe = 1;
        for (int k = n + 1; k < 4; k++) {
            u64 other = h[(leader + k) & 3];
            u64 beats;
            if (other & SM(led)) beats = (top / 13 == led) ? other & above(top) : 0;
            else if (top / 13 == led) beats = (led != E->trump) ? other & E->tmask : 0;
            else beats = other & above(top);
            if (beats) safe = 0;
        }
    }
    if (follow) return safe ? BIT(low(follow)) : follow;
    u64 t = E->tmask;
    u64 side = hand & ~t;
    u64 discards = side & ~partner_masters(h, seat, side);
    if (!discards) discards = side;
    if (safe) return discards ? discards : hand;
    u64 out = (hand & t) | discards;
    return out ? out : hand;
}

static int choices_free(const Engine *E, const u64 *h, int leader, const int *trick, int n,
                        int seat, int si, int sa, int cur, u64 voids, u64 od, Choice *out) {
    u64 hand = h[seat];
    u64 occupied = h[0] | h[1] | h[2] | h[3];
    for (int i = 0; i < n; i++) occupied |= BIT(trick[i]);
    int m = 0;
    if (E->free_seats >> seat & 1) {
        int cards[MAX_CHOICES];
        int k = reps(partner_plays(E, h, leader, trick, n, seat), occupied, cards);
        for (int j = k - 1; j >= 0; j--) out[m++] = (Choice){cards[j], R_F7, si, sa, cur};
        return m;
    }
    if (!E->side[seat]) {
        int rule = R_NONE;
        int cards[MAX_CHOICES], k;
        if (E->narrow) {
            k = narrow_plays(E, h, leader, trick, n, seat, occupied, cards);
            for (int j = 0; j < k; j++) out[m++] = (Choice){cards[j], rule, si, sa, cur};
        } else {
            u64 legal = hand;
            if (n) {
                u64 follow = hand & SM(trick[0] / 13);
                if (follow) legal = follow;
            }
            k = reps(legal, occupied, cards);
            for (int j = k - 1; j >= 0; j--) out[m++] = (Choice){cards[j], rule, si, sa, cur};
        }
        return m;
    }
    advance(E, h, seat, n, &si, &sa);
    Plays p;
    if (!n) {
        lead(E, h, seat, si, sa, cur, od, voids, occupied, &p);
        for (int j = 0; j < p.n; j++) {
            int s2, a2;
            progress(E, h, seat, trick, n, p.card[j], si, sa, &s2, &a2);
            out[m++] = (Choice){p.card[j], p.rule[j], s2, a2, p.cur[j]};
        }
        return m;
    }
    follow_(E, h, leader, trick, n, seat, si, sa, voids, od, occupied, &p);
    for (int j = 0; j < p.n; j++) {
        int s2, a2;
        progress(E, h, seat, trick, n, p.card[j], si, sa, &s2, &a2);
        out[m++] = (Choice){p.card[j], p.rule[j], s2, a2, cur};
    }
    return m;
}

static int penalty(const Engine *E, u64 hand, const int *trick, int n, Choice *out, int m,
                   int si, int sa, int cur) {
    u64 legal = hand;
    if (n) {
        u64 f = hand & SM(trick[0] / 13);
        legal = f ? f : hand;
    }
    u64 must = legal & E->major;
    if (must) {
        int k = 0;
        for (int j = 0; j < m; j++)
            if (must >> out[j].card & 1) out[k++] = out[j];
        if (k) return k;
        for (int c = 0; c < 52; c++)
            if (must >> c & 1) out[k++] = (Choice){c, R_P, si, sa, cur};
        return k;
    }
    u64 minor = legal & E->minor;
    if (minor) {
        Choice kept[MAX_CHOICES];
        int k = 0;
        for (int j = 0; j < m; j++) {
            int c = out[j].card;
            if ((minor >> c & 1) || c % 13 >= 8 || !(SM(c / 13) & minor)) kept[k++] = out[j];
        }
        if (k) {
            memcpy(out, kept, sizeof(Choice) * k);
            return k;
        }
    }
    return m;
}

static int choices(const Engine *E, const u64 *h, int leader, const int *trick, int n, int seat,
                   int si, int sa, int cur, u64 voids, u64 od, Choice *out) {
    int m = choices_free(E, h, leader, trick, n, seat, si, sa, cur, voids, od, out);
    if (E->faced && (h[seat] & E->faced)) m = penalty(E, h[seat], trick, n, out, m, si, sa, cur);
    return m;
}

/* ------------------------------------------------------------------------------ search */
static u64 pattern(const u64 *h, int s) {
    u64 all = (h[0] | h[1] | h[2] | h[3]) & SM(s);
    u64 out = 1;
    while (all) {
        int c = high(all);
        all &= ~BIT(c);
        int seat = (h[0] >> c & 1) ? 0 : (h[1] >> c & 1) ? 1 : (h[2] >> c & 1) ? 2 : 3;
        out = out << 2 | (u64)seat;
    }
    return out;
}

static void make_key(const Engine *E, const u64 *h, int leader, int si, int sa, int cur,
                     u64 voids, u64 od, u64 *key) {
    int fixed = si < E->nsteps + 1 ? E->fixed[si] : 0;
    u64 un = unseen(E, h);
    u64 mine = mine_of(E, h);
    for (int s = 0; s < 4; s++) {
        u64 d = (od >> (4 * s)) & 15;
        if ((fixed >> s & 1) || d) {
            u64 w = 1ULL << 63 | d << 52;
            for (int seat = 0; seat < 4; seat++)
                w |= ((h[seat] >> (13 * s)) & SUIT_BITS) << (13 * seat);
            key[1 + s] = w;
        } else {
            key[1 + s] = pattern(h, s);
        }
        if (!(un & SM(s))) voids &= ~(0x1111ULL << s);
    }
    if (cur >= 0 && !(mine & SM(cur))) cur = -1;
    key[0] = (u64)leader | ((u64)(si & 0xFFFF) << 2) | ((u64)(sa & 0xFFFF) << 18)
             | ((u64)(cur + 1) << 34) | ((voids & 0xFFFF) << 37) | (((voids >> 16) & 15) << 53);
}

/* the card ``card`` led by ``seat`` wins the trick for its side whatever is played to it: it is
 * above every card of its suit the opponents hold, and it is a trump, or neither opponent can
 * ruff it (each holds a card of its suit, or no trump) */
static int sure_lead(const Engine *E, const u64 *h, int seat, int card) {
    int s = card / 13;
    u64 opp = h[seat ^ 1] | h[seat ^ 3];
    if (opp & above(card)) return 0;
    if (E->trump < 0 || s == E->trump) return 1;
    for (int k = 1; k < 4; k += 2) {
        u64 o = h[seat ^ k];
        if (!(o & SM(s)) && (o & E->tmask)) return 0;
    }
    return 1;
}

/* the claimer's side wins the next trick on every line (LineSearch._wins_next): on lead, every
 * card it may lead (its choices) wins the trick whatever is played to it; the opponents on
 * lead, in every suit the leader holds one of the claimer's side's hands holds cards of that
 * suit above all the opponents' (it must follow with one and take the trick), and the suit is
 * trumps or the leader's partner cannot ruff */
static int wins_next(const Engine *E, const u64 *h, int leader, int si, int sa, int cur,
                     u64 voids, u64 od) {
    if (E->side[leader]) {
        Choice ch[MAX_CHOICES];
        int none[4] = {0, 0, 0, 0};
        int m = choices(E, h, leader, none, 0, leader, si, sa, cur, voids, od, ch);
        for (int j = 0; j < m; j++)
            if (!sure_lead(E, h, leader, ch[j].card)) return 0;
        return m > 0;
    }
    u64 opp = h[leader] | h[leader ^ 2];
    u64 partner = h[leader ^ 2];
    for (int s = 0; s < 4; s++) {
        if (!(h[leader] & SM(s))) continue;
        u64 theirs = opp & SM(s);
        int top = high(theirs);
        int held = 0;
        for (int k = 1; k < 4; k += 2) {
            u64 mine = h[leader ^ k] & SM(s);
            if (mine && low(mine) > top) held = 1;
        }
        if (!held) return 0;
        if (E->trump >= 0 && s != E->trump && !(partner & SM(s)) && (partner & E->tmask))
            return 0;
    }
    return 1;
}

/* the hands, known voids and remembered discards after ``seat`` plays ``card`` to the trick
 * of ``n`` cards (LineSearch._after); ``t2`` holds the trick with the card added */
static inline void after(const Engine *E, const u64 *h, const int *trick, int *t2, int n,
                         int seat, int card, u64 *h2, u64 *voids, u64 *od) {
    h2[0] = h[0];
    h2[1] = h[1];
    h2[2] = h[2];
    h2[3] = h[3];
    h2[seat] &= ~BIT(card);
    if (n) {
        int led = trick[0] / 13;
        if (card / 13 != led) {
            *voids |= BIT(seat * 4 + led);
            int s = card / 13;
            if (!E->side[seat] && !(E->watched >> s & 1)) {
                u64 r = (u64)(card % 13 + 1);
                if (((*od >> (4 * s)) & 15) < r) *od = (*od & ~(15ULL << (4 * s))) | (r << (4 * s));
            }
        }
    }
    t2[n] = card;
    if (E->loser_any_time && n == 3 && !E->side[winner(E, t2, 4, (seat + 1) & 3)]
        && (int)((*voids >> 16) & 15) < E->loser_any_time)
        *voids += 1ULL << 16; /* a trick lost: one acknowledged loser fewer (C5) */
}

static int best(Engine *E, const u64 *h, int leader, const int *trick, int n, int si, int sa,
                int cur, u64 voids, u64 od, int bound) {
    if (bound <= 0) return 0;
    if (n == 4) {
        int w = winner(E, trick, 4, leader);
        int won = E->side[w] ? 1 : 0;
        if (!(h[0] | h[1] | h[2] | h[3])) return won;
        if (all_high(E, h, w)) return won + (E->side[w] ? POPCOUNT(h[w]) : 0);
        int sure = sure_tricks(E, h);
        if (sure >= bound - won) return won + sure;
        if (bound - won == 1 && wins_next(E, h, w, si, sa, cur, voids, od)) return won + 1;
        u64 key[KEY_WORDS];
        make_key(E, h, w, si, sa, cur, voids, od, key);
        Slot *slot = memo_find(&E->memo, key);
        int lowv = 0;
        if (slot) {
            if (slot->has_exact) return won + slot->exact;
            if (slot->has_lower) lowv = slot->lower;
        }
        if (lowv >= bound - won) return won + lowv;
        int v = best(E, h, w, trick, 0, si, sa, cur, voids, od, bound - won);
        if (v == ERR) return ERR;
        if (v < bound - won && E->first) return won + v;  /* not the least: not remembered */
        slot = memo_get(&E->memo, key);
        if (!slot) return ERR;
        if (v < bound - won) {
            if (!slot->has_exact) E->memo.n_exact++;
            slot->has_exact = 1;
            slot->exact = (int16_t)v;
        } else {
            if (!slot->has_lower) E->memo.n_lower++;
            slot->has_lower = 1;
            slot->lower = (int16_t)(v > lowv ? v : lowv);
        }
        return won + v;
    }
    E->nodes++;
    if (E->has_budget && E->nodes > E->budget) {
        PyErr_SetNone(E->exc);
        return ERR;
    }
    if (!(E->nodes & 0xFFFFF) && PyErr_CheckSignals() < 0) return ERR;  /* Ctrl-C */
    int seat = (leader + n) & 3;
    int bestv = 99;
    Choice ch[MAX_CHOICES];
    int m = choices(E, h, leader, trick, n, seat, si, sa, cur, voids, od, ch);
    int t2[4];
    memcpy(t2, trick, sizeof(int) * n);
    for (int j = 0; j < m; j++) {
        u64 h2[4], v2 = voids, od2 = od;
        after(E, h, trick, t2, n, seat, ch[j].card, h2, &v2, &od2);
        int v = best(E, h2, leader, t2, n + 1, ch[j].si, ch[j].sa, ch[j].cur, v2, od2,
                     bestv < bound ? bestv : bound);
        if (v == ERR) return ERR;
        if (v < bestv) {
            bestv = v;
            if (bestv == 0 || (E->first && bestv < bound)) break;
        }
    }
    return bestv;
}

/* Python's random.Random (MT19937), so that the probe in C draws exactly the numbers the
 * pure-Python probe draws: the state is taken from ``getstate()`` */
#define MT_N 624
#define MT_M 397

typedef struct {
    uint32_t mt[MT_N];
    int index;
} Twister;

static uint32_t mt_next(Twister *t) {
    uint32_t y;
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t *mt = t->mt;
    if (t->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        t->index = 0;
    }
    y = mt[t->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* random.Random.randrange(n), 0 < n <= 2**32: getrandbits(n.bit_length()) until below n */
static int mt_below(Twister *t, int n) {
    int k = 0;
    while ((n >> k) > 0) k++;
    uint32_t r;
    do {
        r = mt_next(t) >> (32 - k);
    } while (r >= (uint32_t)n);
    return (int)r;
}

/* which of the ``m`` choices ``ch`` a play-out takes at a turn (``won``: the claimer's side's
 * tricks so far in it); ERR with an exception set */
typedef int (*Pick)(Engine *E, const u64 *h, int leader, const int *trick, int n, int seat,
                    u64 voids, u64 od, const Choice *ch, int m, int won, void *ctx);

/* one line from the position to the end of the deal, each play the choice ``pick`` takes (as
 * LineSearch._play_out); the plays (seat, card, rule) go to ``seats``, ``cards``, ``rules`` and
 * their number to ``*count``; the claimer's side's tricks, or ERR */
static int walk(Engine *E, const u64 *h0, int leader, const int *trick0, int n, int si, int sa,
                int cur, u64 voids, u64 od, Pick pick, void *ctx, int *seats, int *cards,
                int *rules, int *count) {
    u64 h[4] = {h0[0], h0[1], h0[2], h0[3]};
    int trick[4];
    int won = 0;
    *count = 0;
    memcpy(trick, trick0, sizeof(int) * n);
    for (;;) {
        if (n == 4) {
            int w = winner(E, trick, 4, leader);
            won += E->side[w] ? 1 : 0;
            leader = w;
            n = 0;
            if (!(h[0] | h[1] | h[2] | h[3])) break;
            continue;
        }
        int seat = (leader + n) & 3;
        Choice ch[MAX_CHOICES];
        int m = choices(E, h, leader, trick, n, seat, si, sa, cur, voids, od, ch);
        int j = pick(E, h, leader, trick, n, seat, voids, od, ch, m, won, ctx);
        if (j == ERR) return ERR;
        u64 h2[4], v2 = voids, od2 = od;
        after(E, h, trick, trick, n, seat, ch[j].card, h2, &v2, &od2);
        seats[*count] = seat;
        cards[*count] = ch[j].card;
        rules[*count] = ch[j].rule;
        (*count)++;
        memcpy(h, h2, sizeof(h));
        n++;
        si = ch[j].si;
        sa = ch[j].sa;
        cur = ch[j].cur;
        voids = v2;
        od = od2;
    }
    return won;
}

/* LineSearch.worst_line: the first choice after which the search still reaches the target
 * (``*(int *)ctx``, the tricks of the whole line; the only choice, when there is one) */
static int pick_reaching(Engine *E, const u64 *h, int leader, const int *trick, int n,
                         int seat, u64 voids, u64 od, const Choice *ch, int m, int won,
                         void *ctx) {
    int target = *(int *)ctx - won;
    if (m == 1) return 0;
    for (int j = 0; j < m; j++) {
        u64 h2[4], v2 = voids, od2 = od;
        int t2[4];
        memcpy(t2, trick, sizeof(int) * n);
        after(E, h, trick, t2, n, seat, ch[j].card, h2, &v2, &od2);
        int v = best(E, h2, leader, t2, n + 1, ch[j].si, ch[j].sa, ch[j].cur, v2, od2,
                     target + 1);
        if (v == ERR) return ERR;
        if (v == target) return j;
    }
    PyErr_SetString(PyExc_AssertionError, "no choice reaches the searched value");
    return ERR;
}

/* LineSearch.probe: the choice at index ``randrange(m)`` drawn from the Twister ``ctx`` (as the
 * pure-Python play-out draws) */
static int pick_random(Engine *E, const u64 *h, int leader, const int *trick, int n, int seat,
                       u64 voids, u64 od, const Choice *ch, int m, int won, void *ctx) {
    (void)E, (void)h, (void)leader, (void)trick, (void)n, (void)seat, (void)voids, (void)od;
    (void)ch, (void)won;
    return mt_below((Twister *)ctx, m);
}

/* ------------------------------------------------------------------------------ Python */
static PyObject *plays_list(const int *seats, const int *cards, const int *rules, int m);

static int get_u64(PyObject *o, u64 *out) {
    unsigned long long v = PyLong_AsUnsignedLongLong(o);
    if (v == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    *out = (u64)v;
    return 0;
}

/* hands, leader, trick tuple: shared by best() and choices() */
static int parse_position(PyObject *const *args, u64 *h, int *leader, int *trick, int *n) {
    for (int i = 0; i < 4; i++)
        if (get_u64(args[i], &h[i]) < 0) return -1;
    long l = PyLong_AsLong(args[4]);
    if (l == -1 && PyErr_Occurred()) return -1;
    if (l < 0 || l > 3) {
        PyErr_SetString(PyExc_ValueError, "leader must be 0..3");
        return -1;
    }
    *leader = (int)l;
    PyObject *t = args[5];
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) > 4) {
        PyErr_SetString(PyExc_ValueError, "trick must be a tuple of at most 4 cards");
        return -1;
    }
    *n = (int)PyTuple_GET_SIZE(t);
    for (int i = 0; i < *n; i++) {
        long c = PyLong_AsLong(PyTuple_GET_ITEM(t, i));
        if (c == -1 && PyErr_Occurred()) return -1;
        if (c < 0 || c > 51) {
            PyErr_SetString(PyExc_ValueError, "a card is 0..51");
            return -1;
        }
        trick[i] = (int)c;
    }
    for (int i = 0; i < 4; i++)
        if (h[i] >> 52) {
            PyErr_SetString(PyExc_ValueError, "a hand is a 52-bit mask");
            return -1;
        }
    return 0;
}

static int get_ints(PyObject *const *args, int count, long *out) {
    for (int i = 0; i < count; i++) {
        out[i] = PyLong_AsLong(args[i]);
        if (out[i] == -1 && PyErr_Occurred()) return -1;
    }
    return 0;
}

/* the arguments of best() and line(): the position, the statement's progress (si, sa, cur),
 * the known voids, the remembered discards and a bound (clamped to +-1000); -1 with an
 * exception set when they are not 12 or not numbers */
static int search_args(PyObject *const *a, Py_ssize_t nargs, const char *usage, u64 *h,
                       int *leader, int *trick, int *n, long *v, u64 *voids, u64 *od,
                       long *last) {
    if (nargs != 12) {
        PyErr_SetString(PyExc_TypeError, usage);
        return -1;
    }
    if (parse_position(a, h, leader, trick, n) < 0 || get_ints(a + 6, 3, v) < 0
        || get_u64(a[9], voids) < 0 || get_u64(a[10], od) < 0)
        return -1;
    *last = PyLong_AsLong(a[11]);
    if (*last == -1 && PyErr_Occurred()) return -1;
    if (*last > 1000) *last = 1000;
    if (*last < -1000) *last = -1000;
    return 0;
}

static PyObject *Engine_best(Engine *E, PyObject *const *a, Py_ssize_t nargs) {
    u64 h[4], voids, od;
    int leader, trick[4], n;
    long v[3], bound;
    if (search_args(a, nargs, "best(h0, h1, h2, h3, leader, trick, si, sa, cur, voids, od, bound)",
                    h, &leader, trick, &n, v, &voids, &od, &bound) < 0)
        return NULL;
    int r = best(E, h, leader, trick, n, (int)v[0], (int)v[1], (int)v[2], voids, od, (int)bound);
    if (r == ERR) return NULL;
    return PyLong_FromLong(r);
}

static PyObject *Engine_line(Engine *E, PyObject *const *a, Py_ssize_t nargs) {
    u64 h[4], voids, od;
    int leader, trick[4], n;
    long v[3], target;
    if (search_args(a, nargs, "line(h0, h1, h2, h3, leader, trick, si, sa, cur, voids, od, target)",
                    h, &leader, trick, &n, v, &voids, &od, &target) < 0)
        return NULL;
    int seats[52], cards[52], rules[52];
    int whole = (int)target, m;
    if (walk(E, h, leader, trick, n, (int)v[0], (int)v[1], (int)v[2], voids, od, pick_reaching,
             &whole, seats, cards, rules, &m) == ERR)
        return NULL;
    return plays_list(seats, cards, rules, m);
}

static PyObject *plays_list(const int *seats, const int *cards, const int *rules, int m) {
    PyObject *list = PyList_New(m);
    if (!list) return NULL;
    for (int j = 0; j < m; j++) {
        PyObject *item = Py_BuildValue("(iiO)", seats[j], cards[j], rule_str[rules[j]]);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, j, item);
    }
    return list;
}

static PyObject *Engine_probe(Engine *E, PyObject *const *a, Py_ssize_t nargs) {
    if (nargs != 9) {
        PyErr_SetString(PyExc_TypeError,
                        "probe(h0, h1, h2, h3, leader, trick, voids, rollouts, state)");
        return NULL;
    }
    u64 h[4], voids;
    int leader, trick[4], n;
    if (parse_position(a, h, &leader, trick, &n) < 0 || get_u64(a[6], &voids) < 0) return NULL;
    long rollouts = PyLong_AsLong(a[7]);
    if (rollouts == -1 && PyErr_Occurred()) return NULL;
    PyObject *state = a[8];
    if (rollouts < 1 || !PyTuple_Check(state) || PyTuple_GET_SIZE(state) != MT_N + 1) {
        PyErr_SetString(PyExc_ValueError,
                        "probe needs a rollout and random.Random's state (getstate()[1])");
        return NULL;
    }
    Twister t;
    for (int i = 0; i <= MT_N; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PyTuple_GET_ITEM(state, i));
        if (v == (unsigned long)-1 && PyErr_Occurred()) return NULL;
        if (i < MT_N) t.mt[i] = (uint32_t)v;
        else t.index = (int)(v > MT_N ? MT_N : v);
    }
    int seats[52], cards[52], rules[52], m;
    int bs[52], bc[52], br[52], bm = 0, best = -1;
    for (long r = 0; r < rollouts; r++) {
        int won = walk(E, h, leader, trick, n, 0, 0, -1, voids, 0, pick_random, &t, seats,
                       cards, rules, &m);
        if (best < 0 || won < best) {
            best = won;
            bm = m;
            memcpy(bs, seats, sizeof(int) * m);
            memcpy(bc, cards, sizeof(int) * m);
            memcpy(br, rules, sizeof(int) * m);
        }
        if (!(r & 63) && PyErr_CheckSignals() < 0) return NULL;
    }
    PyObject *list = plays_list(bs, bc, br, bm);
    if (!list) return NULL;
    return Py_BuildValue("(iN)", best, list);
}

static PyObject *Engine_choices(Engine *E, PyObject *const *a, Py_ssize_t nargs) {
    if (nargs != 12) {
        PyErr_SetString(PyExc_TypeError,
                        "choices(h0, h1, h2, h3, leader, trick, seat, si, sa, cur, voids, od)");
        return NULL;
    }
    u64 h[4], voids, od;
    int leader, trick[4], n;
    long v[4];
    if (parse_position(a, h, &leader, trick, &n) < 0 || get_ints(a + 6, 4, v) < 0
        || get_u64(a[10], &voids) < 0 || get_u64(a[11], &od) < 0)
        return NULL;
    if (n > 3 || v[0] < 0 || v[0] > 3) {
        PyErr_SetString(PyExc_ValueError, "choices need a trick of at most 3 cards and a seat");
        return NULL;
    }
    Choice ch[MAX_CHOICES];
    int m = choices(E, h, leader, trick, n, (int)v[0], (int)v[1], (int)v[2], (int)v[3], voids,
                    od, ch);
    PyObject *list = PyList_New(m);
    if (!list) return NULL;
    for (int j = 0; j < m; j++) {
        PyObject *item = Py_BuildValue("(iOiii)", ch[j].card, rule_str[ch[j].rule], ch[j].si,
                                       ch[j].sa, ch[j].cur);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, j, item);
    }
    return list;
}

static PyObject *Engine_clear(Engine *E, PyObject *Py_UNUSED(ignored)) {
    memo_free(&E->memo);
    Py_RETURN_NONE;
}

static PyObject *Engine_memo_sizes(Engine *E, PyObject *Py_UNUSED(ignored)) {
    return Py_BuildValue("(nn)", (Py_ssize_t)E->memo.n_exact, (Py_ssize_t)E->memo.n_lower);
}

static PyMethodDef Engine_methods[] = {
    {"best", (PyCFunction)(void (*)(void))Engine_best, METH_FASTCALL,
     "best(h0, h1, h2, h3, leader, trick, si, sa, cur, voids, od, bound) -> int: "
     "LineSearch._best"},
    {"line", (PyCFunction)(void (*)(void))Engine_line, METH_FASTCALL,
     "line(h0, h1, h2, h3, leader, trick, si, sa, cur, voids, od, target) -> list: "
     "LineSearch.worst_line's plays (seat, card, rule)"},
    {"probe", (PyCFunction)(void (*)(void))Engine_probe, METH_FASTCALL,
     "probe(h0, h1, h2, h3, leader, trick, voids, rollouts, state) -> (tricks, plays): "
     "LineSearch.probe's play-outs, drawn from random.Random's state"},
    {"choices", (PyCFunction)(void (*)(void))Engine_choices, METH_FASTCALL,
     "choices(h0, h1, h2, h3, leader, trick, seat, si, sa, cur, voids, od) -> list: "
     "LineSearch._choices"},
    {"clear", (PyCFunction)Engine_clear, METH_NOARGS, "Forget the memo."},
    {"memo_sizes", (PyCFunction)Engine_memo_sizes, METH_NOARGS,
     "(exact entries, lower-bound entries) of the memo"},
    {NULL, NULL, 0, NULL},
};

static PyObject *Engine_get_nodes(Engine *E, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(E->nodes);
}

static int Engine_set_nodes(Engine *E, PyObject *value, void *closure) {
    (void)closure;
    if (!value) {
        PyErr_SetString(PyExc_AttributeError, "nodes cannot be deleted");
        return -1;
    }
    long long v = PyLong_AsLongLong(value);
    if (v == -1 && PyErr_Occurred()) return -1;
    E->nodes = v;
    return 0;
}

static PyObject *Engine_get_budget(Engine *E, void *closure) {
    (void)closure;
    if (!E->has_budget) Py_RETURN_NONE;
    return PyLong_FromLongLong(E->budget);
}

static int Engine_set_budget(Engine *E, PyObject *value, void *closure) {
    (void)closure;
    if (!value || value == Py_None) {
        E->has_budget = 0;
        return 0;
    }
    long long v = PyLong_AsLongLong(value);
    if (v == -1 && PyErr_Occurred()) return -1;
    E->budget = v;
    E->has_budget = 1;
    return 0;
}

/* a flag of the engine (an int field at the offset the getset entry gives), as a bool */
static PyObject *Engine_get_flag(Engine *E, void *offset) {
    return PyBool_FromLong(*(int *)((char *)E + (size_t)offset));
}

static int Engine_set_flag(Engine *E, PyObject *value, void *offset) {
    int v = value ? PyObject_IsTrue(value) : 0;
    if (v < 0) return -1;
    *(int *)((char *)E + (size_t)offset) = v;
    return 0;
}

static PyGetSetDef Engine_getset[] = {
    {"nodes", (getter)Engine_get_nodes, (setter)Engine_set_nodes, "positions searched", NULL},
    {"budget", (getter)Engine_get_budget, (setter)Engine_set_budget,
     "the most positions the search may visit (None: no limit)", NULL},
    {"narrow", (getter)Engine_get_flag, (setter)Engine_set_flag,
     "the opponents play only their main cards", (void *)offsetof(Engine, narrow)},
    {"first", (getter)Engine_get_flag, (setter)Engine_set_flag,
     "any line below the bound answers (LineSearch.at_most): the search stops at the first",
     (void *)offsetof(Engine, first)},
    {NULL, NULL, NULL, NULL, NULL},
};

static int seat_bits(PyObject *seq, int *out) {
    PyObject *f = PySequence_Fast(seq, "a sequence of seats");
    if (!f) return -1;
    int m = 0;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(f); i++) {
        long s = PyLong_AsLong(PySequence_Fast_GET_ITEM(f, i));
        if (s == -1 && PyErr_Occurred()) {
            Py_DECREF(f);
            return -1;
        }
        if (s < 0 || s > 3) {
            Py_DECREF(f);
            PyErr_SetString(PyExc_ValueError, "a seat is 0..3");
            return -1;
        }
        m |= 1 << s;
    }
    Py_DECREF(f);
    *out = m;
    return 0;
}

/* Engine(exc, claimer, dummy, trump, side, visible, hidden, free_seats, informed, watched,
 *        forgotten, major, minor, any_order, keep, throw, any_ruff, unblock, loser_any_time,
 *        steps, fixed) */
static int Engine_init(Engine *E, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"exc", "claimer", "dummy", "trump", "side", "visible", "hidden",
                             "free_seats", "informed", "watched", "forgotten", "major",
                             "minor", "any_order", "keep", "throw", "any_ruff", "unblock",
                             "loser_any_time", "steps", "fixed", NULL};
    PyObject *exc, *side, *vis, *hid, *fr, *forgotten, *major, *minor, *keep, *throw_,
        *unblock, *steps, *fixed;
    int claimer, dummy, trump, informed, watched, any_order, any_ruff, loser_any_time;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OiiiOOOOpiOOOiOOpOiOO", kwlist, &exc,
                                     &claimer, &dummy, &trump, &side, &vis, &hid, &fr,
                                     &informed, &watched, &forgotten, &major, &minor,
                                     &any_order, &keep, &throw_, &any_ruff, &unblock,
                                     &loser_any_time, &steps, &fixed))
        return -1;
    if (!PyExceptionClass_Check(exc)) {
        PyErr_SetString(PyExc_TypeError, "exc must be an exception class");
        return -1;
    }
    if (claimer < 0 || claimer > 3 || dummy < -1 || dummy > 3 || trump < -1 || trump > 3) {
        PyErr_SetString(PyExc_ValueError, "claimer, dummy or trump out of range");
        return -1;
    }
    Py_INCREF(exc);
    PyObject *old = E->exc;
    E->exc = exc;
    Py_XDECREF(old);
    E->claimer = claimer;
    E->dummy = dummy;
    E->trump = trump;
    E->tmask = trump >= 0 ? SM(trump) : 0;
    PyObject *sf = PySequence_Fast(side, "side: four booleans");
    if (!sf) return -1;
    if (PySequence_Fast_GET_SIZE(sf) != 4) {
        Py_DECREF(sf);
        PyErr_SetString(PyExc_ValueError, "side: four booleans");
        return -1;
    }
    for (int i = 0; i < 4; i++) {
        int b = PyObject_IsTrue(PySequence_Fast_GET_ITEM(sf, i));
        if (b < 0) {
            Py_DECREF(sf);
            return -1;
        }
        E->side[i] = b;
    }
    Py_DECREF(sf);
    if (seat_bits(vis, &E->visible) < 0 || seat_bits(hid, &E->hidden) < 0
        || seat_bits(fr, &E->free_seats) < 0)
        return -1;
    E->informed = informed;
    E->watched = watched & 15;
    if (get_u64(forgotten, &E->forgotten) < 0 || get_u64(major, &E->major) < 0
        || get_u64(minor, &E->minor) < 0 || get_u64(keep, &E->keep) < 0
        || get_u64(throw_, &E->throw_) < 0)
        return -1;
    E->faced = E->major | E->minor;
    E->any_order = any_order;
    E->any_ruff = any_ruff;
    E->loser_any_time = loser_any_time;
    PyObject *uf = PySequence_Fast(unblock, "unblock: suits (-1: every suit)");
    if (!uf) return -1;
    E->unblock = 0;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(uf); i++) {
        long s = PyLong_AsLong(PySequence_Fast_GET_ITEM(uf, i));
        if (s == -1 && PyErr_Occurred()) {
            Py_DECREF(uf);
            return -1;
        }
        if (s < -1 || s > 3) {
            Py_DECREF(uf);
            PyErr_SetString(PyExc_ValueError, "unblock: a suit is -1..3");
            return -1;
        }
        E->unblock |= s < 0 ? 16 : 1 << s;
    }
    Py_DECREF(uf);
    PyObject *stf = PySequence_Fast(steps, "steps: tuples (code, suit, count, cards, flag)");
    if (!stf) return -1;
    Py_ssize_t ns = PySequence_Fast_GET_SIZE(stf);
    if (ns > MAX_STEPS) {
        Py_DECREF(stf);
        PyErr_SetString(PyExc_ValueError, "too many steps");
        return -1;
    }
    E->nsteps = (int)ns;
    E->cash_cards = 0;
    for (Py_ssize_t i = 0; i < ns; i++) {
        Step *st = &E->steps[i];
        PyObject *cards;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(stf, i), "iiiOi", &st->code, &st->suit,
                              &st->count, &cards, &st->flag)) {
            Py_DECREF(stf);
            return -1;
        }
        if (st->code < DRAW || st->code > CONCEDE || st->suit < -1 || st->suit > 3) {
            Py_DECREF(stf);
            PyErr_SetString(PyExc_ValueError, "a step out of range");
            return -1;
        }
        PyObject *cf = PySequence_Fast(cards, "a step's cards");
        if (!cf) {
            Py_DECREF(stf);
            return -1;
        }
        Py_ssize_t nc = PySequence_Fast_GET_SIZE(cf);
        if (nc > MAX_STEP_CARDS) {
            Py_DECREF(cf);
            Py_DECREF(stf);
            PyErr_SetString(PyExc_ValueError, "too many cards in a step");
            return -1;
        }
        st->ncards = (int)nc;
        for (Py_ssize_t j = 0; j < nc; j++) {
            long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(cf, j));
            if ((c == -1 && PyErr_Occurred()) || c < -1 || c > 51) {
                Py_DECREF(cf);
                Py_DECREF(stf);
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a card is -1..51");
                return -1;
            }
            st->cards[j] = (int)c;
        }
        Py_DECREF(cf);
        /* the steps the reference reads cards[0] / cards[1] of always have them */
        if ((st->code == CROSS && nc < 1) || (st->code == FORCE && nc < 2)) {
            Py_DECREF(stf);
            PyErr_SetString(PyExc_ValueError, "a crossing needs one card, a force-out two");
            return -1;
        }
        if ((st->code == DRAW || st->code == RUN || st->code == FORCE || st->code == FINESSE
             || st->code == CONCEDE) && st->suit < 0) {
            Py_DECREF(stf);
            PyErr_SetString(PyExc_ValueError, "this step needs a suit");
            return -1;
        }
        if (st->code == CASH) {
            for (int j = 0; j < st->ncards; j++) {
                if (st->cards[j] < 0) {
                    Py_DECREF(stf);
                    PyErr_SetString(PyExc_ValueError, "a cashed card is 0..51");
                    return -1;
                }
                E->cash_cards |= BIT(st->cards[j]);
            }
        }
    }
    Py_DECREF(stf);
    PyObject *ff = PySequence_Fast(fixed, "fixed: one suit mask per step index");
    if (!ff) return -1;
    if (PySequence_Fast_GET_SIZE(ff) != ns + 1) {
        Py_DECREF(ff);
        PyErr_SetString(PyExc_ValueError, "fixed: one entry per step, and one more");
        return -1;
    }
    for (Py_ssize_t i = 0; i <= ns; i++) {
        long f = PyLong_AsLong(PySequence_Fast_GET_ITEM(ff, i));
        if (f == -1 && PyErr_Occurred()) {
            Py_DECREF(ff);
            return -1;
        }
        E->fixed[i] = (int)f;
    }
    Py_DECREF(ff);
    E->nodes = 0;
    E->budget = 0;
    E->has_budget = 0;
    E->narrow = 0;
    E->first = 0;
    memo_free(&E->memo);
    return 0;
}

static void Engine_dealloc(Engine *E) {
    PyTypeObject *tp = Py_TYPE(E);
    memo_free(&E->memo);
    Py_CLEAR(E->exc);
    tp->tp_free((PyObject *)E);
    Py_DECREF(tp);
}

static PyType_Slot Engine_slots[] = {
    {Py_tp_doc, "The claim search of one LineSearch (its configuration as plain ints)."},
    {Py_tp_init, Engine_init},
    {Py_tp_new, PyType_GenericNew},
    {Py_tp_dealloc, Engine_dealloc},
    {Py_tp_methods, Engine_methods},
    {Py_tp_getset, Engine_getset},
    {0, NULL},
};

static PyType_Spec Engine_spec = {
    "bridgelaws.claims._csearch.Engine",
    sizeof(Engine),
    0,
    Py_TPFLAGS_DEFAULT,
    Engine_slots,
};

static int module_exec(PyObject *m) {
    for (int i = 0; i < R_COUNT; i++) {
        if (!rule_str[i]) {
            rule_str[i] = PyUnicode_InternFromString(RULE_NAMES[i]);
            if (!rule_str[i]) return -1;
        }
    }
    PyObject *type = PyType_FromSpec(&Engine_spec);
    if (!type) return -1;
    if (PyModule_AddObject(m, "Engine", type) < 0) {
        Py_DECREF(type);
        return -1;
    }
    return 0;
}

static PyModuleDef_Slot module_slots[] = {
    {Py_mod_exec, module_exec},
    {0, NULL},
};

/* ------------------------------------------------------------------------------ double dummy */
/* The double-dummy figure of a small ending (bridgelaws.claims.dd): the most tricks the side of
 * the player to play can take, every card seen, both sides playing best -- what endplay's DDS
 * answers, by a search over the legal cards (equal cards once). */
/* The solver asks "can the side ``me`` (seat parity) take ``target`` tricks from here?" with a
 * table of what is known at trick boundaries (at least ``lo``, at most ``hi`` tricks), and
 * closes in on the figure with such questions. The table is the module's, direct-mapped, its
 * entries of other solves told apart by a generation number. */
#define DD_SLOTS (1 << 14)

typedef struct {
    u64 h[4];
    uint32_t gen;
    int8_t leader, lo, hi;
} DDSlot;

static DDSlot dd_table[DD_SLOTS];
static uint32_t dd_gen;

/* the entry of the hands ``h`` with ``leader`` on lead: keyed on the owners of each suit's
 * cards from the top (only the order of the cards left decides tricks), made empty when it
 * held another position */
static DDSlot *dd_slot(const u64 *h, int leader) {
    u64 k[KEY_WORDS] = {pattern(h, 0), pattern(h, 1), pattern(h, 2), pattern(h, 3), (u64)leader};
    DDSlot *sl = &dd_table[key_hash(k) & (DD_SLOTS - 1)];
    if (sl->gen != dd_gen || sl->leader != leader || memcmp(sl->h, k, sizeof(sl->h))) {
        memcpy(sl->h, k, sizeof(sl->h));
        sl->gen = dd_gen;
        sl->leader = (int8_t)leader;
        sl->lo = 0;
        sl->hi = 13;
    }
    return sl;
}

/* the tricks the hand on lead takes by leading its cards that are above every other hand's
 * card of their suit, one after another (it keeps the lead): at no trumps, or when the
 * opponents hold no trump, of every suit; else of trumps only */
static int dd_quick(const u64 *h, int leader, int trump) {
    u64 others = h[leader ^ 1] | h[leader ^ 2] | h[leader ^ 3];
    int ruff = trump >= 0 && ((h[leader ^ 1] | h[leader ^ 3]) & SM(trump));
    int out = 0;
    for (int s = 0; s < 4; s++) {
        if (ruff && s != trump) continue;
        u64 mine = h[leader] & SM(s);
        u64 theirs = others & SM(s);
        out += POPCOUNT(theirs ? mine & ~((2ULL << high(theirs)) - 1) : mine);
    }
    return out;
}

static int dd_ge(u64 *h, int leader, int *trick, int n, int trump, int me, int target) {
    if (n == 0) {
        if (target <= 0) return 1;
        int left = POPCOUNT(h[leader]);
        if (target > left) return 0;
        DDSlot *sl = dd_slot(h, leader);
        if (sl->lo >= target) return 1;
        if (sl->hi < target) return 0;
        int quick = dd_quick(h, leader, trump);
        if ((leader & 1) == me && quick >= target) return 1;
        if ((leader & 1) != me && left - quick < target) return 0;
    }
    if (n == 4) {
        int w = trick_winner(trump, trick, 4, leader);
        int t2[4];
        return dd_ge(h, w, t2, 0, trump, me, target - ((w & 1) == me));
    }
    int seat = (leader + n) & 3;
    u64 hand = h[seat];
    u64 legal = n && (hand & SM(trick[0] / 13)) ? hand & SM(trick[0] / 13) : hand;
    u64 occupied = h[0] | h[1] | h[2] | h[3];
    for (int i = 0; i < n; i++) occupied |= BIT(trick[i]);
    int cards[52], order[52];
    int m = reps(legal, occupied, cards);
    int maximise = (seat & 1) == me;
    int result = !maximise;
    /* the order tried: on lead, high cards first; following, the cheapest card that takes the
     * lead of the trick first, then the others from the bottom (from the bottom only when
     * partner is winning it) */
    int k = 0;
    if (n == 0) {
        for (int j = m - 1; j >= 0; j--) order[k++] = cards[j];
    } else {
        int win = (leader + n) & 3;
        int first = -1;
        if (((trick_winner(trump, trick, n, leader) ^ seat) & 1) == 1) {
            for (int j = 0; j < m && first < 0; j++) {
                trick[n] = cards[j];
                if (trick_winner(trump, trick, n + 1, leader) == win) first = j;
            }
        }
        if (first >= 0) order[k++] = cards[first];
        for (int j = 0; j < m; j++)
            if (j != first) order[k++] = cards[j];
    }
    for (int j = 0; j < m; j++) {
        int c = order[j];
        h[seat] &= ~BIT(c);
        trick[n] = c;
        int r = dd_ge(h, leader, trick, n + 1, trump, me, target);
        h[seat] |= BIT(c);
        if (r == maximise) {
            result = r;
            break;
        }
    }
    if (n == 0) {
        DDSlot *sl = dd_slot(h, leader);  /* again: the search below may have taken its place */
        if (result && sl->lo < target) sl->lo = (int8_t)target;
        if (!result && sl->hi >= target) sl->hi = (int8_t)(target - 1);
    }
    return result;
}

/* the most tricks the side to play takes: the least target it cannot reach, less one */
static int dd_solve(u64 *h, int leader, int *trick, int n, int trump) {
    int me = ((leader + n) & 3) & 1;
    int lo = 0, hi = POPCOUNT(h[leader]) + (n > 0);  /* the figure lies in [lo, hi] */
    dd_gen++;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (dd_ge(h, leader, trick, n, trump, me, mid)) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

static PyObject *csearch_double_dummy(PyObject *module, PyObject *const *a, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 7) {
        PyErr_SetString(PyExc_TypeError, "double_dummy(h0, h1, h2, h3, leader, trick, strain)");
        return NULL;
    }
    u64 h[4];
    int leader, trick[4], n;
    if (parse_position(a, h, &leader, trick, &n) < 0) return NULL;
    long strain = PyLong_AsLong(a[6]);
    if (strain == -1 && PyErr_Occurred()) return NULL;
    if (strain < 0 || strain > 4) {
        PyErr_SetString(PyExc_ValueError, "strain must be 0..4");
        return NULL;
    }
    int size = POPCOUNT(h[leader]) + (n > 0);
    for (int i = 1; i < 4; i++)
        if (POPCOUNT(h[(leader + i) & 3]) + (i < n) != size) size = 0;
    if (n > 3 || size == 0) {
        PyErr_SetString(PyExc_ValueError, "the hands do not fit one trick in progress");
        return NULL;
    }
    return PyLong_FromLong(dd_solve(h, leader, trick, n, strain == 4 ? -1 : (int)strain));
}

static PyMethodDef module_methods[] = {
    {"double_dummy", (PyCFunction)(void (*)(void))csearch_double_dummy, METH_FASTCALL,
     "double_dummy(h0, h1, h2, h3, leader, trick, strain) -> int: the most tricks the side to "
     "play can take (of the tricks left, the one in progress included), every card seen"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef moduledef = {
    PyModuleDef_HEAD_INIT,
    "bridgelaws.claims._csearch",
    "The claim search of bridgelaws.claims.search.LineSearch, in C.",
    0,
    module_methods,
    module_slots,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__csearch(void) { return PyModuleDef_Init(&moduledef); }
