import { useId, useState, type ReactNode } from 'react';

/**
 * One question of an accordion (WAI-ARIA accordion pattern): a heading holding a button with
 * aria-expanded / aria-controls, and a region labelled by that button. Each item opens on its
 * own, so several answers can be compared at once.
 */
export function AccordionItem({ question, children }: { question: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-q`;
  const panelId = `${id}-a`;
  return (
    <div className="info-acc-item">
      <h3 className="info-acc-heading">
        <button
          id={buttonId}
          type="button"
          className="info-acc-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{question}</span>
          <svg
            className="info-acc-chevron"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="info-acc-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
