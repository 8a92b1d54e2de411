const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  auth: {
    login: {
      path: '/login',
      // The root is the default landing page, so it is never carried as prevUrl.
      getHref: (prevUrl?: string) =>
        withQuery('/login', { prevUrl: prevUrl === '/' ? undefined : prevUrl }),
    },
    signUp: {
      path: '/sign-up',
      getHref: (prevUrl?: string) => withQuery('/sign-up', { prevUrl }),
    },
    forgotPassword: fixed('/forgot-password'),
    resetPassword: fixed('/reset-password'),
    emailVerified: fixed('/email-verified'),
    completeRegistration: fixed('/complete-registration'),
    verifyEmail: fixed('/verify-email'),
    emailLanding: {
      path: '/email-landing',
      getHref: (email: string) => withQuery('/email-landing', { email }),
    },
  },
  error: {
    path: '/error',
    getHref: (query: { errorCode: string; message: string; redirectUrl?: string }) =>
      withQuery('/error', query),
  },
  policies: {
    path: '/policies',
    getHref: (tab?: 'privacy' | 'terms') => withQuery('/policies', { tab }),
  },
  profile: {
    root: fixed('/profile'),
    me: fixed('/profile/me'),
    member: { path: '/profile/:id', getHref: (id: string) => `/profile/${encodeURIComponent(id)}` },
    /** The direct-message screen, opened from a profile once the channel is known (spec §2). */
    message: {
      path: '/profile/:id/message/:channel',
      getHref: (id: string, channel: string) =>
        `/profile/${encodeURIComponent(id)}/message/${encodeURIComponent(channel)}`,
    },
  },
  settings: {
    root: fixed('/settings'),
    password: fixed('/settings/password'),
    email: fixed('/settings/email'),
  },
  faqs: fixed('/faqs'),
  contact: fixed('/contact'),
  media: fixed('/media'),
  explore: fixed('/explore'),
  /** Who to meet next (ADR 031): under Explore, where members look for people. */
  suggestions: fixed('/explore/suggestions'),
  connections: fixed('/connections'),
  leads: {
    root: fixed('/leads'),
    /** The add-lead wizard; `recipient` preselects the connection the lead goes to. */
    new: {
      path: '/leads/new',
      getHref: (recipient?: string) => withQuery('/leads/new', { recipient }),
    },
    detail: { path: '/leads/:id', getHref: (id: string) => `/leads/${encodeURIComponent(id)}` },
  },
  /** The referral ledger (ADR 027). */
  ledger: fixed('/ledger'),
  rewards: {
    /** `tab` opens one of the list's tabs (standard is the default). */
    root: {
      path: '/rewards',
      getHref: (tab?: 'standard' | 'campaign' | 'invited') =>
        withQuery('/rewards', { tab: tab === 'standard' ? undefined : tab }),
    },
    /** The add-reward wizard; `type` starts it on a standard reward or a campaign. */
    new: {
      path: '/rewards/new',
      getHref: (type?: 'standard' | 'campaign') => withQuery('/rewards/new', { type }),
    },
    detail: { path: '/rewards/:id', getHref: (id: string) => `/rewards/${encodeURIComponent(id)}` },
    /** The campaigns one connection offers me. */
    connection: {
      path: '/rewards/connection/:userId',
      getHref: (userId: string) => `/rewards/connection/${encodeURIComponent(userId)}`,
    },
  },
  groups: {
    /** `tab`: all groups (default), mine (joined), requested, or owned (groups I run). */
    root: {
      path: '/network-directory',
      getHref: (tab?: 'all' | 'joined' | 'requested' | 'owned') =>
        withQuery('/network-directory', { tab: tab === 'all' ? undefined : tab }),
    },
    /**
     * `tab` opens a section of the group's page: about (default), feed, members, subgroups,
     * reviews, events.
     */
    detail: {
      path: '/network-directory/:id',
      getHref: (
        id: string,
        tab?: 'about' | 'feed' | 'members' | 'subgroups' | 'reviews' | 'events',
      ) =>
        withQuery(`/network-directory/${encodeURIComponent(id)}`, {
          tab: tab === 'about' ? undefined : tab,
        }),
    },
    /** The owner's list of join requests. */
    requests: {
      path: '/network-directory/:id/requests',
      getHref: (id: string) => `/network-directory/${encodeURIComponent(id)}/requests`,
    },
  },
  community: {
    root: fixed('/community'),
    post: {
      path: '/community/posts/:id',
      getHref: (id: string) => `/community/posts/${encodeURIComponent(id)}`,
    },
  },
  notifications: {
    path: '/notifications',
    getHref: (tab?: 'personal' | 'group') =>
      withQuery('/notifications', { tab: tab === 'personal' ? undefined : tab }),
  },
  /** The chat: `type` picks the list (spec §2); `channel` opens a conversation. */
  messages: {
    path: '/hub-chat',
    /** `message` and `at` (its time token): a message to show in the conversation's history. */
    getHref: (
      type: 'direct-messages' | 'group-chats' = 'direct-messages',
      channel?: string,
      message?: { _id: string; timeToken: string },
    ) => withQuery('/hub-chat', { type, channel, message: message?._id, at: message?.timeToken }),
  },
  /** The member's subscriptions: `tab` own (default), live (plans on sale) or tickets (mine). */
  subscriptions: {
    path: '/subscriptions',
    getHref: (tab?: 'own' | 'live' | 'tickets') =>
      withQuery('/subscriptions', { tab: tab === 'own' ? undefined : tab }),
  },
  /** One-to-one meetings (ADR 028): `new` proposes one to the member `with`. */
  meetings: {
    root: {
      path: '/meetings',
      getHref: (tab?: 'upcoming' | 'past') =>
        withQuery('/meetings', { tab: tab === 'upcoming' ? undefined : tab }),
    },
    new: {
      path: '/meetings/new',
      getHref: (withUserId: string) => withQuery('/meetings/new', { with: withUserId }),
    },
  },
  /** A ticket of mine, signed in (the public ticket page serves visitors). */
  ticket: {
    path: '/tickets/:id',
    getHref: (id: string) => `/tickets/${encodeURIComponent(id)}`,
  },
  /** The organisation owner's console. */
  organization: {
    root: fixed('/organization'),
    groups: fixed('/organization/groups'),
    members: fixed('/organization/members'),
    subscriptions: fixed('/organization/subscriptions'),
    events: fixed('/organization/events'),
    event: {
      path: '/organization/events/:id',
      getHref: (id: string) => `/organization/events/${encodeURIComponent(id)}`,
    },
    revenue: fixed('/organization/revenue'),
    ledger: fixed('/organization/ledger'),
  },
  /** The platform administrators' console (ADR 023). */
  admin: fixed('/admin'),
  /** Open pages: visitors buy subscriptions and event tickets without an account. */
  public: {
    subscriptions: {
      path: '/public-subscriptions-list',
      getHref: (groupId?: string) => withQuery('/public-subscriptions-list', { groupId }),
    },
    subscriptionDetails: {
      path: '/public-subscription-details',
      getHref: (id: string) => withQuery('/public-subscription-details', { id }),
    },
    subscriptionForm: {
      path: '/public-subscription-form',
      getHref: (id: string) => withQuery('/public-subscription-form', { id }),
    },
    /** Where the checkout returns: `payment` success or cancelled. */
    subscriptionPayment: {
      path: '/public-subscription-payment',
      getHref: (subscriberId: string, payment?: 'success' | 'cancelled') =>
        withQuery('/public-subscription-payment', { subscriberId, payment }),
    },
    /** `eventId`: the event and its ticket form; `ticketId`: a ticket (after the checkout). */
    eventTicket: {
      path: '/public-event-ticket',
      getHref: (
        query: { eventId: string } | { ticketId: string; payment?: 'success' | 'cancelled' },
      ) => withQuery('/public-event-ticket', query),
    },
    eventUnsubscribe: {
      path: '/public-event-unsubscribe',
      getHref: (ticketId: string) => withQuery('/public-event-unsubscribe', { ticketId }),
    },
  },
} as const;
