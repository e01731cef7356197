// A fragment's atoms read as words and quantities, and cut into segments of one product each:
// "갈비 3박스 불고기 2박스" is two segments, "3 cs pork belly 2 cs brisket" too.
import type { Atom, Fragment } from './atoms';
import { digitNumber, koreanNumber, LONGEST_NUMBER_WORD } from './numbers';
import { isTimesMark, splitUnitSuffix, unitOf, type TextUnit } from './units';

/** How much a segment asks for, as written: a number and its unit (none: the item's own). */
export interface Quantity {
  value: number;
  unit: TextUnit | null;
}

/** A word of a segment (a product's name, or words around it). */
export interface Word {
  text: string;
  start: number;
  end: number;
  gluedNext: boolean;
}

/** The part of a message that asks for one product: its words, its quantity if any, and where it is. */
export interface Segment {
  words: Word[];
  quantity: Quantity | null;
  start: number;
  end: number;
}

type Token =
  | { kind: 'word'; word: Word }
  | { kind: 'quantity'; quantity: Quantity; start: number; end: number }
  | { kind: 'separator' };

/** Words that join two products in one breath: "갈비 and 불고기", "목살 그리고 삼겹살". */
const JOINERS = new Set(['and', 'n', '그리고', '하고', '및', '또', '랑', '이랑']);

const word = (atom: Atom, text = atom.text, start = atom.start, end = atom.end): Token => ({
  kind: 'word',
  word: { text, start, end, gluedNext: atom.gluedNext },
});

/** A number in digits or a Korean word ("세"), with whether it needs a unit after it. */
function numberOf(text: string): { value: number; needsUnit: boolean } | null {
  const digits = digitNumber(text);
  if (digits !== null) return { value: digits, needsUnit: false };
  return koreanNumber(text);
}

/**
 * A Hangul atom ending in a unit: "두박스" (a quantity), "갈비두박스" (a name, then a quantity), or
 * null. Only a number word right before the unit makes it one ("소개" is no quantity).
 */
function gluedQuantity(atom: Atom): Token[] | null {
  const split = splitUnitSuffix(atom.text);
  if (!split) return null;
  const { head, unit } = split;
  const whole = koreanNumber(head);
  if (whole) return [{ kind: 'quantity', quantity: { value: whole.value, unit }, start: atom.start, end: atom.end }];
  for (let n = Math.min(LONGEST_NUMBER_WORD, head.length - 1); n >= 1; n--) {
    const num = koreanNumber(head.slice(head.length - n));
    if (!num) continue;
    const cut = atom.start + head.length - n;
    return [
      word(atom, head.slice(0, head.length - n), atom.start, cut),
      { kind: 'quantity', quantity: { value: num.value, unit }, start: cut, end: atom.end },
    ];
  }
  return null;
}

/** The fragment as words, quantities and joiners. */
function tokensOf(atoms: Fragment): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i]!;
    const next = atoms[i + 1];
    if (JOINERS.has(atom.text)) {
      tokens.push({ kind: 'separator' });
      continue;
    }
    // "x3", "× 3"
    if (isTimesMark(atom.text) && next && digitNumber(next.text) !== null) {
      const after = atoms[i + 2];
      const unit = after ? unitOf(after.text) : null;
      const end = unit ? after!.end : next.end;
      tokens.push({ kind: 'quantity', quantity: { value: digitNumber(next.text)!, unit }, start: atom.start, end });
      i += unit ? 2 : 1;
      continue;
    }
    const num = numberOf(atom.text);
    if (num) {
      const unit = next ? unitOf(next.text) : null;
      if (unit) {
        tokens.push({ kind: 'quantity', quantity: { value: num.value, unit }, start: atom.start, end: next!.end });
        i += 1;
        continue;
      }
      if (next && isTimesMark(next.text)) {
        tokens.push({ kind: 'quantity', quantity: { value: num.value, unit: null }, start: atom.start, end: next.end });
        i += 1;
        continue;
      }
      // A number glued to another word is part of it ("3시에", "2번", "10am"), not a quantity.
      if (!num.needsUnit && !(atom.gluedNext && next)) {
        tokens.push({ kind: 'quantity', quantity: { value: num.value, unit: null }, start: atom.start, end: atom.end });
        continue;
      }
    }
    tokens.push(...(gluedQuantity(atom) ?? [word(atom)]));
  }
  return tokens;
}

function segment(tokens: Token[]): Segment | null {
  const words: Word[] = [];
  let quantity: Quantity | null = null;
  let start = Infinity;
  let end = -1;
  for (const token of tokens) {
    if (token.kind === 'separator') continue;
    const [s, e] = token.kind === 'word' ? [token.word.start, token.word.end] : [token.start, token.end];
    start = Math.min(start, s);
    end = Math.max(end, e);
    if (token.kind === 'word') words.push(token.word);
    else quantity ??= token.quantity;
  }
  return end < 0 ? null : { words, quantity, start, end };
}

/**
 * Cuts a run of tokens at its quantities when it has several: after each ("갈비 3박스 불고기 2박스")
 * or, when it starts with one, before each ("3박스 갈비 2박스 불고기").
 */
function cutAtQuantities(tokens: Token[]): Token[][] {
  const count = tokens.filter((t) => t.kind === 'quantity').length;
  if (count < 2) return [tokens];
  const quantityFirst = tokens[0]!.kind === 'quantity';
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (const token of tokens) {
    if (quantityFirst && token.kind === 'quantity' && run.length > 0) {
      runs.push(run);
      run = [];
    }
    run.push(token);
    if (!quantityFirst && token.kind === 'quantity') {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** A fragment's segments, in order: one per product it seems to ask for. */
export function segmentsOf(fragment: Fragment): Segment[] {
  const tokens = tokensOf(fragment);
  const runs: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === 'separator') runs.push([]);
    else runs[runs.length - 1]!.push(token);
  }
  return runs.flatMap(cutAtQuantities).flatMap((run) => {
    const s = segment(run);
    return s ? [s] : [];
  });
}
