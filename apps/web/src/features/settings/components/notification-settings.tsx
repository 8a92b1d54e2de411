import { NOTIFICATION_SETTINGS, type NotificationSettingKey } from '@nethub/contract';
import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageLoader } from '@/components/page-loader';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useNotificationConfig } from '../api/get-notification-config';
import { useUpdateNotificationConfig } from '../api/update-notification-config';
import { BrowserPushSwitch } from './browser-push-switch';

export function NotificationSettings() {
  const config = useNotificationConfig();
  const update = useUpdateNotificationConfig();

  const handleChange = (key: NotificationSettingKey, enabled: boolean) =>
    update.mutate(
      { [key]: enabled },
      {
        onSuccess: () => notify.success(MESSAGES.updated),
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="notification-settings">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="notification-settings">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            Choose what Net Hub tells you about. Changes are saved as you make them.
          </Text>
        </Stack>
        {config.isPending && <PageLoader inline label="Loading notification settings" />}
        {config.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {getErrorMessage(config.error)}
          </Alert>
        )}
        <BrowserPushSwitch />
        {config.isSuccess && (
          <Stack gap="sm">
            {NOTIFICATION_SETTINGS.map(({ key, label }) => (
              <Switch
                key={key}
                label={label}
                checked={config.data[key] ?? true}
                onChange={(event) => handleChange(key, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
