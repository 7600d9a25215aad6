import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './own-server';

export interface DatabaseRelay {
  /** DATABASE_URL through the relay. */
  url: string;
  /** The database stops answering: open connections are cut, new ones refused. */
  cut: () => Promise<void>;
  /** The database answers again, on the same address. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A TCP relay in front of PostgreSQL, so a test can take the database away from a running server
 * and bring it back with its data intact (a stopped PostgreSQL would take every other test's
 * database with it; a dropped database cannot come back).
 */
export async function startDatabaseRelay(databaseUrl: string): Promise<DatabaseRelay> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const relay = (client: Socket) => {
    const upstream = connect(targetPort, target.hostname);
    const pair = [client, upstream];
    const end = () => {
      for (const socket of pair) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const restore = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(relay);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve();
      });
    });

  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await restore();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut, restore, close: cut };
}
