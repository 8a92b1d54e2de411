import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';

/** First and last name side by side (stacked on phones), as sign-up and invitations ask them. */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: TextInputProps;
  lastName: TextInputProps;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="First name" autoComplete="given-name" required {...firstName} />
      <TextInput label="Last name" autoComplete="family-name" required {...lastName} />
    </SimpleGrid>
  );
}
