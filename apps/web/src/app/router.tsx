import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '@/components/page-loader';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { paths } from '@/config/paths';
import { AppLayout } from '@/features/shell';
import { RequireAuth, SignedOutOnly } from './guards';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Each screen is its own chunk, loaded when its route is first visited. */
const screen = (load: ScreenModule) => async () => ({ Component: (await load()).default });

/**
 * A screen inside the shell: its own chunk too, but loaded by React (`lazy`), not by the router,
 * so the router never waits for it and the shell renders at once; while the chunk loads, the
 * shell's Suspense boundary shows a loader in the main area only (#19).
 */
function shellScreen(load: ScreenModule) {
  let loaded: ComponentType | undefined;
  let loading: ReturnType<ScreenModule> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  // Once its chunk is there (preloadOpeningScreen), the screen renders at once: `lazy` would
  // still suspend its first render, and the shell show a loader over a page drawn at build time.
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component: Screen, handle: { load: loadOnce } };
}

/**
 * Starts loading the chunk of the shell screen a page opens on together with the session check,
 * rather than once the check has answered and the guard renders it: one round trip less before a
 * signed-in page shows (P11). The screen then renders the loaded module (`shellScreen`), or
 * waits for the load already on its way.
 */
export function preloadOpeningScreen(router: AppRouterInstance) {
  // The router matched the page's location when it was created: matching the routes again
  // (`matchRoutes` flattens and ranks all of them) cost ~3 ms, 12 ms on a phone (P11).
  const loads = router.state.matches.map((match) => {
    const handle = match.route.handle as { load?: ScreenModule } | undefined;
    return handle?.load?.().catch(() => undefined);
  });
  return Promise.all(loads).then(() => undefined);
}

