import { describe, expect, it } from 'vitest';
import {
  dismissToast,
  getToastHost,
  getToasts,
  lendToastHost,
  subscribeToasts,
  toast,
  toastDuration,
  TOAST_MAX_VISIBLE,
  toastsAfterNavigation,
} from './toastStore';

describe('toasts', () => {
  it('keeps durations within 3-10 s (10 s: the cookie prompt), longer by default for errors and warnings', () => {
    expect(toastDuration({})).toBe(4000);
    expect(toastDuration({ variant: 'warning' })).toBe(6000);
    expect(toastDuration({ durationMs: 1000 })).toBe(3000);
    expect(toastDuration({ durationMs: 10_000 })).toBe(10_000);
    expect(toastDuration({ durationMs: 60_000 })).toBe(10_000);
  });
  it('queues, notifies, caps the visible count and dismisses by id', () => {
    let notified = 0;
    const off = subscribeToasts(() => notified++);
    const ids = Array.from({ length: TOAST_MAX_VISIBLE + 1 }, (_, i) => toast({ title: `t${i}`, variant: 'success' }));
    expect(getToasts().map((t) => t.title)).toEqual(['t1', 't2', 't3']);
    dismissToast(ids[2] as number);
    expect(getToasts().map((t) => t.title)).toEqual(['t1', 't3']);
    expect(notified).toBe(TOAST_MAX_VISIBLE + 2);
    off();
  });
  it('a toast of the same group replaces the previous one', () => {
    for (const t of getToasts()) dismissToast(t.id);
    toast({ title: 'Invalid email.', group: 'login' });
    toast({ title: 'other' });
    toast({ title: 'Login successful.', group: 'login' });
    expect(getToasts().map((t) => t.title)).toEqual(['other', 'Login successful.']);
  });
  it('shows in the last open dialog that lent a place, else in the page', () => {
    let notified = 0;
    const off = subscribeToasts(() => notified++);
    const editor = { name: 'editor' } as unknown as Element;
    const confirm = { name: 'confirm' } as unknown as Element;
    expect(getToastHost()).toBeNull();
    const releaseEditor = lendToastHost(editor);
    expect(getToastHost()).toBe(editor);
    const releaseConfirm = lendToastHost(confirm);
    expect(getToastHost()).toBe(confirm);
    releaseConfirm();
    releaseConfirm(); // twice is once
    expect(getToastHost()).toBe(editor);
    releaseEditor();
    expect(getToastHost()).toBeNull();
    expect(notified).toBe(4);
    off();
  });
});

describe('toasts and page changes', () => {
  const titles = () => getToasts().map((t) => t.title);
  const clear = () => {
    for (const t of getToasts()) dismissToast(t.id);
  };

  it('a new page ends the toasts of the page left', () => {
    clear();
    toast({ title: 'Added to Cart!', variant: 'success' });
    toast({ title: 'Failed Adding to Cart!', variant: 'error' });
    let notified = 0;
    const off = subscribeToasts(() => notified++);
    toastsAfterNavigation(true);
    expect(titles()).toEqual([]);
    expect(notified).toBe(1);
    toastsAfterNavigation(true); // nothing left: nobody is told
    expect(notified).toBe(1);
    off();
  });

  it('the same page at another address (a view of it, a filter, a hash) keeps them', () => {
    clear();
    toast({ title: 'Status changed.' });
    toastsAfterNavigation(false);
    expect(titles()).toEqual(['Status changed.']);
  });

  it('a toast raised for the move is shown on the page it leads to, and ends with the one after', () => {
    clear();
    toast({ title: 'Saved.' });
    toast({ title: 'Login successful.', forNextPage: true });
    toastsAfterNavigation(true);
    expect(titles()).toEqual(['Login successful.']);
    expect(getToasts()[0]?.forNextPage).toBeUndefined();
    toastsAfterNavigation(true);
    expect(titles()).toEqual([]);
  });

  it('a move that stays on the page also uses up a toast raised for it', () => {
    clear();
    toast({ title: 'Price list deleted.', forNextPage: true });
    toastsAfterNavigation(false);
    expect(titles()).toEqual(['Price list deleted.']);
    toastsAfterNavigation(true);
    expect(titles()).toEqual([]);
  });

  it('keeps the same toast objects when nothing changes (no re-render, timers run on)', () => {
    clear();
    toast({ title: 'Saved.' });
    const before = getToasts();
    toastsAfterNavigation(false);
    expect(getToasts()).toBe(before);
  });
});
