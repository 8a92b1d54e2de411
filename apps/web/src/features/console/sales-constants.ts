/** What the console says after an owner's action. */
export const SALES_MESSAGES = {
  planCreated: 'Plan created',
  planUpdated: 'Plan updated',
  subscriberAdded: (email: string) =>
    `Subscriber added. We have e-mailed the payment link to ${email}.`,
  eventCreated: 'Event created',
  eventUpdated: 'Event updated',
  alreadySubscribed: 'This person already has a running subscription to this plan.',
  planNotOnSale: 'This plan is not on sale. Put it on sale first, or choose another plan.',
  notFound: 'This event does not exist, or it is not one of your organisation’s events.',
} as const;
