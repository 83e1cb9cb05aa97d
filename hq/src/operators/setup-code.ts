import { createHash, randomInt } from 'node:crypto';
import { normaliseCode } from '../../console-api/operators';
import { CONSOLE_PATH } from '../../console-api/paths';
import { utcText } from '../refusals';
import { CONSOLE_LIMITS, type ConsoleDeps } from './console-deps';

/*
 * The first head-office admin's set-up code (D101). While no operator exists, each start of head
 * office makes one and prints it; whoever can read the server's output types it on the console
 * with their id, name and password. Kept only as a hash, good for 24 hours, and every code is gone
 * once the first admin exists.
 */

/** No 0/O, 1/I/L, 5/S, 2/Z, 8/B: what is read off a terminal is typed back without a doubt. */
const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_GROUPS = 4;
const GROUP_LENGTH = 4;

/** `ABCD-EFGH-JKMN-PQRT`: 16 characters of a 25-letter alphabet, about 74 bits. */
export function newSetupCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < CODE_GROUPS; g += 1) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i += 1)
      group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

export function hashSetupCode(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('hex');
}

export async function needsFirstAdmin(deps: Pick<ConsoleDeps, 'db'>): Promise<boolean> {
  const [row] = await deps.db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM console_operators) AS any',
  );
  return !row?.any;
}

/**
 * A new code when no operator exists yet (and the lines that tell it), else no lines. Expired codes
 * are removed on the way.
 */
export async function setupCodeLines(
  deps: Pick<ConsoleDeps, 'db' | 'now' | 'limits'>,
  consoleUrl: string,
): Promise<string[]> {
  if (!(await needsFirstAdmin(deps))) return [];
  const code = newSetupCode();
  const now = deps.now();
  const expires = new Date(now.getTime() + deps.limits.setupCodeMs);
  await deps.db.transaction(async (tx) => {
    await tx.query('DELETE FROM console_setup_codes WHERE expires_at <= $1', [now]);
    await tx.query(
      'INSERT INTO console_setup_codes (code_hash, created_at, expires_at) VALUES ($1, $2, $3)',
      [hashSetupCode(code), now, expires],
    );
  });
  return [
    `No head-office operator exists yet. Open ${consoleUrl} and create the first admin with the set-up code ${code}`,
    `(shown only now, good until ${utcText(expires)}; restart head office for a new one).`,
  ];
}

/** What startHeadOffice prints after its address: the set-up code, while no operator exists. */
export function firstAdminLines(
  hq: Pick<ConsoleDeps, 'db' | 'now'>,
  url: string,
): Promise<string[]> {
  return setupCodeLines({ ...hq, limits: CONSOLE_LIMITS }, `${url}${CONSOLE_PATH}`);
}
