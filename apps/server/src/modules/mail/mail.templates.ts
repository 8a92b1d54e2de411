import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/*
 * Dates in e-mails read like the app's (24/12/26, 18:30, as spec §9 shows them), in the
 * platform's home zone: an e-mail cannot know which zone its reader opens it in.
 */
const MAIL_TIME_ZONE = 'Europe/London';
const mailDay = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  timeZone: MAIL_TIME_ZONE,
});
const mailTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: MAIL_TIME_ZONE,
});
export const mailDate = (date: Date) => mailDay.format(date);
export const mailDateTime = (date: Date) => `${mailDay.format(date)}, ${mailTime.format(date)}`;

/** A plain, accessible transactional e-mail: a greeting, a paragraph and one call to action. */
function actionMail(
  to: string,
  subject: string,
  name: string,
  body: string,
  action: string,
  url: string,
): MailMessage {
  const text = `Hello ${name},\n\n${body}\n\n${action}: ${url}\n\nNet Hub`;
  const html = `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>Net Hub</p>`;
  return { to, subject, text, html };
}

export const verifyEmailMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Verify your Net Hub e-mail address',
    name,
    'Please confirm your e-mail address to finish creating your Net Hub account. The link is valid for 48 hours.',
    'Verify my e-mail',
    url,
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Reset your Net Hub password',
    name,
    'We received a request to reset your password. The link is valid for one hour. If you did not ask for it, you can ignore this e-mail.',
    'Reset my password',
    url,
  );

export const inviteMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'You have been invited to Net Hub',
    name,
    'A group admin has invited you to join Net Hub. Set your password to activate your account. The link is valid for 14 days.',
    'Complete my registration',
    url,
  );

/** An organisation's new owner, invited by a platform administrator (ADR 023). */
export const ownerInviteMail = (organization: string) => (to: string, name: string, url: string) =>
  actionMail(
    to,
    `You have been invited to run ${organization} on Net Hub`,
    name,
    `Net Hub has set up ${organization} for you. Set your password to open its console, where you run its network groups, subscriptions and events. The link is valid for 14 days.`,
    'Set my password',
    url,
  );

export function emailChangedMail(to: string, name: string, newEmail: string): MailMessage {
  const body = `The e-mail address of your Net Hub account was changed to ${newEmail}. If you did not do this, reset your password now and contact us.`;
  return {
    to,
    subject: 'Your Net Hub e-mail address was changed',
    text: `Hello ${name},\n\n${body}\n\nNet Hub`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p><p>Net Hub</p>`,
  };
}

export function passwordChangedMail(to: string, name: string): MailMessage {
  const body =
    'The password of your Net Hub account was changed. If you did not do this, reset your password now.';
  return {
    to,
    subject: 'Your Net Hub password was changed',
    text: `Hello ${name},\n\n${body}\n\nNet Hub`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p><p>Net Hub</p>`,
  };
}

/** ADR 012: sent once (at most hourly) when many sign-ins to an account fail. */
export function signInAttemptsMail(to: string, name: string, resetUrl: string): MailMessage {
  return actionMail(
    to,
    'Unusual sign-in attempts on your Net Hub account',
    name,
    'Someone has tried many wrong passwords for your Net Hub account. We are slowing the attempts down, so your account is safe for now. If this was you, you can reset your password. If it was not, you do not need to do anything, but a strong password that you use nowhere else keeps your account safe.',
    'Reset my password',
    resetUrl,
  );
}

export function connectionInviteMail(to: string, inviterName: string, url: string): MailMessage {
  const body = `${inviterName} would like to connect with you on Net Hub, the professional network where members pass each other business leads. Create your free account to accept.`;
  return {
    to,
    subject: `${inviterName} invited you to connect on Net Hub`,
    text: `Hello,\n\n${body}\n\nJoin Net Hub: ${url}\n\nNet Hub`,
    html: `<p>Hello,</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Join Net Hub</a></p><p>Net Hub</p>`,
  };
}

/** The e-mail copy of a notification that warrants one (a new lead, a connection request, ...). */
export const notificationMail = (to: string, name: string, message: string, url: string) =>
  actionMail(to, message, name, `${message}.`, 'Open Net Hub', url);

export const subscriberAccountMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Set up your Net Hub account',
    name,
    'Your subscription comes with a Net Hub account, where you meet the other members of your group. Set your password to open it. The link is valid for 14 days.',
    'Set my password',
    url,
  );

