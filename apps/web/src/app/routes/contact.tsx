import { Stack } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { PublicLayout } from '@/components/public-layout';
import { ContactForm } from '@/features/contact';
import { AppLayout } from '@/features/shell';
import { useAuth } from '@/lib/auth';

const TITLE = 'Contact us';
const DESCRIPTION =
  'Questions, feedback or a problem with your account: write to the Net Hub team.';

/** An open page: visitors use it signed out, members inside the shell. */
export default function ContactRoute() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'authenticated') {
    return (
      <AppLayout>
        <Stack gap="lg" maw={640}>
          <PageTitle title={TITLE} description={DESCRIPTION} />
          <ContactForm email={auth.user.email} />
        </Stack>
      </AppLayout>
    );
  }
  return (
    <PublicLayout title={TITLE} description={DESCRIPTION} size="md">
      <ContactForm />
    </PublicLayout>
  );
}
