export { AccountSecurity } from './components/account-security';
export { ChangeEmailForm } from './components/change-email-form';
export { ChangePasswordForm } from './components/change-password-form';
export { NotificationSettings } from './components/notification-settings';
export { PreferencesForm } from './components/preferences-form';
export { TwoFactorSettings } from './components/two-factor-settings';
export { OwnDataSettings } from './components/own-data-settings';
export { ChatSettingsCard } from './components/chat-settings';
