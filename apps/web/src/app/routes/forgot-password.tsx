import { PublicLayout } from '@/components/public-layout';
import { ForgotPasswordForm } from '@/features/auth';

export default function ForgotPasswordRoute() {
  return (
    <PublicLayout
      title="Forgot your password?"
      description="Enter the email you sign in with, as a member or an organisation owner, and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
