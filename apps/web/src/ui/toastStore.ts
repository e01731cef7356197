// The toast queue: a tiny store any module can push to (pages, the lazy session code, the drawer).
// Rendering lives in Toast.tsx; this file has no React so it is unit tested in Node.

type ToastVariant = 'success' | 'error' | 'warning' | 'info';

/** A link (e.g. "Log in", "View in Cart") or a button (e.g. "Accept Cookies & Add to Cart"). */
type ToastAction = { label: string; to: string } | { label: string; onClick: () => void };

export interface ToastInput {
  /** Already translated. */
  title: string;
  text?: string;
  variant?: ToastVariant;
  /** Clamped to 3-10 s (the spec's 3-8 s, and 10 s for the cart's cookie prompt). Defaults: 4 s, 6 s for errors and warnings. */
  durationMs?: number;
  /** An optional link or button shown in the toast; choosing it dismisses the toast. */
  action?: ToastAction;
  /**
   * Moves keyboard focus to the action (for a prompt the user just asked for with the keyboard,
   * whose only way on is the action); focus goes back where it was when the toast goes.
   */
  focusAction?: boolean;
  /** A new toast of the same group replaces the old one (a form's previous outcome is stale). */
  group?: string;
  /**
   * Raised as part of a move to another page ("Login successful." and then the profile, "Recall
   * created." and then the recall): it outlives the next navigation, to be read on the page it
   * leads to, and ends with the new page after that like any other.
   */
  forNextPage?: boolean;
}

export interface Toast extends Required<Omit<ToastInput, 'text' | 'action' | 'group' | 'focusAction' | 'forNextPage'>> {
  id: number;
  text?: string;
  action?: ToastAction;
  focusAction?: boolean;
  group?: string;
  forNextPage?: boolean;
}

const TOAST_MIN_MS = 3000;
/** The cart's cookie prompt stays 10 s (catalogue spec section 9); other toasts ask for 3-8 s. */
const TOAST_MAX_MS = 10_000;
/** More would push the page out of view on a phone; the oldest goes first. */
export const TOAST_MAX_VISIBLE = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function toastDuration(input: Pick<ToastInput, 'durationMs' | 'variant'>): number {
  const fallback = input.variant === 'error' || input.variant === 'warning' ? 6000 : 4000;
  const ms = input.durationMs ?? fallback;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, ms));
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const t: Toast = {
    id,
    title: input.title,
    variant: input.variant ?? 'info',
    durationMs: toastDuration(input),
  };
  if (input.text) t.text = input.text;
  if (input.action) t.action = input.action;
  if (input.focusAction) t.focusAction = true;
  if (input.forNextPage) t.forNextPage = true;
  const kept = input.group ? toasts.filter((x) => x.group !== input.group) : toasts;
  if (input.group) t.group = input.group;
  toasts = [...kept, t].slice(-TOAST_MAX_VISIBLE);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

/**
 * The address changed (lib/router's onNavigation, wired in ui/Toast.tsx). On a new page the toasts
 * end: they speak of a page that is gone ("Saved.", "Added to Cart!" with its link) and would hide
 * the top of the new one. A toast raised for this move (forNextPage) stays, and whatever the move
 * was it now belongs to the page shown, so the next new page ends it like any other.
 */
export function toastsAfterNavigation(newPage: boolean): void {
  const next = toasts
    .filter((t) => !newPage || t.forNextPage)
    .map((t) => {
      if (!t.forNextPage) return t;
      const { forNextPage: _raisedForThisMove, ...rest } = t;
      return rest;
    });
  if (next.length === toasts.length && next.every((t, i) => t === toasts[i])) return;
  toasts = next;
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

// Where toasts show. A modal <dialog> sits in the browser's top layer, above anything a z-index
// can lift, and makes the rest of the page inert (under its backdrop, unreachable, unheard by
// screen readers). So while one is open it lends an element inside itself and the toasts are
// shown there: above the dialog, clickable and announced. Dialogs opened over dialogs stack; the
// last one opened holds the toasts.

const hosts: Element[] = [];

/** Shows the toasts inside `el` until the returned function is called (idempotent). */
export function lendToastHost(el: Element): () => void {
  hosts.push(el);
  emit();
  let returned = false;
  return () => {
    if (returned) return;
    returned = true;
    const i = hosts.lastIndexOf(el);
    if (i >= 0) hosts.splice(i, 1);
    emit();
  };
}

/** The element the toasts show in, or null for the page's own toast region. */
export function getToastHost(): Element | null {
  return hosts.at(-1) ?? null;
}
