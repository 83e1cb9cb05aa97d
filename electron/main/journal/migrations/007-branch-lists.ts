import type { Database } from 'better-sqlite3';

export const version = 7;
export const name = 'branch-lists';

/**
 * The lists the clerk's forms pick from (D35), kept apart per environment: the sandbox bank knows
 * only its own invented accounts, and a bank's test service often other accounts than its live
 * one. One row per entry, in the admin's order; a code appears once per country.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE branch_source_accounts (
      environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
      position INTEGER NOT NULL CHECK (position >= 0),
      country_code TEXT NOT NULL,
      account_number TEXT NOT NULL,
      holder_name TEXT NOT NULL,
      currency TEXT NOT NULL,
      PRIMARY KEY (environment, position),
      UNIQUE (environment, country_code, account_number)
    );
    CREATE TABLE branch_banks (
      environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
      position INTEGER NOT NULL CHECK (position >= 0),
      country_code TEXT NOT NULL,
      bank_code TEXT NOT NULL,
      bank_name TEXT NOT NULL,
      PRIMARY KEY (environment, position),
      UNIQUE (environment, country_code, bank_code COLLATE NOCASE)
    );
    CREATE TABLE branch_wallets (
      environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
      position INTEGER NOT NULL CHECK (position >= 0),
      country_code TEXT NOT NULL,
      wallet_name TEXT NOT NULL,
      label TEXT NOT NULL,
      PRIMARY KEY (environment, position),
      UNIQUE (environment, country_code, wallet_name COLLATE NOCASE)
    );
  `);
}
