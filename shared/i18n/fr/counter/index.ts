import type * as english from '../../en/counter/index';
import type { SameShape } from '../../messages';
import { dialogs } from './dialogs';
import { fields } from './fields';
import { frame } from './frame';
import { myDay } from './myDay';
import { receipt } from './receipt';
import { review } from './review';
import { send } from './send';

/** The counter’s screens: sending, the review, the receipt and the clerk’s day, and their frame. */
export const counter: SameShape<typeof english.counter> = {
  dialogs,
  fields,
  frame,
  myDay,
  receipt,
  review,
  send,
};
