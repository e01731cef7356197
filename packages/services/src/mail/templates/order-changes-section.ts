// A change to a pending order, as the change mails (order-changed, order-change-notice) list it:
// the lines added, removed or changed, the pickup and the note, in text and in HTML.
import { z } from 'zod';
import { isCatchWeight } from '@wholesale/rules';
import { oneLine, type TemplateContext } from './common';
import { lineItem, pickupWindow, presentNote, unitCount, type PickupWindowData } from './order-common';
import { bullets, type MailPart } from './parts';
import { formatPickupSlot } from './pickup-slot';

const changedLine = z
  .object({
    name: z.string().trim().min(1).max(300),
    spec: z.string().max(100),
    /** null: the line was added */
    fromQuantity: z.number().int().positive().nullable(),
    /** null: the line was removed */
    toQuantity: z.number().int().positive().nullable(),
  })
  // A line neither before nor after the change says nothing: a bug in the caller, not a change.
  .refine((l) => l.fromQuantity !== null || l.toQuantity !== null, {
    message: 'a changed line needs a quantity before or after',
  });
export type ChangedLine = z.infer<typeof changedLine>;

const noteText = z.string().max(500).nullable();

/**
 * What a change to a pending order changed. Lines are listed as the caller gives them: a
 * substitution is one removed line and one added line; a cancellation may list none.
 */
export const orderChanges = z.object({
  lines: z.array(changedLine).max(200),
  /** the pickup window was moved */
  pickup: z.object({ from: pickupWindow, to: pickupWindow }).optional(),
  /** the note for the warehouse changed (null: no note) */
  note: z.object({ from: noteText, to: noteText }).optional(),
});
export type OrderChangesData = z.infer<typeof orderChanges>;

function changedLineItem(ctx: TemplateContext, line: ChangedLine): string {
  const t = ctx.LL.mail.orderChanges;
  const item = lineItem(ctx, line);
  const count = (n: number) => unitCount(ctx, isCatchWeight(line.spec), n);
  const { fromQuantity: from, toQuantity: to } = line;
  if (from === null) {
    // the schema refuses such a line; rendering one unparsed must not invent a quantity
    if (to === null) throw new Error('a changed line needs a quantity before or after');
    return t.added({ item, quantity: count(to) });
  }
  if (to === null) return t.removed({ item, quantity: count(from) });
  return t.quantity({ item, from: count(from), to: count(to) });
}

/** A note inside a one-line list item: its line breaks become spaces; an empty one says so. */
function noteInLine(ctx: TemplateContext, note: string | null): string {
  return presentNote(note === null ? undefined : oneLine(note)) ?? ctx.LL.mail.orderChanges.noNote();
}

/** Each change in words, one item each: lines first, then the pickup window, then the note. */
export function changeItems(ctx: TemplateContext, changes: OrderChangesData): string[] {
  const t = ctx.LL.mail.orderChanges;
  const slot = (p: PickupWindowData) => formatPickupSlot(ctx.locale, p.start, p.end);
  return [
    ...changes.lines.map((line) => changedLineItem(ctx, line)),
    ...(changes.pickup ? [t.pickup({ from: slot(changes.pickup.from), to: slot(changes.pickup.to) })] : []),
    ...(changes.note
      ? [t.note({ from: noteInLine(ctx, changes.note.from), to: noteInLine(ctx, changes.note.to) })]
      : []),
  ];
}

/** The 'What changed' section, or nothing when no change is listed. */
export function changes(ctx: TemplateContext, data: OrderChangesData): MailPart | null {
  const items = changeItems(ctx, data);
  return items.length > 0 ? bullets(ctx.LL.mail.orderChanges.heading(), items) : null;
}
