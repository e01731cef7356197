import { useId, useState, type ReactNode } from 'react';

/** A heading with a toggle button that shows or hides its panel (accessible disclosure). */
export function Disclosure({
  title,
  defaultOpen = false,
  headingLevel = 2,
  children,
}: {
  title: ReactNode;
  defaultOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const H = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="disclosure">
      <H className="disclosure-heading">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <span>{title}</span>
          <svg className="chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </H>
      <div id={id} className="disclosure-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
