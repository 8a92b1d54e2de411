import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TRUSTED_DEVICE_TTL_DAYS,
  TWO_FACTOR_CHALLENGE_TTL_S,
  type RecoveryCodesResult,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { hashToken, newToken, type PasswordHasher } from '../../lib/secrets.js';
import { createUsersService } from '../users/users.service.js';
import { accountThrottled, createLoginThrottle } from './login-throttle.js';
import { createTwoFactorRepository } from './two-factor.repository.js';

const ISSUER = 'Net Hub';
const PERIOD_S = 30;
/** One step either side: a phone clock 30 s off still signs in. */
const WINDOW = 1;
const DAY_MS = 24 * 3_600_000;
/** Recovery codes avoid look-alike characters (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A factor as the member typed it: an authenticator code or a recovery code. */
export type SecondFactor = { code?: string; recoveryCode?: string };

export type TwoFactorServiceDeps = {
  db: Db;
  passwords: PasswordHasher;
  /** The server secret: keys for the stored TOTP secrets and the challenges derive from it. */
  serverSecret: string;
  /** Code checks share the sign-in throttle (ADR 012), per member; off with `RATE_LIMITS=off`. */
  throttleChecks?: boolean;
  challengeTtlS?: number;
};

const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

function newRecoveryCode() {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** AES-256-GCM for the TOTP secrets at rest: a database leak alone yields no usable secret. */
function createSecretBox(serverSecret: string) {
  const key = createHash('sha256').update(`${serverSecret}:two-factor-secrets`).digest();
  return {
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string) {
      const [, iv, tag, data] = sealed.split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data!, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

const totpFor = (base32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(base32),
  });

/** The time step a code matches (within the window), or null. */
function matchingStep(base32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(base32).validate({ token: code.trim(), timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
}

/**
 * Two-factor sign-in (ADR 020): TOTP enrolment, ten single-use recovery codes, the short-lived
 * sign-in challenge and remembered devices. Sessions themselves stay the auth service's.
 */
export function createTwoFactorService({
  db,
  passwords,
  serverSecret,
  throttleChecks = true,
  challengeTtlS = TWO_FACTOR_CHALLENGE_TTL_S,
}: TwoFactorServiceDeps) {
  const repo = createTwoFactorRepository(db);
  const users = createUsersService(db);
  const box = createSecretBox(serverSecret);
  const throttle = throttleChecks ? createLoginThrottle(db, undefined, 'two-factor') : undefined;
  const challengeKey = createHash('sha256').update(`${serverSecret}:two-factor-challenge`).digest();

  async function issueRecoveryCodes(userId: string, tx: Parameters<typeof repo.find>[1] = db) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(
      userId,
      codes.map((code) => hashToken(normaliseRecoveryCode(code))),
      tx,
    );
    return codes;
  }

  /**
   * Checks a second factor of an enrolled member; throws `TWO_FACTOR_CODE_INVALID` (with
   * `status`) when wrong, used, or replayed. Counted per member before anything is evaluated.
   */
  async function checkFactor(userId: string, factor: SecondFactor, status: 400 | 401) {
    const attempt = await throttle?.attempt(userId);
    if (attempt?.retryAfter !== undefined) throw accountThrottled(attempt.retryAfter);
    const row = await repo.find(userId);
    if (!row?.secret || !row.enabledAt) throw conflict('TWO_FACTOR_NOT_ENABLED');
    let ok = false;
    if (factor.code !== undefined) {
      const step = matchingStep(box.open(row.secret), factor.code);
      ok = step !== null && (await repo.useStep(userId, step));
    } else if (factor.recoveryCode !== undefined) {
      const hash = hashToken(normaliseRecoveryCode(factor.recoveryCode));
      ok = await repo.useRecoveryCode(userId, hash);
    }
    if (!ok) throw new AppError(status, 'TWO_FACTOR_CODE_INVALID');
    await throttle?.succeeded(userId);
  }

  async function requirePassword(userId: string, password: string) {
    const user = await users.findById(userId);
    if (!user || user.status === 'suspended') throw unauthorized();
    if (!(await passwords.verify(user.passwordHash, password)))
      throw badRequest('PASSWORD_INCORRECT');
    return user;
  }

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const [row, user] = await Promise.all([repo.find(userId), users.findById(userId)]);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        enabledAt: row?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(userId) : 0,
        canDisable: enabled && !user?.isOrgOwner,
      };
    },

    /** A new pending secret (replacing an unconfirmed one): its URI, QR code and manual key. */
    async setup(userId: string): Promise<TwoFactorSetup> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      const row = await repo.find(userId);
      if (row?.enabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED');
      const manualKey = new Secret({ size: 20 }).base32;
      await repo.savePending(userId, box.seal(manualKey));
      const otpauthUri = totpFor(manualKey, user.email).toString();
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
      ).toString('base64')}`;
      return { otpauthUri, qrCode, manualKey };
    },

    /** Confirms enrolment with a code from the new secret; answers the recovery codes, once. */
    async enable(userId: string, code: string): Promise<RecoveryCodesResult> {
      const attempt = await throttle?.attempt(userId);
      if (attempt?.retryAfter !== undefined) throw accountThrottled(attempt.retryAfter);
      const row = await repo.find(userId);
      if (row?.enabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED');
      if (!row?.pendingSecret) throw conflict('TWO_FACTOR_SETUP_REQUIRED');
      const step = matchingStep(box.open(row.pendingSecret), code);
      if (step === null) throw badRequest('TWO_FACTOR_CODE_INVALID');
      const recoveryCodes = await db.transaction(async (tx) => {
        if (!(await repo.enable(userId, row.pendingSecret!, step, tx)))
          throw conflict('TWO_FACTOR_SETUP_REQUIRED');
        return issueRecoveryCodes(userId, tx);
      });
      await throttle?.succeeded(userId);
      return { recoveryCodes };
    },

    /** Members may turn it off (password and a code); an enrolled owner may not (ADR 020). */
    async disable(userId: string, input: SecondFactor & { password: string }) {
      const user = await requirePassword(userId, input.password);
      if (user.isOrgOwner) throw forbidden('TWO_FACTOR_REQUIRED_FOR_OWNER');
      await checkFactor(userId, input, 400);
      await repo.remove(userId);
    },

    /** New recovery codes (the old ones stop working); password and a code. */
    async regenerateRecoveryCodes(
      userId: string,
      input: SecondFactor & { password: string },
    ): Promise<RecoveryCodesResult> {
      await requirePassword(userId, input.password);
      await checkFactor(userId, input, 400);
      return { recoveryCodes: await issueRecoveryCodes(userId) };
    },

    /**
     * Confirms it is the member before an irreversible step (deleting the account): the
     * password, and a code when enrolled (`TWO_FACTOR_CODE_REQUIRED` without one).
     */
    async confirmIdentity(userId: string, input: Partial<SecondFactor> & { password: string }) {
      const user = await requirePassword(userId, input.password);
      const row = await repo.find(userId);
      if (row?.enabledAt) {
        if (input.code === undefined && input.recoveryCode === undefined)
          throw badRequest('TWO_FACTOR_CODE_REQUIRED');
        await checkFactor(userId, input as SecondFactor, 400);
      }
      return user;
    },

    /** Whether sign-in asks this member for a second factor on this device. */
    async required(userId: string, trustedDeviceToken?: string) {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return false;
      if (!trustedDeviceToken) return true;
      return !(await repo.isTrustedDevice(userId, hashToken(trustedDeviceToken)));
    },

    /** A signed challenge proving the password was right, for `challengeTtlS` seconds. */
    issueChallenge(userId: string, deviceId?: string): Promise<string> {
      return new SignJWT({ did: deviceId ?? null })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience('two-factor')
        .setIssuedAt()
        .setExpirationTime(`${challengeTtlS}s`)
        .sign(challengeKey);
    },

    async readChallenge(token: string): Promise<{ userId: string; deviceId?: string }> {
      try {
        const { payload } = await jwtVerify(token, challengeKey, {
          algorithms: ['HS256'],
          audience: 'two-factor',
        });
        if (typeof payload.sub !== 'string') throw new Error('claims');
        return {
          userId: payload.sub,
          deviceId: typeof payload.did === 'string' ? payload.did : undefined,
        };
      } catch {
        // Expired, tampered with, or not a challenge at all: sign in with the password again.
        throw unauthorized('TWO_FACTOR_CHALLENGE_EXPIRED');
      }
    },

    /** The sign-in step: a wrong, used or replayed code answers 401 `TWO_FACTOR_CODE_INVALID`. */
    verifySignIn(userId: string, factor: SecondFactor) {
      return checkFactor(userId, factor, 401);
    },

    /** Remembers this browser for 30 days; the token goes in an httpOnly cookie. */
    async trustDevice(userId: string) {
      const token = newToken();
      await repo.insertTrustedDevice({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TRUSTED_DEVICE_TTL_DAYS * DAY_MS),
      });
      return token;
    },

    /** A password change or reset forgets every remembered device. */
    forgetTrustedDevices(userId: string) {
      return repo.forgetTrustedDevices(userId);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
