import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, onboardingChecklist } from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { OnboardingService } from './onboarding.service.js';

export const onboardingRoutes: FastifyPluginAsyncZod<{
  onboarding: OnboardingService;
  hooks: AuthHooks;
}> = async (app, { onboarding, hooks }) => {
  app.get('/users/onboarding', {
    schema: {
      operationId: 'getOnboarding',
      summary: 'The getting-started checklist',
      tags: ['onboarding'],
      response: { 200: envelope(onboardingChecklist) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({ data: await onboarding.checklist(authOf(request).userId) }),
  });

  app.post('/users/onboarding/dismiss', {
    schema: {
      operationId: 'dismissOnboarding',
      summary: 'Hide the completed getting-started checklist for good',
      errors: { 400: ['ONBOARDING_NOT_COMPLETE'] },
      tags: ['onboarding'],
      response: { 200: envelope(onboardingChecklist) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({ data: await onboarding.dismiss(authOf(request).userId) }),
  });
};
