import { emailSchema, personName, publicSubscribeBody } from '@nethub/contract';
import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { z } from 'zod';
import { PersonFields } from '@/components/person-fields';
import { paths } from '@/config/paths';

/**
 * The buyer's details of the public forms: the contract's body (subscription and ticket forms
 * ask the same), worded for people.
 */
export const buyerForm = publicSubscribeBody.extend({
  firstName: personName,
  lastName: personName,
  email: emailSchema,
  consent: z.literal(true, 'Please agree to the privacy policy and terms to continue'),
});
export type BuyerDetails = z.infer<typeof buyerForm>;

type BuyerFormProps = {
  submitLabel: string;
  pending: boolean;
  /** Why the last attempt failed, above the fields. */
  error?: React.ReactNode;
  onSubmit: (details: BuyerDetails) => void;
};

/**
 * A visitor's name, e-mail and consent to the policies. The only part of these pages that needs
 * zod: the pages load it lazily (see BuyerStep).
 */
export function BuyerForm({ submitLabel, pending, error, onSubmit }: BuyerFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', consent: false },
    validate: schemaResolver(buyerForm, { sync: true }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(buyerForm.parse(values)))}>
      <Stack>
        {error}
        <PersonFields inputProps={(field) => form.getInputProps(field)} />
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <Anchor component={Link} to={paths.policies.getHref()} target="_blank" inherit>
                privacy policy and terms
              </Anchor>
            </>
          }
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
