// A message cut into the pieces the parser reads: fragments (a line, or a part of one between
// commas and the like), and in each the atoms: runs of digits, of Latin letters, of Hangul, with
// where they stand in the message (a proposed line quotes its part of the message) and whether the
// next atom follows with no space ("3박스" is 3 glued to 박스; "3시에" is a time, not 3 of 시에).

export interface Atom {
  /** lower case */
  text: string;
  /** offsets in the message (NFC) */
  start: number;
  end: number;
  /** the next atom of the fragment follows with nothing between */
  gluedNext: boolean;
}

/** A fragment: the atoms between separators, in order. */
export type Fragment = Atom[];

/** Characters that end a sentence or introduce a list, when a space or the end follows them. */
const SENTENCE_ENDS = new Set(['.', '!', '?', ':', '~']);

/** Characters that separate the lines of an order written on one line. */
const SEPARATORS = new Set([',', '，', '、', ';', '；', '/', '|', '·', '•', '\n', '\r']);

const OPENERS = new Set(['(', '（', '[']);
const CLOSERS = new Set([')', '）', ']']);

type Kind = 'digit' | 'latin' | 'hangul' | 'other';

function kindOf(ch: string): Kind {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return 'digit';
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7))
    return 'latin';
  if ((c >= 0xac00 && c <= 0xd7a3) || (c >= 0x3131 && c <= 0x318e)) return 'hangul';
  return 'other';
}

/** The "times" marks, kept as atoms of their own ("x3", "3×"); 'x' is a Latin letter too. */
const TIMES = new Set(['×', '*']);

/**
 * The message's fragments, in order. One pass over the characters: no pattern reads the text, so
 * its length bounds the work (the door has bounded the length).
 */
export function fragmentsOf(message: string): Fragment[] {
  const fragments: Fragment[] = [];
  let atoms: Atom[] = [];
  let start = -1;
  let kind: Kind = 'other';
  // Whether no atom has been read since the line began: "1." or "2)" there numbers the list.
  let lineFresh = true;
  // Brackets open on this line: a comma inside one is part of a name, as the catalogue writes
  // names ("닭 다리 (뼈, 껍 포함)"), not a new line of the order.
  let depth = 0;
  const closeAtom = (end: number, glued: boolean) => {
    if (start < 0) return;
    const numbering = lineFresh && kind === 'digit' && (message[end] === '.' || message[end] === ')');
    if (!numbering) atoms.push({ text: message.slice(start, end).toLowerCase(), start, end, gluedNext: glued });
    lineFresh = false;
    start = -1;
  };
  const closeFragment = () => {
    if (atoms.length > 0) {
      atoms[atoms.length - 1]!.gluedNext = false;
      fragments.push(atoms);
    }
    atoms = [];
  };
  for (let i = 0; i < message.length; i++) {
    const ch = message[i]!;
    let k = kindOf(ch);
    // A decimal point between digits belongs to the number ("2.5"); a dash between digits makes
    // one word of a phone number or a date ("010-1234-5678"), which is no quantity.
    if ((ch === '.' || ch === '-') && kind === 'digit' && start >= 0 && kindOf(message[i + 1] ?? ' ') === 'digit')
      k = 'digit';
    if (k === kind && start >= 0 && k !== 'other') continue;
    // A change of kind ends the atom; it is glued to the next when this character starts one.
    const startsAtom = k !== 'other' || TIMES.has(ch);
    closeAtom(i, startsAtom);
    // A sentence's end (". ", "! ", "? ") or a colon ends a fragment too ("Need for Friday: 6 cs …").
    const ends = SENTENCE_ENDS.has(ch) && k === 'other' && (i + 1 >= message.length || /\s/.test(message[i + 1]!));
    if (OPENERS.has(ch)) depth += 1;
    else if (CLOSERS.has(ch)) depth = Math.max(0, depth - 1);
    const lineBreak = ch === '\n' || ch === '\r';
    if ((SEPARATORS.has(ch) && (depth === 0 || lineBreak)) || ends) {
      closeFragment();
      if (lineBreak) depth = 0;
      if (ch === '\n') lineFresh = true;
    } else if (TIMES.has(ch)) {
      atoms.push({ text: 'x', start: i, end: i + 1, gluedNext: kindOf(message[i + 1] ?? ' ') === 'digit' });
    } else if (k !== 'other') {
      start = i;
    }
    kind = k;
  }
  closeAtom(message.length, false);
  closeFragment();
  return fragments;
}
