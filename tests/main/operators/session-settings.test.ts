import { describe, expect, it } from 'vitest';
import { OPERATOR_DEFAULTS } from '../../../electron/main/operators/operator-service';
import { sessionOptionsFrom } from '../../../electron/main/operators/session-settings';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { DEFAULT_SETTINGS } from '@shared/domain/settings';
import { CLERK, MINUTE, START, harness, withAdminAndClerk } from './fixtures';

const HOUR = 60 * MINUTE;

describe('session limits from the settings', () => {
  it('default to the operator service’s own 12 hours and 15 minutes', () => {
    expect(sessionOptionsFrom(DEFAULT_SETTINGS)).toEqual({
      sessionLifetimeMs: OPERATOR_DEFAULTS.sessionLifetimeMs,
      idleTimeoutMs: OPERATOR_DEFAULTS.idleTimeoutMs,
    });
    expect(OPERATOR_DEFAULTS.sessionLifetimeMs).toBe(12 * HOUR);
    expect(OPERATOR_DEFAULTS.idleTimeoutMs).toBe(15 * MINUTE);
    // A row saved before the idle minutes were a setting.
    expect(sessionOptionsFrom({ sessions: { lifetimeHours: 8 } }).idleTimeoutMs).toBe(15 * MINUTE);
  });

  it('end idle sessions after the minutes an admin set, and say so in the standing and the notice', async () => {
    const { journal, clock, restart } = await withAdminAndClerk();
    const settings = createSettingsStore(journal, clock.now);
    expect(settings.update('sessions', { lifetimeHours: 12, idleMinutes: 5 }, 'admin-1').ok).toBe(
      true,
    );
    const service = restart(sessionOptionsFrom(settings.review().settings));
    const ended: string[] = [];
    service.onSessionEnded((e) => ended.push(e.message));
    expect(
      (await service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password })).ok,
    ).toBe(true);
    // The window arms its warning from this, so it follows the setting too.
    expect(service.idleStanding()).toMatchObject({ idleTimeoutMs: 5 * MINUTE, warningMs: MINUTE });
    clock.advance(5 * MINUTE + 1);
    expect(service.current()).toBeNull();
    expect(ended).toEqual([
      'You were signed out after 5 minutes without activity. Sign in again to go on.',
    ]);
  });

  it('end sessions after the lifetime an admin set, from the next start on', async () => {
    const { journal, clock, restart } = await withAdminAndClerk();
    const settings = createSettingsStore(journal, clock.now);
    expect(settings.update('sessions', { lifetimeHours: 2 }, 'admin-1').ok).toBe(true);
    // Built as the app builds it at start.
    const service = restart(sessionOptionsFrom(settings.review().settings));
    expect(
      (await service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password })).ok,
    ).toBe(true);
    for (let i = 0; i < 11; i += 1) {
      clock.advance(10 * MINUTE);
      service.touch();
    }
    clock.advance(10 * MINUTE - 1);
    expect(service.current()?.operatorId).toBe(CLERK.operatorId);
    clock.advance(1);
    expect(service.current()).toBeNull();
  });

  it('fall back to the default when the stored value was damaged', () => {
    const { journal } = harness();
    journal.settings.set(
      'sessions',
      { lifetimeHours: 10_000 },
      '2026-11-23T08:00:00.000Z',
      'admin-1',
    );
    const settings = createSettingsStore(journal, () => START);
    expect(settings.review().problems.map((p) => p.section)).toEqual(['sessions']);
    expect(sessionOptionsFrom(settings.review().settings)).toEqual({
      sessionLifetimeMs: 12 * HOUR,
      idleTimeoutMs: 15 * MINUTE,
    });
  });
});
