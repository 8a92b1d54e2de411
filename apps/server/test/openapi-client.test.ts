/**
 * The OpenAPI document and the server agree (decision 013):
 * - the committed client types are what the served document generates;
 * - every operation's `security` is what the server enforces, and its refusal is documented;
 * - a client generated from the document completes the main journeys (sign in, connect, pass a
 *   lead, post, chat, buy a ticket on the test checkout, the provider's signed webhook), each
 *   answer checked against the document (status documented, body valid against the response
 *   schema, error codes listed).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkGroup, createOrganization } from '../src/seed/group-setup.js';
import { createTestProvider } from '../src/modules/payments/payment-provider.js';
import { OPENAPI_TYPES_FILE, openapiTypes } from '../src/scripts/openapi-types.js';
import { PASSWORD, createTestApp, uniqueEmail, type TestApp } from './helpers.js';
import {
  documentChecker,
  generatedClient,
  type GeneratedClient,
  type OpenApiDocument,
} from './openapi-client.js';

let t: TestApp;
let document: OpenApiDocument;
let checker: ReturnType<typeof documentChecker>;

beforeAll(async () => {
  // Production's rate limits: with them off the document (rightly) lists no 429.
  t = await createTestApp({ rateLimits: true, rateLimitGlobal: 1200 });
  document = t.app.swagger() as unknown as OpenApiDocument;
  checker = documentChecker(document);
});
afterAll(() => t.close());

type Security = Record<string, string[]>[];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      operation: operation as typeof operation & {
        security: Security;
        parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
        requestBody?: object;
      },
    })),
  );
const UNKNOWN_ID = '7f0c2a4e-3b1d-4c6e-9a8b-0d1e2f3a4b5c';
/** A path with each parameter filled with a value its schema accepts. */
const fill = (
  path: string,
  parameters: { in: string; name: string; schema?: { enum?: string[] } }[] = [],
) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter?.schema?.enum?.[0] ?? UNKNOWN_ID;
  });

describe('the OpenAPI document', () => {
  it('generates the committed client types (else run `npm run openapi:types`)', async () => {
    const committed = readFileSync(OPENAPI_TYPES_FILE, 'utf8');
    const fresh = await openapiTypes(document);
    expect(committed === fresh, 'test/generated/openapi.ts is stale: npm run openapi:types').toBe(
      true,
    );
    // openapi-typescript takes a few seconds for 160 operations; more on a busy machine.
  }, 60_000);

  it('the checker refuses an undocumented status, a body off its schema and an unlisted code', () => {
    const { check } = documentChecker(document);
    expect(() => check('GET', '/api/v1/auth/check-session', 418, {})).toThrow(/undocumented/);
    expect(() => check('GET', '/api/v1/auth/check-session', 200, { data: {} })).toThrow(
      /documented schema/,
    );
    expect(() =>
      check('POST', '/api/v1/connections/request', 409, { statusCode: 409, message: 'NOPE' }),
    ).toThrow(/documented schema/);
    expect(() => check('GET', '/api/v1/nowhere', 200, {})).toThrow(/not in the OpenAPI/);
    check('POST', '/api/v1/connections/request', 409, {
      statusCode: 409,
      message: 'ALREADY_CONNECTED',
    });
  });

  it('declares on every operation the security the server enforces', async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(150);
    for (const { path, method, operation } of all) {
      expect(operation.operationId, `${method} ${path}`).toBeTruthy();
      expect(operation.security, `${method} ${path}`).toBeDefined();
      const tokenRequired =
        operation.security.length > 0 &&
        operation.security.every((requirement) => Object.keys(requirement).length > 0);
      // Signed out, with a NUL in the query (refused before any handler runs): a guarded
      // operation answers 401 first; an open one gets past its guard and answers 400.
      const res = await t.app.inject({
        method,
        url: `${fill(path, operation.parameters)}?probe=%00`,
      });
      const name = `${method} ${path} (${operation.operationId})`;
      expect(res.statusCode, name).toBe(tokenRequired ? 401 : 400);
      expect(res.json().message, name).toBe(tokenRequired ? 'UNAUTHORIZED' : 'VALIDATION_ERROR');
      checker.check(method, path, res.statusCode, res.json());
    }
  });

  it('documents the refusal of a signed-in call with a malformed body', async () => {
    const { session } = await signUp('Rita');
    const withBody = operations().filter(
      ({ operation }) => operation.requestBody && operation.security.length > 0,
    );
    expect(withBody.length).toBeGreaterThan(50);
    for (const { path, method, operation } of withBody) {
      const res = await t.app.inject({
        method,
        url: fill(path, operation.parameters),
        headers: { authorization: `Bearer ${session.accessToken}` },
        payload: [],
      });
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      checker.check(method, path, res.statusCode, res.json());
    }
  });
});

