import { Link } from '../lib/router';

interface LinkTarget {
  to: string;
  text: string;
}

/** A page's way on as its main button and a second way beside it, both links (a page's end, a dead end). */
export function LinkPair({ main, other }: { main: LinkTarget; other: LinkTarget }) {
  return (
    <>
      <Link className="btn btn-primary" to={main.to}>
        {main.text}
      </Link>
      <Link className="btn btn-secondary" to={other.to}>
        {other.text}
      </Link>
    </>
  );
}
