import { randomBytes, randomUUID } from 'node:crypto';
import {
  INVITE_TTL_DAYS,
  isSafeRedirectPath,
  REFRESH_TOKEN_TTL_DAYS,
  RESET_PASSWORD_TTL_HOURS,
  VERIFY_EMAIL_TTL_HOURS,
  TWO_FACTOR_CHALLENGE_TTL_S,
  type AuthSession,
  type CurrentUser,
  type LoginResult,
  type SignedInSession,
} from '@nethub/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { hashToken, newToken, type PasswordHasher } from '../../lib/secrets.js';
import type { EventBus } from '../../lib/events.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import {
  accountDeletionCancelledMail,
  accountDeletionScheduledMail,
  emailChangedMail,
  inviteMail,
  subscriberAccountMail,
  passwordChangedMail,
  resetPasswordMail,
  signInAttemptsMail,
  verifyEmailMail,
} from '../mail/mail.templates.js';
import { createUsersService, toCurrentUser, type UserRow } from '../users/users.service.js';
import type { AccessTokens } from './access-token.js';
import { createAuthRepository } from './auth.repository.js';
import { accountThrottled, createLoginThrottle } from './login-throttle.js';
import { describeUserAgent } from './user-agent.js';
import type { ActionPurpose } from './auth.tables.js';
import type { SecondFactor, TwoFactorService } from './two-factor.service.js';

const HOUR_MS = 3_600_000;
const TTL_MS: Record<ActionPurpose, number> = {
  verify_email: VERIFY_EMAIL_TTL_HOURS * HOUR_MS,
  reset_password: RESET_PASSWORD_TTL_HOURS * HOUR_MS,
  invite: INVITE_TTL_DAYS * 24 * HOUR_MS,
};

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export type AuthServiceDeps = {
  db: Db;
  mailer: Mailer;
  events: EventBus;
  accessTokens: AccessTokens;
  publicUrl: string;
  /**
   * Told after sessions (refresh-token families) were ended and committed, so their access tokens
   * and sockets stop at once on this instance (ADR 012); other instances learn within seconds.
   */
  sessionsEnded?: (sessionIds: string[]) => void;
  /**
   * Told after a member was suspended and it committed: every socket and cached session answer
   * of theirs goes, on every instance (the realtime gateway's user room, through Redis).
   */
  accountSuspended?: (userId: string) => void;
  /** The per-account sign-in throttle (ADR 012); off with the other limits (`RATE_LIMITS=off`). */
  throttleSignIn?: boolean;
  passwords: PasswordHasher;
  /** Two-factor sign-in (ADR 020): asked for at sign-in once enrolled. */
  twoFactor: TwoFactorService;
};

