import { fail, ok, type AppError, type Result } from '../../../shared/result';
import { isUniqueViolation, type ServiceDeps } from '../service-deps';

/** The six countries a branch may be in (ISO 3166-1 alpha-2). */
export const BRANCH_COUNTRIES = ['KE', 'UG', 'TZ', 'RW', 'SS', 'CD'] as const;
export type BranchCountry = (typeof BRANCH_COUNTRIES)[number];

export interface Branch {
  code: string;
  name: string;
  country: BranchCountry;
  /** IANA time zone, e.g. Africa/Nairobi. */
  timeZone: string;
}

export type BranchError = AppError<'invalid' | 'exists'>;

const BRANCH_CODE = /^[A-Z0-9][A-Z0-9-]{1,15}$/;

/** The canonical spelling of an IANA time zone, or null when there is no such zone. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone.includes('/') && zone !== 'UTC') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function invalid(message: string): { ok: false; error: BranchError } {
  return fail({ code: 'invalid', message });
}

/** A branch as typed by a head-office admin, checked; the code upper-cased, the zone canonical. */
export function checkBranch(input: Branch): Result<Branch, BranchError> {
  const code = String(input.code ?? '')
    .trim()
    .toUpperCase();
  if (!BRANCH_CODE.test(code)) {
    return invalid(
      `The branch code "${code.slice(0, 20)}" is not usable: give 2 to 16 letters, digits or dashes, starting with a letter or digit (e.g. NBO-01).`,
    );
  }
  const name = String(input.name ?? '').trim();
  if (name.length < 1 || name.length > 120) {
    return invalid('Give the branch a name of 1 to 120 characters, as its staff know it.');
  }
  if (!(BRANCH_COUNTRIES as readonly string[]).includes(input.country)) {
    return invalid(
      `The country must be one of ${BRANCH_COUNTRIES.join(', ')} (Kenya, Uganda, Tanzania, Rwanda, South Sudan, DR Congo), not "${String(input.country).slice(0, 10)}".`,
    );
  }
  const timeZone = canonicalTimeZone(String(input.timeZone ?? '').trim());
  if (!timeZone) {
    return invalid(
      `"${String(input.timeZone).slice(0, 40)}" is not a time zone: give its IANA name, e.g. Africa/Nairobi or Africa/Kampala.`,
    );
  }
  return ok({ code, name, country: input.country, timeZone });
}

export async function registerBranch(
  deps: ServiceDeps,
  input: Branch,
): Promise<Result<Branch, BranchError>> {
  const checked = checkBranch(input);
  if (!checked.ok) return checked;
  const branch = checked.value;
  try {
    await deps.db.query(
      `INSERT INTO branches (code, name, country, time_zone, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [branch.code, branch.name, branch.country, branch.timeZone, deps.now()],
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fail({
      code: 'exists',
      message: `A branch with the code ${branch.code} is already registered; choose another code, or use that branch.`,
    });
  }
  return ok(branch);
}

export async function listBranches(deps: Pick<ServiceDeps, 'db'>): Promise<Branch[]> {
  const rows = await deps.db.query<{
    code: string;
    name: string;
    country: BranchCountry;
    time_zone: string;
  }>('SELECT code, name, country, time_zone FROM branches ORDER BY code');
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    country: r.country,
    timeZone: r.time_zone,
  }));
}
