/* The short road of bridgelaws.table.Table for a card, in C: Table._apply_normal's CardPlayed
 * branch and Table.complete_trick, for a correct card played in turn at a quiet table (no
 * irregularity recorded, nothing asked, no claim, no lead restriction, no card played early,
 * no designated penalty card, no seat missing from the trick).
 *
 * table.py is the reference: fold_card changes the table's fields exactly as those two
 * methods do, or changes nothing and returns False (the table then takes its Python roads,
 * which decide what the card is). tests/test_table_invariants.py folds random records, correct
 * and irregular, by this road, by the Python short road and by the full road, and compares
 * the tables field by field.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>

typedef uint64_t u64;

/* set once by setup(): the classes and constants of table.py */
static PyObject *card_played_type;  /* bridgelaws.events.CardPlayed */
static PyObject *card_type;         /* bridgelaws.cards.Card */
static PyObject *trick_type;        /* bridgelaws.play.Trick */
static PyObject *phase_play;        /* Phase.PLAY */
static PyObject *phase_complete;    /* Phase.COMPLETE */
static PyObject *after;             /* _AFTER: after[seat][n], the seat n places after seat */

/* the offsets of the slots read on every card (CardPlayed.seat, .card, .extra; Card.index,
 * .suit), found by setup() from the classes' member descriptors: read straight from the
 * object, as the descriptors do, without an attribute lookup */
static Py_ssize_t off_seat = -1, off_card = -1, off_extra = -1, off_index = -1, off_suit = -1;

/* the object in the slot at ``offset`` of ``obj`` (borrowed); NULL with AttributeError when
 * the slot is empty */
static PyObject *slot(PyObject *obj, Py_ssize_t offset) {
    PyObject *v = *(PyObject **)((char *)obj + offset);
    if (v == NULL) PyErr_SetString(PyExc_AttributeError, "an empty slot");
    return v;
}

/* interned names */
static PyObject *s_irregularities, *s_pending, *s_claim_event, *s_pending_judgment,
    *s_lead_restrictions, *s_early, *s_designated, *s_phase, *s_trick_leader, *s_trick_cards,
    *s_trick_missing, *s_hands, *s_events, *s_tricks, *s_winners, *s_played_mask, *s_contract,
    *s_dummy_exposed, *s_strain;

#define SUIT_MASK(s) (0x1FFFULL << (13 * (s)))

/* d[name], borrowed; NULL (no exception set) when missing */
static PyObject *field(PyObject *d, PyObject *name) { return PyDict_GetItemWithError(d, name); }

/* a true value of a container field (an empty list or dict is false) */
static int truthy(PyObject *d, PyObject *name, int *out) {
    PyObject *v = field(d, name);
    if (v == NULL) return PyErr_Occurred() ? -1 : (*out = 0, 0);
    int t = PyObject_IsTrue(v);
    if (t < 0) return -1;
    *out = t;
    return 0;
}

static int long_attr(PyObject *obj, PyObject *name, long long *out) {
    PyObject *v = PyObject_GetAttr(obj, name);
    if (v == NULL) return -1;
    long long x = PyLong_AsLongLong(v);
    Py_DECREF(v);
    if (x == -1 && PyErr_Occurred()) return -1;
    *out = x;
    return 0;
}

/* an int slot of a Card (its index or suit) */
static int card_int(PyObject *card, Py_ssize_t offset, long long *out) {
    if ((PyObject *)Py_TYPE(card) != card_type) {
        PyErr_SetString(PyExc_TypeError, "a card is a bridgelaws.cards.Card");
        return -1;
    }
    PyObject *v = slot(card, offset);
    if (v == NULL) return -1;
    long long x = PyLong_AsLongLong(v);
    if (x == -1 && PyErr_Occurred()) return -1;
    *out = x;
    return 0;
}

/* Table.complete_trick for four cards and nobody missing (the only trick a quiet table
 * completes): 0, or -1 with an exception set */
