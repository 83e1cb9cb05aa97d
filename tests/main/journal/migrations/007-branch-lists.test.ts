import { describe, expect, it } from 'vitest';
import * as branchLists from '../../../../electron/main/journal/migrations/007-branch-lists';
import { insertTransfer, journalAt, namesOf, rowsOf, upgrade } from './old-journal';

describe('007-branch-lists.ts', () => {
  it('adds the branch lists, empty, and keeps the transfers', () => {
    const db = journalAt(branchLists.version - 1);
    insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');

    upgrade(db, branchLists);

    expect(namesOf(db, 'table')).toEqual(
      expect.arrayContaining(['branch_source_accounts', 'branch_banks', 'branch_wallets']),
    );
    for (const table of ['branch_source_accounts', 'branch_banks', 'branch_wallets']) {
      expect(rowsOf(db, table), table).toEqual([]);
    }
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
  });

  it('keeps each environment’s list apart, a code once per country in it', () => {
    const db = journalAt(branchLists.version - 1);
    upgrade(db, branchLists);
    const bank = db.prepare(
      `INSERT INTO branch_banks (environment, position, country_code, bank_code, bank_name)
       VALUES (?, ?, ?, ?, 'Equity Bank')`,
    );
    bank.run('test', 0, 'KE', '68');
    bank.run('live', 0, 'KE', '68');
    bank.run('test', 1, 'UG', '68');
    expect(() => bank.run('test', 2, 'KE', '68')).toThrow(/UNIQUE/);
    expect(() => bank.run('test', -1, 'KE', '01')).toThrow(/CHECK/);
    const wallet = db.prepare(
      `INSERT INTO branch_wallets (environment, position, country_code, wallet_name, label)
       VALUES ('test', ?, 'KE', ?, 'M-PESA')`,
    );
    wallet.run(0, 'M-PESA');
    // Wallet names are one name whatever their case.
    expect(() => wallet.run(1, 'm-pesa')).toThrow(/UNIQUE/);
  });
});
