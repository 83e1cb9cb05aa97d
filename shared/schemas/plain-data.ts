/*
 * A request reaches a validator as data: what JSON or a form can hold. Electron's IPC carries more
 * (structured clone: BigInt, cycles, Maps), and yup's own messages print the value they refuse with
 * JSON.stringify, which throws on a BigInt or a cycle, so such a value would surface as an internal
 * error instead of a refusal. This finds them first, without recursion (any depth is safe).
 */
import { text } from '../i18n/catalog';

const LEAVE = Symbol('leave');

function childrenOf(value: object): unknown[] {
  if (value instanceof Map) return [...value.keys(), ...value.values()];
  if (value instanceof Set) return [...value.values()];
  return Object.values(value);
}

/** Why `input` is not plain data, in words, or null when it is. */
export function plainDataProblem(input: unknown): string | null {
  // Depth first with the objects on the current path: a cycle is one met again on its own path;
  // the same object reached twice by different paths (structured clone keeps that) is fine.
  const onPath = new Set<object>();
  const done = new Set<object>();
  const pending: { value: unknown; leave?: typeof LEAVE }[] = [{ value: input }];
  while (pending.length > 0) {
    const { value, leave } = pending.pop()!;
    if (leave === LEAVE) {
      onPath.delete(value as object);
      done.add(value as object);
      continue;
    }
    switch (typeof value) {
      case 'bigint':
        return text('validation.request.plainData.bigint');
      case 'symbol':
      case 'function':
        return text('validation.request.plainData.notData');
      case 'object': {
        if (value === null || done.has(value)) break;
        if (onPath.has(value)) return text('validation.request.plainData.cycle');
        onPath.add(value);
        pending.push({ value, leave: LEAVE });
        for (const child of childrenOf(value)) pending.push({ value: child });
        break;
      }
      default:
        break;
    }
  }
  return null;
}