/** The payload of a success, or a failure that says what the server answered. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined)
    throw new Error(`answered ${result.response.status}: ${JSON.stringify(result.error)}`);
  return result.data;
}

/** Signs up, verifies and signs in through the generated client. */
async function signUp(firstName: string) {
  const anonymous = generatedClient(t.app, checker);
  const email = uniqueEmail(firstName.toLowerCase());
  const registered = await anonymous.POST('/api/v1/auth/register', {
    body: { email, password: PASSWORD, firstName, lastName: 'Client', acceptTerms: true },
  });
  expect(registered.response.status).toBe(201);
  const token = await t.tokenFromMail(email, '/verify-email');
  expect((await anonymous.POST('/api/v1/auth/verify-email', { body: { token } })).data).toEqual({
    data: { email },
  });
  const signedIn = await anonymous.POST('/api/v1/auth/login', {
    body: { email, password: PASSWORD },
  });
  const session = ok(signedIn).data;
  // No second factor enrolled: signed in at once (ADR 020).
  if (session.status !== 'signed_in') throw new Error(`asked for ${session.status}`);
  const api = generatedClient(t.app, checker, session.accessToken);
  const me = await api.GET('/api/v1/auth/check-session');
  expect(ok(me).data._id).toBe(session.user._id);
  return { id: session.user._id, api, session };
}