static int complete_trick(PyObject *d, PyObject *leader, long lead, PyObject *cards) {
    PyObject *contract = field(d, s_contract);
    if (contract == NULL || contract == Py_None) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_AssertionError, "a trick without contract");
        return -1;
    }
    long long strain;
    if (long_attr(contract, s_strain, &strain) < 0) return -1;
    long trump = strain < 4 ? (long)strain : -1;  /* notrump: no trump suit */
    /* winning_index (play.py): the highest trump, else the highest card of the suit led */
    long best = 0, best_suit = -1, best_index = -1;
    u64 played = 0;
    for (Py_ssize_t i = 0; i < 4; i++) {
        PyObject *c = PyList_GET_ITEM(cards, i);
        long long suit, index;
        if (card_int(c, off_suit, &suit) < 0 || card_int(c, off_index, &index) < 0) return -1;
        played |= 1ULL << index;
        if (i == 0) {
            best_suit = (long)suit, best_index = (long)index;
        } else if (suit == best_suit) {
            if (index > best_index) best = (long)i, best_index = (long)index;
        } else if (suit == trump) {
            best = (long)i, best_suit = (long)suit, best_index = (long)index;
        }
    }
    PyObject *winner = PyTuple_GET_ITEM(PyTuple_GET_ITEM(after, lead), best);
    PyObject *old = field(d, s_played_mask);
    if (old == NULL) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_KeyError, "played_mask");
        return -1;
    }
    u64 mask = PyLong_AsUnsignedLongLong(old);
    if (mask == (u64)-1 && PyErr_Occurred()) return -1;
    PyObject *new_mask = PyLong_FromUnsignedLongLong(mask | played);
    if (new_mask == NULL) return -1;
    int err = PyDict_SetItem(d, s_played_mask, new_mask);
    Py_DECREF(new_mask);
    if (err < 0) return -1;
    PyObject *quitted = PyList_AsTuple(cards);
    if (quitted == NULL) return -1;
    PyObject *trick = PyObject_CallFunctionObjArgs(trick_type, leader, quitted, NULL);
    Py_DECREF(quitted);
    if (trick == NULL) return -1;
    PyObject *tricks = field(d, s_tricks), *winners = field(d, s_winners);
    if (tricks == NULL || winners == NULL || !PyList_Check(tricks) || !PyList_Check(winners)) {
        Py_DECREF(trick);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "tricks and winners are lists");
        return -1;
    }
    err = PyList_Append(tricks, trick);
    Py_DECREF(trick);
    if (err < 0 || PyList_Append(winners, winner) < 0) return -1;
    PyObject *empty = PyList_New(0);
    if (empty == NULL) return -1;
    err = PyDict_SetItem(d, s_trick_cards, empty);
    Py_DECREF(empty);
    if (err < 0) return -1;
    if (PyList_GET_SIZE(tricks) == 13) {
        if (PyDict_SetItem(d, s_trick_leader, Py_None) < 0) return -1;
        return PyDict_SetItem(d, s_phase, phase_complete);
    }
    return PyDict_SetItem(d, s_trick_leader, winner);
}

/* the fold: 1 when the card was folded, 0 when the table must take its Python roads (nothing
 * changed), -1 with an exception set */
