import WebSocket from 'ws';

/**
 * A socket.io receiver as cheap as the `ws` ceiling's clients: the engine.io v4 / socket.io v5
 * wire over one plain `ws` connection, without socket.io-client's transports, parser objects
 * and event emitters. It connects with `auth` (`40{auth}` → `40{sid}`), answers pings (`2` → `3`),
 * emits with an acknowledgement (`42<id>[...]` → `43<id>[...]`) and hands each event
 * (`42[name, payload]`) to its listeners after one JSON.parse. Text packets only: the gateway
 * sends no binary. What socket.io-client does besides (reconnection, buffering, polling) a
 * receiver that only measures does not need.
 */
export type WireReceiver = {
  on(event: string, listener: (payload: unknown) => void): void;
  /** The length of the last event packet received, for comparing bytes with a ceiling. */
  readonly eventBytes: number;
  emit(event: string, payload: unknown): void;
  emitWithAck(event: string, payload: unknown): Promise<unknown>;
  close(): void;
};

export function connectWire(url: string, auth: Record<string, unknown>) {
  const endpoint = `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const ws = new WebSocket(endpoint);
  const listeners = new Map<string, Array<(payload: unknown) => void>>();
  const acks = new Map<number, (args: unknown[]) => void>();
  let nextAck = 0;
  let eventBytes = 0;
  const receiver: WireReceiver = {
    get eventBytes() {
      return eventBytes;
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    emit(event, payload) {
      ws.send(`42${JSON.stringify([event, payload])}`);
    },
    emitWithAck(event, payload) {
      const id = nextAck++;
      ws.send(`42${id}${JSON.stringify([event, payload])}`);
      return new Promise((resolve) => acks.set(id, (args) => resolve(args[0])));
    },
    close: () => ws.close(),
  };
  return new Promise<WireReceiver>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('42')) {
        eventBytes = text.length;
        const [event, payload] = parseEvent(text);
        for (const listener of listeners.get(event) ?? []) listener(payload);
      } else if (text === '2') ws.send('3');
      else if (text.startsWith('43')) answer(text.slice(2));
      else if (text.startsWith('0')) ws.send(`40${JSON.stringify(auth)}`);
      else if (text.startsWith('40')) resolve(receiver);
      else if (text.startsWith('44')) {
        ws.close();
        reject(new Error(`connect refused: ${text.slice(2)}`));
      }
    });
  });

  function answer(packet: string) {
    const start = packet.indexOf('[');
    const id = Number(packet.slice(0, start));
    acks.get(id)?.(JSON.parse(packet.slice(start)) as unknown[]);
    acks.delete(id);
  }
}

/** An event packet's name and payload: `42[name, payload]`, one JSON.parse. */
export const parseEvent = (text: string) => JSON.parse(text.slice(2)) as [string, unknown];