export function createAuthService({
  db,
  mailer,
  events,
  accessTokens,
  publicUrl,
  sessionsEnded = () => {},
  accountSuspended = () => {},
  throttleSignIn = true,
  passwords,
  twoFactor,
}: AuthServiceDeps) {
  /** Hashed once so that an unknown e-mail costs the same time as a wrong password. */
  const dummyHash = passwords.hash(randomBytes(16).toString('hex'));
  const usersRepo = createUsersService(db);
  const authRepo = createAuthRepository(db);
  const throttle = throttleSignIn ? createLoginThrottle(db) : undefined;

  /** The member (if the e-mail is one) is told their account is being guessed at. */
  async function alertGuessing(email: string) {
    const user = await usersRepo.findByEmail(email);
    if (user && user.status !== 'inactive')
      await mailer.send(
        signInAttemptsMail(user.email, user.firstName, `${publicUrl}/forgot-password`),
      );
  }

  async function issueActionLink(
    user: UserRow,
    purpose: ActionPurpose,
    path: string,
    tx: DbOrTx = db,
    extra = '',
  ) {
    await authRepo.expireActionTokens(user.id, purpose, tx);
    const token = newToken();
    await authRepo.insertActionToken(
      {
        userId: user.id,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TTL_MS[purpose]),
      },
      tx,
    );
    return `${publicUrl}${path}?token=${token}${extra}`;
  }

  type ActionLink = { purpose: ActionPurpose; path: string; extra?: string };

  /** The link and its mail commit together: a member never holds a link whose mail is lost. */
  async function mailActionLink(
    user: UserRow,
    link: ActionLink,
    compose: (url: string) => MailMessage,
    tx?: Tx,
  ) {
    const write = async (tx: Tx) =>
      mailer.send(compose(await issueActionLink(user, link.purpose, link.path, tx, link.extra)));
    await (tx ? write(tx) : db.transaction(write));
  }

  const verificationLink = (prevUrl?: string) => ({
    purpose: 'verify_email' as const,
    path: '/verify-email',
    extra: isSafeRedirectPath(prevUrl) ? `&prevUrl=${encodeURIComponent(prevUrl)}` : '',
  });

  async function sendVerification(user: UserRow, prevUrl?: string) {
    await mailActionLink(user, verificationLink(prevUrl), (url) =>
      verifyEmailMail(user.email, user.firstName, url),
    );
  }

  async function sendInvite(user: UserRow, template = inviteMail) {
    await mailActionLink(user, { purpose: 'invite', path: '/complete-registration' }, (url) =>
      template(user.email, user.firstName, url),
    );
  }

  async function startSession(
    user: UserRow,
    deviceId?: string,
    familyId: string = randomUUID(),
    tx: DbOrTx = db,
    userAgent?: string,
  ): Promise<AuthSession> {
    const refreshToken = newToken();
    const device = deviceId ?? randomBytes(16).toString('hex');
    await authRepo.insertRefreshToken(
      {
        userId: user.id,
        familyId,
        tokenHash: hashToken(refreshToken),
        deviceId: device,
        userAgent: userAgent?.slice(0, 512),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * HOUR_MS),
      },
      tx,
    );
    const accessToken = await accessTokens.sign({
      userId: user.id,
      sessionId: familyId,
      isOrgOwner: user.isOrgOwner,
    });
    return {
      accessToken,
      refreshToken,
      deviceId: device,
      expiresIn: accessTokens.ttlSeconds,
      user: toCurrentUser(user),
    };
  }

  /** Signing in during the grace period keeps the account (ADR 024); the member is told. */
  async function keepAccount(user: UserRow) {
    if (!user.deletionDueAt) return;
    await db.transaction(async (tx) => {
      await usersRepo.update(user.id, { deletionDueAt: null }, tx);
      await mailer.send(
        accountDeletionCancelledMail(user.email, user.firstName, `${publicUrl}/settings`),
      );
    });
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await usersRepo.findById(userId);
    if (!user || user.status === 'suspended') throw unauthorized();
    return user;
  }

  return {
    async register(
      input: { email: string; password: string; firstName: string; lastName: string },
      prevUrl?: string,
    ) {
      const existing = await usersRepo.findByEmail(input.email);
      if (existing?.status === 'inactive') {
        await sendInvite(existing);
        throw conflict('USER_IMPORTED_INACTIVE', { email: existing.email });
      }
      if (existing) throw conflict('USER_EXISTED');
      const passwordHash = await passwords.hash(input.password);
      // The account, its verification link and the mail carrying it commit together.
      const email = await db
        .transaction(async (tx) => {
          const user = await usersRepo.create({ ...input, passwordHash, status: 'unverified' }, tx);
          const mail = (url: string) => verifyEmailMail(user.email, user.firstName, url);
          await mailActionLink(user, verificationLink(prevUrl), mail, tx);
          return user.email;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict('USER_EXISTED') : error;
        });
      return { email };
    },

    async login(input: {
      email: string;
      password: string;
      isOrgOwner: boolean;
      deviceId?: string;
      /** The `nh_trusted_device` cookie: a remembered device skips the second factor. */
      trustedDeviceToken?: string;
      userAgent?: string;
    }): Promise<LoginResult> {
      // Per account, whatever the address (ADR 012): counted before anything is evaluated.
      const attempt = await throttle?.attempt(input.email);
      if (attempt?.alert) await alertGuessing(input.email);
      if (attempt?.retryAfter !== undefined) throw accountThrottled(attempt.retryAfter);
      const user = await usersRepo.findByEmail(input.email);
      // Unknown address and wrong password cost the same and say nothing more (ADR 019).
      if (!user) {
        await passwords.verify(await dummyHash, input.password);
        throw unauthorized('USER_NOT_FOUND');
      }
      if (!(await passwords.verify(user.passwordHash, input.password)))
        throw unauthorized('PASSWORD_INCORRECT');
      await throttle?.succeeded(input.email);
      if (user.status === 'unverified')
        throw forbidden('EMAIL_NOT_VERIFIED', { email: user.email });
      if (user.status === 'suspended') throw forbidden('ACCOUNT_SUSPENDED');
      // Only once the password is right: the switch then says what is wrong with it (ADR 019).
      if (input.isOrgOwner && !user.isOrgOwner) throw forbidden('NOT_ORG_OWNER');
      if (await twoFactor.required(user.id, input.trustedDeviceToken))
        return {
          status: 'two_factor_required',
          challengeToken: await twoFactor.issueChallenge(user.id, input.deviceId),
          expiresIn: TWO_FACTOR_CHALLENGE_TTL_S,
        };
      await keepAccount(user);
      return {
        status: 'signed_in',
        ...(await startSession(user, input.deviceId, undefined, db, input.userAgent)),
      };
    },

    /**
     * The second sign-in step (ADR 020): the challenge from `login` and a code. Answers the
     * usual session, and a trusted-device token when the member asked to be remembered.
     */
    async loginTwoFactor(
      input: SecondFactor & {
        challengeToken: string;
        rememberDevice: boolean;
        userAgent?: string;
      },
    ): Promise<{ session: AuthSession; trustedDeviceToken?: string }> {
      const { userId, deviceId } = await twoFactor.readChallenge(input.challengeToken);
      const user = await usersRepo.findById(userId);
      if (!user) throw unauthorized('TWO_FACTOR_CHALLENGE_EXPIRED');
      if (user.status === 'suspended') throw forbidden('ACCOUNT_SUSPENDED');
      await twoFactor.verifySignIn(user.id, input);
      await keepAccount(user);
      const session = await startSession(user, deviceId, undefined, db, input.userAgent);
      const trustedDeviceToken = input.rememberDevice
        ? await twoFactor.trustDevice(user.id)
        : undefined;
      return { session, trustedDeviceToken };
    },

    /** Rotation with reuse detection: a rotated token presented again revokes its whole family. */
    async refresh(
      refreshToken: string | undefined,
      deviceId?: string,
      userAgent?: string,
    ): Promise<AuthSession> {
      if (!refreshToken) throw unauthorized('INVALID_TOKEN');
      const stored = await authRepo.findRefreshTokenByHash(hashToken(refreshToken));
      if (!stored || stored.revokedAt) throw unauthorized('INVALID_TOKEN');
      if (stored.replacedAt) {
        await authRepo.revokeFamily(stored.familyId);
        sessionsEnded([stored.familyId]);
        throw unauthorized('INVALID_TOKEN');
      }
      if (stored.expiresAt.getTime() <= Date.now() || (deviceId && deviceId !== stored.deviceId)) {
        throw unauthorized('INVALID_TOKEN');
      }
      const user = await usersRepo.findById(stored.userId);
      if (!user || user.status === 'suspended') throw unauthorized('INVALID_TOKEN');
      return db.transaction(async (tx) => {
        if (!(await authRepo.markReplaced(stored.id, tx))) throw unauthorized('INVALID_TOKEN');
        return startSession(user, stored.deviceId, stored.familyId, tx, userAgent);
      });
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const stored = await authRepo.findRefreshTokenByHash(hashToken(refreshToken));
      if (!stored) return;
      await authRepo.revokeFamily(stored.familyId);
      sessionsEnded([stored.familyId]);
    },

    /**
     * Suspends a member: signed out everywhere at once (their sessions revoked, sockets dropped on
     * every instance), and refused at sign-in and refresh from now on. `within` runs in the same
     * transaction (the admin console's audit row). False when the account was already suspended.
     */
    async suspend(userId: string, within?: (tx: Tx) => Promise<void>) {
      const ended = await db.transaction(async (tx) => {
        const user = await usersRepo.findById(userId, tx);
        if (!user) throw notFound();
        // An erased account (ADR 024) has no one left to suspend.
        if (user.status === 'suspended' || user.status === 'deleted') return undefined;
        await usersRepo.update(userId, { status: 'suspended' }, tx);
        await within?.(tx);
        return authRepo.revokeAllForUser(userId, undefined, tx);
      });
      if (!ended) return false;
      sessionsEnded(ended);
      accountSuspended(userId);
      return true;
    },

    /**
     * Lifts a suspension: the account returns to the state its data shows (active, or still
     * waiting for its e-mail check or invitation). The member signs in again themselves.
     * False when the account was not suspended.
     */
    async restore(userId: string, within?: (tx: Tx) => Promise<void>) {
      return db.transaction(async (tx) => {
        const user = await usersRepo.findById(userId, tx);
        if (!user) throw notFound();
        if (user.status !== 'suspended') return false;
        const status = !user.passwordHash
          ? 'inactive'
          : user.emailVerifiedAt
            ? 'active'
            : 'unverified';
        await usersRepo.update(userId, { status }, tx);
        await within?.(tx);
        return true;
      });
    },

    /**
     * Starts the grace period of an account deletion (ADR 024), once the caller confirmed it
     * is the member: every session ends at once, sockets included, and the member is mailed
     * when it happens and how to cancel (sign in again).
     */
    async scheduleDeletion(userId: string, dueAt: Date) {
      const user = await requireUser(userId);
      const ended = await db.transaction(async (tx) => {
        await usersRepo.update(userId, { deletionDueAt: dueAt }, tx);
        await mailer.send(
          accountDeletionScheduledMail(user.email, user.firstName, `${publicUrl}/login`, dueAt),
        );
        return authRepo.revokeAllForUser(userId, undefined, tx);
      });
      sessionsEnded(ended);
      await twoFactor.forgetTrustedDevices(userId);
    },

    /** Where the member is signed in, this session first (settings, ADR 022). */
    async listSessions(userId: string, sessionId: string): Promise<SignedInSession[]> {
      const rows = await authRepo.listSessions(userId);
      return rows
        .map((row) => ({
          _id: row.familyId,
          current: row.familyId === sessionId,
          ...describeUserAgent(row.userAgent),
          signedInAt: row.signedInAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Signs one of the member's sessions out, at once, sockets included. */
    async revokeSession(userId: string, familyId: string) {
      if (!(await authRepo.revokeSession(userId, familyId))) throw notFound();
      sessionsEnded([familyId]);
    },

    /** "Sign out other sessions": every session of the member but this one ends. */
    async revokeOtherSessions(userId: string, sessionId: string) {
      await requireUser(userId);
      const ended = await authRepo.revokeAllForUser(userId, sessionId);
      sessionsEnded(ended);
      return { revoked: ended.length };
    },

    /**
     * Unknown addresses answer like known ones: the form never tells who is a member. Owners
     * reset here like members: there is no other portal (ADR 019).
     */
    async forgotPassword(email: string) {
      const user = await usersRepo.findByEmail(email);
      if (!user || user.status === 'suspended') return;
      await mailActionLink(user, { purpose: 'reset_password', path: '/reset-password' }, (url) =>
        resetPasswordMail(user.email, user.firstName, url),
      );
    },

    /** A completed reset proves the mailbox, so it also verifies an unverified or invited account. */
    async resetPassword(token: string, newPassword: string) {
      const passwordHash = await passwords.hash(newPassword);
      const { userId, ended } = await db.transaction(async (tx) => {
        const userId = await authRepo.consumeActionToken(hashToken(token), 'reset_password', tx);
        if (!userId) throw badRequest('INVALID_TOKEN');
        const user = await usersRepo.findById(userId, tx);
        if (!user) throw badRequest('INVALID_TOKEN');
        await usersRepo.update(
          userId,
          {
            passwordHash,
            emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
            status: user.status === 'suspended' ? 'suspended' : 'active',
          },
          tx,
        );
        return { userId, ended: await authRepo.revokeAllForUser(userId, undefined, tx) };
      });
      sessionsEnded(ended);
      await twoFactor.forgetTrustedDevices(userId);
    },

    async changePassword(
      userId: string,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
    ) {
      const user = await requireUser(userId);
      if (!(await passwords.verify(user.passwordHash, currentPassword)))
        throw badRequest('PASSWORD_INCORRECT');
      const passwordHash = await passwords.hash(newPassword);
      const ended = await db.transaction(async (tx) => {
        await usersRepo.update(userId, { passwordHash }, tx);
        return authRepo.revokeAllForUser(userId, sessionId, tx);
      });
      sessionsEnded(ended);
      await twoFactor.forgetTrustedDevices(userId);
      await mailer.send(passwordChangedMail(user.email, user.firstName));
    },

    /** Takes effect at once after the password check; the old address is told about it. */
    async changeEmail(userId: string, newEmail: string, password: string): Promise<CurrentUser> {
      const user = await requireUser(userId);
      if (!(await passwords.verify(user.passwordHash, password)))
        throw badRequest('PASSWORD_INCORRECT');
      if (user.email.toLowerCase() === newEmail) return toCurrentUser(user);
      if (await usersRepo.findByEmail(newEmail)) throw conflict('USER_EXISTED');
      let updated: UserRow | undefined;
      try {
        updated = await usersRepo.update(userId, { email: newEmail });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('USER_EXISTED');
        throw error;
      }
      await mailer.send(emailChangedMail(user.email, user.firstName, newEmail));
      return toCurrentUser(updated!);
    },

    /** Resends the link the account is waiting for; silent for anyone else. */
    async resendVerification(email: string) {
      const user = await usersRepo.findByEmail(email);
      if (user?.status === 'unverified') await sendVerification(user);
      else if (user?.status === 'inactive') await sendInvite(user);
    },

    async verifyEmail(token: string) {
      const verified = await db.transaction(async (tx) => {
        const userId = await authRepo.consumeActionToken(hashToken(token), 'verify_email', tx);
        if (!userId) throw badRequest('INVALID_TOKEN');
        const user = await usersRepo.findById(userId, tx);
        if (!user) throw badRequest('INVALID_TOKEN');
        await usersRepo.update(
          userId,
          {
            emailVerifiedAt: new Date(),
            status: user.status === 'unverified' ? 'active' : user.status,
          },
          tx,
        );
        if (user.status === 'unverified')
          await events.emit('user.activated', { userId, email: user.email });
        return { email: user.email };
      });
      return { email: verified.email };
    },

    async currentUser(userId: string): Promise<CurrentUser> {
      return toCurrentUser(await requireUser(userId));
    },

    async inviteDetails(token: string) {
      const userId = await authRepo.findValidActionToken(hashToken(token), 'invite');
      const user = userId ? await usersRepo.findById(userId) : undefined;
      if (!user || user.status !== 'inactive') throw badRequest('INVALID_TOKEN');
      return { email: user.email, firstName: user.firstName, lastName: user.lastName };
    },

    async completeInvite(input: {
      token: string;
      password: string;
      firstName?: string;
      lastName?: string;
      deviceId?: string;
    }) {
      const passwordHash = await passwords.hash(input.password);
      const session = await db.transaction(async (tx) => {
        const userId = await authRepo.consumeActionToken(hashToken(input.token), 'invite', tx);
        const user = userId ? await usersRepo.findById(userId, tx) : undefined;
        if (!user || user.status !== 'inactive') throw badRequest('INVALID_TOKEN');
        const activated = await usersRepo.update(
          user.id,
          {
            passwordHash,
            firstName: input.firstName ?? user.firstName,
            lastName: input.lastName ?? user.lastName,
            emailVerifiedAt: new Date(),
            status: 'active',
          },
          tx,
        );
        await events.emit('user.activated', { userId: user.id, email: user.email });
        return startSession(activated!, input.deviceId, randomUUID(), tx);
      });
      return session;
    },

    /**
     * Creates an account a group admin or a public purchase brings in: inactive, no password,
     * activated through the invitation link it is mailed.
     */
    async inviteUser(input: {
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<CurrentUser> {
      const existing = await usersRepo.findByEmail(input.email);
      if (existing) throw conflict('USER_EXISTED');
      const user = await usersRepo.create({ ...input, status: 'inactive' });
      await sendInvite(user);
      return toCurrentUser(user);
    },

    /**
     * The account behind an e-mail a buyer or an owner typed: the existing one, or a new
     * inactive one (invited at once when `invite`, else later through the account link mailed
     * after payment).
     */
    async ensureAccount(
      input: { email: string; firstName: string; lastName: string },
      options: { invite: boolean; mail?: typeof inviteMail },
      tx?: Tx,
    ): Promise<{ user: UserRow; created: boolean }> {
      const existing = await usersRepo.findByEmail(input.email, tx);
      if (existing) return { user: existing, created: false };
      let user: UserRow;
      try {
        user = await usersRepo.create({ ...input, status: 'inactive' }, tx);
      } catch (error) {
        // Inside the caller's transaction the failed insert has spoilt it: the caller answers.
        if (tx || !isUniqueViolation(error)) throw error;
        return { user: (await usersRepo.findByEmail(input.email))!, created: false };
      }
      if (options.invite)
        await mailActionLink(
          user,
          { purpose: 'invite', path: '/complete-registration' },
          (url) => (options.mail ?? inviteMail)(user.email, user.firstName, url),
          tx,
        );
      return { user, created: true };
    },

    /** Mails a subscriber's account link again; says nothing about who exists. */
    async sendSubscriberVerification(userId: string) {
      const user = await usersRepo.findById(userId);
      if (user?.status === 'inactive') await sendInvite(user, subscriberAccountMail);
      else if (user?.status === 'unverified') await sendVerification(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
