import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  BranchView,
  IssuedCodeView,
  RefusedView,
  WorkstationList,
  WorkstationView,
} from '../../console-api/desks';
import { call, type Answer } from '../api';

/**
 * Branches and workstations, for head-office admins: the list with each one's replication health,
 * the code last issued (shown once), and a workstation's refused requests when asked for.
 */
export const useDesksStore = defineStore('desks', () => {
  const branches = ref<BranchView[]>([]);
  const workstations = ref<WorkstationView[]>([]);
  const fingerprint = ref<string | null>(null);
  const issued = ref<IssuedCodeView | null>(null);
  const evidence = ref<{ workstationId: string; entries: RefusedView[] } | null>(null);
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    const [listed, found] = await Promise.all([
      call<BranchView[]>('GET', '/branches'),
      call<WorkstationList>('GET', '/workstations'),
    ]);
    if (listed.ok) branches.value = listed.value;
    if (found.ok) {
      workstations.value = found.value.workstations;
      fingerprint.value = found.value.certificateFingerprint;
    }
    error.value = !listed.ok ? listed.error.message : !found.ok ? found.error.message : null;
  }

  /**
   * Runs a change, then reads the list again (health moves on by itself between changes). A code
   * shown stays only until the next change: it is shown once.
   */
  async function change<T>(work: Promise<Answer<T>>): Promise<Answer<T>> {
    issued.value = null;
    const answer = await work;
    if (answer.ok) await load();
    return answer;
  }

  async function issue(
    workstationId: string,
    purpose: 'enrol' | 'replace',
  ): Promise<Answer<IssuedCodeView>> {
    const path = `/workstations/${encodeURIComponent(workstationId)}/${purpose === 'enrol' ? 'code' : 'replacement'}`;
    const answer = await change(call<IssuedCodeView>('POST', path, {}));
    issued.value = answer.ok ? answer.value : null;
    return answer;
  }

  async function showEvidence(workstationId: string): Promise<void> {
    const answer = await call<RefusedView[]>(
      'GET',
      `/workstations/${encodeURIComponent(workstationId)}/refused`,
    );
    evidence.value = answer.ok ? { workstationId, entries: answer.value } : null;
    error.value = answer.ok ? null : answer.error.message;
  }

  /** Leaving the page forgets the code shown: it is not shown again. */
  function forgetCode(): void {
    issued.value = null;
    evidence.value = null;
  }

  return {
    forgetCode,
    branches,
    workstations,
    fingerprint,
    issued,
    evidence,
    error,
    load,
    issue,
    showEvidence,
    registerBranch: (branch: BranchView) => change(call<BranchView>('POST', '/branches', branch)),
    addWorkstation: (branchCode: string) =>
      change(call<{ id: string }>('POST', '/workstations', { branchCode })),
    revoke: (workstationId: string) =>
      change(
        call<{ revokedAt: string }>(
          'POST',
          `/workstations/${encodeURIComponent(workstationId)}/revoke`,
          {},
        ),
      ),
  };
});
