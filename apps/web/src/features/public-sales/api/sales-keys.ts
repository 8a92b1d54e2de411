/** The public plans and subscribers (events and tickets are under ticketKeys, @/lib/tickets). */
export const salesKeys = {
  all: ['public-sales'] as const,
  plans: (groupId: string, textSearch: string) =>
    ['public-sales', 'plans', { groupId, textSearch }] as const,
  plan: (id: string) => ['public-sales', 'plan', id] as const,
  subscriber: (id: string) => ['public-sales', 'subscriber', id] as const,
};
