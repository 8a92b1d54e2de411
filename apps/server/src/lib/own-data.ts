import type { DbOrTx, Tx } from '../db/client.js';

/**
 * One file of a member's data archive (ADR 024): `rows` become `<name>.json`, and also
 * `<name>.csv` when `csv` (flat rows a spreadsheet opens).
 */
export type OwnDataSection = { name: string; rows: Array<Record<string, unknown>>; csv?: boolean };

/**
 * What a module tells about a member's own data, written by the module that owns the tables
 * (ADR 015): what goes in their archive, and what erasing the account does to its rows.
 * `eraseFor` runs inside the one transaction that erases the whole account.
 */
export type OwnData = {
  exportFor?(userId: string, db?: DbOrTx): Promise<OwnDataSection[]>;
  eraseFor?(userId: string, tx: Tx): Promise<void>;
};
