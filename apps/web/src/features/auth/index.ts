export { CheckInbox } from './components/check-inbox';
export { CompleteRegistration } from './components/complete-registration-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignUpForm } from './components/sign-up-form';
export { VerifyEmailStatus } from './components/verify-email-status';
