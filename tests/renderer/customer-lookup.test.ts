import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { fill } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D77: the ID number typed into an empty customer block is looked up after a pause in typing,
 * and each lookup is audited in the clerk's name: a form left within the pause looks nobody up.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

async function typedNumber() {
  const fake = createFakeRemitDesk();
  fake.signInAs('clerk1');
  const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
  await fill(wrapper, { 'customer.documentNumber': '12345678' });
  return { fake, wrapper };
}

/** Longer than the pause (400 ms) the lookup waits for. */
const pauseOver = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('the customer lookup', () => {
  it('asks main once the clerk stops typing', async () => {
    const { fake } = await typedNumber();
    expect(fake.callsOf('lookUpCustomer')).toEqual([]);
    await pauseOver();
    await settle(1);
    expect(fake.callsOf('lookUpCustomer')).toEqual([{ documentNumber: '12345678' }]);
  });

  it('asks nothing once the form is gone', async () => {
    const { fake, wrapper } = await typedNumber();
    wrapper.unmount();
    await pauseOver();
    await settle(1);
    expect(fake.callsOf('lookUpCustomer')).toEqual([]);
  });
});
