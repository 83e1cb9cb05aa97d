import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  NewOperator,
  OperatorLanguage,
  OperatorView,
  PasswordReset,
  RoleChange,
} from '@shared/domain/operators';
import { remitDesk } from '../bridge';
import type { Answer } from './ipc-failure';
import { failed, keepAnswer, safely } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The admin's list of operators: add one, deactivate or reactivate one, lift a lockout, change a
 * role, reset a password.
 */
export const useOperatorsStore = defineStore('operators', () => {
  const operators = ref<OperatorView[]>([]);
  const error = ref<string | null>(null);
  const loading = ref(false);
  const loaded = ref(false);

  async function load(): Promise<void> {
    loading.value = true;
    const result = await safely(() => remitDesk().listOperators(), failed);
    loading.value = false;
    if (keepAnswer(result, operators, error)) loaded.value = true;
  }

  async function create(request: NewOperator): Promise<Answer<'createOperator'>> {
    const result = await safely(() => remitDesk().createOperator(request), failed);
    if (result.ok) {
      const others = operators.value.filter((o) => o.operatorId !== result.value.operatorId);
      operators.value = [...others, result.value];
    }
    return result;
  }

  function replace(changed: OperatorView): void {
    operators.value = operators.value.map((o) =>
      o.operatorId === changed.operatorId ? changed : o,
    );
  }

  async function setActive(
    operatorId: string,
    active: boolean,
  ): Promise<Answer<'setOperatorActive'>> {
    const result = await safely(
      () => remitDesk().setOperatorActive({ operatorId, active }),
      failed,
    );
    if (result.ok) replace(result.value);
    return result;
  }

  async function unlock(operatorId: string): Promise<Answer<'unlockOperator'>> {
    const result = await safely(() => remitDesk().unlockOperator({ operatorId }), failed);
    if (result.ok) replace(result.value);
    return result;
  }

  async function setRole(request: RoleChange): Promise<Answer<'setOperatorRole'>> {
    const result = await safely(() => remitDesk().setOperatorRole(request), failed);
    if (result.ok) replace(result.value);
    return result;
  }

  /** D83: the language of an operator's screens and files. */
  async function setLanguage(request: OperatorLanguage): Promise<Answer<'setOperatorLanguage'>> {
    const result = await safely(() => remitDesk().setOperatorLanguage(request), failed);
    if (result.ok) replace(result.value);
    return result;
  }

  async function resetPassword(request: PasswordReset): Promise<Answer<'resetOperatorPassword'>> {
    const result = await safely(() => remitDesk().resetOperatorPassword(request), failed);
    if (result.ok) replace(result.value);
    return result;
  }

  function clear(): void {
    operators.value = [];
    error.value = null;
    loaded.value = false;
  }

  clearedWhenSessionEnds(clear);

  return {
    operators,
    error,
    loading,
    loaded,
    load,
    create,
    setActive,
    unlock,
    setRole,
    setLanguage,
    resetPassword,
    clear,
  };
});
