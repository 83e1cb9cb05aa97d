import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  BranchOperatorView,
  BranchRole,
  NewBranchOperator,
} from '../../console-api/branch-operators';
import type { BranchView } from '../../console-api/desks';
import { call, type Answer } from '../api';
import { keepOperator } from './keep';

/**
 * The branches' operators (D115), for head-office admins: each branch's list, and the changes
 * head office publishes to the branch's workstations (add, deactivate or reactivate, unlock, a
 * new role, a new password). Head office answers each change with the operator as they now stand.
 */
export const useBranchOperatorsStore = defineStore('branch-operators', () => {
  const branches = ref<BranchView[]>([]);
  const operators = ref<BranchOperatorView[]>([]);
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    const [listed, found] = await Promise.all([
      call<BranchView[]>('GET', '/branches'),
      call<BranchOperatorView[]>('GET', '/branch-operators'),
    ]);
    if (listed.ok) branches.value = listed.value;
    if (found.ok) operators.value = found.value;
    error.value = !listed.ok ? listed.error.message : !found.ok ? found.error.message : null;
  }

  const keep = (answer: Answer<BranchOperatorView>) => keepOperator(operators, answer);

  const path = (operatorId: string, what: string) =>
    `/branch-operators/${encodeURIComponent(operatorId)}/${what}`;

  return {
    branches,
    operators,
    error,
    load,
    /** The operators of one branch, the active ones first. */
    ofBranch: (code: string) =>
      operators.value
        .filter((o) => o.branchCode === code)
        .sort((a, b) => Number(b.active) - Number(a.active)),
    create: async (request: NewBranchOperator) =>
      keep(await call('POST', '/branch-operators', request)),
    setActive: async (operatorId: string, active: boolean) =>
      keep(await call('POST', path(operatorId, 'active'), { active })),
    unlock: async (operatorId: string) => keep(await call('POST', path(operatorId, 'unlock'), {})),
    setRole: async (operatorId: string, role: BranchRole) =>
      keep(await call('POST', path(operatorId, 'role'), { role })),
    /** D121: a temporary password, which the operator replaces at the next sign-in. */
    setPassword: async (operatorId: string, password: string) =>
      keep(await call('POST', path(operatorId, 'password'), { password })),
  };
});
