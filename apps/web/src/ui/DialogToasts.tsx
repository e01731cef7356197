import { useLayoutEffect, useRef } from 'react';
import { Regions } from './Toast';
import type { Toast } from './toastStore';

/**
 * The toasts inside an open dialog. Not drawn over the dialog: the toasts sit at the foot of the
 * screen, and the dialog's backdrop keeps that strip free (--dialog-toasts-h, measured here, in
 * Dialog.css and modal.css), so the dialog's box gets shorter and scrolls rather than being
 * covered. Drawing them over its top would hide its title and close button (the sheet starts 24 px
 * from the top); and they cannot go outside it: a modal dialog leaves the page behind it
 * unreachable by Tab (its focus trap) and unheard by screen readers (aria-modal), so the toast's
 * action could not be reached and its words might not be read.
 */
export default function DialogToasts({ label, list, host }: { label: string; list: readonly Toast[]; host: Element }) {
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = section.current;
    const backdrop = host.closest<HTMLElement>('.modal-backdrop');
    if (!el || !backdrop) return;
    const measure = () => {
      if (!el.querySelector('.toast')) {
        backdrop.style.removeProperty('--dialog-toasts-h');
        return;
      }
      // From the top of the toasts to the foot of the screen (their offset and the safe area
      // included), and a gap above them.
      backdrop.style.setProperty(
        '--dialog-toasts-h',
        `${Math.ceil(window.innerHeight - el.getBoundingClientRect().top + 8)}px`,
      );
    };
    measure();
    // The cards arrive as their chunk loads, and wrap differently when the screen turns.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      backdrop.style.removeProperty('--dialog-toasts-h');
    };
  }, [host, list]);
  return (
    <section ref={section} className="toaster toaster-in-dialog" aria-label={label}>
      <Regions list={list} />
    </section>
  );
}
