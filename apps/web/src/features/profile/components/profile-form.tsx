import { PERSON_NAME_MAX } from '@nethub/contract/constants';
import {
  personNameRule,
  profileUpdateBody,
  type MyProfile,
  type ProfileUpdateBody,
} from '@nethub/contract';
import {
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormError } from '@/components/form-error';
import { LocationFields } from '@/components/location-fields';
import { getFieldErrors, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { blankToUndefined } from '@/lib/schema';
import { useSectors } from '../api/get-sectors';
import { useUpdateProfile } from '../api/update-profile';

const CLEARABLE = [
  'headline',
  'company',
  'jobTitle',
  'bio',
  'phone',
  'website',
  'meetingUrl',
] as const;
type Clearable = (typeof CLEARABLE)[number];

const { shape } = profileUpdateBody;

/** The contract's update body, read as a whole form: names are required, blanks are absent. */
export const profileForm = profileUpdateBody.extend({
  firstName: personNameRule('Please enter your first name'),
  lastName: personNameRule('Please enter your last name'),
  phone: blankToUndefined(shape.phone),
  website: blankToUndefined(shape.website),
  meetingUrl: blankToUndefined(shape.meetingUrl),
  countryId: blankToUndefined(shape.countryId),
  regionId: blankToUndefined(shape.regionId),
});

export type ProfileFormValues = Record<'firstName' | 'lastName' | Clearable, string> & {
  sectorIds: string[];
  countryId: string;
  regionId: string;
};

export function toFormValues({ profile }: MyProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    headline: profile.headline ?? '',
    company: profile.company ?? '',
    jobTitle: profile.jobTitle ?? '',
    bio: profile.bio ?? '',
    phone: profile.phone ?? '',
    website: profile.website ?? '',
    meetingUrl: profile.meetingUrl ?? '',
    sectorIds: profile.sectors.map((sector) => sector._id),
    countryId: profile.location.country?._id ?? '',
    regionId: profile.location.region?._id ?? '',
  };
}

const sameMembers = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * Only what changed is sent. Emptied fields go in `clear`: the client drops empty values, so
 * an empty string can never clear a field by itself.
 */
export function buildProfileUpdate(
  initial: ProfileFormValues,
  values: ProfileFormValues,
): ProfileUpdateBody {
  const parsed = profileForm.parse(values);
  const body: ProfileUpdateBody = {};
  const clear: Clearable[] = [];
  if (parsed.firstName !== initial.firstName.trim()) body.firstName = parsed.firstName;
  if (parsed.lastName !== initial.lastName.trim()) body.lastName = parsed.lastName;
  for (const key of CLEARABLE) {
    const next = parsed[key] ?? '';
    if (next === initial[key].trim()) continue;
    if (next) body[key] = next;
    else clear.push(key);
  }
  const sectorIds = parsed.sectorIds ?? [];
  if (!sameMembers(sectorIds, initial.sectorIds)) body.sectorIds = sectorIds;
  if ((parsed.countryId ?? '') !== initial.countryId) body.countryId = parsed.countryId;
  if ((parsed.regionId ?? '') !== initial.regionId) body.regionId = parsed.regionId;
  if (clear.length) body.clear = clear;
  return body;
}

const changedFields = (body: ProfileUpdateBody) => [
  ...Object.keys(body).filter((key) => key !== 'clear'),
  ...(body.clear ?? []),
];

type ProfileFormProps = { myProfile: MyProfile; onDone: () => void };

export function ProfileForm({ myProfile, onDone }: ProfileFormProps) {
  const update = useUpdateProfile();
  const sectors = useSectors();
  const initialValues = toFormValues(myProfile);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(profileForm, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = buildProfileUpdate(initialValues, values);
    const changed = changedFields(body);
    if (changed.length === 0) {
      onDone();
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        const onlyMeetingLink = changed.every((field) => field === 'meetingUrl');
        notify.success(onlyMeetingLink ? MESSAGES.meetingLinkUpdated : MESSAGES.profileUpdated);
        onDone();
      },
      onError: (error) => form.setErrors(getFieldErrors(error)),
    });
  });

  const sectorOptions = (sectors.data ?? []).map((sector) => ({
    value: sector._id,
    label: sector.name,
  }));
  // Keep the member's own sectors labelled even if the list fails to load.
  for (const sector of myProfile.profile.sectors) {
    if (!sectorOptions.some((option) => option.value === sector._id)) {
      sectorOptions.push({ value: sector._id, label: sector.name });
    }
  }

  return (
    <Card withBorder padding="lg">
      <form noValidate onSubmit={handleSubmit} aria-labelledby="edit-profile-title">
        <Stack>
          <Title order={2} fz="h3" id="edit-profile-title">
            Edit profile
          </Title>
          <FormError error={update.error} context="profile" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              maxLength={PERSON_NAME_MAX}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              maxLength={PERSON_NAME_MAX}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Headline"
            description="One line about what you do, e.g. “Helping small firms grow online”."
            maxLength={120}
            {...form.getInputProps('headline')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Job title"
              autoComplete="organization-title"
              maxLength={120}
              {...form.getInputProps('jobTitle')}
            />
            <TextInput
              label="Company"
              autoComplete="organization"
              maxLength={120}
              {...form.getInputProps('company')}
            />
          </SimpleGrid>
          <Textarea
            label="Bio"
            autosize
            minRows={4}
            maxRows={12}
            maxLength={2000}
            {...form.getInputProps('bio')}
          />
          <MultiSelect
            label="Sectors"
            description="Up to 10 sectors you work in."
            data={sectorOptions}
            searchable
            maxValues={10}
            nothingFoundMessage="No matching sector"
            {...form.getInputProps('sectorIds')}
            error={
              form.errors.sectorIds ?? (sectors.isError ? MESSAGES.sectorsFetchFailed : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
          <LocationFields
            countryId={form.values.countryId}
            regionId={form.values.regionId}
            onChange={(location) => form.setValues(location)}
            savedRegion={myProfile.profile.location.region}
            countryError={form.errors.countryId}
            regionError={form.errors.regionId}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Website"
              inputMode="url"
              autoComplete="url"
              placeholder="example.com"
              maxLength={300}
              {...form.getInputProps('website')}
            />
          </SimpleGrid>
          <TextInput
            label="Meeting link"
            description="Your booking page (for example Calendly), so members can book a meeting with you."
            inputMode="url"
            placeholder="calendly.com/your-name"
            maxLength={300}
            {...form.getInputProps('meetingUrl')}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
            <Button variant="default" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
