import type { Claim } from './queries';

/**
 * A claim's photos as thumbnails, each a link to the photo in full size in a new tab (the
 * session cookie goes with the address). `label(n)`: the link's name, saying it opens a new tab.
 */
export function ClaimPhotos({ photos, label }: { photos: Claim['photos']; label: (n: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="claim-thumbs">
      {photos.map((p, i) => (
        <li key={p.id} className="claim-thumb">
          <a href={p.url} target="_blank" rel="noopener" aria-label={label(i + 1)}>
            <img className="claim-thumb-img" src={p.url} alt="" loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
