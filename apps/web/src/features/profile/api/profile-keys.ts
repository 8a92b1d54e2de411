export const profileKeys = {
  sectors: ['sectors'] as const,
  member: (id: string) => ['profiles', id] as const,
  note: (userId: string) => ['notes', userId] as const,
};
