import { Center, Paper, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';

/** Beside the list on wide screens, until a conversation is chosen. */
export function NoConversation() {
  return (
    <Paper withBorder h="100%" w="100%">
      <Center h="100%" p="lg">
        <Stack align="center" gap="xs">
          <IconMessageCircle size={40} stroke={1.4} aria-hidden />
          <Text c="dimmed" ta="center">
            Choose a conversation to read it here.
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}