describe('a client generated from the document', () => {
  let ann: { id: string; api: GeneratedClient };
  let ben: { id: string; api: GeneratedClient };

  beforeAll(async () => {
    [ann, ben] = [await signUp('Ann'), await signUp('Ben')];
  });

  it('completes the main journeys, every answer as documented', async () => {
    // Connect.
    const asked = await ann.api.POST('/api/v1/connections/request', {
      body: { userId: ben.id },
    });
    const connectionId = ok(asked).data._id;
    const answered = await ben.api.POST('/api/v1/connections/response', {
      body: { connectionId, status: 'CONNECTED' },
    });
    expect(answered.response.status).toBe(200);
    const connections = await ann.api.GET('/api/v1/connections', {
      params: { query: { status: 'CONNECTED' } },
    });
    expect(ok(connections).data.rows.map((row) => row.member._id)).toContain(ben.id);
    const again = await ann.api.POST('/api/v1/connections/request', { body: { userId: ben.id } });
    expect(again.error).toMatchObject({ statusCode: 409, message: 'ALREADY_CONNECTED' });

    // Pass a lead; the receiver moves it on.
    const passed = await ann.api.POST('/api/v1/leads', {
      body: {
        receiverId: ben.id,
        leadTypeName: 'Consulting',
        sourceOfLead: 'Met at a trade fair',
        contact: { firstName: 'Cleo', lastName: 'Buyer', email: 'cleo@example.com' },
        estimatedValue: 1200,
        currency: 'GBP',
      },
    });
    const leadId = ok(passed).data._id;
    const received = await ben.api.GET('/api/v1/leads', {
      params: { query: { type: 'incoming' } },
    });
    expect(ok(received).data.rows.map((lead) => lead._id)).toContain(leadId);
    const moved = await ben.api.PUT('/api/v1/leads/status/{id}', {
      params: { path: { id: leadId } },
      body: { status: 'CONTACTED' },
    });
    expect(ok(moved).data.status).toBe('CONTACTED');

    // Post; a connection reads it and responds.
    const posted = await ann.api.POST('/api/v1/community-posts', {
      body: { content: 'Hello from a generated client' },
    });
    const postId = ok(posted).data._id;
    const feed = await ben.api.GET('/api/v1/community-posts');
    expect(ok(feed).data.rows.map((post) => post._id)).toContain(postId);
    const responded = await ben.api.POST('/api/v1/community-posts/detail/{id}/responses', {
      params: { path: { id: postId } },
      body: { content: 'Welcome' },
    });
    expect(responded.response.status).toBeLessThan(300);

    // Chat.
    const channel = await ann.api.POST('/api/v1/chat/get-channel', {
      body: { users: [ann.id, ben.id] },
    });
    const channelName = ok(channel).data.channel;
    const sent = await ann.api.POST('/api/v1/chat/send-message', {
      body: {
        channel: channelName,
        content: 'Hi Ben',
        messageType: 'text',
        clientId: 'client-0001',
      },
    });
    expect(sent.response.status).toBeLessThan(300);
    const history = await ben.api.GET('/api/v1/chat/messages', {
      params: { query: { channel: channelName } },
    });
    expect(ok(history).data.messages.map((message) => message.content)).toContain('Hi Ben');

    // Buy a ticket on the built-in test checkout.
    const owner = await signUp('Olive');
    const organization = await createOrganization(t.database.db, {
      name: 'Client Guild',
      ownerId: owner.id,
    });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: organization.id,
      name: 'Client Circle',
    });
    const event = await owner.api.POST('/api/v1/events', {
      body: {
        groupId: group.id,
        title: 'Harbour breakfast',
        venue: 'The Pier Hotel',
        startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        price: 15,
        currency: 'GBP',
      },
    });
    const eventId = ok(event).data._id;
    const bought = await ann.api.POST('/api/v1/events/{id}/tickets', {
      params: { path: { id: eventId } },
    });
    const ticketId = ok(bought).data.ticketId;
    const checkout = await ann.api.POST('/api/v1/payment/checkout-session', {
      body: { ticketId },
    });
    const { sessionId, url } = ok(checkout).data;
    expect(url).toContain(sessionId);
    // The checkout page is the provider's (a browser form), not the API: pay as a browser does.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/test-checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const ticket = await ann.api.GET('/api/v1/events/tickets/{id}', {
      params: { path: { id: ticketId } },
    });
    expect(ok(ticket).data.status).toBe('paid');

    // The provider's webhook, as an operator's provider would call it: signed, idempotent.
    const provider = createTestProvider({
      publicUrl: t.config.publicUrl,
      secret: t.config.jwtSecret,
    });
    const { payload, signature } = await provider.signedEvent(sessionId, 'paid');
    const webhook = (stripeSignature: string) =>
      generatedClient(t.app, checker).POST('/api/v1/payment/webhook', {
        params: { header: { 'stripe-signature': stripeSignature } },
        // openapi-fetch sends JSON.stringify(body): the very bytes that were signed.
        body: JSON.parse(payload),
      });
    expect(ok(await webhook(signature))).toEqual({ received: true });
    expect((await webhook('t=1,v1=00')).error).toMatchObject({ message: 'INVALID_SIGNATURE' });

    // Every step went through the document: none of these was skipped.
    const seen = new Set(checker.exchanges.map((exchange) => exchange.operationId));
    for (const operationId of [
      'register',
      'verifyEmail',
      'login',
      'checkSession',
      'requestConnection',
      'respondToConnection',
      'listConnections',
      'passLead',
      'listLeads',
      'setLeadStatus',
      'createPost',
      'listCommunityPosts',
      'respondToPost',
      'getDirectChannel',
      'sendChatMessage',
      'listChatMessages',
      'createEvent',
      'buyTicket',
      'createCheckoutSession',
      'getTicket',
      'receivePaymentWebhook',
    ])
      expect(seen, operationId).toContain(operationId);
  });
});
