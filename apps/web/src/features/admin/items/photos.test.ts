import { describe, expect, it } from 'vitest';
import {
  addChosenPhotos,
  checkPhotoFile,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  previewImage,
  readUploadAnswer,
  uploadPhoto,
  uploadQueue,
  type UploadAnswer,
} from './photos';
import type { AdminItem } from './queries';

const item = { id: 7, slug: 'beef-bulgogi', style: 'marinated', images: 2 } as AdminItem;

describe('checkPhotoFile', () => {
  it('takes JPEG, PNG, WebP and AVIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'IMAGE/JPEG'])
      expect(checkPhotoFile({ type, size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
    expect(checkPhotoFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: '', size: 10 })).toBe('type');
  });
});

describe('readUploadAnswer', () => {
  it('reads the item from a success', () => {
    expect(readUploadAnswer(200, { success: true, data: { ...item, images: 3 } })).toEqual({
      ok: true,
      item: { ...item, images: 3 },
    });
  });

  it('keeps the server’s words for a refusal, not for a 5xx', () => {
    expect(readUploadAnswer(400, { success: false, error: 'The file is not an image' })).toEqual({
      ok: false,
      status: 400,
      message: 'The file is not an image',
    });
    expect(readUploadAnswer(413, { success: false, error: 'File too large' })).toEqual({
      ok: false,
      status: 413,
      message: 'File too large',
    });
    // A coded refusal keeps its code and values, for the page to word in the admin's language.
    expect(
      readUploadAnswer(400, {
        success: false,
        error: 'A product has at most 12 photos',
        code: 'photos.tooMany',
        params: { max: 12 },
      }),
    ).toEqual({
      ok: false,
      status: 400,
      message: 'A product has at most 12 photos',
      code: 'photos.tooMany',
      params: { max: 12 },
    });
    expect(readUploadAnswer(500, { success: false, error: 'stack trace' })).toEqual({
      ok: false,
      status: 500,
      message: null,
    });
    expect(readUploadAnswer(502, null)).toEqual({ ok: false, status: 502, message: null });
    // A 200 without the item is not a success.
    expect(readUploadAnswer(200, { success: true })).toMatchObject({ ok: false });
  });
});

describe('previewImage', () => {
  it('is the storefront’s URL, with ?v= only after an upload in this page', () => {
    expect(previewImage(item, 1)).toEqual({
      avif: '/products/marinated/beef-bulgogi/01.avif',
      jpg: '/products/marinated/beef-bulgogi/01.jpg',
    });
    expect(previewImage(item, 2, 42)).toEqual({
      avif: '/products/marinated/beef-bulgogi/02.avif?v=42',
      jpg: '/products/marinated/beef-bulgogi/02.jpg?v=42',
    });
  });
});

/** Just what uploadPhoto touches of XMLHttpRequest. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('uploadPhoto', () => {
  it('posts the file (and the photo to replace) with the session cookie, reporting progress', async () => {
    const xhr = new FakeXhr();
    const progress: number[] = [];
    const file = Object.assign(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
      name: 'cut.jpg',
    });
    const pending = uploadPhoto(
      { itemId: 7, file, replace: 2, onProgress: (p) => progress.push(p) },
      () => xhr as unknown as XMLHttpRequest,
    );
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.headers.accept]).toEqual([
      'POST',
      '/api/admin/items/7/images',
      true,
      'application/json',
    ]);
    expect(xhr.body?.get('replace')).toBe('2');
    expect((xhr.body?.get('file') as File).name).toBe('cut.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ success: true, data: item });
    xhr.onload?.();
    expect(await pending).toEqual({ ok: true, item });
    expect(progress).toEqual([0.5]);
  });

  it('answers status 0 when the network fails, and reads a non-JSON answer', async () => {
    const failing = new FakeXhr();
    const a = uploadPhoto({ itemId: 7, file: new Blob(['x']) }, () => failing as unknown as XMLHttpRequest);
    expect(failing.body?.has('replace')).toBe(false);
    failing.onerror?.();
    expect(await a).toEqual({ ok: false, status: 0, message: null });

    const html = new FakeXhr();
    const b = uploadPhoto({ itemId: 7, file: new Blob(['x']) }, () => html as unknown as XMLHttpRequest);
    html.status = 413;
    html.responseText = '<html>Request Entity Too Large</html>';
    html.onload?.();
    expect(await b).toEqual({ ok: false, status: 413, message: null });
  });
});

describe('the Add product form’s photos', () => {
  const jpg = (name: string, size = 1000) => ({ name, type: 'image/jpeg', size });

  it('adds the chosen photos after those already chosen, and says which it leaves out and why', () => {
    const first = addChosenPhotos(
      [],
      [jpg('a.jpg'), { name: 'b.gif', type: 'image/gif', size: 10 }, jpg('c.jpg', PHOTO_MAX_BYTES + 1)],
    );
    expect(first.photos.map((f) => f.name)).toEqual(['a.jpg']);
    expect(first.refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.gif', 'type'],
      ['c.jpg', 'size'],
    ]);
    const second = addChosenPhotos(first.photos, [jpg('d.jpg')]);
    expect(second.photos.map((f) => f.name)).toEqual(['a.jpg', 'd.jpg']);
    expect(second.refused).toEqual([]);
  });

  it('keeps to the server’s limit of photos per product', () => {
    const chosen = Array.from({ length: PHOTO_MAX_COUNT + 2 }, (_, i) => jpg(`${i + 1}.jpg`));
    const { photos, refused } = addChosenPhotos([], chosen);
    expect(photos).toHaveLength(PHOTO_MAX_COUNT);
    expect(refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['13.jpg', 'count'],
      ['14.jpg', 'count'],
    ]);
  });
});

describe('uploadQueue', () => {
  const file = (name: string) => Object.assign(new Blob(['x'], { type: 'image/jpeg' }), { name });
  const saved = (images: number): UploadAnswer => ({ ok: true, item: { ...item, images } });
  const refused = (status: number, message: string | null = null): UploadAnswer => ({ ok: false, status, message });

  it('uploads one photo after the other and goes on past a failed one: the product keeps what was saved', async () => {
    const order: string[] = [];
    const answers = [saved(1), refused(400, 'The file is not an image'), saved(2)];
    const files = [file('a.jpg'), file('b.jpg'), file('c.jpg')];
    const result = await uploadQueue(files, async (f, i) => {
      order.push(`${f.name}#${i}`);
      return answers[i]!;
    });
    expect(order).toEqual(['a.jpg#0', 'b.jpg#1', 'c.jpg#2']);
    expect(result.sent).toBe(2);
    expect(result.item?.images).toBe(2);
    expect(result.failed.map((f) => [f.file.name, f.answer.message])).toEqual([['b.jpg', 'The file is not an image']]);
    expect(result.refused).toBeNull();
  });

  it('stops at a 401/403, counting the rest as not saved, and when the editor is gone', async () => {
    const files = [file('a.jpg'), file('b.jpg'), file('c.jpg')];
    let calls = 0;
    const result = await uploadQueue(files, async () => (++calls === 1 ? saved(1) : refused(401)));
    expect(calls).toBe(2);
    expect(result.refused).toEqual(refused(401));
    expect(result.failed.map((f) => f.file.name)).toEqual(['b.jpg', 'c.jpg']);

    let sent = 0;
    let gone = false;
    const cut = await uploadQueue(
      files,
      async () => {
        sent += 1;
        gone = true;
        return saved(sent);
      },
      () => gone,
    );
    expect(sent).toBe(1);
    expect(cut.sent).toBe(1);
    expect(cut.failed).toEqual([]);
  });
});
