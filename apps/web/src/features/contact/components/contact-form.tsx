import { contactBody } from '@nethub/contract';
import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { getErrorStatus, MESSAGES } from '@/lib/errors';
import { useSendContact } from '../api/send-contact';

function ContactError({ error }: { error: unknown }) {
  if (getErrorStatus(error) === 429) {
    return <Alert color="red">{MESSAGES.contactRateLimited}</Alert>;
  }
  return <FormError error={error} context="general" />;
}

/** Open to visitors too; a signed-in member's email is filled in for them. */
export function ContactForm({ email = '' }: { email?: string }) {
  const send = useSendContact();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { subject: '', email, message: '', consent: false },
    validate: schemaResolver(contactBody, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => send.mutate(contactBody.parse(values)));

  if (send.isSuccess) {
    return (
      <Alert
        // The form is gone: move focus to the answer that replaced it.
        ref={(node: HTMLDivElement | null) => node?.focus()}
        tabIndex={-1}
        color="teal"
        icon={<IconCircleCheck aria-hidden />}
        title="Message sent"
        role="status"
      >
        {MESSAGES.contactSent}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        <ContactError error={send.error} />
        <TextInput
          label="Subject"
          required
          maxLength={200}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Checkbox
          label="I agree that Net Hub may use these details to answer me"
          key={form.key('consent')}
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
