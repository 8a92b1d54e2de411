/**
 * Known boundary violations (ADR 015), one entry per import: [rule, from, to].
 * Paths are relative to apps/server/src/modules. scripts/check-boundaries.mjs fails on any
 * violation not listed here and on any entry that no longer occurs: this list only shrinks.
 * Do not add to it; move the code behind the owning module's exported functions instead.
 */
export const allowlist = [
  // no-other-module-tables: queries (or types against) another module's tables.
  [
    'no-other-module-tables',
    'connections/connections.repository.ts',
    'bookmarks/bookmarks.tables.ts',
  ],
  [
    'no-other-module-tables',
    'connections/connections.repository.ts',
    'members/member-search.tables.ts',
  ],
  ['no-other-module-tables', 'connections/connections.repository.ts', 'profile/profile.tables.ts'],
  ['no-other-module-tables', 'connections/connections.repository.ts', 'users/users.tables.ts'],
  ['no-other-module-tables', 'members/member-cards.ts', 'profile/profile.tables.ts'],
  ['no-other-module-tables', 'members/member-cards.ts', 'users/users.tables.ts'],
  ['no-other-module-tables', 'profile/profile.read-model.ts', 'users/users.tables.ts'],
  ['no-other-module-tables', 'profile/profile.repository.ts', 'reference/reference.tables.ts'],
  ['no-other-module-tables', 'profile/profile.repository.ts', 'users/users.tables.ts'],
];
