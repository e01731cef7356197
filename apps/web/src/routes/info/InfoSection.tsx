import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** One section of an info page, named by its heading (the section's accessible name). */
export function InfoSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  /** A look of its own besides the section's. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `info-section ${className}` : 'info-section'} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** An info page's closing call: a heading, a line, then the way (or ways) to act. */
export function InfoCta({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <InfoSection id={id} heading={heading} className="info-cta">
      <p>{text}</p>
      {children}
    </InfoSection>
  );
}

/** The closing call of a page whose one way on is to write to us: the Contact page's button. */
export function ContactCta({
  id,
  heading,
  text,
  button,
}: {
  id: string;
  heading: string;
  text: string;
  button: string;
}) {
  return (
    <InfoCta id={id} heading={heading} text={text}>
      <Link className="btn btn-primary" to="/contact">
        {button}
      </Link>
    </InfoCta>
  );
}

/** A titled paragraph of a policy (a part of the terms, a kind of cookie). */
export function PolicyPart({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="info-policy-part">
      <h3>{heading}</h3>
      <p>{text}</p>
    </div>
  );
}

/** The classes of a numbered list's two looks: points in a grid, or steps joined by a line. */
const NUMBERED_LOOKS = {
  points: { list: 'info-points', item: 'info-point', number: 'info-badge' },
  steps: { list: 'info-steps', item: 'info-step', number: 'info-step-num' },
} as const;

/**
 * A numbered list of an info page, one entry a key: its number, large and decorative (hidden
 * from screen readers, which count the list's items), then what `children` draws for the key.
 */
export function NumberedList<K extends string>({
  look,
  keys,
  children,
}: {
  look: keyof typeof NUMBERED_LOOKS;
  keys: readonly K[];
  children: (key: K, n: number) => ReactNode;
}) {
  const classes = NUMBERED_LOOKS[look];
  return (
    <ol className={classes.list}>
      {keys.map((key, i) => (
        <li key={key} className={classes.item}>
          <span className={classes.number} aria-hidden="true">
            {i + 1}
          </span>
          <div>{children(key, i + 1)}</div>
        </li>
      ))}
    </ol>
  );
}
