import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ConsoleOperatorView, NewConsoleOperator } from '../../console-api/operators';
import type { HqRole } from '../../console-api/roles';
import { call, type Answer } from '../api';
import { keepOperator } from './keep';

/** Head office's operators, for its admins: add, deactivate or reactivate, unlock, change a role. */
export const useOperatorsStore = defineStore('operators', () => {
  const operators = ref<ConsoleOperatorView[]>([]);
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    const answer = await call<ConsoleOperatorView[]>('GET', '/operators');
    if (answer.ok) operators.value = answer.value;
    error.value = answer.ok ? null : answer.error.message;
  }

  const keep = (answer: Answer<ConsoleOperatorView>) => keepOperator(operators, answer);

  const path = (operatorId: string, what: string) =>
    `/operators/${encodeURIComponent(operatorId)}/${what}`;

  return {
    operators,
    error,
    load,
    create: async (request: NewConsoleOperator) => keep(await call('POST', '/operators', request)),
    setActive: async (operatorId: string, active: boolean) =>
      keep(await call('POST', path(operatorId, 'active'), { active })),
    unlock: async (operatorId: string) => keep(await call('POST', path(operatorId, 'unlock'), {})),
    setRole: async (operatorId: string, role: HqRole) =>
      keep(await call('POST', path(operatorId, 'role'), { role })),
  };
});