const myProfile = shellScreen(() => import('./routes/app/profile'));

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorBoundary />,
    children: [
      // Open to everyone.
      { path: paths.policies.path, lazy: screen(() => import('./routes/policies')) },
      { path: paths.auth.verifyEmail.path, lazy: screen(() => import('./routes/verify-email')) },
      { path: paths.auth.emailLanding.path, lazy: screen(() => import('./routes/email-landing')) },
      // Public sales (spec §2 open routes): visitors buy subscriptions and event tickets.
      {
        path: paths.public.subscriptions.path,
        lazy: screen(() => import('./routes/public-subscriptions-list')),
      },
      {
        path: paths.public.subscriptionDetails.path,
        lazy: screen(() => import('./routes/public-subscription-details')),
      },
      {
        path: paths.public.subscriptionForm.path,
        lazy: screen(() => import('./routes/public-subscription-form')),
      },
      {
        path: paths.public.subscriptionPayment.path,
        lazy: screen(() => import('./routes/public-subscription-payment')),
      },
      {
        path: paths.public.eventTicket.path,
        lazy: screen(() => import('./routes/public-event-ticket')),
      },
      {
        path: paths.public.eventUnsubscribe.path,
        lazy: screen(() => import('./routes/public-event-unsubscribe')),
      },
      // Signed out: the public layout; signed in: inside the shell.
      { path: paths.contact.path, lazy: screen(() => import('./routes/contact')) },
      // Listed as signed-out-only in the spec, but a signed-in member must see it too.
      { path: paths.error.path, lazy: screen(() => import('./routes/error')) },
      {
        element: <SignedOutOnly />,
        children: [
          { path: paths.auth.login.path, lazy: screen(() => import('./routes/login')) },
          { path: paths.auth.signUp.path, lazy: screen(() => import('./routes/sign-up')) },
          {
            path: paths.auth.forgotPassword.path,
            lazy: screen(() => import('./routes/forgot-password')),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: screen(() => import('./routes/reset-password')),
          },
          {
            path: paths.auth.emailVerified.path,
            lazy: screen(() => import('./routes/email-verified')),
          },
          {
            path: paths.auth.completeRegistration.path,
            lazy: screen(() => import('./routes/complete-registration')),
          },
        ],
      },
      {
        // The shell, in the first load, above the session guard: it stays on screen while the
        // session is restored and while a screen's chunk loads.
        element: <AppLayout />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              { index: true, ...shellScreen(() => import('./routes/app/home')) },
              { path: paths.profile.root.path, ...myProfile },
              { path: paths.profile.me.path, ...myProfile },
              {
                path: paths.profile.member.path,
                ...shellScreen(() => import('./routes/app/member-profile')),
              },
              {
                path: paths.settings.root.path,
                ...shellScreen(() => import('./routes/app/settings')),
              },
              {
                path: paths.settings.password.path,
                ...shellScreen(() => import('./routes/app/change-password')),
              },
              {
                path: paths.settings.email.path,
                ...shellScreen(() => import('./routes/app/change-email')),
              },
              { path: paths.faqs.path, ...shellScreen(() => import('./routes/app/faqs')) },
              { path: paths.media.path, ...shellScreen(() => import('./routes/app/media')) },
              { path: paths.explore.path, ...shellScreen(() => import('./routes/app/explore')) },
              {
                path: paths.suggestions.path,
                ...shellScreen(() => import('./routes/app/suggestions')),
              },
              {
                path: paths.connections.path,
                ...shellScreen(() => import('./routes/app/connections')),
              },
              { path: paths.leads.root.path, ...shellScreen(() => import('./routes/app/leads')) },
              { path: paths.leads.new.path, ...shellScreen(() => import('./routes/app/lead-new')) },
              {
                path: paths.leads.detail.path,
                ...shellScreen(() => import('./routes/app/lead-detail')),
              },
              { path: paths.ledger.path, ...shellScreen(() => import('./routes/app/ledger')) },
              {
                path: paths.organization.ledger.path,
                ...shellScreen(() => import('./routes/app/organization-ledger')),
              },
              {
                path: paths.rewards.root.path,
                ...shellScreen(() => import('./routes/app/rewards')),
              },
              {
                path: paths.rewards.new.path,
                ...shellScreen(() => import('./routes/app/reward-new')),
              },
              {
                path: paths.rewards.detail.path,
                ...shellScreen(() => import('./routes/app/reward-detail')),
              },
              {
                path: paths.rewards.connection.path,
                ...shellScreen(() => import('./routes/app/reward-connection')),
              },
              { path: paths.messages.path, ...shellScreen(() => import('./routes/app/hub-chat')) },
              {
                path: paths.profile.message.path,
                ...shellScreen(() => import('./routes/app/profile-message')),
              },
              { path: paths.groups.root.path, ...shellScreen(() => import('./routes/app/groups')) },
              {
                path: paths.groups.detail.path,
                ...shellScreen(() => import('./routes/app/group-detail')),
              },
              {
                path: paths.groups.requests.path,
                ...shellScreen(() => import('./routes/app/group-requests')),
              },
              // The organisation owner's console.
              {
                path: paths.organization.root.path,
                ...shellScreen(() => import('./routes/app/organization-overview')),
              },
              {
                path: paths.organization.groups.path,
                ...shellScreen(() => import('./routes/app/organization-groups')),
              },
              {
                path: paths.organization.members.path,
                ...shellScreen(() => import('./routes/app/organization-members')),
              },
              {
                path: paths.organization.revenue.path,
                ...shellScreen(() => import('./routes/app/organization-revenue')),
              },
              {
                path: paths.organization.subscriptions.path,
                ...shellScreen(() => import('./routes/app/organization-subscriptions')),
              },
              {
                path: paths.organization.events.path,
                ...shellScreen(() => import('./routes/app/organization-events')),
              },
              {
                path: paths.organization.event.path,
                ...shellScreen(() => import('./routes/app/organization-event')),
              },
              // The platform administrators' console (ADR 023).
              { path: paths.admin.path, ...shellScreen(() => import('./routes/app/admin')) },
              {
                path: paths.community.root.path,
                ...shellScreen(() => import('./routes/app/community')),
              },
              {
                path: paths.community.post.path,
                ...shellScreen(() => import('./routes/app/community-post')),
              },
              {
                path: paths.meetings.root.path,
                ...shellScreen(() => import('./routes/app/meetings')),
              },
              {
                path: paths.meetings.new.path,
                ...shellScreen(() => import('./routes/app/meeting-new')),
              },
              {
                path: paths.notifications.path,
                ...shellScreen(() => import('./routes/app/notifications')),
              },
              {
                path: paths.subscriptions.path,
                ...shellScreen(() => import('./routes/app/subscriptions')),
              },
              { path: paths.ticket.path, ...shellScreen(() => import('./routes/app/ticket')) },
              { path: '*', ...shellScreen(() => import('./routes/app/not-found')) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the screen of the page it opened on. */
export function routerInitialized(router: AppRouterInstance) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
