// A renewed document does not lift an expired block by itself. The demo admin puts a resale
// certificate on the demo buyer's company and moves its date to yesterday: checkout refuses the
// company's orders. The owner then uploads a 40-byte junk PDF dated 2030: checkout must still
// refuse (403 documents.resaleExpired) and the renewal waits among the admin's renewals to review,
// which only an admin may accept. The admin accepts it at the end, so later probes find the
// company able to order.

/** The warehouse's calendar day (Los Angeles), `offset` days from today: 'YYYY-MM-DD'. */
function businessDay(offset) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offset * 86_400_000));
}

/** A multipart body: the fields first, then the file. */
function documentForm(documentType, expiresOn, name, bytes) {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('expiresOn', expiresOn);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  return form;
}

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function renewals({ send, check, newClient, signIn, trpcGet, admin: adminUser }) {
  const owner = await signIn(newClient());
  const admin = await signIn(newClient(), adminUser);
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  const json = (res) => {
    try {
      return JSON.parse(res.text);
    } catch {
      return {};
    }
  };

  // The company's certificate, on file, expired yesterday.
  const filed = await send('POST', `/api/company/documents?company=${owner.userId}`, {
    headers: adminAuth,
    raw: documentForm(
      'resale-certificate',
      businessDay(30),
      'probe certificate.pdf',
      new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    ),
  });
  const certificate = json(filed).data?.id;
  const expired = certificate
    ? await send('PUT', `/api/admin/documents/${certificate}/expiry`, {
        headers: adminAuth,
        body: { expires_on: businessDay(-1) },
      })
    : { status: 0 };
  if (filed.status !== 201 || expired.status !== 200) {
    return check(
      'a renewal upload does not lift an expired certificate',
      'set-up: an expired certificate on file (201, 200)',
      `${filed.status}, ${expired.status}`,
      false,
    );
  }

  // An order the company would place: one box, a week ahead.
  const days =
    json(await send('GET', trpcGet('orders.pickupSlots', undefined), { headers: ownerAuth })).result?.data ?? [];
  const weekAhead = Date.now() + 7 * 86_400_000;
  const slot = days.flatMap((d) => d.windows).find((w) => new Date(w.start).getTime() >= weekAhead)?.slot;
  const item = json(await send('GET', '/api/items')).data?.find(
    (i) => !String(i.spec).includes('C.W') && i.price < 100,
  );
  const checkout = () =>
    send('POST', '/api/orders', {
      headers: ownerAuth,
      body: { pickup_slot: slot, cart_items: [{ id: item?.id, quantity: 1 }] },
    });
  const before = await checkout();

  // The owner's renewal: 40 bytes of "PDF" dated 2030.
  const junk = new TextEncoder().encode('%PDF-1.4\n' + ' '.repeat(25) + '%%EOF\n');
  const uploaded = await send('POST', '/api/company/documents', {
    headers: ownerAuth,
    raw: documentForm('resale-certificate', '2030-12-31', 'junk.pdf', junk),
  });
  const renewal = json(uploaded).data;
  const after = await checkout();
  check(
    'an expired certificate, then a 40-byte junk PDF dated 2030 uploaded by the owner',
    'upload 201 (pending); checkout 403 documents.resaleExpired before and after',
    `upload ${uploaded.status} (${renewal?.review_status}, ${junk.byteLength} bytes); checkout ${before.status} ${json(before).code}, then ${after.status} ${json(after).code}`,
    uploaded.status === 201 &&
      renewal?.review_status === 'pending' &&
      before.status === 403 &&
      json(before).code === 'documents.resaleExpired' &&
      after.status === 403 &&
      json(after).code === 'documents.resaleExpired',
  );

  // Only staff review it: listed for the admin, refused to the owner.
  const listed = json(await send('GET', '/api/admin/documents/renewals', { headers: adminAuth })).data ?? [];
  const byOwner = await send('POST', `/api/admin/documents/${renewal?.id}/accept`, {
    headers: ownerAuth,
    body: { expires_on: '2030-12-31' },
  });
  const ownerList = await send('GET', '/api/admin/documents/renewals', { headers: ownerAuth });
  check(
    'the renewal waits among the admin’s renewals to review; the owner cannot accept it',
    'listed for the admin; the owner 403 on accept and on the list',
    `listed ${listed.some((r) => r.document_id === renewal?.id)}; owner accept ${byOwner.status}, list ${ownerList.status}`,
    listed.some((r) => r.document_id === renewal?.id) && byOwner.status === 403 && ownerList.status === 403,
  );

  // The admin accepts it with the date read on it: the company may order again.
  const accepted = await send('POST', `/api/admin/documents/${renewal?.id}/accept`, {
    headers: adminAuth,
    body: { expires_on: '2030-12-31' },
  });
  const documents = json(await send('GET', '/api/company/documents', { headers: ownerAuth })).data;
  check(
    'the admin accepts the renewal',
    '200; the company’s checkout reads ok',
    `${accepted.status}; ${documents?.resale_check}`,
    accepted.status === 200 && documents?.resale_check === 'ok',
  );
}
