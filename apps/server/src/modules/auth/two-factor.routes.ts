import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  okResult,
  recoveryCodesResult,
  twoFactorConfirmBody,
  twoFactorEnableBody,
  twoFactorSetup,
  twoFactorStatus,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { TwoFactorService } from './two-factor.service.js';

const tags = ['auth'];
/** Code checks: per client address as sign-in, and per member by the service's throttle. */
const strictLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export type TwoFactorRoutesOptions = { twoFactor: TwoFactorService; hooks: AuthHooks };

/** The signed-in member's own two-factor settings (ADR 020); every call is about oneself. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { twoFactor, hooks },
) => {
  app.get('/auth/two-factor', {
    schema: {
      operationId: 'getTwoFactorStatus',
      summary: 'Whether two-factor sign-in is on, and the recovery codes left',
      tags,
      response: { 200: envelope(twoFactorStatus) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({ data: await twoFactor.status(authOf(request).userId) }),
  });

  app.post('/auth/two-factor/setup', {
    schema: {
      operationId: 'setUpTwoFactor',
      summary: 'Start enrolling: a new secret as a QR code and a manual key',
      errors: { 409: ['TWO_FACTOR_ALREADY_ENABLED'] },
      tags,
      response: { 200: envelope(twoFactorSetup) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => ({ data: await twoFactor.setup(authOf(request).userId) }),
  });

  app.post('/auth/two-factor/enable', {
    schema: {
      operationId: 'enableTwoFactor',
      summary: 'Confirm enrolment with a code: ten recovery codes, shown once',
      errors: {
        400: ['TWO_FACTOR_CODE_INVALID'],
        409: ['TWO_FACTOR_ALREADY_ENABLED', 'TWO_FACTOR_SETUP_REQUIRED'],
      },
      tags,
      body: twoFactorEnableBody,
      response: { 200: envelope(recoveryCodesResult) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await twoFactor.enable(authOf(request).userId, request.body.code),
    }),
  });

  app.post('/auth/two-factor/disable', {
    schema: {
      operationId: 'disableTwoFactor',
      summary: 'Turn two-factor sign-in off (password and a code; not for owners)',
      errors: {
        400: ['PASSWORD_INCORRECT', 'TWO_FACTOR_CODE_INVALID'],
        403: ['TWO_FACTOR_REQUIRED_FOR_OWNER'],
        409: ['TWO_FACTOR_NOT_ENABLED'],
      },
      tags,
      body: twoFactorConfirmBody,
      response: { 200: envelope(okResult) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => {
      await twoFactor.disable(authOf(request).userId, request.body);
      return { data: { ok: true as const } };
    },
  });

  app.post('/auth/two-factor/recovery-codes', {
    schema: {
      operationId: 'regenerateRecoveryCodes',
      summary: 'New recovery codes; the old ones stop working (password and a code)',
      errors: {
        400: ['PASSWORD_INCORRECT', 'TWO_FACTOR_CODE_INVALID'],
        409: ['TWO_FACTOR_NOT_ENABLED'],
      },
      tags,
      body: twoFactorConfirmBody,
      response: { 200: envelope(recoveryCodesResult) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await twoFactor.regenerateRecoveryCodes(authOf(request).userId, request.body),
    }),
  });
};
