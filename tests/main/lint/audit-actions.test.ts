import { describe, expect, it } from 'vitest';
import { auditGroupOf } from '@shared/domain/audit-trail';
import { repositoryFiles, textOf } from './repository-files';

/*
 * Every action main writes to the audit log is in a kind of action (AUDIT_GROUP_PATTERNS), so an
 * auditor who filters the trail by kind, at the workstation or at head office, finds it, and the
 * trail's Action column words it. The actions are read from main's source: the constants that
 * name them (`*_ACTION`, `*_ACTIONS`, `AUDIT_*`, and any other constant written as `action: NAME`,
 * such as `SETTINGS_UPDATED`) and the `action: '…'` written inline.
 */
const files = repositoryFiles();
const SKIPPED = 'skipped: this is not a git checkout, so the repository’s files are unknown';

const DEFINITION = /\bconst ([A-Z][A-Z0-9_]*)\b[^=\n]*=\s*/g;
const ACTION_NAME = /'([a-z][a-z-]*\.[a-z][a-z.-]*)'/g;
const INLINE = /\baction: '([a-z][a-z-]*\.[a-z][a-z.-]*)'/g;
const BY_NAME = /\baction: ([A-Z][A-Z0-9_]*)\b/g;

/** The constants `text` writes as an action by name (`action: SETTINGS_UPDATED`). */
export function actionNamesIn(text: string): string[] {
  return [...text.matchAll(BY_NAME)].map((match) => match[1]!);
}

/**
 * The action names `text` (a source file) defines or writes; `named` are constants written as an
 * action anywhere (`actionNamesIn`), whatever their name says.
 */
export function actionsIn(text: string, named: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(DEFINITION)) {
    if (!/ACTIONS?$|^AUDIT_/.test(match[1]!) && !named.has(match[1]!)) continue;
    const start = match.index + match[0].length;
    // One literal, or an object literal up to its closing brace at the start of a line.
    const end = text.startsWith('{', start) ? text.indexOf('\n}', start) : text.indexOf(';', start);
    for (const [, name] of text.slice(start, end).matchAll(ACTION_NAME)) found.push(name!);
  }
  for (const [, name] of text.matchAll(INLINE)) found.push(name!);
  return found;
}

describe('the audit log’s kinds of action', () => {
  it('reads action names from a constant, an object of them and an inline action', () => {
    const source = [
      "export const DAY_CLOSED_ACTION = 'day.closed';",
      'export const CASH_ACTIONS = {',
      "  floatSet: 'cash.float-set',",
      "  counted: 'cash.counted',",
      '} as const;',
      "const WORDS = { title: 'app.name' };",
      "audit.append({ at, operatorId, action: 'customer.lookup', details });",
      "export const SETTINGS_UPDATED = 'settings.updated';",
      'audit.append({ at, operatorId, action: SETTINGS_UPDATED, details });',
    ].join('\n');
    expect(actionsIn(source, new Set(actionNamesIn(source)))).toEqual([
      'day.closed',
      'cash.float-set',
      'cash.counted',
      'settings.updated',
      'customer.lookup',
    ]);
    expect(actionsIn(source)).not.toContain('settings.updated');
  });

  it.skipIf(files === null)(
    `hold every action main writes${files === null ? ` (${SKIPPED})` : ''}`,
    () => {
      const sources = files!.filter((f) => f.startsWith('electron/main/') && f.endsWith('.ts'));
      const texts = sources.map((file) => textOf(file) ?? '');
      const named = new Set(texts.flatMap(actionNamesIn));
      const actions = new Set(texts.flatMap((text) => actionsIn(text, named)));
      // The scan reads what it should: far more than a handful, and the ones named here.
      expect(actions.size).toBeGreaterThan(60);
      for (const known of [
        'transfer.reserved',
        'screening.decided',
        'cash.counted',
        'settings.updated',
        'receipt.reprinted-for-counter',
        'branch-list.published',
      ]) {
        expect(actions).toContain(known);
      }
      const ungrouped = [...actions].filter((action) => auditGroupOf(action) === null).sort();
      expect(ungrouped).toEqual([]);
    },
  );
});
