import { CURRENCY_SYMBOLS, FOOD_PREFERENCES } from '@nethub/contract/constants';
import {
  PROFILE_VISIBILITY_OPTIONS,
  preferencesUpdateBody,
  type Currency,
  type Preferences,
  type ProfileVisibility,
} from '@nethub/contract';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { LocationFields } from '@/components/location-fields';
import { PageLoader } from '@/components/page-loader';
import { getErrorMessage, getFieldErrors, MESSAGES } from '@/lib/errors';
import { createFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/lib/preferences';
import { blankToUndefined } from '@/lib/schema';
import { useUpdatePreferences } from '../api/update-preferences';

const CURRENCY_NAMES: Record<Currency, string> = {
  GBP: 'Pound sterling',
  EUR: 'Euro',
  USD: 'US dollar',
};

// Pure annotations: change-password and change-email import this feature's index, and must
// not load the preferences form with it.
const currencyOptions = /* @__PURE__ */ (['GBP', 'EUR', 'USD'] as const).map((code) => ({
  value: code,
  label: `${CURRENCY_SYMBOLS[code]} ${CURRENCY_NAMES[code]} (${code})`,
}));

const preferencesForm = /* @__PURE__ */ preferencesUpdateBody.extend({
  countryId: blankToUndefined(preferencesUpdateBody.shape.countryId),
  regionId: blankToUndefined(preferencesUpdateBody.shape.regionId),
});

type PreferencesValues = {
  currency: Currency;
  countryId: string;
  regionId: string;
  profileVisibility: ProfileVisibility;
  foodPreferences: string[];
};

const toValues = (preferences: Preferences): PreferencesValues => ({
  currency: preferences.currency,
  countryId: preferences.country?._id ?? '',
  regionId: preferences.region?._id ?? '',
  profileVisibility: preferences.profileVisibility,
  foodPreferences: preferences.foodPreferences,
});

function PreferencesFields({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  const form = useForm<PreferencesValues>({
    mode: 'controlled',
    initialValues: toValues(preferences),
    validate: schemaResolver(preferencesForm, { sync: true }),
  });
  const example = createFormatters({ currency: form.values.currency }).money(1234.5);

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(preferencesForm.parse(values), {
      onSuccess: (saved) => {
        notify.success(MESSAGES.preferenceUpdated);
        form.resetDirty(toValues(saved));
      },
      onError: (error) => form.setErrors(getFieldErrors(error)),
    }),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="lg">
        <FormError error={update.error} context="profile" />
        <NativeSelect
          label="Currency"
          description={`Amounts show like ${example}.`}
          data={currencyOptions}
          maw={{ sm: 360 }}
          {...form.getInputProps('currency')}
        />
        <LocationFields
          countryId={form.values.countryId}
          regionId={form.values.regionId}
          onChange={(location) => form.setValues(location)}
          savedRegion={preferences.region}
          countryError={form.errors.countryId}
          regionError={form.errors.regionId}
        />
        <Radio.Group
          label="Who can see your full profile"
          description="Other members always see your name, headline, company and location."
          {...form.getInputProps('profileVisibility')}
        >
          <Stack gap="xs" mt="xs">
            {PROFILE_VISIBILITY_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox.Group
          label="Food preferences"
          description="Shared with hosts when you book an event with food."
          {...form.getInputProps('foodPreferences')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
            {FOOD_PREFERENCES.map((food) => (
              <Checkbox key={food.value} value={food.value} label={food.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save preferences
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PreferencesForm() {
  const preferences = usePreferences();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="preferences-settings">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="preferences-settings">
            Preferences
          </Title>
          <Text size="sm" c="dimmed">
            Your currency and location also set how dates, times and amounts are shown to you.
          </Text>
        </Stack>
        {preferences.isPending && <PageLoader inline label="Loading preferences" />}
        {preferences.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {getErrorMessage(preferences.error)}
          </Alert>
        )}
        {preferences.isSuccess && <PreferencesFields preferences={preferences.data} />}
      </Stack>
    </Card>
  );
}
