import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageLoader } from '@/components/page-loader';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useChatSettings, useUpdateChatSettings } from '../api/chat-settings';

/** Chat: read receipts on or off (decision 030). */
export function ChatSettingsCard() {
  const settings = useChatSettings();
  const update = useUpdateChatSettings();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="chat-settings">
      <Stack gap="md">
        <Title order={2} fz="h3" id="chat-settings">
          Chat
        </Title>
        {settings.isPending && <PageLoader inline label="Loading chat settings" />}
        {settings.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {getErrorMessage(settings.error)}
          </Alert>
        )}
        {settings.isSuccess && (
          <Switch
            label="Read receipts"
            description="Others see when you have read their messages (“Seen”). Turned off, they do not, and you do not see theirs."
            checked={
              update.isPending ? !!update.variables.readReceipts : settings.data.readReceipts
            }
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { readReceipts: event.currentTarget.checked },
                {
                  onSuccess: () => notify.success(MESSAGES.updated),
                  onError: (error) => notify.error(getErrorMessage(error)),
                },
              )
            }
          />
        )}
        <Text size="xs" c="dimmed">
          Read receipts show in direct chats as “Seen” and in group chats as “Seen by” a number of
          members.
        </Text>
      </Stack>
    </Card>
  );
}
