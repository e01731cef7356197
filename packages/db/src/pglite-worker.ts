// The worker thread the server's PGlite runs in (pglite-thread.ts starts it and speaks to it):
// statements come in as messages and their rows go back, with the shared parsers applied here
// (pglite.ts), so what arrives is what PGlite in the server's own thread would have answered.
// Statements are answered in the order they came: PGlite runs one at a time, and the Kysely
// driver on the other side sends a transaction's statements one after another. Bundled beside
// the server as dist/pglite-worker.js (apps/server/build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite';
import { serializeError, type FromWorker, type PgliteWorkerData, type ToWorker } from './pglite-protocol';

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread');
const port = parentPort;
const { dataDir } = workerData as PgliteWorkerData;

// Failing to open is thrown: the thread ends, and its starter reports the error.
const instance = await openPglite(dataDir);
const unlisten = new Map<string, () => Promise<void>>();
const reply = (message: FromWorker) => port.postMessage(message);

async function answer(message: ToWorker): Promise<FromWorker & { id: number }> {
  switch (message.op) {
    case 'query': {
      const { rows, affectedRows } = await instance.query(message.sql, message.params);
      return { id: message.id, result: { rows, ...(affectedRows === undefined ? {} : { affectedRows }) } };
    }
    case 'listen': {
      if (!unlisten.has(message.channel)) {
        const channel = message.channel;
        unlisten.set(channel, await instance.listen(channel, (payload) => reply({ channel, payload })));
      }
      return { id: message.id, result: null };
    }
    case 'unlisten': {
      const stop = unlisten.get(message.channel);
      unlisten.delete(message.channel);
      await stop?.();
      return { id: message.id, result: null };
    }
    case 'close': {
      await instance.close();
      return { id: message.id, result: null };
    }
  }
}

port.on('message', (message: ToWorker) => {
  answer(message).then(reply, (error: unknown) => reply({ id: message.id, error: serializeError(error) }));
});
reply({ ready: true });
