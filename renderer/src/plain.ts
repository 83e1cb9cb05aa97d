/**
 * A deep copy as plain data. What crosses to the main process must be plain: Electron's
 * contextBridge cannot clone a Vue proxy. Drafts and form values are strings only, so JSON keeps
 * every value exactly.
 */
export function plainCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
