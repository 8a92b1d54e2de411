import { PERSON_NAME_MAX } from '@nethub/contract/constants';
import { SimpleGrid, TextInput } from '@mantine/core';

type PersonField = 'firstName' | 'lastName' | 'email';

type PersonFieldsProps = {
  /** The form's props for a field: its value, change handler and error. */
  inputProps: (field: PersonField) => object;
  /** Someone else's details: the browser must not fill in the member's own. */
  other?: boolean;
  emailDescription?: string;
};

/** A person's first and last name and e-mail address. */
export function PersonFields({ inputProps, other = false, emailDescription }: PersonFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          required
          autoComplete={other ? 'off' : 'given-name'}
          maxLength={PERSON_NAME_MAX}
          {...inputProps('firstName')}
        />
        <TextInput
          label="Last name"
          required
          autoComplete={other ? 'off' : 'family-name'}
          maxLength={PERSON_NAME_MAX}
          {...inputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        description={emailDescription}
        type="email"
        required
        autoComplete={other ? 'off' : 'email'}
        maxLength={254}
        {...inputProps('email')}
      />
    </>
  );
}
