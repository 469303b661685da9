import net from 'node:net';

export type ProxyMode = 'up' | 'down' | 'frozen';

export interface DbProxy {
  /** The database URL with the proxy's port in place of the server's. */
  url: string;
  /** up: forwards; down: every connection is dropped at once (server stopped); frozen: accepted, never answered. */
  set: (mode: ProxyMode) => void;
  /** Drops every open connection and keeps forwarding new ones (pg_terminate_backend, a failover). */
  cut: () => void;
  close: () => Promise<void>;
}

/**
 * A TCP proxy in front of the test PostgreSQL, so one test can take "the database" away (down, frozen, cut)
 * without touching the server the other test files share.
 */
export async function startDbProxy(databaseUrl: string): Promise<DbProxy> {
  const target = new URL(databaseUrl);
  let mode: ProxyMode = 'up';
  const open = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
    s.on('error', () => s.destroy());
  };
  const dropAll = () => {
    for (const s of open) s.destroy();
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'down') return client.destroy();
    if (mode === 'frozen') return client.pause();
    const upstream = net.connect(Number(target.port), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    set: (next) => {
      mode = next;
      if (next === 'down') dropAll();
      // a frozen server keeps its connections open and answers nothing
      if (next === 'frozen') for (const s of open) s.pause();
      if (next === 'up') for (const s of open) s.resume();
    },
    cut: dropAll,
    close: () => {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
