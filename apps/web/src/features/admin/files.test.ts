import { describe, expect, it } from 'vitest';
import { readFailure } from '../../lib/failure';
import { fetchFile, viewableType } from './files';

const fakeFetch = (res: Response) => (async () => res) as unknown as typeof fetch;

describe('signed document files', () => {
  it('renders only PDF, JPEG and PNG', () => {
    expect(viewableType('application/pdf')).toBe('application/pdf');
    expect(viewableType('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(viewableType('image/svg+xml')).toBeNull();
    expect(viewableType('text/html')).toBeNull();
    expect(viewableType(null)).toBeNull();
  });

  it('re-types the fetched bytes from the allowlist', async () => {
    const pdf = await fetchFile(
      '/x',
      fakeFetch(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    );
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toBe('%PDF-1.7');
    const html = await fetchFile(
      '/x',
      fakeFetch(new Response('<script>', { headers: { 'content-type': 'text/html' } })),
    );
    expect(html.type).toBe('application/octet-stream');
  });

  it('turns a refused link into a server refusal with its message', async () => {
    const refused = fetchFile(
      '/x',
      fakeFetch(
        new Response(
          JSON.stringify({ error: 'This download link is invalid or has expired.', code: 'http.signedLinkRefused' }),
          { status: 403 },
        ),
      ),
    );
    const err: unknown = await refused.catch((e: unknown) => e);
    expect(readFailure(err)).toMatchObject({
      status: 403,
      code: 'http.signedLinkRefused',
      message: 'This download link is invalid or has expired.',
    });
    const down = fetchFile('/x', (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    expect(readFailure(await down.catch((e: unknown) => e)).status).toBeNull();
  });
});
