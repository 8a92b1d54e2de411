import type { ProfileCard } from '@nethub/contract';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDisconnectMember } from '../api/disconnect-member';
import { useRequestConnection } from '../api/request-connection';
import { useRespondToConnection } from '../api/respond-to-connection';

/** Connect, answer and withdraw for one member, each with its toast (spec §8 wording). */
export function useConnectionActions(member: ProfileCard) {
  const name = fullName(member);
  const request = useRequestConnection();
  const respond = useRespondToConnection();
  const disconnect = useDisconnectMember();

  const connect = () =>
    request.mutate(member._id, {
      onSuccess: (result) =>
        notify.success(
          result.status === 'CONNECTED'
            ? MESSAGES.connectedWith(name)
            : MESSAGES.connectRequestSent,
        ),
      onError: (error) => notify.error(getErrorMessage(error, 'connect')),
    });

  const answer = (connectionId: string, status: 'CONNECTED' | 'REJECTED') =>
    respond.mutate(
      { connectionId, status },
      {
        onSuccess: () =>
          notify.success(
            status === 'CONNECTED'
              ? MESSAGES.connectedWith(name)
              : MESSAGES.connectionDeclined(name),
          ),
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  /** `message` says what ending the link meant: a withdrawn request, a disconnection... */
  const remove = (message: string, onDone?: () => void) =>
    disconnect.mutate(member._id, {
      onSuccess: () => {
        notify.success(message);
        onDone?.();
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
    remove,
    removing: disconnect.isPending,
  };
}
