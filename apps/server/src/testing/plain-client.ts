// A plain HTTP client over a real socket (not inject), for the tests of what a client on the wire
// sees: an answer given before the body has arrived must still reach it, not a reset connection.
import http from 'node:http';

/** What the client saw: the answer, or the socket error (ECONNRESET, EPIPE, timeout). */
export type PlainAnswer = { status: number; body: string } | { error: string };

/**
 * POSTs `body` to the server on 127.0.0.1:`port` as a simple client does: writes all of it (64 KB at
 * a time), and only then reads the answer. Without a content-length in `headers` the body is sent
 * chunked. Gives up after 20 s.
 */
export function postWholeBody(port: number, path: string, headers: http.OutgoingHttpHeaders, body: Buffer) {
  return new Promise<PlainAnswer>((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path, agent: false, headers });
    const failed = (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message });
    request.setTimeout(20_000, () => request.destroy(new Error('timeout')));
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', failed);
    });
    request.on('error', failed);
    let sent = 0;
    const write = () => {
      while (sent < body.length) {
        const piece = body.subarray(sent, sent + 64 * 1024);
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}
