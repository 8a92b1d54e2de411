import type { ProfileCard } from '@nethub/contract';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDisconnectMember } from '../api/disconnect-member';
import { useRequestConnection } from '../api/request-connection';
import { useRespondToConnection } from '../api/respond-to-connection';
import { useWithdrawRequest } from '../api/withdraw-request';

type ActionsMember = Pick<ProfileCard, '_id' | 'firstName' | 'lastName'>;

/**
 * Connect, answer and withdraw for one member, each with its toast (spec §8 wording).
 * `onChange` runs after each one succeeds: what shows the relationship outside the connections
 * lists (a profile, a notification) fetches it again.
 */
export function useConnectionActions(member: ActionsMember, onChange?: () => void) {
  const name = fullName(member);
  const request = useRequestConnection();
  const respond = useRespondToConnection();
  const disconnect = useDisconnectMember();
  const withdrawal = useWithdrawRequest();

  const connect = () =>
    request.mutate(member._id, {
      onSuccess: (result) => {
        notify.success(
          result.status === 'CONNECTED'
            ? MESSAGES.connectedWith(name)
            : MESSAGES.connectRequestSent,
        );
        onChange?.();
      },
      onError: (error) => notify.error(getErrorMessage(error, 'connect')),
    });

  const answer = (connectionId: string, status: 'CONNECTED' | 'REJECTED') =>
    respond.mutate(
      { connectionId, status },
      {
        onSuccess: () => {
          notify.success(
            status === 'CONNECTED'
              ? MESSAGES.connectedWith(name)
              : MESSAGES.connectionDeclined(name),
          );
          onChange?.();
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  /** `message` says what ending the link meant: a withdrawn request, a disconnection... */
  const remove = (message: string, onDone?: () => void) =>
    disconnect.mutate(member._id, {
      onSuccess: () => {
        notify.success(message);
        onDone?.();
        onChange?.();
      },
      onError: (error) => notify.error(getErrorMessage(error)),
    });

  return {
    name,
    connect,
    connecting: request.isPending,
    accept: (connectionId: string) => answer(connectionId, 'CONNECTED'),
    decline: (connectionId: string) => answer(connectionId, 'REJECTED'),
    answering: respond.isPending ? respond.variables.status : undefined,
    withdraw: () => remove(MESSAGES.requestWithdrawn(name)),
    /** By the request's id: only its sender may (POST /connections/withdraw). */
    withdrawRequest: (connectionId: string) =>
      withdrawal.mutate(connectionId, {
        onSuccess: () => {
          notify.success(MESSAGES.requestWithdrawn(name));
          onChange?.();
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      }),
    withdrawing: withdrawal.isPending,
    remove,
    removing: disconnect.isPending,
  };
}
