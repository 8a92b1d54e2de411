import { passwordSchema } from '@nethub/contract';
import {
  List,
  PasswordInput,
  Text,
  ThemeIcon,
  VisuallyHidden,
  type PasswordInputProps,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

const unmetRules = (value: string) =>
  passwordSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

// The rules come from the contract's schema: an empty password breaks every one of them.
const RULES = unmetRules('');

function PasswordRules({ value }: { value: string }) {
  const unmet = unmetRules(value);
  return (
    <List spacing={2} size="sm" center mt={4}>
      {RULES.map((rule) => {
        const met = !unmet.includes(rule);
        const Icon = met ? IconCheck : IconX;
        return (
          <List.Item
            key={rule}
            icon={
              <ThemeIcon color={met ? 'teal.9' : 'gray.7'} size={16} radius="xl">
                <Icon size={12} aria-hidden />
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={met ? 'var(--nh-success-color)' : 'dimmed'}>
              {rule}
              <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/** Said instead of a rule the list above already shows, so no rule is written twice. */
export const RULES_NOT_MET = 'The password does not meet every rule above.';

/** A new-password input that lists the password rules and ticks them off while typing. */
export function PasswordField(props: PasswordInputProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const error =
    typeof props.error === 'string' && RULES.includes(props.error) ? RULES_NOT_MET : props.error;
  return (
    <PasswordInput
      autoComplete="new-password"
      required
      {...props}
      error={error}
      description={<PasswordRules value={value} />}
      descriptionProps={{ component: 'div' }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
