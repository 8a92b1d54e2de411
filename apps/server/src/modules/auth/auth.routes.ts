import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  authSession,
  changeEmailBody,
  changePasswordBody,
  completeInviteBody,
  currentUser,
  emailBody,
  envelope,
  inviteDetails,
  loginBody,
  loginResult,
  loginTwoFactorBody,
  okResult,
  REFRESH_TOKEN_TTL_DAYS,
  refreshBody,
  registerBody,
  registerQuery,
  registerResult,
  resetPasswordBody,
  revokeOtherSessionsResult,
  signedInSessions,
  idParams,
  subscriberVerificationQuery,
  tokenBody,
  tokenQuery,
  TRUSTED_DEVICE_TTL_DAYS,
  type AuthSession,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { REFRESH_COOKIE_OR_BODY } from '../../plugins/openapi.js';
import type { AuthService } from './auth.service.js';

const REFRESH_COOKIE = 'nh_refresh';
/** "Remember this device" (ADR 020): sent with sign-in only, skips the second factor. */
const TRUSTED_DEVICE_COOKIE = 'nh_trusted_device';
const tags = ['auth'];
const ok = { ok: true as const };
/** Brute-force sensitive calls: per client address, per minute. */
const strictLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const mailLimit = { rateLimit: { max: 5, timeWindow: '1 minute' } };

