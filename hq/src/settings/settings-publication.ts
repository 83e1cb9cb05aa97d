import { signSettings } from '../../protocol/chain';
import type { SettingsAnswer, SettingsRequest } from '../../protocol/wire';
import { headOfficeKey } from '../keys/head-office-key';
import type { Answer } from '../refusals';
import { signedCall, type SignedRequest } from '../replication/signed-call';
import type { ServiceDeps } from '../service-deps';
import { branchSettings } from './published-settings';

/**
 * POST /api/v1/settings (D126): the signing workstation's branch's settings, when head office has
 * a newer version than the one it runs, signed with head office's key. Otherwise the version alone:
 * still a signed contact.
 */
export async function settingsAnswer(
  deps: ServiceDeps,
  request: SignedRequest<SettingsRequest>,
): Promise<Answer<SettingsAnswer>> {
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'settings', request, async (tx, ws) => {
    const after = request.body.after;
    const { version, settings } = await branchSettings(tx, ws.branch.code);
    const answer = signSettings(key.privateKey, {
      workstationId: ws.id,
      branchCode: ws.branch.code,
      after,
      version,
      settings: version > after ? settings : '',
      at: deps.now().toISOString(),
    });
    return { ok: true, value: answer };
  });
}
