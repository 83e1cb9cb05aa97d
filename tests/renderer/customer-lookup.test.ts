import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { fill } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D77: the ID document typed into an empty customer block is looked up after a pause in typing,
 * and each lookup is audited in the clerk's name: a form left within the pause looks nobody up.
 * D160: the document whole (type, number, issuing country): a number alone asks nothing.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const DOCUMENT = {
  'customer.documentType': 'NationalId',
  'customer.documentNumber': '12345678',
  'customer.documentCountry': 'KE',
};

async function typedDocument(values: Record<string, string> = DOCUMENT) {
  const fake = createFakeRemitDesk();
  fake.signInAs('clerk1');
  const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
  await fill(wrapper, values);
  return { fake, wrapper };
}

/** Longer than the pause (400 ms) the lookup waits for. */
const pauseOver = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('the customer lookup', () => {
  it('asks main for the whole document once the clerk stops typing', async () => {
    const { fake } = await typedDocument();
    expect(fake.callsOf('lookUpCustomer')).toEqual([]);
    await pauseOver();
    await settle(1);
    expect(fake.callsOf('lookUpCustomer')).toEqual([
      { documentType: 'NationalId', documentNumber: '12345678', documentCountry: 'KE' },
    ]);
  });

  it('asks nothing for a number whose issuing country is not chosen yet', async () => {
    const { fake, wrapper } = await typedDocument({
      'customer.documentType': 'NationalId',
      'customer.documentNumber': '12345678',
    });
    await pauseOver();
    await settle(1);
    expect(fake.callsOf('lookUpCustomer')).toEqual([]);
    await fill(wrapper, { 'customer.documentCountry': 'UG' });
    await pauseOver();
    await settle(1);
    expect(fake.callsOf('lookUpCustomer')).toEqual([
      { documentType: 'NationalId', documentNumber: '12345678', documentCountry: 'UG' },
    ]);
  });

  it('asks nothing once the form is gone', async () => {
    const { fake, wrapper } = await typedDocument();
    wrapper.unmount();
    await pauseOver();
    await settle(1);
    expect(fake.callsOf('lookUpCustomer')).toEqual([]);
  });
});