export type AuthRoutesOptions = { auth: AuthService; hooks: AuthHooks; secureCookies: boolean };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, hooks, secureCookies },
) => {
  /** The refresh token also travels as an httpOnly cookie, for clients that prefer not to store it. */
  const withSessionCookie = (reply: FastifyReply, session: AuthSession) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: `${API_PREFIX}/auth`,
      maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 3600,
    });
    return { data: session };
  };

  app.post('/auth/register', {
    schema: {
      operationId: 'register',
      summary: 'Sign up with e-mail and password',
      errors: { 409: ['USER_EXISTED', 'USER_IMPORTED_INACTIVE'] },
      tags,
      body: registerBody,
      querystring: registerQuery,
      response: { 201: envelope(registerResult) },
    },
    config: strictLimit,
    handler: async (request, reply) => {
      const { acceptTerms: _accepted, ...input } = request.body;
      reply.status(201);
      return { data: await auth.register(input, request.query.prevUrl) };
    },
  });

  app.post('/auth/login', {
    schema: {
      operationId: 'login',
      summary: 'Sign in: a session, or a challenge when a second factor is asked for',
      errors: {
        401: ['USER_NOT_FOUND', 'PASSWORD_INCORRECT'],
        403: ['EMAIL_NOT_VERIFIED', 'ACCOUNT_SUSPENDED', 'NOT_ORG_OWNER'],
      },
      tags,
      body: loginBody,
      response: { 200: envelope(loginResult) },
    },
    config: strictLimit,
    handler: async (request, reply) => {
      const result = await auth.login({
        ...request.body,
        trustedDeviceToken: request.cookies[TRUSTED_DEVICE_COOKIE],
        userAgent: request.headers['user-agent'],
      });
      if (result.status === 'signed_in') withSessionCookie(reply, result);
      return { data: result };
    },
  });

  app.post('/auth/login/two-factor', {
    schema: {
      operationId: 'loginTwoFactor',
      summary: 'Second sign-in step: the challenge and an authenticator or recovery code',
      errors: {
        401: ['TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_CHALLENGE_EXPIRED'],
        403: ['ACCOUNT_SUSPENDED'],
        409: ['TWO_FACTOR_NOT_ENABLED'],
      },
      tags,
      body: loginTwoFactorBody,
      response: { 200: envelope(authSession) },
    },
    config: strictLimit,
    handler: async (request, reply) => {
      const { session, trustedDeviceToken } = await auth.loginTwoFactor({
        ...request.body,
        userAgent: request.headers['user-agent'],
      });
      if (trustedDeviceToken)
        reply.setCookie(TRUSTED_DEVICE_COOKIE, trustedDeviceToken, {
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookies,
          path: `${API_PREFIX}/auth`,
          maxAge: TRUSTED_DEVICE_TTL_DAYS * 24 * 3600,
        });
      return withSessionCookie(reply, session);
    },
  });

  app.post('/auth/token/refresh', {
    schema: {
      operationId: 'refreshToken',
      summary: 'Exchange a refresh token (body or cookie) for a new session',
      errors: { 401: ['INVALID_TOKEN'] },
      security: REFRESH_COOKIE_OR_BODY,
      tags,
      body: refreshBody.nullish(),
      response: { 200: envelope(authSession) },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      return withSessionCookie(
        reply,
        await auth.refresh(token, request.body?.deviceId, request.headers['user-agent']),
      );
    },
  });

  app.post('/auth/logout', {
    schema: {
      operationId: 'logout',
      summary: 'Sign out: revoke the refresh token',
      security: REFRESH_COOKIE_OR_BODY,
      tags,
      body: z.object({ refreshToken: z.string().max(200).optional() }).nullish(),
      response: { 200: envelope(okResult) },
    },
    handler: async (request, reply) => {
      await auth.logout(request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: `${API_PREFIX}/auth` });
      return { data: ok };
    },
  });

  app.get('/auth/check-session', {
    schema: {
      operationId: 'checkSession',
      summary: 'The signed-in member',
      tags,
      response: { 200: envelope(currentUser) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({ data: await auth.currentUser(authOf(request).userId) }),
  });

  app.post('/auth/forgot-password', {
    schema: {
      operationId: 'forgotPassword',
      summary: 'Mail a password reset link (members and organisation owners alike)',
      tags,
      body: emailBody,
      response: { 200: envelope(okResult) },
    },
    config: mailLimit,
    handler: async (request) => {
      await auth.forgotPassword(request.body.email);
      return { data: ok };
    },
  });

  app.post('/auth/reset-password', {
    schema: {
      operationId: 'resetPassword',
      summary: 'Set a new password with a reset token',
      errors: { 400: ['INVALID_TOKEN'] },
      tags,
      body: resetPasswordBody,
      response: { 200: envelope(okResult) },
    },
    config: strictLimit,
    handler: async (request) => {
      await auth.resetPassword(request.body.token, request.body.newPassword);
      return { data: ok };
    },
  });

  app.post('/auth/change-password', {
    schema: {
      operationId: 'changePassword',
      summary: 'Change the password (other sessions end)',
      errors: { 400: ['PASSWORD_INCORRECT'] },
      tags,
      body: changePasswordBody,
      response: { 200: envelope(okResult) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      await auth.changePassword(
        userId,
        sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { data: ok };
    },
  });

  app.get('/auth/sessions', {
    schema: {
      operationId: 'listSessions',
      summary: 'Where I am signed in: this session first, then the others, newest first',
      tags,
      response: { 200: envelope(signedInSessions) },
    },
    onRequest: hooks.required,
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      return { data: await auth.listSessions(userId, sessionId) };
    },
  });

  app.delete('/auth/sessions/:id', {
    schema: {
      operationId: 'revokeSession',
      summary: 'Sign one of my sessions out (at once, its sockets included)',
      errors: { 404: ['NOT_FOUND'] },
      tags,
      params: idParams,
      response: { 200: envelope(okResult) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => {
      await auth.revokeSession(authOf(request).userId, request.params.id);
      return { data: ok };
    },
  });

  app.post('/auth/sessions/revoke-others', {
    schema: {
      operationId: 'revokeOtherSessions',
      summary: 'Sign out every other session',
      tags,
      response: { 200: envelope(revokeOtherSessionsResult) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      return { data: await auth.revokeOtherSessions(userId, sessionId) };
    },
  });

  app.post('/auth/change-email', {
    schema: {
      operationId: 'changeEmail',
      summary: 'Change the sign-in e-mail',
      errors: { 400: ['PASSWORD_INCORRECT'], 409: ['USER_EXISTED'] },
      tags,
      body: changeEmailBody,
      response: { 200: envelope(currentUser) },
    },
    config: strictLimit,
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await auth.changeEmail(
        authOf(request).userId,
        request.body.newEmail,
        request.body.password,
      ),
    }),
  });

  app.post('/auth/verify-email/resend', {
    schema: {
      operationId: 'resendVerificationEmail',
      summary: 'Mail the verification link again',
      tags,
      body: emailBody,
      response: { 200: envelope(okResult) },
    },
    config: mailLimit,
    handler: async (request) => {
      await auth.resendVerification(request.body.email);
      return { data: ok };
    },
  });

  app.post('/auth/verify-email', {
    schema: {
      operationId: 'verifyEmail',
      summary: 'Verify an e-mail address with its token',
      errors: { 400: ['INVALID_TOKEN'] },
      tags,
      body: tokenBody,
      response: { 200: envelope(z.object({ email: z.string() })) },
    },
    config: strictLimit,
    handler: async (request) => ({ data: await auth.verifyEmail(request.body.token) }),
  });

  app.get('/auth/complete-invite', {
    schema: {
      operationId: 'getInvite',
      summary: "An invitation's details, by its token",
      errors: { 400: ['INVALID_TOKEN'] },
      tags,
      querystring: tokenQuery,
      response: { 200: envelope(inviteDetails) },
    },
    config: strictLimit,
    handler: async (request) => ({ data: await auth.inviteDetails(request.query.token) }),
  });

  app.post('/auth/complete-invite', {
    schema: {
      operationId: 'completeInvite',
      summary: 'Accept an invitation: set a password and sign in',
      errors: { 400: ['INVALID_TOKEN'] },
      tags,
      body: completeInviteBody,
      response: { 200: envelope(authSession) },
    },
    config: strictLimit,
    handler: async (request, reply) =>
      withSessionCookie(reply, await auth.completeInvite(request.body)),
  });

  app.get('/auth/subscriber/account-verification-link', {
    schema: {
      operationId: 'sendSubscriberVerification',
      summary: 'Mail a subscriber the link that activates their account',
      tags,
      querystring: subscriberVerificationQuery,
      response: { 200: envelope(okResult) },
    },
    config: mailLimit,
    handler: async (request) => {
      await auth.sendSubscriberVerification(request.query.userId);
      return { data: ok };
    },
  });
};
