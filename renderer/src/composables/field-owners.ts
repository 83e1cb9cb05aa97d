import type { InjectionKey } from 'vue';

/*
 * Fields the clerk does not type (shown as text: the sender's name from the picked account, the
 * currency from the country) are filled by a choice made in another field. A message about one of
 * them is the clerk's to act on at that other field, so it is shown there, and the error summary
 * takes the focus there: an error is shown only at a field the clerk can edit.
 */

/** Each filled-in field's path, and the path of the field whose choice fills it. */
export type FieldOwners = Readonly<Record<string, string>>;

export const FIELD_OWNERS: InjectionKey<FieldOwners> = Symbol('field-owners');

/** The field the clerk edits to change `path`: the path itself unless a choice fills it. */
export function ownerOf(owners: FieldOwners | null | undefined, path: string): string {
  return (owners && Object.hasOwn(owners, path) ? owners[path] : undefined) ?? path;
}

/** The fields a choice at `path` fills in. */
export function ownedBy(owners: FieldOwners | null | undefined, path: string): string[] {
  return owners ? Object.keys(owners).filter((derived) => owners[derived] === path) : [];
}
