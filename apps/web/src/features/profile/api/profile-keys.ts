export const profileKeys = {
  member: (id: string) => ['profiles', id] as const,
  note: (userId: string) => ['notes', userId] as const,
};
