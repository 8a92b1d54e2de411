import {
  CHAT_MESSAGES,
  type ChatRefusal,
  type ClientToServerCalls,
  type ClientToServerEvent,
} from '@nethub/contract/constants';
import { emitWithAck, isRealtimeConnected, RealtimeUnavailableError } from '@/lib/realtime';
import type { Grant } from './grant';

/** How long the server may take to acknowledge before the call counts as failed. */
export const ACK_TIMEOUT_MS = 5_000;

/** A call's body as the caller gives it: the grant token is added here. */
type CallBody<E extends ClientToServerEvent> = Omit<ClientToServerCalls[E]['body'], 'token'>;

/** The server refused a chat call (its acknowledgement carried an error). */
export class ChatRequestError extends Error {
  override name = 'ChatRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const isRefusal = (answer: unknown): answer is ChatRefusal =>
  typeof answer === 'object' && answer !== null && 'error' in answer;

const isExpiry = (answer: unknown) =>
  isRefusal(answer) &&
  answer.error.status === 403 &&
  answer.error.message === CHAT_MESSAGES.tokenExpired;

/**
 * Chat calls over the live connection, each carrying the grant. An expired grant is renewed
 * silently and the refused call sent again (spec §4); `onRenewed` hears of each renewal.
 */
export function createChatRequests(grant: Grant, onRenewed: (event: string) => void) {
  const emit = async <E extends ClientToServerEvent>(
    event: E,
    body: CallBody<E>,
    token: string,
    timeoutMs: number,
  ) => emitWithAck(event, { ...body, token } as ClientToServerCalls[E]['body'], timeoutMs);

  return async function request<E extends ClientToServerEvent>(
    event: E,
    body: CallBody<E>,
    timeoutMs = ACK_TIMEOUT_MS,
  ): Promise<ClientToServerCalls[E]['answer']> {
    // No grant is asked for while the call cannot be made anyway.
    if (!isRealtimeConnected()) throw new RealtimeUnavailableError(`Not connected: ${event}`);
    const token = await grant.current();
    let answer = await emit(event, body, token, timeoutMs);
    if (isExpiry(answer)) {
      answer = await emit(event, body, await grant.renew(token), timeoutMs);
      onRenewed(event);
    }
    if (isRefusal(answer)) throw new ChatRequestError(answer.error.status, answer.error.message);
    if (!answer || typeof answer !== 'object' || !('data' in answer))
      throw new ChatRequestError(500, `No answer to ${event}`);
    return answer.data;
  };
}
export type ChatRequest = ReturnType<typeof createChatRequests>;