export const paymentLinkMail = (to: string, name: string, planName: string, url: string) =>
  actionMail(
    to,
    `Your ${planName} subscription is ready to pay`,
    name,
    `Your subscription to ${planName} has been set up. Pay securely through the link below to start it.`,
    'Pay my subscription',
    url,
  );

export const subscriptionActiveMail = (
  to: string,
  name: string,
  groupName: string,
  endsOn: Date,
  url: string,
) =>
  actionMail(
    to,
    `Welcome to ${groupName}`,
    name,
    `Thank you: your payment went through and your subscription is active until ${mailDate(endsOn)}. You are now a member of ${groupName}.`,
    'Open Net Hub',
    url,
  );

export const ticketMail = (
  to: string,
  name: string,
  eventTitle: string,
  startsAt: Date,
  url: string,
) =>
  actionMail(
    to,
    `Your ticket: ${eventTitle}`,
    name,
    `Your ticket for ${eventTitle} (${mailDateTime(startsAt)}) is confirmed. Keep this e-mail: the link shows your ticket, lets you tell the organisers your food preferences, or give up your seat if you can no longer come.`,
    'View my ticket',
    url,
  );

export const addedToGroupMail = (to: string, name: string, groupName: string, url: string) =>
  actionMail(
    to,
    `You have been added to ${groupName}`,
    name,
    `The organisers of ${groupName} have added you to the group on Net Hub.`,
    'Open the group',
    url,
  );

/** A member's data archive is ready (ADR 024): the link opens Settings, where it downloads signed in. */
export const dataExportReadyMail = (to: string, name: string, url: string, expiresAt: Date) =>
  actionMail(
    to,
    'Your Net Hub data is ready to download',
    name,
    `The archive of your Net Hub data you asked for is ready. Sign in and download it from your settings until ${mailDateTime(expiresAt)}; after that it is deleted.`,
    'Download my data',
    url,
  );

/** Deletion asked for: when it happens, and how to cancel (sign in again). */
export const accountDeletionScheduledMail = (to: string, name: string, url: string, dueAt: Date) =>
  actionMail(
    to,
    'Your Net Hub account will be deleted',
    name,
    `You asked us to delete your Net Hub account. You have been signed out everywhere. On ${mailDateTime(dueAt)} we erase your personal data; messages, posts and leads you shared stay with the other members, shown as from "A former member". Changed your mind? Sign in again before then and your account stays as it is.`,
    'Sign in to keep my account',
    url,
  );

export const accountDeletionCancelledMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Your Net Hub account will not be deleted',
    name,
    'You signed in again, so the deletion of your account you asked for is cancelled. Your account stays as it is. If it was not you who signed in, change your password now.',
    'Open my settings',
    url,
  );

/** A member's report was acted on (ADR 029): what was done, without naming anyone. */
export const reportResolvedMail = (
  to: string,
  name: string,
  outcome: 'dismissed' | 'removed' | 'suspended',
  url: string,
) =>
  actionMail(
    to,
    'We reviewed your report',
    name,
    outcome === 'dismissed'
      ? 'Thank you for your report. We reviewed it and found that the content does not break our community rules, so it stays.'
      : outcome === 'removed'
        ? 'Thank you for your report. We reviewed it and removed the content you reported.'
        : 'Thank you for your report. We reviewed it and suspended the account that posted the content you reported.',
    'Open Net Hub',
    url,
  );
/**
 * A one-to-one's calendar invitation (ADR 028): the .ics attached (METHOD:REQUEST, or CANCEL when
 * the meeting is off), and the meetings page to answer or change it.
 */
export function meetingInvitationMail(
  to: string,
  name: string,
  {
    otherName,
    startsAt,
    location,
    cancelled,
    url,
    ics,
  }: {
    otherName: string;
    startsAt: Date;
    location: string;
    cancelled: boolean;
    url: string;
    ics: string;
  },
): MailMessage {
  const when = mailDateTime(startsAt);
  const message = cancelled
    ? actionMail(
        to,
        `Cancelled: one-to-one with ${otherName}, ${when}`,
        name,
        `Your one-to-one with ${otherName} on ${when} (${location}) is cancelled. The attached calendar file removes it from your calendar.`,
        'See your meetings',
        url,
      )
    : actionMail(
        to,
        `One-to-one with ${otherName}, ${when}`,
        name,
        `Your one-to-one with ${otherName} is booked for ${when} (UK time) at ${location}. The attached invitation adds it to your calendar.`,
        'See your meetings',
        url,
      );
  return {
    ...message,
    attachments: [
      {
        filename: cancelled ? 'cancelled-meeting.ics' : 'meeting.ics',
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
        content: ics,
      },
    ],
  };
}
