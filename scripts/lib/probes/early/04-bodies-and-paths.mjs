// The first review's probes of bodies and paths: a cut-off multipart upload, build metadata, the
// app's pages for any client and product images by name, and a 5 MB body to JSON routes.

/** @param {import('../index.mjs').ProbeContext} ctx */
export default async function bodiesAndPaths({ send, check }) {
  // 9. A cut-off multipart body to an upload route.
  {
    const boundary = 'probe-boundary';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut here`;
    const res = await send('POST', '/api/s3/upload/document', {
      raw,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    check('a truncated multipart upload', '400', res.status, res.status === 400);
  }
  // 10. Build metadata is not served.
  {
    const res = await send('GET', '/.vite/manifest.json');
    check('/.vite/manifest.json', '404', res.status, res.status === 404);
  }
  // 11. The app's pages answer any client (Accept */*); unknown paths stay 404. Product images by name.
  {
    const app = await send('GET', '/', { headers: { accept: '*/*' } });
    if (app.headers.get('content-type')?.includes('text/html')) {
      const statuses = [];
      for (const page of ['/wholesale/marinated', '/wholesale/product/1', '/admin/dashboard', '/profile/user/1']) {
        statuses.push((await send('GET', page, { headers: { accept: '*/*' } })).status);
      }
      const unknown = await send('GET', '/no-such-page', { headers: { accept: '*/*' } });
      check(
        'client routes with Accept */*; an unknown path',
        '200 ×4; 404',
        `${statuses.join(', ')}; ${unknown.status}`,
        statuses.every((s) => s === 200) && unknown.status === 404,
      );
    } else {
      check(
        'client routes with Accept */*',
        'the web app is served',
        `GET / answered ${app.status} without HTML (server started without the web build?)`,
        false,
      );
    }
    const listing = JSON.parse((await send('GET', '/api/items/style/marinated')).text).data;
    const item = listing.find((i) => i.images > 0) ?? listing[0];
    const byName = await send('GET', `/products/${item.style}/${encodeURIComponent(item.name)}/01.avif`, {
      redirect: 'manual',
    });
    check(
      'a product image by the spec’s name path',
      '200 or a redirect to the file',
      `${byName.status} ${byName.headers.get('location') ?? ''}`,
      byName.status === 200 || byName.status === 301 || byName.status === 308,
    );
  }
  // 12. A 5 MB body to JSON routes: always its 413, never a reset connection.
  {
    const big = JSON.stringify({ email: 'x@probe.test', password: 'x'.repeat(5 * 1024 * 1024) });
    const outcomes = [];
    for (const url of ['/api/users/login', '/api/inquiries', '/api/users/signup', '/trpc/auth.login']) {
      for (let i = 0; i < 3; i++) {
        try {
          outcomes.push(
            (await send('POST', url, { raw: big, headers: { 'content-type': 'application/json' } })).status,
          );
        } catch (err) {
          outcomes.push(`connection error (${err.cause?.code ?? err.message})`);
        }
      }
    }
    check(
      'a 5 MB body to 4 JSON routes, 3 times each',
      '413 every time',
      [...new Set(outcomes)].join(', '),
      outcomes.every((s) => s === 413),
    );
  }
}
