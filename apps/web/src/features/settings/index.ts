export { ChangeEmailForm } from './components/change-email-form';
export { ChangePasswordForm } from './components/change-password-form';
