// A test's own HTTP server on a free loopback port, and how to stop it: connections still open (a held or hanging
// request among them) are cut, so closing never waits for a client.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listenOnLoopback(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