static int fold(PyObject *d, PyObject *event) {
    if (card_played_type == NULL || (PyObject *)Py_TYPE(event) != card_played_type)
        return 0;
    /* quiet: the inline test of Table.apply */
    static PyObject **containers[] = {&s_irregularities, &s_lead_restrictions, &s_early,
                                      &s_designated};
    for (size_t i = 0; i < sizeof containers / sizeof containers[0]; i++) {
        int t;
        if (truthy(d, *containers[i], &t) < 0) return -1;
        if (t) return 0;
    }
    static PyObject **nones[] = {&s_pending, &s_claim_event, &s_pending_judgment,
                                 &s_trick_missing};
    for (size_t i = 0; i < sizeof nones / sizeof nones[0]; i++) {
        PyObject *v = field(d, *nones[i]);
        if (v == NULL && PyErr_Occurred()) return -1;
        if (v != NULL && v != Py_None) return 0;
    }
    /* Table._apply_normal, CardPlayed */
    PyObject *leader = field(d, s_trick_leader);
    if (leader == NULL && PyErr_Occurred()) return -1;
    PyObject *phase = field(d, s_phase);
    if (phase == NULL && PyErr_Occurred()) return -1;
    if (phase != phase_play || leader == NULL || leader == Py_None) return 0;
    PyObject *extra = slot(event, off_extra);
    if (extra == NULL) return -1;
    if (extra != Py_None) return 0;
    PyObject *cards = field(d, s_trick_cards), *hands = field(d, s_hands),
             *events = field(d, s_events);
    if ((cards == NULL || hands == NULL || events == NULL) && PyErr_Occurred()) return -1;
    if (cards == NULL || hands == NULL || events == NULL || !PyList_CheckExact(cards)
        || !PyList_CheckExact(hands) || !PyList_CheckExact(events)
        || PyList_GET_SIZE(hands) != 4)
        return 0;
    long lead = PyLong_AsLong(leader);
    if (lead == -1 && PyErr_Occurred()) return -1;
    if (lead < 0 || lead > 3) return 0;
    Py_ssize_t n = PyList_GET_SIZE(cards);
    if (n > 3) return 0;
    PyObject *seat = slot(event, off_seat);
    if (seat == NULL) return -1;
    /* the seat whose turn it is, the very object (as ``is`` in table.py) */
    if (seat != PyTuple_GET_ITEM(PyTuple_GET_ITEM(after, lead), n)) return 0;
    long s = PyLong_AsLong(seat);
    if (s == -1 && PyErr_Occurred()) return -1;
    PyObject *card = slot(event, off_card);
    if (card == NULL) return -1;
    if ((PyObject *)Py_TYPE(card) != card_type) return 0;
    long long index;
    if (card_int(card, off_index, &index) < 0) return -1;
    if (index < 0 || index > 51) return 0;
    u64 mask = 1ULL << index;
    u64 hand = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(hands, s));
    if (hand == (u64)-1 && PyErr_Occurred()) return -1;
    if (!(hand & mask)) return 0;
    if (n) {  /* Law 44C: follow suit when able */
        long long suit;
        if (card_int(PyList_GET_ITEM(cards, 0), off_suit, &suit) < 0) return -1;
        u64 follow = hand & SUIT_MASK(suit);
        if (follow && !(follow & mask)) return 0;
    }
    /* the card stands: what _apply_normal does */
    PyObject *left = PyLong_FromUnsignedLongLong(hand & ~mask);
    if (left == NULL) return -1;
    if (PyList_Append(events, event) < 0) { Py_DECREF(left); return -1; }
    PyList_SetItem(hands, s, left);  /* steals left */
    if (PyList_Append(cards, card) < 0) return -1;
    if (n + 1 == 4) {
        if (complete_trick(d, leader, lead, cards) < 0) return -1;
    } else if (n == 0) {
        PyObject *tricks = field(d, s_tricks);
        if (tricks == NULL && PyErr_Occurred()) return -1;
        if (tricks != NULL && PyObject_Length(tricks) == 0
            && PyDict_SetItem(d, s_dummy_exposed, Py_True) < 0)  /* Law 41C/41D */
            return -1;
    }
    return 1;
}

/* fold_card(table.__dict__, event) -> bool: see the top of the file */
static PyObject *fold_card(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 2 || !PyDict_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "fold_card(table.__dict__, event)");
        return NULL;
    }
    int r = fold(args[0], args[1]);
    if (r < 0) return NULL;
    return PyBool_FromLong(r);
}

