import {
  io as connectSocket,
  type Socket,
  type SocketOptions,
  type ManagerOptions,
} from 'socket.io-client';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Members and sockets over real HTTP, for the fault suite's server processes. */

export type ProcessMember = {
  email: string;
  userId: string;
  accessToken: string;
  headers: Record<string, string>;
};

export async function call(
  baseUrl: string,
  member: ProcessMember | undefined,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<{ status: number; body: { data?: unknown; message?: string } }> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(member?.headers ?? {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** Signs a member up, verifies the address through the dev mailbox, and signs in. */
export async function signUp(
  baseUrl: string,
  password = 'Correct-horse-9',
): Promise<ProcessMember> {
  const email = `fault.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await call(baseUrl, undefined, 'POST', '/auth/register', {
    email,
    password,
    firstName: 'Fault',
    lastName: 'Member',
    acceptTerms: true,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const mails = (await call(baseUrl, undefined, 'GET', '/dev/mailbox')).body.data as Array<{
    to: string;
    text: string;
  }>;
  const token = mails
    .find((mail) => mail.to === email)
    ?.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification mail for ${email}`);
  await call(baseUrl, undefined, 'POST', '/auth/verify-email', { token });
  const session = await call(baseUrl, undefined, 'POST', '/auth/login', { email, password });
  if (session.status !== 200) throw new Error(`login: ${session.status}`);
  const data = session.body.data as { accessToken: string; user: { _id: string } };
  return {
    email,
    userId: data.user._id,
    accessToken: data.accessToken,
    headers: { authorization: `Bearer ${data.accessToken}` },
  };
}

/** `a` asks, `b` accepts. */
export async function connect(baseUrl: string, a: ProcessMember, b: ProcessMember) {
  const asked = await call(baseUrl, a, 'POST', '/connections/request', { userId: b.userId });
  const id = (asked.body.data as { _id: string })._id;
  await call(baseUrl, b, 'POST', '/connections/response', {
    connectionId: id,
    status: 'CONNECTED',
  });
}

export async function openSocket(
  baseUrl: string,
  member: ProcessMember,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<Socket> {
  const socket = connectSocket(baseUrl, {
    auth: { token: member.accessToken },
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect')), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return socket;
}

export function ask<T = { data?: unknown; error?: { status: number; message: string } }>(
  socket: Socket,
  event: string,
  payload: object,
  timeoutMs = 10_000,
): Promise<T> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}

/** Resolves when `predicate` holds, checking every `everyMs`; throws after `withinMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { withinMs = 20_000, everyMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * A fresh, empty database on the machine's PostgreSQL (127.0.0.1:5432, user postgres), for
 * instances that must share data; dropped afterwards. The cluster itself is never touched.
 */
export async function createScratchDatabase(
  adminUrl = process.env.FAULT_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<ScratchDatabase> {
  const name = `nethub_fault_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}
