// Test support: a TCP proxy on loopback between a server process and PostgreSQL, which a test cuts
// and restores. A cut resets every connection through it; then new connections are either reset
// on arrival ('reset': the database restarting or failing over) or accepted and never answered
// ('stall': a host gone from the network, where only the client's own time limit helps). Or the
// open connections go silent ('blackhole': a NAT or firewall that forgot them): nothing is closed
// or reset, whatever either side sends is dropped, and new connections are forwarded as usual.
import net from 'node:net';

export interface TcpProxy {
  host: string;
  port: number;
  /** Resets every open connection; new ones are reset or stalled until restore(). */
  cut(mode?: 'reset' | 'stall'): void;
  restore(): void;
  /**
   * Every open connection stops forwarding without a word: both ends stay open, what either
   * sends is read and dropped, until close(). New connections are forwarded (they are new to
   * the NAT). Answers how many went silent.
   */
  blackhole(): number;
  /** Connections currently forwarded. */
  open(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let cut: false | 'reset' | 'stall' = false;
  const stalled = new Set<net.Socket>();
  const silenced = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const drop = (pair: { client: net.Socket; upstream: net.Socket }) => {
    if (!pairs.delete(pair)) return;
    // A reset, not a polite FIN: what a client sees when the database host goes away.
    pair.client.resetAndDestroy();
    pair.upstream.destroy();
  };

  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (cut === 'reset') {
      client.resetAndDestroy();
      return;
    }
    if (cut === 'stall') {
      // Read and drop whatever the client sends; answer nothing.
      stalled.add(client);
      client.on('data', () => undefined);
      client.on('close', () => stalled.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    cut(mode = 'reset') {
      cut = mode;
      for (const pair of [...pairs]) drop(pair);
    },
    restore() {
      cut = false;
      // The stalled attempts are dead ends either way; a client still waiting on one is told so.
      for (const socket of [...stalled]) socket.resetAndDestroy();
    },
    blackhole() {
      const count = pairs.size;
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        silenced.add(pair);
        pair.client.unpipe(pair.upstream);
        pair.upstream.unpipe(pair.client);
        // Read and thrown away, so that neither end sees back-pressure either.
        for (const socket of [pair.client, pair.upstream]) {
          socket.removeAllListeners('data');
          socket.on('data', () => undefined);
          socket.resume();
        }
      }
      return count;
    },
    open: () => pairs.size,
    close() {
      cut = 'reset';
      for (const pair of [...pairs]) drop(pair);
      for (const pair of [...silenced]) {
        pair.client.resetAndDestroy();
        pair.upstream.destroy();
      }
      silenced.clear();
      for (const socket of [...stalled]) socket.resetAndDestroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