/* the offset of the member (slot) ``name`` of ``type``, or -1 with an exception set */
static Py_ssize_t member_offset(PyObject *type, const char *name) {
    PyObject *descr = PyObject_GetAttrString(type, name);
    if (descr == NULL) return -1;
    Py_ssize_t offset = -1;
    if (Py_TYPE(descr) == &PyMemberDescr_Type
        && ((PyMemberDescrObject *)descr)->d_member->type == T_OBJECT_EX)
        offset = ((PyMemberDescrObject *)descr)->d_member->offset;
    else
        PyErr_Format(PyExc_TypeError, "%s is not a slot", name);
    Py_DECREF(descr);
    return offset;
}

/* setup(CardPlayed, Card, Trick, Phase.PLAY, Phase.COMPLETE, _AFTER) */
static PyObject *setup(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 6 || !PyType_Check(args[0]) || !PyType_Check(args[1])
        || !PyTuple_Check(args[5]) || PyTuple_GET_SIZE(args[5]) != 4) {
        PyErr_SetString(PyExc_TypeError,
                        "setup(CardPlayed, Card, Trick, PLAY, COMPLETE, _AFTER)");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < 4; i++) {
        PyObject *row = PyTuple_GET_ITEM(args[5], i);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) < 4) {
            PyErr_SetString(PyExc_TypeError, "_AFTER[seat] is a tuple of four seats");
            return NULL;
        }
    }
    struct { Py_ssize_t *slot; int type; const char *name; } members[] = {
        {&off_seat, 0, "seat"}, {&off_card, 0, "card"}, {&off_extra, 0, "extra"},
        {&off_index, 1, "index"}, {&off_suit, 1, "suit"},
    };
    for (size_t i = 0; i < sizeof members / sizeof members[0]; i++) {
        Py_ssize_t offset = member_offset(args[members[i].type], members[i].name);
        if (offset < 0) return NULL;
        *members[i].slot = offset;
    }
    PyObject **slots[] = {&card_played_type, &card_type, &trick_type, &phase_play,
                          &phase_complete, &after};
    for (Py_ssize_t i = 0; i < 6; i++) {
        Py_INCREF(args[i]);
        Py_XSETREF(*slots[i], args[i]);
    }
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"fold_card", (PyCFunction)(void (*)(void))fold_card, METH_FASTCALL,
     "fold_card(table.__dict__, event) -> bool: fold a correct card at a quiet table."},
    {"setup", (PyCFunction)(void (*)(void))setup, METH_FASTCALL,
     "setup(CardPlayed, Card, Trick, Phase.PLAY, Phase.COMPLETE, _AFTER)."},
    {NULL, NULL, 0, NULL},
};

static int intern_names(void) {
    struct { PyObject **slot; const char *name; } names[] = {
        {&s_irregularities, "irregularities"}, {&s_pending, "pending"},
        {&s_claim_event, "claim_event"}, {&s_pending_judgment, "pending_judgment"},
        {&s_lead_restrictions, "lead_restrictions"}, {&s_early, "early"},
        {&s_designated, "designated"}, {&s_phase, "phase"}, {&s_trick_leader, "trick_leader"},
        {&s_trick_cards, "trick_cards"}, {&s_trick_missing, "trick_missing"},
        {&s_hands, "hands"}, {&s_events, "events"}, {&s_tricks, "tricks"},
        {&s_winners, "winners"}, {&s_played_mask, "played_mask"}, {&s_contract, "contract"},
        {&s_dummy_exposed, "dummy_exposed"}, {&s_strain, "strain"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (*names[i].slot == NULL) {
            *names[i].slot = PyUnicode_InternFromString(names[i].name);
            if (*names[i].slot == NULL) return -1;
        }
    }
    return 0;
}

static int exec_module(PyObject *module) {
    (void)module;
    return intern_names();
}

static PyModuleDef_Slot module_slots[] = {
    {Py_mod_exec, exec_module},
    {0, NULL},
};

static struct PyModuleDef moduledef = {
    PyModuleDef_HEAD_INIT,
    "bridgelaws._cfold",
    "The short road of Table for a correct card at a quiet table, in C (see table.py).",
    0,
    methods,
    module_slots,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__cfold(void) { return PyModuleDef_Init(&moduledef); }
