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
