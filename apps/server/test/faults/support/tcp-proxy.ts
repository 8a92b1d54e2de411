import { createServer, connect, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Stops forwarding bytes both ways and keeps every socket open: a hung peer, a black hole. */
  freeze(): void;
  /** Forwards again, including whatever was held back. */
  unfreeze(): void;
  close(): Promise<void>;
};

/** A loopback TCP proxy to `127.0.0.1:targetPort` that can freeze, for hung-database tests. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let frozen = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (frozen) socket.pause();
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    // No pipe(): pipe() resumes a paused source on 'drain'; a frozen proxy must stay silent.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    unfreeze() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
