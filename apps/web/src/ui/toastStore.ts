// The toast queue: a tiny store any module can push to (pages, the lazy session code, the drawer).
// Rendering lives in Toast.tsx; this file has no React so it is unit tested in Node.

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  /** Already translated. */
  title: string;
  text?: string;
  variant?: ToastVariant;
  /** Clamped to the spec's 3-8 s. Defaults: 4 s, 6 s for errors and warnings. */
  durationMs?: number;
  /** An optional link shown in the toast (e.g. "Log in"). */
  action?: { label: string; to: string };
  /** A new toast of the same group replaces the old one (a form's previous outcome is stale). */
  group?: string;
}

export interface Toast extends Required<Omit<ToastInput, 'text' | 'action' | 'group'>> {
  id: number;
  text?: string;
  action?: { label: string; to: string };
  group?: string;
}

export const TOAST_MIN_MS = 3000;
export const TOAST_MAX_MS = 8000;
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

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
