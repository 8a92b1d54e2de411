import { PublicLayout } from '@/components/public-layout';
import { ForgotPasswordForm } from '@/features/auth';

export default function ForgotPasswordRoute() {
  return (
    <PublicLayout
      title="Forgot your password?"
      description="Enter your email and we will send you a link to reset it."
    >
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
